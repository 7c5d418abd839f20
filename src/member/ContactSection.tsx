import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, ConfirmDialog, LiveViewState } from '../../ui/index.ts';
import type { LiveView } from '../../sync/client/index.ts';

export interface ContactRowControls {
  edit(): void;
  askDelete(): void;
}

/**
 * One list of the member's contact details (phone numbers, e-mail addresses, addresses): its Add
 * button, the live list with its loading, failure and empty states, the add-or-edit dialog, and
 * Delete after asking. Each kind says how a row reads (`renderRow`) and which dialog edits it.
 */
export function ContactSection<Row extends { id: string }>({
  view,
  labels,
  renderRow,
  renderDialog,
  remove,
}: {
  view: LiveView<Row>;
  labels: { add: string; failed: string; empty: string; deleteTitle: string; deleteQuestion: (row: Row) => string };
  renderRow: (row: Row, controls: ContactRowControls) => ReactNode;
  /** The add (no row) or edit dialog. */
  renderDialog: (row: Row | undefined, close: () => void) => ReactNode;
  /** Deletes the row; resolves once the server has answered. */
  remove: (row: Row) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async (row: Row) => {
    setBusy(true);
    await remove(row);
    setBusy(false);
    setDeleting(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="secondary" className="self-start" onClick={() => setEditing('new')}>
        {labels.add}
      </Button>
      <LiveViewState
        status={view.status}
        count={view.rows.length}
        loadingLabel={t`Loading`}
        failed={labels.failed}
        empty={{ title: labels.empty }}
      >
        <ul className="flex flex-col gap-2 text-sm">
          {view.rows.map((row) => renderRow(row, { edit: () => setEditing(row), askDelete: () => setDeleting(row) }))}
        </ul>
      </LiveViewState>
      {editing ? renderDialog(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={labels.deleteTitle}
        description={deleting ? labels.deleteQuestion(deleting) : undefined}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void (deleting && confirmDelete(deleting))}
      />
    </div>
  );
}

/** A row's Edit and Delete buttons, named after the row for screen readers, after any `before` action. */
export function ContactRowActions({
  controls,
  editLabel,
  deleteLabel,
  before,
}: {
  controls: ContactRowControls;
  editLabel: string;
  deleteLabel: string;
  before?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <span className="ml-auto flex gap-1">
      {before}
      <Button size="sm" variant="ghost" aria-label={editLabel} onClick={controls.edit}>
        {t`Edit`}
      </Button>
      <Button size="sm" variant="ghost" aria-label={deleteLabel} onClick={controls.askDelete}>
        {t`Delete`}
      </Button>
    </span>
  );
}
