import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LiveViewState, Table, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { ProviderStatusToggle } from './ProviderStatusToggle.tsx';
import { ResetCharactersButton } from './ResetCharactersButton.tsx';

type CharacterRow = LiveRow<'trainingCharacters'>;

/**
 * The Secret Training Admin Page (spec part 3 section 2, "Training page"): the training characters
 * with their assigned guide, a reset that puts them back as seeded, and the training client's
 * provider status. Live: a reset or another admin's toggle shows at once.
 */
export function TrainingPage() {
  const { t } = useLingui();
  const characters = useLive('trainingCharacters', { attempt: 0 });
  const guides = useLive('teamGuides', { attempt: 0 });
  useReportLiveError(characters);
  useReportLiveError(guides);
  const guideName = useMemo(
    () => new Map(guides.rows.map((guide) => [guide.id, guide.guideName ?? guide.id])),
    [guides.rows],
  );

  const columns: TableColumn<CharacterRow>[] = [
    { id: 'name', header: t`Name`, cell: (c) => `${c.firstName} ${c.lastName}` },
    {
      id: 'guide',
      header: t`Assigned guide`,
      cell: (c) => (c.assignedGuideId ? (guideName.get(c.assignedGuideId) ?? t`Unknown user`) : t`Unassigned`),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Secret Training Admin Page</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Only admins have an effect: the changes made here are refused to everyone else.</Trans>
        </p>
      </div>
      <section aria-labelledby="training-characters" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="training-characters" className="text-lg font-semibold text-slate-900">
            <Trans>Training characters</Trans>
          </h2>
          <ResetCharactersButton disabled={characters.status !== 'ready' || !characters.rows.length} />
        </div>
        <LiveViewState
          status={characters.status}
          count={characters.rows.length}
          loadingLabel={t`Loading training characters`}
          failed={t`The training characters could not be loaded. Reload the page to try again.`}
          empty={{ title: t`No training characters` }}
        >
          <div className="overflow-x-auto">
            <Table caption={t`Training characters`} columns={columns} rows={characters.rows} rowKey={(c) => c.id} />
          </div>
        </LiveViewState>
      </section>
      <ProviderStatusToggle />
    </div>
  );
}
