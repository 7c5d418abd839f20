/**
 * When is the dashboard stale? The window is the server's answer and does not take in stays the
 * change feed brings, so the screen watches every stay the engine holds (`hospitalizationPulse`)
 * and asks again when one it already knew changed or went, or one it never saw arrives that the
 * window does not show (a new admission). A stay arriving with a fresh window is not news.
 */
import type { HospitalizationPulseRow } from '../../sync/client/index.ts';

export type Fingerprints = ReadonlyMap<string, string>;

export function fingerprintsOf(rows: readonly HospitalizationPulseRow[]): Map<string, string> {
  return new Map(
    rows.map((r) => [
      r.id,
      [
        r.admitDate,
        r.dischargeDate,
        r.guideEnteredDischargedAt,
        r.note,
        r.isEnrolledInBehavioralHealth,
        r.hospital,
      ].join('|'),
    ]),
  );
}

/** True when `next` holds news the window (`shown`: the ids it shows) does not reflect yet. */
export function isStale(previous: Fingerprints | null, next: Fingerprints, shown: ReadonlySet<string>): boolean {
  if (previous === null) return false;
  for (const [id, print] of next) {
    const before = previous.get(id);
    if (before === undefined ? !shown.has(id) : before !== print) return true;
  }
  // A stay the window shows that the engine no longer holds was removed (a cancelled admission).
  for (const id of previous.keys()) if (!next.has(id) && shown.has(id)) return true;
  return false;
}
