import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { dueDateFor, SURVEY_MAX_MONTHS, SURVEY_OFFSET_DAYS } from '../../../domain/index.ts';
import { Button, FormDateField, FormSelectField, MultiSelectField, type FieldOption } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { useActingUser } from '../../services/use-acting-user.ts';
import { useFormatInstant } from '../../shared/format/use-format-instant.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { resolveTimeZone } from '../../shared/time/days.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { configurationOf, dueAtConfigOf, matchingMembers, valuesOf, type AssignmentValues } from './assignment-form.ts';

type Choices = LiveRow<'surveyAssignmentChoices'>;

/**
 * Edit Configuration's Assignment Criteria drawer (spec part 3 sections 2, 3, 9): the customers,
 * segments and stages a survey is assigned to, the window it is available in, and its due date
 * (offset, month cap, fixed date, per-segment overrides). It counts the members the criteria match
 * now and shows the due date the rule gives a member assigned today; saving assigns the survey.
 */
export function AssignmentDrawer({
  survey,
  customers,
  choices,
  onClose,
}: {
  survey: LiveRow<'adminSurveys'>;
  customers: readonly { id: string; name: string; averageMonthsInProgram: number | null }[];
  choices: Choices | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const timeZone = resolveTimeZone(useActingUser().timeZone);
  const now = useNow();
  const form = useForm<AssignmentValues>({
    defaultValues: valuesOf(survey.assignmentConfiguration, survey.dueAtConfig),
  });
  const overrides = useFieldArray({ control: form.control, name: 'overrides' });
  const save = useMemberInfoSave('updateSurveyAssignment', t`Survey updated successfully`, form);
  const values = useWatch({ control: form.control }) as AssignmentValues;

  const customerName = useMemo(() => new Map(customers.map((c) => [c.id, c.name])), [customers]);
  const segmentOptions: FieldOption[] = (choices?.segments ?? [])
    .filter((s) => values.clientIds.length === 0 || values.clientIds.includes(s.clientId))
    .map((s) => ({ value: s.id, label: `${s.name} (${customerName.get(s.clientId) ?? ''})` }));
  const stageOptions: FieldOption[] = (choices?.stages ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const offsetOptions: FieldOption[] = [
    ...SURVEY_OFFSET_DAYS.map((days) => ({ value: String(days), label: t`${days} days` })),
    { value: 'averageDaysInProgram', label: t`Average days in program` },
  ];
  const monthOptions: FieldOption[] = SURVEY_MAX_MONTHS.map((m) => ({ value: String(m), label: t`${m} months` }));

  const config = configurationOf(values);
  const due = dueAtConfigOf(values);
  const matching = choices ? matchingMembers(config, choices.memberCounts, new Date(now), timeZone) : null;
  const firstCustomer = customers.find((c) => c.id === config.clientIds[0]);
  const exampleDue = dueDateFor(
    due,
    { segmentId: null },
    { averageMonthsInProgram: firstCustomer?.averageMonthsInProgram ?? null },
    new Date(now),
    timeZone,
  );
  const example = exampleDue ? formatInstant(exampleDue, 'date') : null;

  const submit = async (next: AssignmentValues) => {
    if (next.windowStart && next.windowEnd && next.windowEnd < next.windowStart) {
      form.setError('windowEnd', { message: t`The window must end on or after the day it starts.` });
      return;
    }
    const saved = await save({
      key: survey.key,
      surveyId: survey.surveyId,
      assignmentConfiguration: configurationOf(next),
      dueAtConfig: dueAtConfigOf(next),
    });
    if (saved) onClose();
  };

  const summary = (chosen: readonly FieldOption[], none: string) =>
    chosen.length ? chosen.map((option) => option.label).join(', ') : none;
  const surveyName = survey.name;

  return (
    <MemberInfoFormDialog drawer title={t`Assignment Criteria`} form={form} onSubmit={submit} onClose={onClose}>
      <p className="text-sm text-slate-700">{t`Survey: ${surveyName}`}</p>
      <Controller
        control={form.control}
        name="clientIds"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label={t`Customers`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint={t`No customer chosen: the survey is assigned to nobody.`}
            options={customers.map((c) => ({ value: c.id, label: c.name }))}
            summary={(chosen) => summary(chosen, t`None`)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="segmentIds"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label={t`Segments`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={segmentOptions}
            summary={(chosen) => summary(chosen, t`Any segment`)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="stageIds"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label={t`Stages`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={stageOptions}
            summary={(chosen) => summary(chosen, t`Any stage`)}
          />
        )}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-slate-900">{t`Available window`}</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormDateField name="windowStart" label={t`Start date`} />
          <FormDateField name="windowEnd" label={t`End date`} />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-slate-900">{t`Due date`}</legend>
        <FormSelectField name="offsetValue" label={t`Offset`} placeholder={t`None`} options={offsetOptions} />
        <FormSelectField name="maxMonth" label={t`Max month`} placeholder={t`None`} options={monthOptions} />
        <FormDateField
          name="fixedDate"
          label={t`Fixed date`}
          hint={t`Wins over the offset, except for a segment override.`}
        />
        {overrides.fields.map((item, index) => (
          <div key={item.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            <FormSelectField
              name={`overrides.${index}.segmentId`}
              label={t`Segment override ${index + 1}`}
              placeholder={t`Choose a segment`}
              options={segmentOptions}
            />
            <div className="grid grid-cols-2 gap-3">
              <FormSelectField
                name={`overrides.${index}.offsetValue`}
                label={t`Offset`}
                placeholder={t`None`}
                options={offsetOptions}
              />
              <FormSelectField
                name={`overrides.${index}.maxMonth`}
                label={t`Max month`}
                placeholder={t`None`}
                options={monthOptions}
              />
            </div>
            <Button size="sm" variant="secondary" className="self-start" onClick={() => overrides.remove(index)}>
              {t`Remove override`}
            </Button>
          </div>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          onClick={() => overrides.append({ segmentId: '', offsetValue: '', maxMonth: '' })}
        >
          {t`Add segment override`}
        </Button>
      </fieldset>
      <div role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        {matching === null ? null : <p>{t`Members matching now: ${matching}`}</p>}
        <p>
          {example ? t`A member assigned today is due on ${example}.` : t`A member assigned today has no due date.`}
        </p>
      </div>
    </MemberInfoFormDialog>
  );
}
