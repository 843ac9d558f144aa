import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file the build writes, beside the
 * original, for the server to send as they are: the slowest, smallest settings cost nothing at
 * request time. Source maps are left out: they are large, rarely fetched and often not served.
 */
const precompressedCopies = compression({
  include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
  algorithms: ['brotliCompress', 'gzip'],
  logLevel: 'silent',
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  envDir: '../..',
  plugins: [react(), tailwindcss(), featureEntriesWithoutSideEffects, precompressedCopies],
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
