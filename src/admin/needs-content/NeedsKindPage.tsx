import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { NeedsContentKind, NeedsMetadata } from '../../../domain/index.ts';
import { Button, Table } from '../../../ui/index.ts';
import { columnsOf, rowsOf } from './needs-content-columns.tsx';
import { needsContentPaths } from './needs-content-paths.ts';
import { nextSortOrder } from './needs-item-form.ts';
import { NeedsItemDialog } from './NeedsItemDialog.tsx';
import { useNeedsContentWords } from './use-needs-content-words.ts';

const PAGE_SIZE = 10;

/**
 * One kind's page (spec part 3 section 2): its items in a table paged in memory, its add button,
 * and a row click (or its label's link) opening the item's dialog at `/{kind}/{id}/edit`.
 * `editing` is the item the address names, shown over the table.
 */
export function NeedsKindPage({
  kind,
  metadata,
  editingId,
}: {
  kind: NeedsContentKind;
  metadata: NeedsMetadata;
  editingId?: string;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const words = useNeedsContentWords();
  const [adding, setAdding] = useState(false);
  const rows = rowsOf(kind, metadata);
  const editing = editingId === undefined ? undefined : rows.find((row) => row.id === editingId);
  const next = nextSortOrder(rows);
  const backToKind = () => navigate(needsContentPaths.kind(kind));
  const kindName = words.kinds[kind].name;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{words.kinds[kind].name}</h2>
        <Button variant="primary" onClick={() => setAdding(true)}>
          {words.kinds[kind].add}
        </Button>
      </div>
      {rows.length ? (
        <div className="overflow-x-auto">
          <Table
            caption={words.kinds[kind].name}
            columns={columnsOf(kind, metadata, words)}
            rows={rows}
            rowKey={(row) => row.id}
            onRowClick={(row) => navigate(needsContentPaths.edit(kind, row.id))}
            pagination={{
              pageSize: PAGE_SIZE,
              labels: {
                navigation: t`Pages of ${kindName}`,
                previous: t`Previous`,
                next: t`Next`,
                page: (n, of) => t`Page ${n} of ${of}`,
              },
            }}
          />
        </div>
      ) : (
        <p role="status" className="text-slate-700">{t`Nothing here yet.`}</p>
      )}
      {editingId !== undefined && !editing ? (
        <p role="status" className="text-slate-700">{t`This item does not exist.`}</p>
      ) : null}
      {editing ? (
        <NeedsItemDialog
          key={`${kind}:${editing.id}`}
          kind={kind}
          edited={editing.entry}
          metadata={metadata}
          nextSortOrder={next}
          onClose={backToKind}
        />
      ) : null}
      {adding ? (
        <NeedsItemDialog
          kind={kind}
          edited={null}
          metadata={metadata}
          nextSortOrder={next}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
