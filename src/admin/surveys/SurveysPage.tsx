import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button, buttonClasses, LiveViewState, Table, TextField, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { useFormatInstant } from '../../shared/format/use-format-instant.ts';
import { ADMIN_DASHBOARD_PATH } from '../../shared/paths/sections.ts';
import { AssignmentDrawer } from './AssignmentDrawer.tsx';

type SurveyRow = LiveRow<'adminSurveys'>;

/** The survey creator's page (another tool of the portal), from outside the portal's nested routes. */
const SURVEY_CREATOR_LINK = `~${ADMIN_DASHBOARD_PATH}/survey-creator`;

/** Whether every word of the search is in one of the texts (any case). */
export function matchesSurveySearch(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * Surveys (spec part 3 section 2): a searchable table of the organisation's surveys (each key's
 * current version) with a Survey creator button; a row's Edit Configuration opens the Assignment
 * Criteria drawer, its Edit Content is disabled (future). Live: another admin's save shows at once.
 */
export function SurveysPage() {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const surveys = useLive('adminSurveys', { attempt: 0 });
  const choices = useLive('surveyAssignmentChoices', { attempt: 0 });
  const customerRows = useLive('adminCustomers', { attempt: 0 });
  useReportLiveError(surveys);
  useReportLiveError(choices);
  useReportLiveError(customerRows);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SurveyRow | null>(null);

  const customers = useMemo(
    () =>
      customerRows.rows.map((c) => ({
        id: c.id,
        name: c.displayName || c.name,
        averageMonthsInProgram: c.averageMonthsInProgram,
      })),
    [customerRows.rows],
  );
  const customerName = useMemo(() => new Map(customers.map((c) => [c.id, c.name])), [customers]);
  const customersOf = (survey: SurveyRow) =>
    (survey.assignmentConfiguration?.clientIds ?? []).map((id) => customerName.get(id) ?? '').filter(Boolean);
  const shown = surveys.rows.filter((survey) =>
    matchesSurveySearch(search, [survey.name, survey.displayName, survey.key, ...customersOf(survey)]),
  );

  const columns: TableColumn<SurveyRow>[] = [
    { id: 'name', header: t`Name`, cell: (s) => s.name, sortable: true, sortValue: (s) => s.name },
    { id: 'key', header: t`Key`, cell: (s) => s.key, sortable: true, sortValue: (s) => s.key },
    { id: 'action', header: t`Action survey`, cell: (s) => (s.isActionSurvey ? t`Yes` : t`No`) },
    { id: 'customers', header: t`Customers`, cell: (s) => customersOf(s).join(', ') || t`None` },
    {
      id: 'assigned',
      header: t`Open assignments`,
      cell: (s) => s.openAssignments,
      sortable: true,
      sortValue: (s) => s.openAssignments,
      className: 'text-right',
    },
    {
      id: 'published',
      header: t`Published`,
      cell: (s) => formatInstant(s.publishedAt, 'date'),
      sortable: true,
      sortValue: (s) => s.publishedAt,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (survey) => {
        const name = survey.name;
        return (
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" disabled aria-label={t`Edit Content of ${name}`}>
              {t`Edit Content`}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(survey)}
              aria-label={t`Edit Configuration of ${name}`}
            >
              {t`Edit Configuration`}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Surveys</Trans>
        </h1>
        <Link href={SURVEY_CREATOR_LINK} className={buttonClasses({ variant: 'primary' })}>
          {t`Survey creator`}
        </Link>
      </div>
      <TextField
        label={t`Search surveys`}
        type="search"
        value={search}
        onChange={setSearch}
        hint={t`By name, key or customer`}
        className="max-w-md"
      />
      <LiveViewState
        status={surveys.status}
        count={shown.length}
        loadingLabel={t`Loading surveys`}
        failed={t`The surveys could not be loaded. Reload the page to try again.`}
        empty={{ title: search ? t`No surveys match your search` : t`No surveys yet` }}
      >
        <Table caption={t`Surveys`} columns={columns} rows={shown} rowKey={(s) => s.id} />
      </LiveViewState>
      {editing ? (
        <AssignmentDrawer
          survey={surveys.rows.find((s) => s.id === editing.id) ?? editing}
          customers={customers}
          choices={choices.rows[0]}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
