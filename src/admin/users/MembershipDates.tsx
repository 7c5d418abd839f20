import { useLingui } from '@lingui/react/macro';
import { membershipDateMs, membershipDay, type MembershipDateKind } from '../../../domain/index.ts';
import { DateField } from '../../../ui/index.ts';

interface Dated {
  startDate: number | null;
  endDate: number | null;
}

/**
 * A team membership's or a customer audit's start and end days (spec part 3 sections 3, 9), each
 * optional, labelled with what they date. The days are kept as their first instant in the spec's
 * zone for each (domain/admin-users.ts), so every admin reads the same day wherever they are.
 */
export function MembershipDates<Line extends Dated>({
  line,
  of,
  zones,
  onChange,
}: {
  line: Line;
  /** What the dates belong to, for their labels: a team's or a customer's name. */
  of: string;
  zones: { start: MembershipDateKind; end: MembershipDateKind };
  onChange: (line: Line) => void;
}) {
  const { t } = useLingui();
  const dayOf = (ms: number | null, kind: MembershipDateKind) => (ms === null ? '' : membershipDay(ms, kind));
  const msOf = (day: string, kind: MembershipDateKind) => (day ? membershipDateMs(day, kind) : null);
  const start = dayOf(line.startDate, zones.start);
  return (
    <span className="flex flex-wrap gap-2">
      <DateField
        label={t`Start date for ${of}`}
        value={start}
        onChange={(day) => onChange({ ...line, startDate: msOf(day, zones.start) })}
      />
      <DateField
        label={t`End date for ${of}`}
        value={dayOf(line.endDate, zones.end)}
        min={start || undefined}
        onChange={(day) => onChange({ ...line, endDate: msOf(day, zones.end) })}
      />
    </span>
  );
}
