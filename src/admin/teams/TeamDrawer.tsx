import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useForm } from 'react-hook-form';
import { TEAM_LIMITS, teamName } from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { arktypeResolver, FormSelectField, FormTextField } from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { useTeamWords } from './use-team-words.ts';

interface TeamValues {
  name: string;
  clientId: string;
  /** '' for none: the customer's market number shows. */
  internalPhoneNumberId: string;
}

const teamForm = type({ name: teamName, clientId: 'string > 0', internalPhoneNumberId: 'string' });

/**
 * Add New Team and Edit team (spec part 3 sections 2, 7): a 530 px drawer with the team's name, its
 * customer (chosen once, when the team is made) and the number its calls show. The new row shows in
 * the list at once; a refusal comes back on the field it names.
 */
export function TeamDrawer({
  team,
  customers,
  numbers,
  onClose,
}: {
  /** null: a new team. */
  team: LiveRow<'adminTeams'> | null;
  customers: readonly { id: string; name: string }[];
  numbers: readonly LiveRow<'internalPhoneNumbers'>[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useTeamWords();
  const resolver = useMemo(() => arktypeResolver<TeamValues>(teamForm, words.resolver), [words]);
  const form = useForm<TeamValues>({
    resolver,
    defaultValues: {
      name: team?.name ?? '',
      clientId: team?.clientId ?? (customers.length === 1 ? (customers[0]?.id ?? '') : ''),
      internalPhoneNumberId: team?.internalPhoneNumberId === null || !team ? '' : String(team.internalPhoneNumberId),
    },
  });
  const create = useMemberInfoSave('createTeam', t`Team created successfully`, form, words.server);
  const update = useMemberInfoSave('updateTeam', t`Team updated successfully`, form, words.server);
  const submit = async (values: TeamValues) => {
    const internalPhoneNumberId = values.internalPhoneNumberId ? Number(values.internalPhoneNumberId) : null;
    const saved = team
      ? await update({ id: team.id, name: values.name, internalPhoneNumberId })
      : await create({ id: crypto.randomUUID(), name: values.name, clientId: values.clientId, internalPhoneNumberId });
    if (saved) onClose();
  };
  return (
    <MemberInfoFormDialog
      drawer
      title={team ? t`Edit team` : t`Add New Team`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField name="name" label={words.labels.name} required maxLength={TEAM_LIMITS.name} />
      <FormSelectField
        name="clientId"
        label={words.labels.clientId}
        required
        disabled={team !== null}
        hint={team ? t`A team serves one customer; it cannot move to another.` : undefined}
        placeholder={t`Choose a customer`}
        options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
      />
      <FormSelectField
        name="internalPhoneNumberId"
        label={words.labels.internalPhoneNumberId}
        placeholder={t`None: the customer's market number`}
        options={numbers.map((number) => ({ value: number.id, label: `${number.displayName} (${number.number})` }))}
      />
    </MemberInfoFormDialog>
  );
}
