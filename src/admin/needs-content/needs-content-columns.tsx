import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { overviewPreview, type NeedsContentKind, type NeedsMetadata } from '../../../domain/index.ts';
import type { TableColumn } from '../../../ui/index.ts';
import { needsContentPaths } from './needs-content-paths.ts';
import type { NeedsItem } from './needs-item-form.ts';
import { editedId } from './use-needs-item-save.ts';
import type { useNeedsContentWords } from './use-needs-content-words.ts';

type Words = ReturnType<typeof useNeedsContentWords>;
/** A table row: the item with its kind, and the name its first cell links by. */
export interface NeedsItemRow {
  id: string;
  label: string;
  sortOrder: number;
  entry: NeedsItem;
}

/** A kind's items as table rows, in the metadata's order. */
export function rowsOf(kind: NeedsContentKind, metadata: NeedsMetadata): NeedsItemRow[] {
  const row = (entry: NeedsItem, label: string, sortOrder: number) => ({
    id: editedId(entry),
    label,
    sortOrder,
    entry,
  });
  switch (kind) {
    case 'issues':
      return metadata.issues.map((item) => row({ kind, item }, item.label, item.sortOrder));
    case 'activities':
      return metadata.activities.map((item) => row({ kind, item }, item.name, item.sortOrder));
    case 'categories':
      return metadata.categories.map((item) => row({ kind, item }, item.name, item.sortOrder));
    case 'domains':
      return metadata.domains.map((item) => row({ kind, item }, item.name, item.sortOrder));
    case 'zcodes':
      return metadata.zCodes.map((item) => row({ kind, item }, item.code, 0));
  }
}

/**
 * A kind's columns: the label first, a link to the item's dialog (the keyboard's way to what a
 * row click does), then the kind's own fields. Activities show the overview cut at 50 characters.
 */
export function columnsOf(kind: NeedsContentKind, metadata: NeedsMetadata, words: Words): TableColumn<NeedsItemRow>[] {
  const { labels } = words;
  const names = (rows: readonly { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const domainNames = names(metadata.domains);
  const categoryNames = names(metadata.categories);
  const column = (
    id: string,
    header: string,
    cell: (row: NeedsItemRow) => ReactNode,
    sort?: (row: NeedsItemRow) => string | number,
  ) => ({
    id,
    header,
    cell,
    sortable: sort !== undefined,
    sortValue: sort,
  });
  const label = column(
    'label',
    labels.label,
    (row) => (
      <Link href={needsContentPaths.edit(kind, row.id)} className="font-medium text-blue-800 underline">
        {row.label}
      </Link>
    ),
    (row) => row.label,
  );
  const sortOrder = column(
    'sortOrder',
    labels.sortOrder,
    (row) => row.sortOrder,
    (row) => row.sortOrder,
  );
  const key = (row: NeedsItemRow) => ('key' in row.entry.item ? row.entry.item.key : '');
  const keyColumn = column('key', labels.key, key, key);
  const entry = (row: NeedsItemRow) => row.entry;
  switch (kind) {
    case 'issues': {
      const issue = (row: NeedsItemRow) =>
        entry(row).kind === 'issues' ? (entry(row).item as NeedsMetadata['issues'][number]) : null;
      return [
        label,
        keyColumn,
        column('category', labels.categoryId, (row) => categoryNames.get(issue(row)?.categoryId ?? '') ?? ''),
        column('zCode', labels.zCode, (row) => issue(row)?.zCode ?? ''),
        column('days', labels.defaultTimeFrameDays, (row) => issue(row)?.defaultTimeFrameDays ?? ''),
        sortOrder,
      ];
    }
    case 'activities': {
      const activity = (row: NeedsItemRow) => entry(row).item as NeedsMetadata['activities'][number];
      return [
        label,
        keyColumn,
        column('overview', labels.overview, (row) => overviewPreview(activity(row).overview)),
        column('minutes', labels.defaultMinutes, (row) => activity(row).defaultMinutes),
        column('icon', labels.icon, (row) => activity(row).icon),
        sortOrder,
      ];
    }
    case 'categories': {
      const category = (row: NeedsItemRow) => entry(row).item as NeedsMetadata['categories'][number];
      return [
        label,
        keyColumn,
        column('domain', labels.domainId, (row) => domainNames.get(category(row).domainId) ?? ''),
        sortOrder,
      ];
    }
    case 'domains':
      return [label, keyColumn, sortOrder];
    case 'zcodes': {
      const code = (row: NeedsItemRow) => entry(row).item as NeedsMetadata['zCodes'][number];
      return [label, keyColumn, column('title', labels.title, (row) => code(row).title)];
    }
  }
}
