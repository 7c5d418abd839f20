import { useLingui } from '@lingui/react/macro';
import { Banner, Button } from '../../ui/index.ts';
import { useLive, useMutation, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';

/**
 * The organisation's global alerts and this member's (spec part 1 section 2), above the page's
 * content; a dismissable one has a Dismiss button and leaves at once when pressed, for this user
 * only. With `memberId` null (the docket) only the global ones.
 */
export function MemberAlerts({ memberId }: { memberId: string | null }) {
  const { t } = useLingui();
  const alerts = useLive('activeAlerts', { memberId });
  useReportLiveError(alerts);
  const dismiss = useMutation('dismissAlert');
  const user = useActingUser();
  if (alerts.rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {alerts.rows.map((alert) => (
        <Banner
          key={alert.id}
          tone={alert.severity}
          className="rounded-md border"
          action={
            alert.isDismissable ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void dismiss({ alertId: alert.id, userId: user.id })}
              >
                {t`Dismiss`}
                <span className="sr-only">: {alert.title}</span>
              </Button>
            ) : undefined
          }
        >
          <p className="font-semibold">{alert.title}</p>
          <p>{alert.message}</p>
        </Banner>
      ))}
    </div>
  );
}
