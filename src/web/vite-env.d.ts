interface ImportMetaEnv {
  /** Google Maps key for US address autocomplete; plain address fields without it. */
  readonly VITE_GOOGLE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  /**
   * The compiled messages a page (its path under src/web) or the shell shows, in one language;
   * rejects when they cannot be fetched.
   */
  export function loadCatalog(locale: string, key: string): Promise<Messages>;
}
