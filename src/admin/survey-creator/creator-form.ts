/**
 * The survey creator's form as one value (its settings and the draft), so one history holds every
 * edit: undo and redo step over settings, questions, options, checkpoints and drags alike.
 */
import { type } from 'arktype';
import { emptyDraft, hasPromptGaps, surveyDraftSchema, type SurveyDraft } from '../../../domain/index.ts';

export interface CreatorForm {
  name: string;
  displayName: string;
  summary: string;
  isActionSurvey: boolean;
  learnMoreRecordId: string | null;
  content: SurveyDraft;
}

export const emptyCreatorForm = (): CreatorForm => ({
  name: '',
  displayName: '',
  summary: '',
  isActionSurvey: false,
  learnMoreRecordId: null,
  content: emptyDraft(),
});

/** Save is disabled while the name, display name or summary is empty, or a prompt is half written. */
export const canSave = (form: CreatorForm) =>
  form.name.trim() !== '' &&
  form.displayName.trim() !== '' &&
  form.summary.trim() !== '' &&
  !hasPromptGaps(form.content);

/** The fixed sample member the preview asks for (part 3 section 2). */
export const SAMPLE_MEMBER = { firstName: 'Maria', lastName: 'Garcia' } as const;

/** Where the creator keeps its working copy, so an edit survives a reload (part 3 section 4). */
export const WORKING_COPY_KEY = 'surveyCreatorWorkingCopy';

export interface WorkingCopy {
  recordId: string | null;
  form: CreatorForm;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored working copy, or none when missing or not a creator form any more. */
export function readWorkingCopy(storage: StorageLike): WorkingCopy | null {
  try {
    const stored = JSON.parse(storage.getItem(WORKING_COPY_KEY) ?? 'null') as Partial<WorkingCopy> | null;
    const form = stored?.form;
    if (!form || typeof form.name !== 'string' || typeof form.displayName !== 'string') return null;
    if (typeof form.summary !== 'string' || typeof form.isActionSurvey !== 'boolean') return null;
    if (surveyDraftSchema(form.content) instanceof type.errors) return null;
    return { recordId: typeof stored.recordId === 'string' ? stored.recordId : null, form };
  } catch {
    return null;
  }
}

export function storeWorkingCopy(storage: StorageLike, copy: WorkingCopy): void {
  try {
    storage.setItem(WORKING_COPY_KEY, JSON.stringify(copy));
  } catch {
    // A full or refused storage only loses the working copy; the saved record stays.
  }
}
