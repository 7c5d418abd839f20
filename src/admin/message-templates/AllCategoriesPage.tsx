import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { Button, LiveViewState, Table, type LiveStatus, type TableColumn } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { templatePaths } from './template-paths.ts';
import { useMessageTemplateWords } from './use-message-template-words.ts';

type Category = LiveRow<'messageTemplateCategories'>;

/** All Categories (spec part 3 section 2): every category with its sort order, stage and template count. */
export function AllCategoriesPage({ categories, status }: { categories: readonly Category[]; status: LiveStatus }) {
  const { t } = useLingui();
  const words = useMessageTemplateWords();
  const [, navigate] = useLocation();
  const columns: TableColumn<Category>[] = [
    {
      id: 'name',
      header: t`Category`,
      cell: (category) => (
        <Link href={templatePaths.category(category.id)} className="font-medium text-blue-800 underline">
          {category.name}
        </Link>
      ),
      sortable: true,
      sortValue: (category) => category.name,
    },
    {
      id: 'sortOrder',
      header: t`Sort order`,
      cell: (category) => category.sortOrder,
      sortable: true,
      sortValue: (category) => category.sortOrder,
      className: 'text-right',
    },
    { id: 'stage', header: t`Member stage`, cell: (category) => words.stageName(category.stageKey) },
    {
      id: 'templates',
      header: t`Templates`,
      cell: (category) => category.templates.length,
      sortable: true,
      sortValue: (category) => category.templates.length,
      className: 'text-right',
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>All Categories</Trans>
        </h2>
        <Button variant="primary" onClick={() => navigate(templatePaths.newCategory())}>
          {t`Add category`}
        </Button>
      </div>
      <LiveViewState
        status={status}
        count={categories.length}
        loadingLabel={t`Loading message templates`}
        failed={t`The message templates could not be loaded. Reload the page to try again.`}
        empty={{ title: t`No categories yet` }}
      >
        <Table caption={t`Template categories`} columns={columns} rows={categories} rowKey={(c) => c.id} />
      </LiveViewState>
    </div>
  );
}
