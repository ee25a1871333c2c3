/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_REGISTRATION_URL?: string;
  readonly VITE_COMMIT?: string;
  readonly VITE_MEDIA_URL?: string;
  readonly VITE_WS_URL?: string;
  readonly VITE_DEV_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Whether this build has the quick-login buttons and the demo accounts they use (vite.config.ts: on for the
 * dev server and builds with VITE_QUICK_LOGIN=true, off otherwise, so a production bundle has neither).
 */
declare const __SCOUT_QUICK_LOGIN__: boolean;

/** The running build's version info (commit-info.json's fields), put in by vite.config.ts. */
declare const __SCOUT_BUILD__: unknown;
