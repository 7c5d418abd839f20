import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { MEMBER_STAGE_KEYS, MESSAGE_TEMPLATE_LIMITS, type MemberStageKey } from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { arktypeResolver, FormNumberField, FormSelectField, FormTextField } from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { categoryForm, type CategoryValues } from './template-forms.ts';
import { useMessageTemplateWords } from './use-message-template-words.ts';

/**
 * Add category and Edit category (spec part 3 sections 2, 3, 7): a 530 px drawer with the name, the
 * numeric sort order and the member stage the category suits. Saved, it shows in the sidebar at once
 * (a new one opens its page, `onSaved`).
 */
export function CategoryDrawer({
  category,
  suggestedSortOrder,
  onClose,
  onSaved,
}: {
  /** null: a new category. */
  category: LiveRow<'messageTemplateCategories'> | null;
  suggestedSortOrder: number;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useLingui();
  const words = useMessageTemplateWords();
  const resolver = useMemo(() => arktypeResolver<CategoryValues>(categoryForm, words.resolver), [words]);
  const form = useForm<CategoryValues>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      sortOrder: category?.sortOrder ?? suggestedSortOrder,
      stageKey: category?.stageKey ?? '',
    },
  });
  const create = useMemberInfoSave(
    'createMessageTemplateCategory',
    t`Message template category created successfully`,
    form,
    words.server,
  );
  const update = useMemberInfoSave(
    'updateMessageTemplateCategory',
    t`Message template category updated successfully`,
    form,
    words.server,
  );
  const submit = async (values: CategoryValues) => {
    const body = {
      name: values.name,
      sortOrder: Number(values.sortOrder),
      stageKey: (values.stageKey || null) as MemberStageKey | null,
    };
    const id = category?.id ?? crypto.randomUUID();
    const saved = category ? await update({ id, ...body }) : await create({ id, ...body });
    if (saved) onSaved(id);
  };
  return (
    <MemberInfoFormDialog
      drawer
      title={category ? t`Edit category` : t`Add category`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField name="name" label={words.labels.name} required maxLength={MESSAGE_TEMPLATE_LIMITS.categoryName} />
      <FormNumberField
        name="sortOrder"
        label={words.labels.sortOrder}
        required
        min={1}
        max={MESSAGE_TEMPLATE_LIMITS.sortOrder}
        step={1}
        hint={t`Categories are listed from the lowest number.`}
      />
      <FormSelectField
        name="stageKey"
        label={words.labels.stageKey}
        placeholder={t`Any stage`}
        options={MEMBER_STAGE_KEYS.map((key) => ({ value: key, label: words.stages[key] }))}
      />
    </MemberInfoFormDialog>
  );
}
