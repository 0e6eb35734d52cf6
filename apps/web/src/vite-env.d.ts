/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" when this build is embedded in the production site (its breakpoints apply). */
  readonly VITE_EMBED_ON_PROD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
