// Compiles the server for production: one ESM bundle per entry point in dist/server, with the
// npm packages left as imports (they resolve from node_modules, native ones included), a source
// map for stack traces, and the SQL migrations beside it, where the bundle looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

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
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
