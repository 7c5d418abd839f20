import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_USER_MESSAGES, memberTeamCount, type TeamRole } from '../../../domain/index.ts';
import { Button, CheckboxField, SelectField } from '../../../ui/index.ts';
import { MembershipDates } from './MembershipDates.tsx';
import type { UserWords } from './use-user-words.ts';

export interface TeamLine {
  teamId: string;
  isPrimary: boolean;
  isManager: boolean;
  startDate: number | null;
  endDate: number | null;
}

/**
 * The user form's teams (spec part 3 sections 3 to 5): add a team with its role (a team and a role
 * are both needed; MEMBER of one team only, VIEWER of many; a team already listed is ignored), mark
 * a manager, date the membership, remove a team. Each control is labelled with its team's name.
 */
export function UserTeamsField({
  value,
  onChange,
  teams,
  words,
  error,
}: {
  value: readonly TeamLine[];
  onChange: (lines: TeamLine[]) => void;
  teams: readonly { id: string; name: string }[];
  words: UserWords;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const [teamId, setTeamId] = useState('');
  const [role, setRole] = useState<TeamRole | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (id: string) => teams.find((team) => team.id === id)?.name ?? id;

  const add = () => {
    if (!teamId || !role) return setProblem(t`Choose a team and a role to add.`);
    if (role === 'MEMBER' && memberTeamCount(value) > 0)
      return setProblem(words.message(ADMIN_USER_MESSAGES.oneMemberTeam));
    setProblem(null);
    setTeamId('');
    setRole('');
    if (value.some((line) => line.teamId === teamId)) return;
    onChange([...value, { teamId, isPrimary: role === 'MEMBER', isManager: false, startDate: null, endDate: null }]);
  };
  const shownError = problem ?? error;

  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-medium text-slate-900">{words.labels.teams}</legend>
      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((line) => {
            const name = nameOf(line.teamId);
            return (
              <li key={line.teamId} className="flex flex-col gap-2 border-b border-slate-200 pb-2 last:border-b-0">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium">{name}</span>{' '}
                    <span className="text-slate-700">
                      ({line.isPrimary ? words.teamRoles.MEMBER : words.teamRoles.VIEWER})
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <CheckboxField
                      label={t`Manager of ${name}`}
                      checked={line.isManager}
                      onChange={(isManager) =>
                        onChange(value.map((other) => (other.teamId === line.teamId ? { ...other, isManager } : other)))
                      }
                    />
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Remove ${name}`}
                      onClick={() => onChange(value.filter((other) => other.teamId !== line.teamId))}
                    >
                      {t`Remove`}
                    </Button>
                  </span>
                </span>
                <MembershipDates
                  line={line}
                  of={name}
                  zones={{ start: 'teamStart', end: 'teamEnd' }}
                  onChange={(dated) => onChange(value.map((other) => (other.teamId === line.teamId ? dated : other)))}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t`No teams yet.`}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t`Team to add`}
          value={teamId}
          onChange={setTeamId}
          placeholder={t`Choose a team`}
          options={teams
            .filter((team) => !value.some((line) => line.teamId === team.id))
            .map((team) => ({ value: team.id, label: team.name }))}
        />
        <SelectField
          label={t`Team role`}
          value={role}
          onChange={(next) => setRole(next as TeamRole | '')}
          placeholder={t`Choose a role`}
          options={[
            { value: 'MEMBER', label: words.teamRoles.MEMBER },
            { value: 'VIEWER', label: words.teamRoles.VIEWER },
          ]}
        />
        <Button variant="secondary" onClick={add}>
          {t`Add team`}
        </Button>
      </div>
      {shownError ? (
        <p role="alert" className="text-sm text-red-800">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
