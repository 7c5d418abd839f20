import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useForm } from 'react-hook-form';
import { NEED_LIMITS, needDescription } from '../../domain/index.ts';
import { arktypeResolver, FormTextareaField } from '../../ui/index.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useNeedWords } from './use-need-words.ts';

const fulfilSchema = type({ comment: needDescription('Description') });

/** Mark as fulfilled (part 2 sections 2, 5): a required description of at most 500 characters. 'Need fulfilled successfully'. */
export function FulfilDialog({
  need,
  onClose,
}: {
  need: { id: string; issueLabel: string | null };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useNeedWords();
  const resolver = useMemo(() => arktypeResolver<{ comment: string }>(fulfilSchema, words.resolver), [words]);
  const form = useForm<{ comment: string }>({ resolver, defaultValues: { comment: '' } });
  const fulfil = useMemberInfoSave('fulfilNeed', t`Need fulfilled successfully`, form, words.server);
  const save = async ({ comment }: { comment: string }) => {
    if (await fulfil({ needId: need.id, comment })) onClose();
  };
  return (
    <MemberInfoFormDialog title={t`Mark as fulfilled`} form={form} onSubmit={save} onClose={onClose}>
      {need.issueLabel ? <p className="text-slate-700">{t`Need: ${need.issueLabel}`}</p> : null}
      <FormTextareaField
        name="comment"
        label={words.labels.description}
        maxLength={NEED_LIMITS.description}
        hint={t`At most ${NEED_LIMITS.description} characters`}
        required
      />
    </MemberInfoFormDialog>
  );
}
