import { useEffect, useState } from 'react';
import { useLive } from '../data/index.ts';

/** How long the page waits for those parts before showing without them (a slow query never blanks it). */
export const SETTLE_CAP_MS = 800;

/**
 * Whether the parts that would push the member page's panels down as they arrive have answered:
 * the alerts and the workflow cards above the panels, and the consents at the top of Member info.
 * Each arrived 50-300 ms after the panels showed and moved them by up to 440 px (a click aimed at
 * the feed or Add phone number landed on whatever moved into its place), so the page holds its
 * panels out of sight until then, at most `SETTLE_CAP_MS`. The panels stay mounted meanwhile, so
 * their own queries load alongside. These are the same queries the parts ask for: equal params
 * share one engine query (`useLive`).
 */
export function useMemberPageSettled(memberId: string, clientId: string | null): boolean {
  const alerts = useLive('activeAlerts', { memberId });
  const phases = useLive('memberWorkflowPhases', { memberId });
  const consents = useLive('memberConsentTerms', clientId ? { memberId, clientId } : undefined);
  const answered =
    alerts.status !== 'loading' && phases.status !== 'loading' && (!clientId || consents.status !== 'loading');
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    if (answered) return;
    const timer = setTimeout(() => setWaitedFor(memberId), SETTLE_CAP_MS);
    return () => clearTimeout(timer);
  }, [answered, memberId]);
  return answered || waitedFor === memberId;
}
