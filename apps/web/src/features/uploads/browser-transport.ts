import { xhrPut } from '../../lib/xhr-put';
import type { Connectivity, UploadTransport } from './uploader';

/** The uploader's transport in the browser: one XMLHttpRequest PUT per request, for its progress events. */
export const xhrTransport: UploadTransport = { put: xhrPut };

/** navigator.onLine and the window's 'online' event. */
export const browserConnectivity: Connectivity = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
