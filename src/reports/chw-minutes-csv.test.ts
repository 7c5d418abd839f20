import { describe, expect, it } from 'vitest';
import { chwMinutesCsv, recentMonths } from './chw-minutes-csv.ts';

const row = {
  memberId: 'm1',
  memberName: '=HYPERLINK("x")',
  clientId: 'c1',
  clientName: 'Acme, North',
  guideId: 'g1',
  guideName: 'Gail Guide',
  minutes: 95,
  g0019: true,
  g0022Units: 1,
  initialMinutes: 60,
  addOnMinutes: 30,
  byStaff: [
    { staffId: 'g1', staffName: 'Gail Guide', minutes: 80 },
    { staffId: 'g2', staffName: 'Sam "Sup" Visor', minutes: 15 },
  ],
};

describe('the CHW minutes CSV', () => {
  it('writes one line per member, quoting commas and quotes and defusing formulas', () => {
    const csv = chwMinutesCsv({ month: '2026-11', timeZone: 'America/Chicago', rows: [row] });
    const [header, line, ...rest] = csv.split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toBe(
      'month,timeZone,memberId,memberName,customer,guide,minutes,g0019,g0022Units,g0019ThresholdMinutes,g0022BlockMinutes,minutesByStaff',
    );
    expect(line).toBe(
      `2026-11,America/Chicago,m1,"'=HYPERLINK(""x"")","Acme, North",Gail Guide,95,yes,1,60,30,"Gail Guide: 80; Sam ""Sup"" Visor: 15"`,
    );
  });
});

describe('the month picker', () => {
  it('offers this month first and goes back across the year', () => {
    expect(recentMonths('2026-02-14', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
