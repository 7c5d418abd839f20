import { useMemo, useState } from 'react';
import { ArrowDown, ArrowLeft, ArrowUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { hasPermission } from '../../domain/index.ts';
import { Button, SelectField, Spinner, useToast } from '../../ui/index.ts';
import { DOCKET_PATH, docketPath } from '../shared/paths/docket-paths.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { useImpersonation } from '../shared/use-impersonation.ts';
import { sortGuides, type SortDirection, type TeamGuide } from './team-directory.ts';
import { useTeamDirectory } from './use-team-directory.ts';
import { guidesOfTeam, teamSelectOptions } from './team-hierarchy.ts';
import { useTeamHierarchy } from './use-team-hierarchy.ts';

/**
 * Switch Guide View (/guides, spec part 1 section 2): every guide the user may view, by name and
 * location, narrowed by the hierarchy filter above (a team with its sub-teams); a row opens that
 * guide's docket; holders of CAN_IMPERSONATE_USERS can act as a guide.
 */
export function GuidesPage() {
  const { t } = useLingui();
  const user = useActingUser();
  const { state, retry } = useTeamDirectory();
  const [, navigate] = useLocation();
  const canImpersonate = hasPermission(user.userPermissions, 'CAN_IMPERSONATE_USERS');
  const hierarchy = useTeamHierarchy();
  const [teamId, setTeamId] = useState('');
  const teamOptions = useMemo(() => teamSelectOptions(hierarchy.teams), [hierarchy.teams]);
  const guides = useMemo(
    () => (state.status === 'success' ? guidesOfTeam(hierarchy.teams, state.guides, teamId || null) : []),
    [state, hierarchy.teams, teamId],
  );

  return (
    <div className="mx-auto max-w-4xl p-4">
      <div className="flex flex-wrap items-center gap-4">
        <Button size="sm" variant="ghost" onClick={() => navigate(DOCKET_PATH)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to docket</Trans>
        </Button>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Switch Guide View</Trans>
        </h1>
      </div>
      <SelectField
        className="mt-4 max-w-sm"
        label={t`Team`}
        hint={hierarchy.status === 'failed' ? t`The teams could not be loaded.` : undefined}
        value={teamId}
        onChange={setTeamId}
        options={teamOptions}
        placeholder={t`All teams`}
      />
      <div className="mt-4">
        {state.status === 'success' ? (
          <GuideTable guides={guides} canImpersonate={canImpersonate} actingUserId={user.id} />
        ) : state.status === 'failed' ? (
          <div
            className="flex items-center gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-950"
            role="alert"
          >
            <Trans>The guide list could not be loaded.</Trans>
            <Button size="sm" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Spinner label={t`Loading guides`} />
        )}
      </div>
    </div>
  );
}

interface GuideTableProps {
  guides: readonly TeamGuide[];
  canImpersonate: boolean;
  actingUserId: string;
}

function GuideTable({ guides, canImpersonate, actingUserId }: GuideTableProps) {
  const { t, i18n } = useLingui();
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const impersonation = useImpersonation();
  const showToast = useToast();
  const sorted = sortGuides(guides, direction, i18n.locale);

  const impersonate = (guide: TeamGuide) => {
    if (!impersonation.start(guide.guideId))
      showToast({ tone: 'error', message: t`Impersonation needs session storage, which this browser blocks.` });
  };

  if (sorted.length === 0) return <p className="text-slate-700">{t`No records found`}</p>;
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
      <caption className="sr-only">{t`Guides you can view. Choose a guide to open their docket.`}</caption>
      <thead className="border-b border-slate-200 bg-slate-100 text-sm text-slate-700">
        <tr>
          <th scope="col" aria-sort={direction} className="px-4 py-2 font-semibold">
            <button
              type="button"
              onClick={() => setDirection(direction === 'ascending' ? 'descending' : 'ascending')}
              className="inline-flex items-center gap-1 rounded font-semibold focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              <Trans>Guide</Trans>
              {direction === 'ascending' ? (
                <ArrowUp aria-hidden="true" className="size-4" />
              ) : (
                <ArrowDown aria-hidden="true" className="size-4" />
              )}
              <span className="sr-only">
                {direction === 'ascending'
                  ? t`(sorted A to Z, select to sort Z to A)`
                  : t`(sorted Z to A, select to sort A to Z)`}
              </span>
            </button>
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            <Trans>Location</Trans>
          </th>
          {canImpersonate ? (
            <th scope="col" className="px-4 py-2 font-semibold">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {sorted.map((guide) => (
          <GuideRow
            key={guide.guideId}
            guide={guide}
            isYou={guide.guideId === actingUserId}
            canImpersonate={canImpersonate}
            onImpersonate={impersonate}
          />
        ))}
      </tbody>
    </table>
  );
}

interface GuideRowProps {
  guide: TeamGuide;
  isYou: boolean;
  canImpersonate: boolean;
  onImpersonate: (guide: TeamGuide) => void;
}

function GuideRow({ guide, isYou, canImpersonate, onImpersonate }: GuideRowProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const name = guide.guideName;
  const href = docketPath(guide.guideId);
  return (
    // The whole row opens the docket for pointer users; the name is the link keyboard and screen-reader users reach.
    <tr
      onClick={() => navigate(href)}
      className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-blue-50"
    >
      <td className="px-4 py-2">
        <Link
          href={href}
          onClick={(event) => event.stopPropagation()}
          className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          {name}
        </Link>
        {isYou ? (
          <span className="ml-2 text-sm text-slate-600">
            <Trans>(you)</Trans>
          </span>
        ) : null}
      </td>
      <td className="px-4 py-2 text-slate-700">{guide.location ?? ''}</td>
      {canImpersonate ? (
        <td className="px-4 py-2 text-right">
          {isYou ? null : (
            <Button
              size="sm"
              aria-label={t`Impersonate ${name}`}
              onClick={(event) => {
                event.stopPropagation();
                onImpersonate(guide);
              }}
            >
              <Trans>Impersonate</Trans>
            </Button>
          )}
        </td>
      ) : null}
    </tr>
  );
}
