/**
 * Layer rules of the architecture brief, checked in `npm test`: each folder imports only what its
 * row allows, and there are no import cycles anywhere.
 */
const ours = '^(domain|server|sync|workers|ui|src|consent|test)/';
/** The engine's tests and their support, which start the real server (sync/testing/README.md). */
const ENGINE_TESTS = '^(sync/testing/|(sync|src)/.*\\.test\\.tsx?$)';
/**
 * Layers inside src/ (src/README.md, "Layers in src/"). `app/` is the composition root: routes, bootstrap, the
 * providers; only `main.tsx` imports it. `shell/` is the chrome around the pages (header, tabs, banners, session
 * timeout): it mounts features, and only `app/` and `main.tsx` import it. The foundation is what any feature may
 * import, bottom to top: each of its folders imports only the ones before it, never a feature.
 */
const FOUNDATION = [
  'platform', // the runtime's primitives: clock, observable state, client config, idle prefetch, activity
  'locales',
  'api', // the API client and its errors
  'i18n',
  'auth', // the sign-in session, OIDC, impersonation storage
  'services', // the services context (useServices), the acting user and auth hooks, the shell environment
  'data', // the sync engine's wiring: useLive, useMutation, catalogues
  'errors', // error pages, toasts, reports
  'shared', // formats, times, paths, list states, the member forms kit: what features share
];
/**
 * Features, and the one-way edges between them: a feature imports the foundation, itself, and only the features
 * named here. The reverse of an edge is never allowed; what both sides need moves down into `shared/`.
 */
const FEATURE_EDGES = {
  admin: ['surveys'], // the survey creator's preview asks questions as the guides' dialog does
  analytics: [],
  // The Log's member search and typeahead, the team directory, note autosave; the phone call dialog (`phone-call/`)
  // shows the member's chips, needs and a status change request before the call.
  calls: ['guides', 'member', 'members', 'needs', 'notes', 'status-change-requests'],
  caseload: ['members'], // a figure opens the guide's member list with its filter (filterConfig)
  // The dialog host opens the dialogs of these features (spec part 2 section 2).
  'dialog-host': ['calls', 'notes', 'scheduled-events', 'texts', 'visits'],
  // The docket mounts the analytics panel, hosted dialogs, need dialogs, event rows, global alerts (MemberAlerts),
  // the guide picker, and links to the calls page.
  docket: [
    'analytics',
    'calls',
    'dialog-host',
    'guides',
    'member',
    'needs',
    'scheduled-events',
    'status-change-requests',
    'visits',
  ],
  goals: ['guides', 'status-change-requests'],
  guides: [],
  hospitalizations: [],
  login: [],
  // The member page mounts its tabs, feed entries and dialogs, each a feature of its own.
  member: [
    'dialog-host',
    'goals',
    'guides',
    'members',
    'needs',
    'notes',
    'resource-hub',
    'scheduled-events',
    'status-change-requests',
    'surveys',
    'texts',
    'transfers',
    'workflows',
  ],
  members: ['transfers'], // Transfer from a row of the list
  needs: ['status-change-requests'],
  'no-access': [],
  notes: ['visits'], // a note's feed entry edits a visit
  notifications: [],
  reports: ['guides'], // the report's Guide filter
  'resource-hub': [],
  'scheduled-events': [],
  session: [],
  'status-change-requests': [],
  surveys: [],
  texts: [],
  transfers: ['guides'], // the guide to transfer to
  visits: [],
  'voicemail-greeting': ['texts'], // the recording upload
  workflows: ['scheduled-events', 'surveys'], // the phase's survey step, the events a phase attaches to
};
for (const [from, tos] of Object.entries(FEATURE_EDGES)) {
  for (const to of tos) {
    if (!(to in FEATURE_EDGES)) throw new Error(`FEATURE_EDGES: ${from} -> ${to}: ${to} is not a feature`);
    if (FEATURE_EDGES[to].includes(from)) throw new Error(`FEATURE_EDGES: ${from} and ${to} may not import each other`);
  }
}
const folders = (names) => `^src/(${names.join('|')})/`;
function srcLayerRules() {
  return [
    {
      name: 'src-folder-has-a-layer',
      comment: 'Every folder in src/ is app/, shell/, a foundation folder or a feature (FOUNDATION, FEATURE_EDGES).',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: folders(['app', 'shell', ...FOUNDATION, ...Object.keys(FEATURE_EDGES)]) },
      to: { path: '^src/' },
    },
    {
      name: 'only-main-imports-app',
      comment: 'app/ is the composition root: it imports everything and only main.tsx imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|main\\.tsx$)' },
      to: { path: '^src/app/' },
    },
    {
      name: 'only-app-imports-shell',
      comment: 'The shell mounts features; a feature never reaches up into it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|shell/|main\\.tsx$)' },
      to: { path: '^src/shell/' },
    },
    {
      name: 'app-mounts-docket-pages-only',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/docket/', pathNot: '^src/docket/(DocketPage\\.tsx|DocketRedirect\\.tsx)$' },
    },
    ...FOUNDATION.map((name, index) => ({
      name: `foundation-${name}-imports-only-lower-foundation`,
      comment: `${name}/ imports only ${FOUNDATION.slice(0, index + 1).join(', ')} (FOUNDATION), never a feature.`,
      severity: 'error',
      from: { path: `^src/${name}/` },
      to: { path: '^src/', pathNot: folders(FOUNDATION.slice(0, index + 1)) },
    })),
    ...Object.entries(FEATURE_EDGES).map(([name, allowed]) => ({
      name: `feature-${name}-imports-foundation-and-allowed-features`,
      comment:
        `${name}/ imports the foundation` +
        (allowed.length ? ` and only these features: ${allowed.join(', ')}` : ' and no other feature') +
        ' (FEATURE_EDGES).',
      severity: 'error',
      from: { path: `^src/${name}/` },
      to: { path: '^src/', pathNot: folders([name, ...FOUNDATION, ...allowed]) },
    })),
  ];
}
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
    ...srcLayerRules(),
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
    // node_modules is not followed but stays in the graph: the rules on packages (React, Tiptap, deck.gl) need it.
    exclude: { path: '(^|/)dist[^/]*/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
