import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BulkUserOperation } from '../../../domain/index.ts';
import { Button, CheckboxField, ConfirmDialog, Dialog, useToast } from '../../../ui/index.ts';
import { useMutation } from '../../data/index.ts';

type Asking = { operation: BulkUserOperation; hasAppAccess?: boolean } | null;

/**
 * The bulk actions on the selected users (spec part 3 sections 5 to 8): Enable and Disable App
 * Access and Delete Users for a super admin only, Assign Teams and Remove Teams for every admin;
 * each asks first (delete warns it cannot be undone; a team action needs at least one team).
 * `onDone` gets the operation's id, whose per-user outcome the page then shows.
 */
export function BulkActions({
  userIds,
  teams,
  isSuperAdmin,
  onDone,
}: {
  userIds: readonly string[];
  teams: readonly { id: string; name: string }[];
  isSuperAdmin: boolean;
  onDone: (operationId: string) => void;
}) {
  const { t } = useLingui();
  const showToast = useToast();
  const failed = () => showToast({ tone: 'error', message: t`An error occurred during bulk operation` });
  const run = useMutation('bulkUserOperation', { onInvalid: failed, onFailure: failed });
  const [asking, setAsking] = useState<Asking>(null);
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [teamProblem, setTeamProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = userIds.length;

  const close = () => {
    setAsking(null);
    setTeamIds([]);
    setTeamProblem(null);
  };
  const confirm = async () => {
    if (!asking) return;
    const teamsAction = asking.operation === 'ASSIGN_TEAMS' || asking.operation === 'REMOVE_TEAMS';
    if (teamsAction && !teamIds.length) return setTeamProblem(t`Select at least one team.`);
    const id = crypto.randomUUID();
    setBusy(true);
    const done = await run({
      id,
      userIds: [...userIds],
      operation: asking.operation,
      data: teamsAction ? { teamIds } : asking.hasAppAccess === undefined ? {} : { hasAppAccess: asking.hasAppAccess },
    });
    setBusy(false);
    close();
    if (done) onDone(id);
  };

  const titles: Record<BulkUserOperation, string> = {
    TOGGLE_APP_ACCESS: asking?.hasAppAccess ? t`Enable App Access` : t`Disable App Access`,
    DELETE_USERS: t`Delete Users`,
    ASSIGN_TEAMS: t`Assign Teams`,
    REMOVE_TEAMS: t`Remove Teams`,
  };
  const teamsAsked = asking?.operation === 'ASSIGN_TEAMS' || asking?.operation === 'REMOVE_TEAMS';

  return (
    <div role="group" aria-label={t`Bulk actions`} className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{t`${count} selected`}</span>
      {isSuperAdmin ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAsking({ operation: 'TOGGLE_APP_ACCESS', hasAppAccess: true })}
          >
            {t`Enable App Access`}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAsking({ operation: 'TOGGLE_APP_ACCESS', hasAppAccess: false })}
          >
            {t`Disable App Access`}
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => setAsking({ operation: 'ASSIGN_TEAMS' })}>
        {t`Assign Teams`}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking({ operation: 'REMOVE_TEAMS' })}>
        {t`Remove Teams`}
      </Button>
      {isSuperAdmin ? (
        <Button size="sm" variant="secondary" onClick={() => setAsking({ operation: 'DELETE_USERS' })}>
          {t`Delete Users`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null && !teamsAsked}
        title={asking ? titles[asking.operation] : ''}
        description={
          asking?.operation === 'DELETE_USERS'
            ? t`Delete ${count} selected user(s)? This action cannot be undone.`
            : asking?.hasAppAccess
              ? t`Give app access to ${count} selected user(s)?`
              : t`Take app access from ${count} selected user(s)? They are signed out within a minute.`
        }
        confirmLabel={asking ? titles[asking.operation] : ''}
        cancelLabel={t`Cancel`}
        tone={asking?.operation === 'DELETE_USERS' || asking?.hasAppAccess === false ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <Dialog
        open={teamsAsked}
        onClose={busy ? () => undefined : close}
        title={asking ? titles[asking.operation] : ''}
        description={
          asking?.operation === 'ASSIGN_TEAMS'
            ? t`Teams to assign to ${count} selected user(s), as viewers.`
            : t`Teams to remove from ${count} selected user(s).`
        }
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t`Cancel`}
            </Button>
            <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
              {asking ? titles[asking.operation] : ''}
            </Button>
          </>
        }
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t`Teams`}</legend>
          {teams.map((team) => (
            <CheckboxField
              key={team.id}
              label={team.name}
              checked={teamIds.includes(team.id)}
              onChange={(on) => {
                setTeamProblem(null);
                setTeamIds((ids) => (on ? [...ids, team.id] : ids.filter((id) => id !== team.id)));
              }}
            />
          ))}
        </fieldset>
        {teamProblem ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {teamProblem}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
