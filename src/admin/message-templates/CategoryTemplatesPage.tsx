import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { templatePreview } from '../../../domain/index.ts';
import { Button, Table, type TableColumn } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { templatePaths } from './template-paths.ts';
import { useMessageTemplateWords } from './use-message-template-words.ts';

type Category = LiveRow<'messageTemplateCategories'>;
type Template = Category['templates'][number];

/**
 * One category's templates (spec part 3 section 2): each previewed at 50 characters and an
 * ellipsis, with its sort order and customers; Edit category and Add template above, a row's Edit.
 */
export function CategoryTemplatesPage({
  category,
  customers,
}: {
  category: Category;
  customers: readonly { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const words = useMessageTemplateWords();
  const [, navigate] = useLocation();
  const customerName = new Map(customers.map((customer) => [customer.id, customer.name]));
  const categoryName = category.name;
  const columns: TableColumn<Template>[] = [
    {
      id: 'template',
      header: t`Template`,
      cell: (template) => <span title={template.template}>{templatePreview(template.template)}</span>,
      sortable: true,
      sortValue: (template) => template.template,
    },
    {
      id: 'sortOrder',
      header: t`Sort order`,
      cell: (template) => template.sortOrder,
      sortable: true,
      sortValue: (template) => template.sortOrder,
      className: 'text-right',
    },
    {
      id: 'customers',
      header: t`Customers`,
      cell: (template) =>
        template.allClients
          ? t`All customers`
          : template.clientIds.map((id) => customerName.get(id) ?? t`Unknown customer`).join(', '),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (template) => {
        const preview = templatePreview(template.template);
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t`Edit template ${preview}`}
            onClick={() => navigate(templatePaths.editTemplate(category.id, template.id))}
          >
            {t`Edit`}
          </Button>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{category.name}</h2>
          <p className="text-slate-700">
            <Trans>
              Sort order {category.sortOrder} · {words.stageName(category.stageKey)}
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => navigate(templatePaths.editCategory(category.id))}>
            {t`Edit category`}
          </Button>
          <Button variant="primary" onClick={() => navigate(templatePaths.newTemplateIn(category.id))}>
            {t`Add template`}
          </Button>
        </div>
      </div>
      {category.templates.length ? (
        <Table
          caption={t`Templates of ${categoryName}`}
          columns={columns}
          rows={category.templates}
          rowKey={(template) => template.id}
        />
      ) : (
        <p className="text-slate-700">
          <Trans>No templates in this category yet.</Trans>
        </p>
      )}
    </div>
  );
}
