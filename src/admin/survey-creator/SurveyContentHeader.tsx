import { Upload } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryAction } from '../../../domain/index.ts';
import { Button } from '../../../ui/index.ts';
import type { CreatorForm } from './creator-form.ts';

export type Confirming = 'clear' | 'duplicate' | 'publish' | null;

export interface SurveyContentHeaderProps {
  canUndo: boolean;
  canRedo: boolean;
  dispatch: (action: HistoryAction<CreatorForm>) => void;
  /** The record being edited; none for a new survey (no Duplicate or Publish yet). */
  recordId: string | null;
  saving: boolean;
  canSave: boolean;
  /** A prompt is half written: said here, since the question with it may be collapsed. */
  promptGaps: boolean;
  published: boolean;
  version: number | null | undefined;
  onConfirm: (what: Exclude<Confirming, null>) => void;
  onSave: () => void;
}

/** The Survey Content header (part 3 section 2): Undo, Redo, Clear, Duplicate, Publish (green when published), Save. */
export function SurveyContentHeader({
  canUndo,
  canRedo,
  dispatch,
  recordId,
  saving,
  canSave,
  promptGaps,
  published,
  version,
  onConfirm,
  onSave,
}: SurveyContentHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>Survey Content</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={!canUndo} onClick={() => dispatch({ kind: 'undo' })}>
          {t`Undo`}
        </Button>
        <Button size="sm" variant="ghost" disabled={!canRedo} onClick={() => dispatch({ kind: 'redo' })}>
          {t`Redo`}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onConfirm('clear')}>
          {t`Clear content`}
        </Button>
        {recordId ? (
          <>
            <Button size="sm" variant="secondary" disabled={saving} onClick={() => onConfirm('duplicate')}>
              {t`Duplicate content`}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={saving || !canSave}
              onClick={() => onConfirm('publish')}
              className={published ? 'border-green-700 text-green-800' : undefined}
            >
              <Upload aria-hidden className={`size-4 ${published ? 'text-green-700' : 'text-slate-500'}`} />
              {published ? t`Publish content (published, version ${version})` : t`Publish content`}
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="primary" disabled={saving || !canSave} onClick={onSave}>
          {saving ? t`Saving...` : t`Save content`}
        </Button>
      </div>
      {promptGaps ? (
        <p className="w-full text-sm text-red-700">{t`A prompt needs both its title and its text.`}</p>
      ) : null}
    </div>
  );
}
