import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ConfirmDialog, LiveViewState, Table, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { useSegmentWords } from '../../shared/member/use-segment-words.ts';
import { SegmentDialog } from './SegmentDialog.tsx';

type Segment = LiveRow<'customerSegmentList'>;

/**
 * The customer's member segments (issue #34): survey assignment criteria and due-date overrides
 * choose among them, and a member is put in one on Member info. Added, renamed and deleted here;
 * deleting asks first (its members will have none) and the server refuses while survey criteria use
 * it. No member counts: they would be the assignment drawer's, read once, while members move live.
 */
export function CustomerSegmentsBlock({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useLingui();
  const segments = useLive('customerSegmentList', { clientId });
  useReportLiveError(segments);
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const words = useSegmentWords();
  const remove = useMemberInfoSave('deleteCustomerSegment', t`Segment deleted successfully`, undefined, words.server);
  const columns: TableColumn<Segment>[] = [
    { id: 'name', header: t`Name`, cell: (segment) => segment.name },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t`Actions`,
            cell: (segment: Segment) => (
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(segment)} aria-label={t`Rename ${segment.name}`}>
                  {t`Rename`}
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(segment)} aria-label={t`Delete ${segment.name}`}>
                  {t`Delete`}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
  const nextOrder = Math.max(0, ...segments.rows.map((segment) => segment.sortOrder)) + 1;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="customer-segments">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="customer-segments" className="text-lg font-semibold text-slate-900">
          {t`Segments`}
        </h2>
        {canEdit ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`Add segment`}
          </Button>
        ) : null}
      </div>
      <p className="mb-2 text-sm text-slate-600">
        <Trans>Survey assignment criteria choose members by segment; a member's segment is set on Member info.</Trans>
      </p>
      <LiveViewState
        status={segments.status}
        count={segments.rows.length}
        loadingLabel={t`Loading segments`}
        failed={t`The segments could not be loaded. Reload the page to try again.`}
        empty={{ title: t`No segments` }}
      >
        <Table caption={t`Segments`} columns={columns} rows={segments.rows} rowKey={(segment) => segment.id} />
      </LiveViewState>
      {editing ? (
        <SegmentDialog
          clientId={clientId}
          segment={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete segment ${deleting?.name ?? ''}?`}
        description={t`Its members will have no segment. Survey criteria that use it must drop it first.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const segment = deleting;
          setDeleting(null);
          if (segment) void remove({ clientId, segmentId: segment.id });
        }}
      />
    </section>
  );
}
