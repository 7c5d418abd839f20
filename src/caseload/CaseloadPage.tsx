/**
 * A supervisor's view of the caseload (issue #35): per team and guide, members by status and the
 * average time in it, members with no contact in 14, 30 and 60 days, needs and consent links
 * expiring in the next 10 days, open hospitalization follow-ups. Each figure links to the guide's
 * member list (filtered by the status, or sorted by last contact) or docket. Live: the server's
 * figures are asked again when a member, status, contact, need, link or stay changes.
 */
import { useMemo, type MouseEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { EXPIRING_WITHIN_DAYS, NO_CONTACT_DAYS, type CaseloadGuide } from '../../domain/index.ts';
import { LiveViewState } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { defaultFilterConfig, type FilterConfig } from '../members/filter-config.ts';
import { setFilterConfigElsewhere } from '../members/use-filter-config.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { useServices } from '../services/services.tsx';
import { useMemberStatusNames } from '../shared/member/use-member-statuses.ts';
import { docketPath } from '../shared/paths/docket-paths.ts';
import { memberListPath } from '../shared/paths/member-list-paths.ts';

const CASELOAD_QUERY = { query: {} };
const NO_TEAM = '';

type Totals = Omit<CaseloadGuide, 'guideId' | 'guideName' | 'teamIds' | 'byStatus'>;
const FIGURES: (keyof Totals)[] = [
  'members',
  'noContact14',
  'noContact30',
  'noContact60',
  'needsExpiring',
  'consentsExpiring',
  'hospitalFollowUps',
];

function totalsOf(guides: readonly CaseloadGuide[]): Totals {
  const totals = Object.fromEntries(FIGURES.map((key) => [key, 0])) as unknown as Totals;
  for (const guide of guides) for (const key of FIGURES) totals[key] += guide[key];
  return totals;
}

export function CaseloadPage() {
  const { t } = useLingui();
  const view = useLive('caseloadSummary', CASELOAD_QUERY);
  useReportLiveError(view);
  const summary = view.rows[0];
  const groups = useMemo(() => {
    if (!summary) return [];
    const names = new Map(summary.teams.map((team) => [team.teamId, team.teamName]));
    const byTeam = new Map<string, CaseloadGuide[]>();
    for (const guide of summary.guides) {
      const teamId = guide.teamIds.find((id) => names.has(id)) ?? NO_TEAM;
      byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), guide]);
    }
    return [...byTeam.entries()]
      .map(([teamId, guides]) => ({ teamId, teamName: names.get(teamId) ?? null, guides }))
      .sort((a, b) => (a.teamName === null ? 1 : b.teamName === null ? -1 : a.teamName.localeCompare(b.teamName)));
  }, [summary]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t`Caseload`}</h1>
      <p className="text-slate-700">
        <Trans>
          No contact: no call, visit, note or text in that many days (or never). Expiring: within the next{' '}
          {EXPIRING_WITHIN_DAYS} days. A hospitalization follow-up is open from a discharge in the last 30 days until
          the member is contacted.
        </Trans>
      </p>
      <LiveViewState
        status={view.status}
        count={summary?.guides.length ?? 0}
        loadingLabel={t`Loading the caseload`}
        failed={t`The caseload could not be loaded. Reload the page to try again.`}
        empty={{ title: t`No guide has members yet.` }}
      >
        {groups.map((group) => (
          <CaseloadTable key={group.teamId || 'none'} teamName={group.teamName} guides={group.guides} />
        ))}
      </LiveViewState>
    </div>
  );
}

function CaseloadTable({ teamName, guides }: { teamName: string | null; guides: readonly CaseloadGuide[] }) {
  const { t } = useLingui();
  const statusName = useMemberStatusNames();
  const user = useActingUser();
  const { localStorage } = useServices();
  const [, navigate] = useLocation();
  const title = teamName ?? t`No team`;
  const totals = totalsOf(guides);

  /** The guide's member list with these settings (`filterConfig`), whether it opens afresh or was kept alive. */
  const openList = (guideId: string, change: Partial<FilterConfig>) => (event: MouseEvent) => {
    event.preventDefault();
    const config: FilterConfig = {
      ...defaultFilterConfig(user.role),
      showOnlyMyMembers: true,
      viewMode: 'list-view',
      ...change,
    };
    setFilterConfigElsewhere(localStorage, config);
    navigate(memberListPath(guideId));
  };
  const lastContactFirst: Partial<FilterConfig> = { orderBy: 'lastEventAt', orderDirection: 'ASC' };
  const cell = 'border-t border-slate-200 px-2 py-1.5 align-top';

  return (
    <section aria-label={title} className="overflow-x-auto rounded-lg bg-white p-3 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      <table className="w-full text-left text-slate-900">
        <caption className="sr-only">{t`Caseload of ${title}`}</caption>
        <thead>
          <tr className="text-sm text-slate-700">
            <th scope="col" className="px-2 py-1">{t`Guide`}</th>
            <th scope="col" className="px-2 py-1">{t`Members`}</th>
            <th scope="col" className="px-2 py-1">{t`By status (average days in it)`}</th>
            {NO_CONTACT_DAYS.map((days) => (
              <th key={days} scope="col" className="px-2 py-1">
                {t`No contact in ${days} days`}
              </th>
            ))}
            <th scope="col" className="px-2 py-1">{t`Needs expiring`}</th>
            <th scope="col" className="px-2 py-1">{t`Consent links expiring`}</th>
            <th scope="col" className="px-2 py-1">{t`Open hospitalization follow-ups`}</th>
          </tr>
        </thead>
        <tbody>
          {guides.map((guide) => {
            const list = memberListPath(guide.guideId);
            const docket = docketPath(guide.guideId);
            const noContact = [guide.noContact14, guide.noContact30, guide.noContact60];
            return (
              <tr key={guide.guideId} data-guide-id={guide.guideId}>
                <th scope="row" className={`${cell} font-medium`}>
                  {guide.guideName}
                </th>
                <td className={cell}>
                  <FigureLink figure={guide.members} href={list} onClick={openList(guide.guideId, {})} />
                </td>
                <td className={cell}>
                  <ul className="flex flex-col gap-0.5">
                    {guide.byStatus.map((status) => {
                      const name = statusName(status.memberStatusId) || t`No status`;
                      return (
                        <li key={status.memberStatusId ?? 'none'}>
                          {status.memberStatusId !== null ? (
                            <a
                              href={list}
                              onClick={openList(guide.guideId, {
                                memberStatusIds: [String(status.memberStatusId)],
                              })}
                              className={LINK}
                            >
                              {name}: {status.members}
                            </a>
                          ) : (
                            <span>
                              {name}: {status.members}
                            </span>
                          )}
                          {status.averageDaysInStatus !== null ? (
                            <span className="text-slate-600">
                              {' '}
                              (
                              <Plural value={Math.round(status.averageDaysInStatus)} one="# day" other="# days" />)
                            </span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </td>
                {noContact.map((figure, index) => (
                  <td key={NO_CONTACT_DAYS[index]} className={cell}>
                    <FigureLink figure={figure} href={list} onClick={openList(guide.guideId, lastContactFirst)} />
                  </td>
                ))}
                {[guide.needsExpiring, guide.consentsExpiring, guide.hospitalFollowUps].map((figure, index) => (
                  <td key={index} className={cell}>
                    <FigureLink figure={figure} href={docket} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className={cell}>
              {t`Team total`}
            </th>
            <td className={cell}>{totals.members}</td>
            <td className={cell} />
            {[totals.noContact14, totals.noContact30, totals.noContact60].map((figure, index) => (
              <td key={index} className={cell}>
                {figure}
              </td>
            ))}
            <td className={cell}>{totals.needsExpiring}</td>
            <td className={cell}>{totals.consentsExpiring}</td>
            <td className={cell}>{totals.hospitalFollowUps}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

const LINK = 'text-blue-800 underline';

/**
 * A count that opens the list or docket it counts. A zero is plain text: a link to nothing would be one
 * more stop for a supervisor scanning the table (and for a keyboard or screen-reader user tabbing
 * through it) that leads nowhere.
 */
function FigureLink({
  figure,
  href,
  onClick,
}: {
  figure: number;
  href: string;
  onClick?: (event: MouseEvent) => void;
}) {
  if (figure === 0) return <span className="text-slate-600">0</span>;
  return onClick ? (
    <a href={href} onClick={onClick} className={LINK}>
      {figure}
    </a>
  ) : (
    <Link href={href} className={LINK}>
      {figure}
    </Link>
  );
}
