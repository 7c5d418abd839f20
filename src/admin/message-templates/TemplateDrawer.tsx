import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { MESSAGE_TEMPLATE_LIMITS, TEMPLATE_VARIABLE_NAMES } from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';
import {
  arktypeResolver,
  FormCheckboxField,
  FormNumberField,
  FormSelectField,
  FormTextareaField,
  MultiSelectField,
} from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { nextSortOrder, templateForm, type TemplateValues } from './template-forms.ts';
import { useMessageTemplateWords } from './use-message-template-words.ts';

type Category = LiveRow<'messageTemplateCategories'>;
type Template = Category['templates'][number];

/**
 * Add template and Edit template (spec part 3 sections 2, 3, 7): a 530 px drawer with the text (its
 * `{{variables}}` only those the text dialog fills), the category, the numeric sort order, and all
 * customers or some. Saved, it is offered in every open text dialog at once.
 */
export function TemplateDrawer({
  template,
  categoryId,
  categories,
  customers,
  onClose,
}: {
  /** null: a new template. */
  template: Template | null;
  /** The category a new template starts in ('' for none chosen yet). */
  categoryId: string;
  categories: readonly Category[];
  customers: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useMessageTemplateWords();
  const resolver = useMemo(() => arktypeResolver<TemplateValues>(templateForm, words.resolver), [words]);
  const startIn = categories.find((category) => category.id === (template?.categoryId ?? categoryId));
  const form = useForm<TemplateValues>({
    resolver,
    defaultValues: {
      template: template?.template ?? '',
      categoryId: startIn?.id ?? '',
      sortOrder: template?.sortOrder ?? nextSortOrder(startIn?.templates ?? []),
      allClients: template?.allClients ?? true,
      clientIds: [...(template?.clientIds ?? [])],
    },
  });
  const allClients = form.watch('allClients');
  const create = useMemberInfoSave(
    'createMessageTemplate',
    t`Message template created successfully`,
    form,
    words.server,
  );
  const update = useMemberInfoSave(
    'updateMessageTemplate',
    t`Message template updated successfully`,
    form,
    words.server,
  );
  const submit = async (values: TemplateValues) => {
    const body = {
      template: values.template,
      categoryId: values.categoryId,
      sortOrder: Number(values.sortOrder),
      allClients: values.allClients,
      clientIds: values.allClients ? [] : values.clientIds,
    };
    const saved = template
      ? await update({ id: template.id, ...body })
      : await create({ id: crypto.randomUUID(), ...body });
    if (saved) onClose();
  };
  const variables = TEMPLATE_VARIABLE_NAMES.map((name) => `{{${name}}}`).join(', ');
  return (
    <MemberInfoFormDialog
      drawer
      title={template ? t`Edit template` : t`Add template`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextareaField
        name="template"
        label={words.labels.template}
        required
        rows={6}
        maxLength={MESSAGE_TEMPLATE_LIMITS.template}
        hint={t`Variables the text dialog fills for each member: ${variables}`}
      />
      <FormSelectField
        name="categoryId"
        label={words.labels.categoryId}
        required
        placeholder={t`Choose a category`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      <FormNumberField
        name="sortOrder"
        label={words.labels.sortOrder}
        required
        min={1}
        max={MESSAGE_TEMPLATE_LIMITS.sortOrder}
        step={1}
        hint={t`Templates are listed from the lowest number.`}
      />
      <FormCheckboxField name="allClients" label={words.labels.allClients} />
      {allClients ? null : (
        <Controller
          control={form.control}
          name="clientIds"
          render={({ field, fieldState }) => (
            <MultiSelectField
              label={words.labels.clientIds}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
              summary={(chosen) =>
                chosen.length ? chosen.map((option) => option.label).join(', ') : t`Choose customers`
              }
            />
          )}
        />
      )}
    </MemberInfoFormDialog>
  );
}
