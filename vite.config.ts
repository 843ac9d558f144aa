import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { catalogs } from './scripts/vite/catalogs';

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

/** The app's own start-up modules: index.html and the script it names. */
const ENTRY_MODULE = /[\\/]src[\\/]web[\\/](index\.html|main\.tsx)$/;

const NO_TIME_ZONES = '\0date-fns-tz-left-out';

/**
 * react-datepicker requires date-fns-tz, if installed, for its `timeZone` prop, which the
 * booking pickers never set (they pick calendar days). Bundled, that one require brings
 * date-fns-tz and a second, whole CommonJS copy of date-fns: most of the calendar's code. Here
 * the require fails, as the library expects when the package is absent, and it does without.
 */
const datePickerWithoutTimeZones: Plugin = {
  name: 'date-picker-without-time-zones',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'date-fns-tz' && importer?.includes('/react-datepicker/')) return NO_TIME_ZONES;
    return undefined;
  },
  load(id) {
    if (id !== NO_TIME_ZONES) return undefined;
    return 'throw new Error("date-fns-tz is left out of the web bundle");';
  },
};

/**
 * `ANALYZE=1 npm run build` also writes dist/stats.html, a treemap of every chunk with the
 * gzipped size of each module in it: where first-visit JavaScript goes. Off in normal builds,
 * which ship only what users download.
 */
function bundleAnalysis(): PluginOption[] {
  if (!process.env.ANALYZE) return [];
  const template = process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap';
  return [
    visualizer({
      filename: template === 'raw-data' ? 'dist/stats.json' : 'dist/stats.html',
      template,
      gzipSize: true,
      brotliSize: true,
    }),
  ];
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  envDir: '../..',
  plugins: [
    react(),
    tailwindcss(),
    catalogs(),
    featureEntriesWithoutSideEffects,
    datePickerWithoutTimeZones,
    precompressedCopies,
    ...bundleAnalysis(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill cost every page 0.5 kB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required to inline common chunks (below); nothing imports the entry's exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, TanStack Query, the
          // layout) is fetched on every first visit anyway: one file compresses better than
          // the dozen small ones the automatic split made, and costs one request. The entry
          // module stays out of it, so that index.html still loads the app's own start-up code
          // rather than a one-line file calling into this chunk.
          groups: [{ name: 'base', tags: ['$initial'], test: (id) => !ENTRY_MODULE.test(id) }],
          // A page's small shared modules (icons, formatters, form fields) were a dozen common
          // chunks of 1–2 kB each: on a phone over HTTP/1.1, six requests at a time with a
          // round trip each, they delayed the first paint more than their bytes did. Copied
          // into each page's chunk instead; Rolldown's runtime keeps one instance of each
          // module however many chunks carry it. Stylesheets stay files (Vite's CSS plugin
          // would emit a copied module's styles once per copy).
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
