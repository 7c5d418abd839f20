import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/index.ts';
import { RichTextField } from '../../ui/rich-text/index.ts';
import type { CallNoteAutosave } from './use-call-note-autosave.ts';

export interface MyNotesProps {
  /** The stored note (what the read-only pane shows). */
  note: string | null;
  editable: boolean;
  autosave: CallNoteAutosave;
}

/**
 * The review drawer's 'My notes' pane (spec part 1 section 2): the guide's own rich-text note,
 * read-only on the calls page; elsewhere written here and autosaved, with the save indicator
 * (part 2 section 4) and, when a save fails, the reason and Retry (the text stays).
 */
export function MyNotes({ note, editable, autosave }: MyNotesProps) {
  const { t } = useLingui();
  const shown = autosave.indicator === 'SAVING' ? t`Saving…` : autosave.indicator === 'SAVED' ? t`Saved` : '';
  return (
    <section aria-labelledby="call-review-my-notes" className="flex flex-col gap-2">
      <h2 id="call-review-my-notes" className="font-semibold text-slate-900">
        {t`My notes`}
      </h2>
      {editable ? (
        <>
          <RichTextField
            label={t`My notes`}
            className="[&>div:first-child]:sr-only"
            value={autosave.text}
            onChange={autosave.edit}
            hint={t`Saved as you type.`}
          />
          <p
            role="status"
            aria-live="polite"
            className="min-h-5 text-sm text-slate-700"
            data-save-indicator={autosave.indicator}
          >
            {shown}
          </p>
          {autosave.error ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
              <p>{autosave.error}</p>
              <Button onClick={autosave.retry}>{t`Retry`}</Button>
            </div>
          ) : null}
        </>
      ) : (
        <RichTextField
          label={t`My notes`}
          className="[&>div:first-child]:sr-only"
          value={note ?? ''}
          onChange={() => undefined}
          readOnly
        />
      )}
    </section>
  );
}
