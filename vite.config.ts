import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * A feature's index.ts only re-exports. Declared free of side effects, importing one export
 * from it does not tie the rest of the feature to the importing page's chunk.
 */
const featureEntriesWithoutSideEffects: Plugin = {
  name: 'feature-entries-without-side-effects',
  transform(code, id) {
    if (/\/src\/web\/features\/[^/]+\/index\.ts$/.test(id)) {
      return { code, moduleSideEffects: false };
    }
    return undefined;
  },
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  envDir: '../..',
  plugins: [react(), tailwindcss(), featureEntriesWithoutSideEffects],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
