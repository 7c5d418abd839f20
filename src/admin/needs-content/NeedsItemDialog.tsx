import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { NEEDS_CONTENT_LIMITS, type NeedsContentKind, type NeedsMetadata } from '../../../domain/index.ts';
import {
  arktypeResolver,
  FormCheckboxField,
  FormNumberField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  MultiSelectField,
} from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useNeedsItemSave } from './use-needs-item-save.ts';
import { NEEDS_ITEM_FORMS, valuesOf, type NeedsItem, type NeedsItemValues } from './needs-item-form.ts';
import { useNeedsContentWords } from './use-needs-content-words.ts';

/**
 * Add and edit one needs item (spec part 3 sections 2, 3, 4): the kind's fields in a dialog that
 * closes on success and asks before closing with unsaved changes. A Z-code's label (its code) is
 * read-only when editing.
 */
export function NeedsItemDialog({
  kind,
  edited,
  metadata,
  nextSortOrder,
  onClose,
}: {
  kind: NeedsContentKind;
  /** null: a new item. */
  edited: NeedsItem | null;
  metadata: NeedsMetadata;
  nextSortOrder: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useNeedsContentWords();
  const resolver = useMemo(
    () => arktypeResolver<NeedsItemValues>(NEEDS_ITEM_FORMS[kind], words.resolver),
    [kind, words],
  );
  const form = useForm<NeedsItemValues>({ resolver, defaultValues: valuesOf(edited, nextSortOrder) });
  const save = useNeedsItemSave(kind, form, words);
  const submit = async (values: NeedsItemValues) => {
    if (await save(values, edited)) onClose();
  };
  const { labels } = words;
  const text = (name: 'key' | 'name' | 'label' | 'icon', max: number, required = true) => (
    <FormTextField name={name} label={labels[name]} required={required} maxLength={max} />
  );
  const sortOrder = (
    <FormNumberField
      name="sortOrder"
      label={labels.sortOrder}
      required
      min={1}
      max={NEEDS_CONTENT_LIMITS.sortOrder}
      step={1}
    />
  );
  const overview = (
    <FormTextareaField name="overview" label={labels.overview} maxLength={NEEDS_CONTENT_LIMITS.overview} rows={3} />
  );
  const key = (
    <FormTextField
      name="key"
      label={labels.key}
      required
      maxLength={NEEDS_CONTENT_LIMITS.key}
      hint={t`Lower-case letters, digits and hyphens`}
    />
  );

  return (
    <MemberInfoFormDialog
      title={edited ? words.kinds[kind].edit : words.kinds[kind].add}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      {kind === 'zcodes' ? (
        <>
          <FormTextField name="code" label={labels.code} required readOnly={edited !== null} maxLength={16} />
          {key}
          <FormTextareaField
            name="title"
            label={labels.title}
            required
            maxLength={NEEDS_CONTENT_LIMITS.zCodeTitle}
            rows={2}
          />
          <FormTextField name="issues" label={labels.issues} hint={t`Separate entries with commas`} />
          <FormTextField name="assistances" label={labels.assistances} hint={t`Separate entries with commas`} />
        </>
      ) : null}
      {kind === 'domains' ? (
        <>
          {text('name', NEEDS_CONTENT_LIMITS.label)}
          {key}
          {sortOrder}
        </>
      ) : null}
      {kind === 'categories' ? (
        <>
          {text('name', NEEDS_CONTENT_LIMITS.label)}
          {key}
          <FormSelectField
            name="domainId"
            label={labels.domainId}
            required
            placeholder={t`Choose a domain`}
            options={metadata.domains.map((domain) => ({ value: domain.id, label: domain.name }))}
          />
          {sortOrder}
        </>
      ) : null}
      {kind === 'activities' ? (
        <>
          {text('name', NEEDS_CONTENT_LIMITS.label)}
          {key}
          {overview}
          <FormNumberField
            name="defaultMinutes"
            label={labels.defaultMinutes}
            required
            min={1}
            max={NEEDS_CONTENT_LIMITS.maxMinutes}
            step={1}
          />
          {text('icon', NEEDS_CONTENT_LIMITS.icon, false)}
          {sortOrder}
        </>
      ) : null}
      {kind === 'issues' ? (
        <>
          {text('label', NEEDS_CONTENT_LIMITS.label)}
          {key}
          <FormSelectField
            name="categoryId"
            label={labels.categoryId}
            required
            placeholder={t`Choose a category`}
            options={metadata.categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <FormNumberField
            name="defaultTimeFrameDays"
            label={labels.defaultTimeFrameDays}
            required
            min={1}
            max={NEEDS_CONTENT_LIMITS.maxDays}
            step={1}
          />
          <FormSelectField
            name="zCode"
            label={labels.zCode}
            placeholder={t`No Z-code`}
            options={metadata.zCodes.map((code) => ({ value: code.code, label: `${code.code} ${code.title}` }))}
          />
          <FormTextField name="tags" label={labels.tags} hint={t`Separate tags with commas`} />
          <Controller
            control={form.control}
            name="activityIds"
            render={({ field }) => (
              <MultiSelectField
                name={field.name}
                label={labels.activityIds}
                value={field.value}
                onChange={field.onChange}
                options={metadata.activities.map((activity) => ({ value: activity.id, label: activity.name }))}
                summary={(chosen) => (chosen.length ? chosen.map((option) => option.label).join(', ') : t`None`)}
              />
            )}
          />
          {overview}
          <FormCheckboxField name="needRequiresAction" label={labels.needRequiresAction} />
          {sortOrder}
        </>
      ) : null}
    </MemberInfoFormDialog>
  );
}
