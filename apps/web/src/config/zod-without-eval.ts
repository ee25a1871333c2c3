import { z } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` when the page allows eval. The site's CSP does not
 * (script-src 'self'), and zod's probe for it, though caught, is reported as a CSP violation on every
 * load. Turned off before any schema exists: main.tsx imports this module first.
 */
z.config({ jitless: true });
