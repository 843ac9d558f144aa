interface ImportMetaEnv {
  /** Google Maps key for US address autocomplete; plain address fields without it. */
  readonly VITE_GOOGLE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  /** A namespace's messages in one language, compiled; rejects when they cannot be fetched. */
  export function loadCatalog(locale: string, namespace: string): Promise<Messages>;
}
