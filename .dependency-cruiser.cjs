/**
 * Import boundaries, checked by `npm run lint` (see docs/architecture.md for the why and the room each part has).
 * Server: a module imports another module only through that module's public files (index.ts, service.ts,
 * queries.ts, policy.ts), never its tables.ts; platform/ imports no module; no cycles between modules.
 * Web: a feature imports another feature only through its index.ts; components/ and lib/ import no feature;
 * a feature never imports src/app/; no cycles between features.
 */
const SERVER_MODULES = '^apps/server/src/modules/';
const SERVER_PUBLIC = '^apps/server/src/modules/[^/]+/(index|service|queries|report-queries|policy)\\.ts$';
const WEB_FEATURES = '^apps/web/src/features/';
// Tests and test helpers may reach anywhere (to arrange and inspect data); the rules are about the product code.
const TESTS = '(\\.test\\.tsx?|/test-fixtures\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'server-module-public-files',
      comment: 'Another module is reached only through its index.ts, service.ts, queries.ts or policy.ts (never its tables.ts).',
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: [TESTS, '/tables\\.ts$'] },
      to: { path: SERVER_MODULES, pathNot: [`${SERVER_MODULES}$1/`, SERVER_PUBLIC, `${SERVER_MODULES}[^/]+/tables\\.ts$`] },
    },
    {
      name: 'server-no-foreign-tables',
      comment:
        "A module never imports another module's tables.ts: ask the owner for a function or SQL fragment. Only a tables.ts may name another tables.ts, for a foreign key.",
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: [TESTS, '/tables\\.ts$'] },
      to: { path: `${SERVER_MODULES}[^/]+/tables\\.ts$`, pathNot: `${SERVER_MODULES}$1/` },
    },
    {
      name: 'server-platform-imports-no-module',
      comment: 'src/platform/ is below the modules: it never imports from src/modules/.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: SERVER_MODULES },
    },
    {
      name: 'server-no-module-cycles',
      comment: 'Two modules never import each other, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SERVER_MODULES}[^/]+/?$` },
      to: { circular: true },
    },
    {
      name: 'web-feature-public-entry',
      comment: 'Another feature is reached only through its index.ts (the hooks and components it offers).',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/`, pathNot: TESTS },
      to: { path: WEB_FEATURES, pathNot: [`${WEB_FEATURES}$1/`, `${WEB_FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'Shared UI (src/components) and src/lib serve every feature and import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: WEB_FEATURES },
    },
    {
      name: 'web-features-import-no-app',
      comment: 'src/app/ composes the features (routes, layouts, guards); a feature never imports it back.',
      severity: 'error',
      from: { path: WEB_FEATURES, pathNot: TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-no-feature-cycles',
      comment: 'Two features never import each other, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${WEB_FEATURES}[^/]+/?$` },
      to: { circular: true },
    },
  ],
  options: {
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', TESTS, '^apps/(server|web)/test/'] },
    tsPreCompilationDeps: false,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
