/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_REGISTRATION_URL?: string;
  readonly VITE_COMMIT?: string;
  readonly VITE_MEDIA_URL?: string;
  readonly VITE_WS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The running build's version info (commit-info.json's fields), put in by vite.config.ts. */
declare const __SCOUT_BUILD__: unknown;
