import { useLingui } from '@lingui/react/macro';
import { Badge, Table, type TableColumn } from '../../../../ui/index.ts';
import type { LiveRow } from '../../../data/index.ts';

type Result = LiveRow<'adminUserImport'>['results'][number];

/** Each row of the file with its outcome: ready or created, or its errors in the reader's words. */
export function ImportResultsTable({
  results,
  rowError,
}: {
  results: readonly Result[];
  rowError: (error: Result['errors'][number]) => string;
}) {
  const { t } = useLingui();
  const columns: TableColumn<Result>[] = [
    { id: 'row', header: t`Row`, cell: (r) => r.row },
    { id: 'name', header: t`Name`, cell: (r) => r.name },
    { id: 'email', header: t`Email`, cell: (r) => r.email, className: 'break-all' },
    {
      id: 'result',
      header: t`Result`,
      cell: (r) =>
        r.status === 'invalid' ? (
          <ul className="list-disc pl-4 text-red-800">
            {r.errors.map((error, i) => (
              <li key={i}>{rowError(error)}</li>
            ))}
          </ul>
        ) : (
          <Badge tone="success">{r.status === 'created' ? t`Created` : t`Ready`}</Badge>
        ),
    },
  ];
  return (
    <div className="max-h-96 overflow-auto">
      <Table caption={t`Rows of the file`} columns={columns} rows={[...results]} rowKey={(r) => String(r.row)} />
    </div>
  );
}
