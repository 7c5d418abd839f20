/**
 * `npm run bench`: every benchmark in one run, each printing its figures beside what it compares
 * against. Options: --members N (a smaller organisation than the large preset), --events N,
 * --only SECTION[,SECTION...] (engine, members, browser, bundles, fuzz, docket-tabs, audit, durability, resource-search, needs-tab,
 * server-load, calls-page, adt, chw-minutes, fhir, members-map, first-dialog, survey-creator, warm-reload, large-table, survey-assignment, admin-users,
 * socket-fanout),
 * --fuzz-runs N (requests a route, 1,000),
 * --crash-cycles N (kill -9 cycles a database, 20), --load-seconds N (server-load's duration, 60),
 * --one-customer (every member in one customer: the FHIR export and CHW report of a 20,000-member roster),
 * --sockets N (server-load's socket clients for the fan-out, 1,000), --cpu-rate N (server-load's rate while it measures
 * CPU per request, reads and the bare-fastify baseline at N/s, writes at N/2 up to 200/s; 300).
 */
import { parseArgs } from 'node:util';
import { ensurePortalBuilt } from '../../scripts/portal-build.ts';
import { startBenchServer } from './bench-server.ts';
import { benchBrowser } from './browser.ts';
import { benchEngineInNode } from './engine-node.ts';
import { benchMemberBrowser } from './member-browser.ts';
import { benchMemberList } from './member-list.ts';
import { benchMemberPage } from './member-page.ts';
import { printScoreboard } from './scoreboard.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    events: { type: 'string', default: '150' },
    only: { type: 'string' },
    'fuzz-runs': { type: 'string', default: '1000' },
    'crash-cycles': { type: 'string', default: '20' },
    'load-seconds': { type: 'string', default: '60' },
    sockets: { type: 'string', default: '1000' },
    'cpu-rate': { type: 'string', default: '300' },
    'one-customer': { type: 'boolean', default: false },
  },
});
// --only takes one section or a comma list (the issue #13 sections in one run: --only engine,browser,warm-reload,server-load,bundles).
const wants = (section: string) => !values.only || values.only.split(',').includes(section);
// The sections that load or weigh the built portal measure the sources as they are, never a stale build.
if (
  ['members', 'browser', 'docket-tabs', 'warm-reload', 'bundles', 'members-map', 'first-dialog', 'survey-creator'].some(
    wants,
  )
)
  ensurePortalBuilt();

if (
  wants('engine') ||
  wants('members') ||
  wants('browser') ||
  wants('docket-tabs') ||
  wants('server-load') ||
  wants('calls-page') ||
  wants('adt') ||
  wants('chw-minutes') ||
  wants('fhir') ||
  wants('members-map') ||
  wants('first-dialog') ||
  wants('survey-creator') ||
  wants('warm-reload') ||
  wants('socket-fanout')
) {
  const bench = await startBenchServer({
    ...(values.members ? { members: Number(values.members) } : {}),
    oneCustomer: values['one-customer'],
  });
  try {
    // Each section starts from the same docket: the texts of the one before it are tidied away.
    const section = async (name: string, run: () => Promise<unknown>) => {
      if (!wants(name)) return;
      await bench.tidy();
      await run();
    };
    await section('engine', () => benchEngineInNode(bench, { events: Number(values.events) }));
    await section('members', async () => {
      await benchMemberList(bench);
      await benchMemberPage(bench);
      await benchMemberBrowser(bench);
    });
    await section('browser', () => benchBrowser(bench, { events: Math.min(60, Number(values.events)) }));
    await section('docket-tabs', async () =>
      (await import('./docket-tabs-browser.ts')).benchDocketTabsInChromium(bench),
    );
    // Before the server's load, whose notes and texts (hundreds a run) join the guide's day for good.
    await section('warm-reload', async () => (await import('./warm-reload.ts')).benchWarmReload(bench));
    await section('server-load', async () =>
      (await import('./server-load.ts')).benchServerLoad(bench, {
        seconds: Number(values['load-seconds']),
        sockets: Number(values.sockets),
        cpuRate: Number(values['cpu-rate']),
      }),
    );
    await section('calls-page', async () => (await import('./calls-page.ts')).benchCallsPage(bench));
    await section('adt', async () => (await import('./adt.ts')).benchAdt(bench));
    await section('chw-minutes', async () => (await import('./chw-minutes.ts')).benchChwMinutes(bench));
    await section('fhir', async () => (await import('./fhir.ts')).benchFhir(bench));
    await section('members-map', async () => (await import('./members-map.ts')).benchMembersMap(bench));
    await section('first-dialog', async () => (await import('./first-dialog.ts')).benchFirstDialog(bench));
    await section('survey-creator', async () => (await import('./survey-creator.ts')).benchSurveyCreator(bench));
    await section('socket-fanout', async () =>
      (await import('./socket-fanout.ts')).benchSocketFanOut(bench, { sockets: Number(values.sockets) }),
    );
  } finally {
    await bench.close();
  }
}
if (wants('bundles')) await (await import('./consent.ts')).benchConsentSite();
if (wants('fuzz')) await (await import('./fuzz.ts')).benchFuzz({ runs: Number(values['fuzz-runs']) });
if (wants('docket-tabs')) await (await import('./docket-tabs.ts')).benchDocketTabs();
if (wants('resource-search')) await (await import('./resource-search.ts')).benchResourceSearch();
if (wants('needs-tab')) await (await import('./needs-tab.ts')).benchNeedsTab();
if (wants('audit')) await (await import('./audit.ts')).benchAuditTrail();
if (wants('durability'))
  await (await import('./durability.ts')).benchDurability({ cycles: Number(values['crash-cycles']) });
if (wants('large-table')) await (await import('./large-table.ts')).benchLargeTable();
if (wants('survey-assignment')) await (await import('./survey-assignment.ts')).benchSurveyAssignment();
if (wants('admin-users')) await (await import('./admin-users.ts')).benchAdminUsers();
printScoreboard();
process.exit(0);
