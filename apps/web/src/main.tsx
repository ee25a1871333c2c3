// First: schemas created by the imports below must see it (see the module).
import './config/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installConsoleCapture } from './lib/logger';
import { startWebVitals } from './lib/web-vitals';

// Every console line of the page goes to the logger's console buffer from the start, so a downloaded log holds it.
installConsoleCapture();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Core Web Vitals for the Performance dev page: measured from the start, the library loaded after the first page.
startWebVitals();
