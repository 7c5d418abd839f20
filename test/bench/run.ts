/**
 * `npm run bench`: every benchmark in one run, each printing its figures beside what it compares
 * against. Options: --members N (a smaller organisation than the large preset), --events N,
 * --only engine|members|browser|bundles|fuzz|docket-tabs|audit, --fuzz-runs N (requests a route, 1,000).
 */
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.ts';
import { benchBrowser } from './browser.ts';
import { benchEngineInNode } from './engine-node.ts';
import { benchMemberBrowser } from './member-browser.ts';
import { benchMemberList } from './member-list.ts';
import { benchMemberPage } from './member-page.ts';

const { values } = parseArgs({ options: { members: { type: 'string' }, events: { type: 'string', default: '150' }, only: { type: 'string' }, 'fuzz-runs': { type: 'string', default: '1000' } } });
const wants = (section: string) => !values.only || values.only === section;

if (wants('engine') || wants('members') || wants('browser')) {
  const bench = await startBenchServer(values.members ? { members: Number(values.members) } : {});
  try {
    if (wants('engine')) await benchEngineInNode(bench, { events: Number(values.events) });
    if (wants('members')) {
      await benchMemberList(bench);
      await benchMemberPage(bench);
      await benchMemberBrowser(bench);
    }
    if (wants('browser')) await benchBrowser(bench, { events: Math.min(60, Number(values.events)) });
  } finally {
    await bench.close();
  }
}
if (wants('bundles')) await (await import('./consent.ts')).benchConsentSite();
if (wants('fuzz')) await (await import('./fuzz.ts')).benchFuzz({ runs: Number(values['fuzz-runs']) });
if (wants('docket-tabs')) await (await import('./docket-tabs.ts')).benchDocketTabs();
if (wants('audit')) await (await import('./audit.ts')).benchAuditTrail();
process.exit(0);
