import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ResourceProgramRow } from '../../sync/client/index.ts';
import { Table, type TableColumn } from '../../ui/index.ts';
import { formatPhone, programAddress } from './program-format.ts';
import { useServiceTagWords } from './use-service-tag-words.ts';

export interface ProgramTableProps {
  rows: readonly ResourceProgramRow[];
  onOpen: (programId: string) => void;
}

/**
 * The search's programs in the directory's order (best match first, then nearest): Program (its
 * button opens the detail), Services, Address, Phone. Not sortable: the order is the ranking.
 */
export function ProgramTable({ rows, onOpen }: ProgramTableProps) {
  const { t } = useLingui();
  const words = useServiceTagWords();
  const columns = useMemo<TableColumn<ResourceProgramRow>[]>(
    () => [
      {
        id: 'program',
        header: t`Program`,
        cell: (row) => (
          <div>
            <button
              type="button"
              onClick={() => onOpen(row.id)}
              className="text-left font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              {row.name}
            </button>
            <p className="text-sm text-slate-700">{row.providerName}</p>
          </div>
        ),
      },
      { id: 'services', header: t`Services`, cell: (row) => row.serviceTags.map((tag) => words.tag(tag)).join(', ') },
      { id: 'address', header: t`Address`, cell: (row) => (row.nationwide ? t`Nationwide` : programAddress(row)) },
      {
        id: 'phone',
        header: t`Phone`,
        cell: (row) =>
          row.phoneNumber ? (
            <a href={`tel:${row.phoneNumber}`} className="whitespace-nowrap text-blue-800 underline">
              {formatPhone(row.phoneNumber)}
            </a>
          ) : null,
      },
    ],
    [t, words, onOpen],
  );
  return (
    <Table
      caption={t`Programs`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      onRowClick={(row) => onOpen(row.id)}
    />
  );
}
