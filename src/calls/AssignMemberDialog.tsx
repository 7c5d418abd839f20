import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MEMBER_INFO_LIMITS } from '../../domain/index.ts';
import { Button, Dialog, TextField } from '../../ui/index.ts';
import { MemberPicker, type PickedMember } from './MemberPicker.tsx';

export interface AssignMemberDialogProps {
  title: string;
  /** What is being assigned, shown under the title (a phone number, a call's time). */
  description: string;
  /** Assign phone number also asks for the number's description (required, at most 20 characters). */
  withDescription?: boolean;
  /** Runs the assignment; resolves true when done (the dialog closes), false to stay open. */
  onAssign: (member: PickedMember, description: string) => Promise<boolean>;
  onClose: () => void;
}

/** Assign call, assign text message, assign phone number: a member must be chosen. */
export function AssignMemberDialog({
  title,
  description,
  withDescription = false,
  onAssign,
  onClose,
}: AssignMemberDialogProps) {
  const { t } = useLingui();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [label, setLabel] = useState(() => t`Phone`);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const memberError = tried && !member ? t`Member is required` : undefined;
  const trimmed = label.trim();
  const labelError =
    !withDescription || !tried
      ? undefined
      : !trimmed
        ? t`Description is required.`
        : trimmed.length > MEMBER_INFO_LIMITS.description
          ? t`Description must be at most 20 characters.`
          : undefined;
  const submit = async () => {
    setTried(true);
    if (!member || (withDescription && (!trimmed || trimmed.length > MEMBER_INFO_LIMITS.description))) return;
    setBusy(true);
    const done = await onAssign(member, trimmed);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy}>
            {t`Assign`}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <MemberPicker value={member} onChange={setMember} error={memberError} />
        {withDescription ? (
          <TextField label={t`Description`} required value={label} onChange={setLabel} error={labelError} />
        ) : null}
      </form>
    </Dialog>
  );
}
