import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Disclosure, SelectField, TextField } from '../../../ui/index.ts';
import { useTeamDirectory } from '../../guides/use-team-directory.ts';
import { useDebouncedCallback } from '../../shared/use-debounced-callback.ts';
import { docketPath } from '../../shared/paths/docket-paths.ts';
import { teamSelectOptions } from '../../guides/team-hierarchy.ts';
import { useTeamHierarchy } from '../../guides/use-team-hierarchy.ts';
import { guideOptions } from './guide-options.ts';

/** The picker's filters apply after this much quiet (spec part 1 section 9). */
export const GUIDE_PICKER_DEBOUNCE_MS = 250;

/**
 * The guide and team picker (spec part 1 section 2): a name search and a team filter over the
 * guides of the team hierarchy (unknown names left out, by name); a guide opens their docket.
 * Collapsed at first; the hierarchy and the team directory are read once it is opened, so the
 * docket's first paint waits for neither.
 */
export function GuidePicker({ currentGuideId }: { currentGuideId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Disclosure title={t`Guides and teams`} headingLevel={2} open={open} onOpenChange={setOpen}>
      {open ? <GuidePickerLists currentGuideId={currentGuideId} /> : null}
    </Disclosure>
  );
}

function GuidePickerLists({ currentGuideId }: { currentGuideId: string }) {
  const { t, i18n } = useLingui();
  const hierarchy = useTeamHierarchy();
  const { state: directory } = useTeamDirectory();
  const [typed, setTyped] = useState({ search: '', teamId: '' });
  const [filter, setFilter] = useState({ search: '', teamId: '' });
  const apply = useDebouncedCallback(setFilter, GUIDE_PICKER_DEBOUNCE_MS);
  const change = (next: typeof typed) => {
    setTyped(next);
    apply(next);
  };

  const teams = hierarchy.teams;
  const guides = useMemo(
    () =>
      guideOptions(
        teams,
        directory.status === 'success' ? directory.guides : [],
        { search: filter.search, teamId: filter.teamId || null },
        i18n.locale,
      ),
    [teams, directory, filter, i18n.locale],
  );
  const teamOptions = teamSelectOptions(teams);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="search"
          label={t`Search guides by name`}
          value={typed.search}
          onChange={(search) => change({ ...typed, search })}
          autoComplete="off"
        />
        <SelectField
          label={t`Team`}
          value={typed.teamId}
          onChange={(teamId) => change({ ...typed, teamId })}
          options={teamOptions}
          placeholder={t`All teams`}
        />
      </div>
      {guides.length ? (
        <ul aria-label={t`Guides`} className="flex max-h-60 flex-col overflow-y-auto">
          {guides.map((guide) => (
            <li key={guide.guideId}>
              <Link
                href={docketPath(guide.guideId)}
                aria-current={guide.guideId === currentGuideId ? 'page' : undefined}
                className="block rounded px-2 py-1 text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600 aria-[current=page]:font-semibold"
              >
                {guide.guideName}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          {hierarchy.status === 'loading' || directory.status === 'loading' ? t`Loading` : t`No guides found`}
        </p>
      )}
    </div>
  );
}
