interface ImportMetaEnv {
  /** Google Maps key for US address autocomplete; plain address fields without it. */
  readonly VITE_GOOGLE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  /** One loader per `locale/namespace`, each a chunk of compiled messages. */
  export const catalogLoaders: Record<string, () => Promise<{ default: Messages }>>;
}
