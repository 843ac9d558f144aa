interface ImportMetaEnv {
  /** Google Maps key for US address autocomplete; plain address fields without it. */
  readonly VITE_GOOGLE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
