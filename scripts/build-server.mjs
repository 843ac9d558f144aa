// Compiles the server for production: one ESM bundle per entry point in dist/server, with the
// npm packages left as imports (they resolve from node_modules, native ones included), a source
// map for stack traces, and the SQL migrations beside it, where the bundle looks for them.
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * A package's JSON data imported by shared code (a postal-code format) goes into the bundle:
 * Node reads an external JSON import only with an import attribute, which the bundle drops.
 */
const bundledPackageJson = {
  name: 'bundled-package-json',
  setup(builder) {
    builder.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({
      path: require.resolve(args.path),
    }));
  },
};

const outdir = 'dist/server';

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundledPackageJson],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
