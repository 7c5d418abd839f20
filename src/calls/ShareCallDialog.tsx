import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, MultiSelectField, Spinner, type FieldOption } from '../../ui/index.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';

export interface ShareCallDialogProps {
  /** Guides whose review of this call is open already: sharing with them again adds nothing. */
  reviewing: readonly string[];
  /** Resolves true when shared (the dialog closes). */
  onShare: (assigneeIds: string[]) => Promise<boolean>;
  onClose: () => void;
}

/** Share call: at least one guide; 'No guides available for assignment.' when there is none. */
export function ShareCallDialog({ reviewing, onShare, onClose }: ShareCallDialogProps) {
  const { t } = useLingui();
  const team = useTeamDirectory();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = new Set(reviewing);
  const options: FieldOption[] =
    team.state.status === 'success'
      ? team.state.guides
          .filter((guide) => !open.has(guide.guideId))
          .map((guide) => ({ value: guide.guideId, label: guide.guideName }))
          .sort((a, b) => a.label.localeCompare(b.label))
      : [];
  const error = tried && chosen.length === 0 ? t`Choose at least one guide.` : undefined;
  const summary = (picked: readonly FieldOption[]) =>
    picked.length === 0 ? t`None` : picked.map((option) => option.label).join(', ');
  const submit = async () => {
    setTried(true);
    if (chosen.length === 0) return;
    setBusy(true);
    const done = await onShare(chosen);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t`Share call`}
      description={t`The guides you choose get a Review call follow-up on their docket.`}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy || options.length === 0}>
            {t`Share`}
          </Button>
        </>
      }
    >
      {team.state.status === 'loading' ? (
        <Spinner label={t`Loading guides`} className="w-full py-6" />
      ) : options.length === 0 ? (
        <p className="text-slate-700">{t`No guides available for assignment.`}</p>
      ) : (
        <MultiSelectField
          label={t`Guides`}
          value={chosen}
          onChange={setChosen}
          options={options}
          summary={summary}
          error={error}
        />
      )}
    </Dialog>
  );
}
