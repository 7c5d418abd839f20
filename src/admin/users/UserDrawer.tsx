import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ADMIN_USER_LIMITS,
  ADMIN_USER_MESSAGES,
  adminUserEmail,
  adminUserFirstName,
  adminUserLastName,
  ASSIGNABLE_ROLES,
  isAssignableRole,
  RESOURCING_ROLES,
  STAFF_TIME_ZONES,
  type Role,
} from '../../../domain/index.ts';
import { arktypeResolver, FormCheckboxField, FormSelectField, FormTextField } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { useActingUser } from '../../services/use-acting-user.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { AvailableNumbers } from './AvailableNumbers.tsx';
import { ClientAuditorsField, type AuditorLine } from './ClientAuditorsField.tsx';
import { UserTeamsField, type TeamLine } from './UserTeamsField.tsx';
import { useUserSave } from './use-user-save.ts';
import { useUserWords } from './use-user-words.ts';

interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  /** '' until chosen. */
  role: string;
  timeZone: string;
  mobilePhone: string | null;
  resourceNumber: string;
  hasAppAccess: boolean;
  teams: TeamLine[];
  clientAuditors: AuditorLine[];
}

const common = {
  firstName: adminUserFirstName,
  lastName: adminUserLastName,
  role: 'string',
  timeZone: 'string',
  mobilePhone: 'string | null',
  resourceNumber: 'string',
  hasAppAccess: 'boolean',
  teams: 'object[]',
  clientAuditors: 'object[]',
} as const;
const createForm = type({ ...common, email: adminUserEmail });
const editForm = type({ ...common, email: 'string' });

/**
 * Add New User and Edit user (spec part 3 sections 3 to 5) in the admin drawer: the e-mail is
 * given once (read-only on edit), the role only among the assignable ones (an admin's stays as it
 * is), the resourcing number's 3-digit base only when creating a guide or supervisor, client
 * auditors only for a guide supervisor, and app access only by a super admin. A refusal comes back
 * on the field it names; one naming none is the error toast.
 */
export function UserDrawer({
  user,
  teams,
  customers,
  onClose,
}: {
  /** null: a new user. */
  user: LiveRow<'adminUsers'> | null;
  teams: readonly { id: string; name: string }[];
  customers: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useUserWords();
  const acting = useActingUser();
  const isSuperAdmin = acting.role === 'SUPER_ADMIN';
  const resolver = useMemo(
    () => arktypeResolver<UserValues>(user ? editForm : createForm, words.resolver),
    [user, words],
  );
  const form = useForm<UserValues>({
    resolver,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: user?.role ?? '',
      timeZone: user?.timeZone ?? 'America/New_York',
      mobilePhone: user?.mobilePhone ?? '',
      resourceNumber: '',
      hasAppAccess: user?.hasAppAccess ?? true,
      teams: (user?.teams ?? []).map((team) => ({
        teamId: team.teamId,
        isPrimary: team.role === 'MEMBER',
        isManager: team.isManager,
        startDate: team.startDate,
        endDate: team.endDate,
      })),
      clientAuditors: (user?.clientAuditors ?? []).map((auditor) => ({ ...auditor })),
    },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const base = useWatch({ control: form.control, name: 'resourceNumber' });
  const roleLocked = user !== null && !isAssignableRole(user.role);
  const asksResourcing = user === null && RESOURCING_ROLES.includes(role as Role);
  const create = useUserSave('createAdminUser', t`User created successfully!`, words, form);
  const update = useUserSave('updateAdminUser', t`User updated successfully!`, words, form);

  const submit = async (values: UserValues) => {
    // An end before its start is refused by the server too; said here on the list it belongs to.
    const misordered = (lines: readonly { startDate: number | null; endDate: number | null }[]) =>
      lines.some((line) => line.startDate !== null && line.endDate !== null && line.endDate < line.startDate);
    const dated = values.role === 'GUIDE_SUPERVISOR' ? (['teams', 'clientAuditors'] as const) : (['teams'] as const);
    for (const name of dated)
      if (misordered(values[name])) {
        form.setError(name, { type: 'rule', message: words.message(ADMIN_USER_MESSAGES.endBeforeStart) });
        return;
      }
    const fields = {
      firstName: values.firstName,
      lastName: values.lastName,
      role: values.role as (typeof ASSIGNABLE_ROLES)[number],
      timeZone: values.timeZone as (typeof STAFF_TIME_ZONES)[number],
      mobilePhone: values.mobilePhone?.trim() || null,
      hasAppAccess: values.hasAppAccess,
      teams: values.teams,
      clientAuditors: values.role === 'GUIDE_SUPERVISOR' ? values.clientAuditors : [],
    };
    if (user) {
      if (await update({ userId: user.id, ...fields })) onClose();
      return;
    }
    const resourceNumber = asksResourcing ? values.resourceNumber.trim() : null;
    if (resourceNumber !== null && !/^[1-9]\d{2}$/.test(resourceNumber)) {
      form.setError('resourceNumber', { type: 'rule', message: words.message(ADMIN_USER_MESSAGES.resourcingNumber) });
      return;
    }
    if (await create({ id: crypto.randomUUID(), email: values.email, resourceNumber, ...fields })) onClose();
  };

  const roleOptions = (roleLocked && user ? [user.role] : ASSIGNABLE_ROLES).map((value) => ({
    value,
    label: words.roleName(value),
  }));

  return (
    <MemberInfoFormDialog
      drawer
      title={user ? t`Edit user` : t`Add New User`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t`Save User`}
      submitDisabled={!role}
    >
      <FormTextField name="firstName" label={words.labels.firstName} required maxLength={ADMIN_USER_LIMITS.name} />
      <FormTextField name="lastName" label={words.labels.lastName} required maxLength={ADMIN_USER_LIMITS.name} />
      <FormTextField
        name="email"
        type="email"
        label={words.labels.email}
        required={user === null}
        disabled={user !== null}
        hint={user ? t`The e-mail of an existing user cannot be changed.` : undefined}
        maxLength={ADMIN_USER_LIMITS.email}
      />
      <FormSelectField
        name="role"
        label={words.labels.role}
        required
        disabled={roleLocked}
        hint={roleLocked ? t`Admins' roles are not changed here.` : undefined}
        placeholder={t`Choose a role`}
        options={roleOptions}
      />
      <FormSelectField
        name="timeZone"
        label={words.labels.timeZone}
        required
        options={STAFF_TIME_ZONES.map((zone) => ({ value: zone, label: zone.replace('_', ' ') }))}
      />
      <FormTextField
        name="mobilePhone"
        type="tel"
        label={words.labels.mobilePhone}
        maxLength={ADMIN_USER_LIMITS.phone}
      />
      {asksResourcing ? (
        <>
          <FormTextField
            name="resourceNumber"
            label={words.labels.resourceNumber}
            required
            inputMode="numeric"
            maxLength={ADMIN_USER_LIMITS.resourcingInput}
            hint={t`The area code of the number to buy: 3 digits.`}
          />
          {/^[1-9]\d{2}$/.test(base.trim()) ? <AvailableNumbers base={base.trim()} words={words} /> : null}
        </>
      ) : null}
      <Controller
        control={form.control}
        name="teams"
        render={({ field, fieldState }) => (
          <UserTeamsField
            value={field.value}
            onChange={field.onChange}
            teams={teams}
            words={words}
            error={fieldState.error?.message}
          />
        )}
      />
      {role === 'GUIDE_SUPERVISOR' ? (
        <Controller
          control={form.control}
          name="clientAuditors"
          render={({ field, fieldState }) => (
            <ClientAuditorsField
              label={words.labels.clientAuditors}
              value={field.value}
              onChange={field.onChange}
              customers={customers}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <FormCheckboxField
        name="hasAppAccess"
        label={words.labels.hasAppAccess}
        disabled={!isSuperAdmin}
        hint={isSuperAdmin ? undefined : t`Only a super admin may change app access.`}
      />
    </MemberInfoFormDialog>
  );
}
