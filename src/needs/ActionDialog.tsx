import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  earliestActionDay,
  NEED_LIMITS,
  SOCIAL_ISOLATION_ISSUE_KEY,
  type NeedActivity,
  type NeedIssue,
} from '../../domain/index.ts';
import {
  arktypeResolver,
  Button,
  cx,
  FieldError,
  FormCheckboxField,
  FormDateField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  TextField,
} from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { actionFormSchema, actionRequest, emptyReferral, type ActionValues } from './action-form.ts';
import { maskPhone } from './needs-metadata.ts';
import { useNeedWords } from './use-need-words.ts';

export interface ActionDialogProps {
  need: { id: string; memberId: string; issueLabel: string | null };
  issue: NeedIssue | undefined;
  activities: readonly NeedActivity[];
  /** Editing records a new action in place of this one (`originalActionId`). */
  original?: { id: string; activityId: string; date: string; durationInMinutes: number; description: string };
  onClose: () => void;
}

/**
 * Add action (part 2 sections 2, 5): the activity (tiles for the social-isolation issue), the date
 * (today back to a week ago), the duration in whole minutes (defaulting to the activity's), a
 * description (500), resource referral sub-forms and the need-fulfilled checkbox. 'Action created
 * successfully'.
 */
export function ActionDialog({ need, issue, activities, original, onClose }: ActionDialogProps) {
  const { t } = useLingui();
  const words = useNeedWords();
  const { clock } = useServices();
  const user = useActingUser();
  const today = todayIn(resolveTimeZone(user.timeZone), clock.now()).toString();
  const resolver = useMemo(
    () => arktypeResolver<ActionValues>(actionFormSchema(today), words.resolver),
    [today, words],
  );
  const form = useForm<ActionValues>({
    resolver,
    defaultValues: {
      activityId: original?.activityId ?? '',
      date: original && original.date >= earliestActionDay(today) ? original.date : today,
      duration: original ? String(original.durationInMinutes) : '',
      description: original?.description ?? '',
      resourceReferred: false,
      referrals: [],
      markAsFulfilled: false,
    },
  });
  const create = useMemberInfoSave('createNeedAction', t`Action created successfully`, form, words.server);
  const save = async (values: ActionValues) => {
    if (
      await create({
        needId: need.id,
        memberId: need.memberId,
        ...actionRequest(values),
        originalActionId: original?.id ?? null,
      })
    )
      onClose();
  };
  const tiles = issue?.key === SOCIAL_ISOLATION_ISSUE_KEY;
  const chooseActivity = (activityId: string) =>
    form.setValue('activityId', activityId, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  useDefaultMinutes(form, activities);

  return (
    <MemberInfoFormDialog
      title={original ? t`Edit action` : t`Add action`}
      form={form}
      onSubmit={save}
      onClose={onClose}
    >
      {need.issueLabel ? <p className="text-slate-700">{t`Need: ${need.issueLabel}`}</p> : null}
      {tiles ? (
        <ActivityTiles form={form} activities={activities} label={words.labels.activity} onChoose={chooseActivity} />
      ) : (
        <FormSelectField
          name="activityId"
          label={words.labels.activity}
          placeholder={t`Choose an activity`}
          options={activities.map((activity) => ({ value: activity.id, label: activity.name }))}
          required
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField name="date" label={words.labels.date} min={earliestActionDay(today)} max={today} required />
        <FormTextField name="duration" label={words.labels.duration} inputMode="numeric" autoComplete="off" required />
      </div>
      <FormTextareaField
        name="description"
        label={words.labels.description}
        maxLength={NEED_LIMITS.description}
        hint={t`At most ${NEED_LIMITS.description} characters`}
        required
      />
      <Referrals form={form} />
      <FormCheckboxField name="markAsFulfilled" label={t`This action fulfilled the need`} />
    </MemberInfoFormDialog>
  );
}

/** Choosing an activity fills in its default minutes while no duration was typed. */
function useDefaultMinutes(form: UseFormReturn<ActionValues>, activities: readonly NeedActivity[]): void {
  const activityId = useWatch({ control: form.control, name: 'activityId' });
  useEffect(() => {
    const minutes = activities.find((activity) => activity.id === activityId)?.defaultMinutes;
    if (minutes && !form.getValues('duration')) form.setValue('duration', String(minutes), { shouldDirty: true });
  }, [activityId, activities, form]);
}

/** The social-isolation issue's activities as tiles: a radio group, arrow keys move between them. */
function ActivityTiles({
  form,
  activities,
  label,
  onChoose,
}: {
  form: UseFormReturn<ActionValues>;
  activities: readonly NeedActivity[];
  label: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useLingui();
  const chosen = useWatch({ control: form.control, name: 'activityId' });
  const error = form.formState.errors.activityId;
  return (
    <fieldset aria-describedby={error ? 'activity-tiles-error' : undefined}>
      <legend className="mb-2 font-semibold text-slate-900">{label}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {activities.map((activity) => (
          <label
            key={activity.id}
            className={cx(
              'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-focus-visible:outline-3 has-focus-visible:outline-blue-700',
              chosen === activity.id ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name="activity-tile"
              value={activity.id}
              checked={chosen === activity.id}
              onChange={() => onChoose(activity.id)}
              className="sr-only"
            />
            <span aria-hidden="true" className="text-2xl">
              {activity.icon}
            </span>
            <span className="font-semibold text-slate-900">{activity.name}</span>
            <span className="text-slate-700">{t`${activity.defaultMinutes} min`}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id="activity-tiles-error">{t`Activity is required`}</FieldError> : null}
    </fieldset>
  );
}

/** The resource referral sub-forms: shown when a resource was referred, at least one, each with its name. */
function Referrals({ form }: { form: UseFormReturn<ActionValues> }) {
  const { t } = useLingui();
  const words = useNeedWords();
  const referred = useWatch({ control: form.control, name: 'resourceReferred' });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'referrals' });
  const toggle = (on: boolean) => {
    form.setValue('resourceReferred', on, { shouldDirty: true });
    if (on && fields.length === 0) append(emptyReferral());
    if (!on) remove();
  };
  return (
    <div className="flex flex-col gap-3">
      <Controller
        control={form.control}
        name="resourceReferred"
        render={({ field }) => (
          <label className="flex items-center gap-2 font-semibold text-slate-900">
            <input
              type="checkbox"
              checked={field.value}
              onChange={(event) => toggle(event.target.checked)}
              className="size-4"
            />
            {t`A resource was referred`}
          </label>
        )}
      />
      {referred
        ? fields.map((item, index) => (
            <fieldset key={item.id} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-slate-900">{t`Resource ${index + 1}`}</legend>
              <FormTextField
                name={`referrals.${index}.resourceName`}
                label={words.labels.resourceName}
                maxLength={NEED_LIMITS.resourceName}
                required
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <FormTextField
                  name={`referrals.${index}.contactName`}
                  label={words.labels.contactName}
                  maxLength={NEED_LIMITS.referralText}
                />
                <Controller
                  control={form.control}
                  name={`referrals.${index}.phoneNumber`}
                  render={({ field, fieldState }) => (
                    <TextField
                      label={words.labels.phoneNumber}
                      type="tel"
                      value={field.value}
                      onChange={(value) => field.onChange(maskPhone(value))}
                      onBlur={field.onBlur}
                      placeholder="(555) 555-5555"
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <FormTextField
                  name={`referrals.${index}.url`}
                  label={words.labels.url}
                  type="url"
                  maxLength={NEED_LIMITS.url}
                />
                <FormTextField
                  name={`referrals.${index}.streetAddress`}
                  label={words.labels.streetAddress}
                  maxLength={NEED_LIMITS.referralText}
                />
                <FormTextField
                  name={`referrals.${index}.city`}
                  label={words.labels.city}
                  maxLength={NEED_LIMITS.referralText}
                />
                <FormTextField
                  name={`referrals.${index}.state`}
                  label={words.labels.state}
                  maxLength={NEED_LIMITS.referralText}
                />
                <FormTextField
                  name={`referrals.${index}.zipcode`}
                  label={words.labels.zipcode}
                  inputMode="numeric"
                  maxLength={5}
                />
              </div>
              {fields.length > 1 ? (
                <Button size="sm" variant="secondary" className="self-start" onClick={() => remove(index)}>
                  {t`Remove resource ${index + 1}`}
                </Button>
              ) : null}
            </fieldset>
          ))
        : null}
      {referred ? (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => append(emptyReferral())}>
          {t`Add another resource`}
        </Button>
      ) : null}
    </div>
  );
}
