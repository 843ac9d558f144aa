/**
 * Import boundaries, checked by `npm run lint:deps`. The reasons are in
 * docs/decisions/0011-lint-boundaries.md; docs/architecture.md describes the layout.
 */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The browser bundle talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server never depends on browser code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'feature-public-entry-only',
      comment:
        "A feature uses another feature through that feature's index.ts only, so its files can change without reaching into other folders.",
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/' },
      to: {
        path: '^src/$1/features/[^/]+/',
        pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-circular',
      comment: 'Modules form a graph without cycles, on both sides.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment:
        'Folders, features among them, depend on each other in one direction only: a cycle between two folders is a cycle even when no single file closes it.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-no-node',
      comment: 'src/shared runs in the browser as well: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-no-ui-or-app',
      comment: 'src/shared is plain rules and schemas: no React, no DOM libraries, no app code.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        path: [
          '^src/(server|web)/',
          '(^|/)node_modules/(react|react-dom|react-router|@tanstack|@headlessui|lucide-react|sonner|react-datepicker|react-hook-form|yet-another-react-lightbox|@dnd-kit)/',
        ],
      },
    },
    {
      name: 'server-production-dependencies-only',
      comment:
        'The server image installs production dependencies only (npm ci --omit=dev): what the server runs imports no devDependency.',
      severity: 'error',
      from: { path: '^src/(server|shared)/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-catalogs-one-page-at-a-time',
      comment:
        'The browser loads a page namespace in one language (virtual:catalogs); every catalog and the ICU parser are for the server, the build and tests.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/shared/i18n/(allCatalogs|compile)\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that resolves to nothing is a typo or a missing package. Modules a Vite plugin makes (virtual:) resolve at build.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
