// The walls between the code's rooms (DESIGN.md 'Layout', docs/decisions/017), checked by
// dependency-cruiser on every import of src/, e2e/, bench/ and scripts/ (`npm run lint`).
// What an import graph cannot see, raw SQL and an import() of a computed path, is checked by
// scripts/check-raw-walls.mjs. scripts/walls.test.ts proves that each rule fails on a breach.

/** Files that only support tests; they may also use another room's `testing.ts`. */
const testSupport = [
  '\\.test\\.tsx?$',
  '/(testing|fixtures|test-[\\w-]+)\\.tsx?$',
  '/test/',
  '^e2e/',
  '^bench/',
];

/** The rest of a path below a folder when it names a test support file. */
const testFile = '(?:.*\\.test\\.tsx?|(?:.*/|)(?:testing|fixtures|test-[\\w-]+)\\.tsx?|(?:.*/|)test/.*)$';

/**
 * A room (a server module, a web feature, an area of the staff console) shows the others only its
 * `index.ts`, and test support also its `testing.ts`. `base` is the folder that holds the rooms;
 * `lower` names folders in it that are not rooms but common parts below them. `router` names the
 * files that may also load a room's files by import(), each page its own chunk, and `exceptions`
 * the files they may import as they are, each with its reason.
 */
function publicFilesOnly(name, base, what, { lower, router } = {}) {
  const room = lower ? `^${base}(?!(${lower})/)[^/]+/` : `^${base}[^/]+/`;
  const rule = (suffix, from, surface, extra = {}) => ({
    name: `${name}${suffix}`,
    comment: `${what} is reached from outside only through its ${surface.replace('|', '.ts or ')}.ts`,
    severity: 'error',
    from,
    to: { path: `${room}.`, pathNot: [`${room}(${surface})\\.tsx?$`, `^${base}$1/`], ...extra },
  });
  const outside = router ? [room, router.from] : [room];
  return [
    rule('', { path: `^${base}([^/]+)/`, pathNot: testSupport }, 'index'),
    rule('-in-tests', { path: `^${base}([^/]+)/${testFile}` }, 'index|testing'),
    rule('-from-outside', { pathNot: [...outside, ...testSupport] }, 'index'),
    rule('-from-outside-tests', { path: testSupport, pathNot: outside }, 'index|testing'),
    ...(router
      ? [
          rule('-from-router', { path: router.from }, 'index|testing', {
            pathNot: [`${room}(index|testing)\\.tsx?$`, ...router.exceptions],
            dynamic: false,
          }),
        ]
      : []),
  ];
}

/** Tables: `db/schema/<m>.ts` belongs to module <m>; all of them together to the db layer. */
const tables = [
  {
    name: 'own-tables-only',
    comment: 'a module uses only its own tables, db/schema/<module>.ts',
    severity: 'error',
    from: { path: '^src/server/modules/([^/]+)/' },
    to: { path: '^src/server/db/schema/', pathNot: '^src/server/db/schema/$1\\.ts$' },
  },
  {
    name: 'tables-in-modules-only',
    comment:
      "tables are used by their module and the database layer; tests reach them through the module's testing.ts",
    severity: 'error',
    from: { pathNot: ['^src/server/modules/', '^src/server/db/'] },
    to: { path: '^src/server/db/schema/' },
  },
];

/** The layers: shared at the bottom; server and web apart; in the web, app > features > the rest. */
const layers = [
  {
    name: 'shared-imports-only-shared',
    comment: 'src/shared imports only src/shared',
    severity: 'error',
    from: { path: '^src/shared/' },
    to: { path: '^(src/(server|web)|e2e|bench|scripts)/' },
  },
  {
    name: 'server-never-imports-web',
    comment: 'the server never imports the web',
    severity: 'error',
    from: { path: '^src/server/' },
    to: { path: '^src/web/' },
  },
  {
    name: 'web-never-imports-server',
    comment: 'the web never imports the server',
    severity: 'error',
    from: { path: '^src/web/', pathNot: testSupport },
    to: { path: '^src/server/' },
  },
  {
    name: 'web-tests-start-server-through-harness',
    comment: "web tests reach the server only through src/server/test, the seed and modules' testing.ts",
    severity: 'error',
    from: { path: `^src/web/${testFile}` },
    to: {
      path: '^src/server/',
      pathNot: [
        '^src/server/test/',
        '^src/server/db/seed/',
        '^src/server/modules/[^/]+/(index|testing)\\.ts$',
      ],
    },
  },
  {
    name: 'features-never-import-app',
    comment: 'web features never import the app',
    severity: 'error',
    from: { path: '^src/web/features/' },
    to: { path: '^src/web/app/' },
  },
  {
    name: 'web-lower-layers-stay-below',
    comment: 'components, api, state and i18n never import features or the app',
    severity: 'error',
    from: { path: '^src/web/(components|api|state|i18n)/' },
    to: { path: '^src/web/(features|app)/' },
  },
];

/**
 * The staff console: its frame and screen list (files directly in features/staff) on top, its
 * business areas (one folder each, with folders of their own inside; decision 073) below them, and
 * its common parts (console, i18n) below the areas.
 */
const staffCommon = 'console|i18n';
const staffLayers = [
  {
    name: 'staff-common-stays-below',
    comment: "the staff console's common parts (console, i18n) never import an area or the frame",
    severity: 'error',
    from: { path: `^src/web/features/staff/(${staffCommon})/`, pathNot: testSupport },
    to: { path: '^src/web/features/staff/', pathNot: `^src/web/features/staff/(${staffCommon})/` },
  },
  {
    name: 'staff-areas-below-frame',
    comment: "an area of the staff console never imports the console's frame or screen list",
    severity: 'error',
    from: { path: `^src/web/features/staff/(?!(${staffCommon})/)[^/]+/`, pathNot: testSupport },
    to: { path: '^src/web/features/staff/[^/]+\\.tsx?$' },
  },
];

/** No file depends on itself; rooms that do are found by .dependency-cruiser-rooms.cjs. */
const cycles = [
  {
    name: 'no-cycle',
    comment: 'no file depends on itself round a cycle of imports',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

module.exports = {
  forbidden: [
    ...layers,
    ...publicFilesOnly('module-internals', 'src/server/modules/', 'a server module'),
    ...tables,
    ...publicFilesOnly('feature-internals', 'src/web/features/', 'a web feature', {
      router: {
        from: '^src/web/(app|test)/',
        exceptions: [
          // The route table is part of the app's first script, which may not bring in React: it
          // starts pdf.js's worker beside the reader's page from the reader's worker.ts, not from
          // the feature's index.ts (its link, React).
          '^src/web/features/reader/worker\\.ts$',
        ],
      },
    }),
    ...publicFilesOnly('staff-area-internals', 'src/web/features/staff/', 'an area of the staff console', {
      lower: staffCommon,
      router: {
        from: '^src/web/features/staff/screens\\.ts$',
        exceptions: [
          // The console's router joins the areas' screen lists, each area's screens.ts (whose
          // screens load by import()), not its index.ts: what areas share with each other would
          // otherwise ride in the console's first chunk.
          '^src/web/features/staff/[^/]+/screens\\.ts$',
        ],
      },
    }),
    ...staffLayers,
    ...cycles,
    {
      name: 'not-resolvable',
      comment: 'every import resolves to a file or a package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // TypeScript is read through babel (scripts/walls-babel.cjs), type-only imports included.
    babelConfig: { fileName: 'scripts/walls-babel.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    tsPreCompilationDeps: true,
    // A mocked module is a dependency too: the walls hold for what a test mocks.
    exoticRequireStrings: ['vi.mock', 'vi.doMock', 'vi.importActual'],
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage)/|\\.d\\.mts$' },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
