/** Architecture boundaries of DESIGN.md §2, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain: no React, DOM, Node or database imports, and no other workspace package',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(apps|packages/contracts)|node_modules/(react|react-dom|drizzle-orm|pg|@electric-sql|dexie|fastify)',
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-only-zod',
      comment:
        'and libphonenumber-js: one phone rule for the server and the web (decision 0021); @glad/domain (pure, imports nothing) is allowed: the synced tables are listed there once',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { path: '^apps|node_modules/(?!zod/|libphonenumber-js/)' },
    },
    {
      name: 'contracts-phone-parser-only-in-input-bodies',
      comment:
        'the phone parser (libphonenumber, 10.6 KiB gzip) reaches home through any contracts module it reads at start that builds a typed phone field: answer modules keep the phone as a string, the input bodies live apart (decision 0051)',
      severity: 'error',
      from: {
        path: '^packages/contracts/src/[^/]+\\.ts$',
        pathNot:
          '^packages/contracts/src/(registration-body|company-bodies|record-fields|user-bodies|index)\\.ts$|\\.test\\.ts$',
      },
      to: { path: '^packages/contracts/src/phone/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'composition happens in app/ routes',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'server-modules-meet-at-their-service',
      comment:
        'a server module uses another module only through its service.ts (its public face); shared pieces live in apps/server/src/lib (decision 0043)',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: '^apps/server/src/modules/records/register\\.ts$',
      },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'server-registrar-takes-routes',
      comment: 'the registrar of the record modules takes their routes.ts (and services), nothing deeper',
      severity: 'error',
      from: { path: '^apps/server/src/modules/records/register\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/[^/]+/(routes|service)\\.ts$',
      },
    },
    {
      name: 'server-lib-not-modules',
      comment: 'lib is what modules share: it never reaches into a module',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
