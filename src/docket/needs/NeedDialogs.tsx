import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { needStatus } from '../../../domain/index.ts';
import { ConfirmDialog } from '../../../ui/index.ts';
import { useServices } from '../../services/services.tsx';
import { useLive } from '../../data/index.ts';
import { useNeedsMetadata } from '../../needs/use-needs-metadata.ts';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { ActionDialog } from '../../needs/ActionDialog.tsx';
import { NeedDetailDialog } from '../../needs/NeedDetail.tsx';
import { indexMetadata } from '../../needs/needs-metadata.ts';
import { useActingUser } from '../../services/use-acting-user.ts';
import { memberStageKeyOf } from '../../status-change-requests/status-change-form.ts';
import { resolveTimeZone } from '../../shared/time/days.ts';

export interface NeedDialogRequest {
  kind: 'details' | 'addAction' | 'extend';
  needId: string;
  memberId: string;
}

export interface NeedDialogsProps {
  request: NeedDialogRequest | undefined;
  onClose: () => void;
}

/** The Needs tab's menu opens the needs feature's own dialogs: the need's detail, Add action, and the extension's confirmation. */
export function NeedDialogs({ request, onClose }: NeedDialogsProps) {
  return request ? <OpenNeedDialog request={request} onClose={onClose} /> : null;
}

function OpenNeedDialog({ request, onClose }: { request: NeedDialogRequest; onClose: () => void }) {
  const { t } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  // The member's needs (the docket's rows carry only what the tab shows) and the member's stage.
  const needs = useLive('memberNeeds', { memberId: request.memberId });
  const member = useLive('memberRecord', { memberId: request.memberId }).rows[0];
  const catalogue = useNeedsMetadata();
  const metadata = useMemo(() => indexMetadata(catalogue.status === 'ready' ? catalogue.data : undefined), [catalogue]);
  const extend = useMemberInfoSave('extendNeed', t`Time window extended successfully`);
  const need = needs.rows.find((row) => row.id === request.needId);

  if (request.kind === 'extend') {
    return (
      <ConfirmDialog
        open
        tone="primary"
        title={t`Extend the time window?`}
        description={t`The need gets its target window again from its current end.`}
        confirmLabel={t`Extend`}
        cancelLabel={t`Cancel`}
        onConfirm={() => void extend({ needId: request.needId }).then(onClose)}
        onCancel={onClose}
      />
    );
  }
  if (!need || catalogue.status !== 'ready') return null;
  if (request.kind === 'addAction')
    return (
      <ActionDialog
        need={need}
        issue={metadata.issue(need.issueId)}
        activities={metadata.activitiesOf(need.issueId)}
        onClose={onClose}
      />
    );
  const status = needStatus(need, {
    nowMs: clock.now(),
    timeZone,
    memberStageKey: memberStageKeyOf(member?.memberStageId) ?? null,
  });
  return <NeedDetailDialog need={need} status={status} metadata={metadata} timeZone={timeZone} onClose={onClose} />;
}
