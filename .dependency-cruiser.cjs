/**
 * Layer rules of the architecture brief, checked in `npm test`: each folder imports only what its
 * row allows, and there are no import cycles anywhere.
 */
const ours = '^(domain|server|sync|workers|ui|src|consent|test)/';
/** The engine's tests and their support, which start the real server (sync/testing/README.md). */
const ENGINE_TESTS = '^(sync/testing/|(sync|src)/.*\\.test\\.tsx?$)';
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: ours, pathNot: '^domain/' },
    },
    {
      name: 'server-imports-domain-only',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ours, pathNot: '^(server|domain)/' },
    },
    {
      // The engine's tests run on the real server (sync/testing/server-engine.ts): its tests and test
      // support may import the server's; nothing the engine ships does.
      name: 'sync-imports-domain-only',
      severity: 'error',
      from: { path: '^sync/', pathNot: ENGINE_TESTS },
      to: { path: ours, pathNot: '^(sync|domain)/' },
    },
    {
      name: 'sync-never-imports-react',
      severity: 'error',
      from: { path: '^(sync|workers|domain|server)/' },
      to: { path: 'node_modules/(react|react-dom|@headlessui|@tiptap|@deck\\.gl)/' },
    },
    {
      name: 'workers-import-sync-and-domain',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: ours, pathNot: '^(workers|sync|domain)/' },
    },
    { name: 'ui-knows-no-entity', severity: 'error', from: { path: '^ui/' }, to: { path: ours, pathNot: '^ui/' } },
    {
      name: 'src-imports-allowed-layers',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: ours, pathNot: '^(src|ui|domain|sync)/' },
    },
    {
      // The docket's public surface is its paths (links to a guide's docket and to a member from it); the app's
      // routes also mount its pages. Anything else of the docket's is its own: shared helpers live in src/shared/.
      name: 'docket-internals-stay-in-docket',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(docket|app)/' },
      to: { path: '^src/docket/', pathNot: '^src/docket/docket-paths\\.ts$' },
    },
    {
      name: 'app-mounts-docket-pages-only',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/docket/', pathNot: '^src/docket/(docket-paths\\.ts|DocketPage\\.tsx|DocketRedirect\\.tsx)$' },
    },
    {
      // Shared helpers (dates, times, formats) know no feature: only each other, and the app's services and clock.
      name: 'shared-knows-no-feature',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/(shared/|app/(services\\.tsx|clock\\.ts|fake-clock\\.ts)$)' },
    },
    {
      name: 'consent-stays-light',
      severity: 'error',
      from: { path: '^consent/' },
      to: { path: ours, pathNot: '^(consent|ui|domain)/' },
    },
    {
      name: 'consent-no-heavy-packages',
      severity: 'error',
      from: { path: '^consent/' },
      to: { path: 'node_modules/(@tiptap|@deck\\.gl|@tanstack|socket\\.io-client|comlink)/' },
    },
    {
      // Scenario files (`<route>.scenarios.ts`) are test code beside the handlers: only the walks' registry
      // (server/testing/), tests and other scenario files may import them, never what the server runs.
      name: 'scenarios-are-test-only',
      severity: 'error',
      from: { path: '^server/', pathNot: '(^server/testing/|\\.test\\.ts$|\\.scenarios\\.ts$)' },
      to: { path: '\\.scenarios\\.ts$' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^(src|ui|sync|workers|consent|domain)/', pathNot: ENGINE_TESTS },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
