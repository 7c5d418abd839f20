import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { updateNoteBody } from '../../domain/index.ts';
import { arktypeResolver, Dialog, Spinner } from '../../ui/index.ts';
import { FormRichTextField } from '../../ui/rich-text/index.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { SaveIndicator } from './SaveIndicator.tsx';
import { useInteractionIssueWords } from '../shared/member/use-interaction-words.ts';
import { useNoteDraft, type NoteDraft } from './use-note-draft.ts';

/** A note on the member's feed, as the dialog edits it. */
export interface ExistingNote {
  id: string;
  feedItemId: string;
  text: string;
}

export interface NoteDialogProps {
  memberId: string;
  /** The note to edit; a new note otherwise, started from the draft. */
  note?: ExistingNote;
  onClose: () => void;
}

interface NoteValues {
  text: string;
}

/**
 * The Note dialog (spec part 2 section 2): a new note starts from the user's draft for the member
 * (the server's, or this browser's newer copy) and is autosaved as a draft while typed, with the
 * save indicator; saving it removes that draft. An existing note is edited (the feed entry
 * deletes it). Success toasts as part 2 section 8 lists them.
 */
export function NoteDialog({ memberId, note, onClose }: NoteDialogProps) {
  return note ? (
    <NoteForm memberId={memberId} note={note} startText={note.text} onClose={onClose} />
  ) : (
    <NewNoteDialog memberId={memberId} onClose={onClose} />
  );
}

function NewNoteDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useLingui();
  const draft = useNoteDraft(memberId, 'notes');
  if (draft.status === 'loading') {
    return (
      <Dialog open onClose={onClose} title={t`New note`}>
        <Spinner label={t`Loading the draft…`} />
      </Dialog>
    );
  }
  return <NoteForm memberId={memberId} startText={draft.startText} draft={draft} onClose={onClose} />;
}

function NoteForm({
  memberId,
  note,
  startText,
  draft,
  onClose,
}: {
  memberId: string;
  note?: ExistingNote;
  startText: string;
  draft?: NoteDraft;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useMemo(() => ({ text: t`Note` }), [t]);
  const words = useInteractionIssueWords(labels);
  const form = useForm<NoteValues>({
    resolver: arktypeResolver<NoteValues>(updateNoteBody, words.resolver),
    defaultValues: { text: startText },
  });
  const create = useMemberInfoSave('createNote', t`Note created successfully`, form, words.server);
  const update = useMemberInfoSave('updateNote', t`Note updated successfully`, form, words.server);

  // Every edit of a new note goes to the draft (kept locally at once, autosaved after 1.5 s idle).
  useEffect(() => {
    if (!draft) return undefined;
    const watching = form.watch((values) => draft.edit(values.text ?? ''));
    return () => watching.unsubscribe();
  }, [form, draft]);

  const save = async ({ text }: NoteValues) => {
    const saved = note ? await update({ noteId: note.id, text }) : await create({ userId: memberId, text });
    if (!saved) return;
    await draft?.finish(text);
    onClose();
  };
  return (
    <MemberInfoFormDialog title={note ? t`Edit note` : t`New note`} form={form} onSubmit={save} onClose={onClose}>
      <FormRichTextField name="text" label={labels.text} required />
      {draft ? <SaveIndicator state={draft.indicator} /> : null}
    </MemberInfoFormDialog>
  );
}
