import { describe, expect, it } from 'vitest';
import { namedChwRows } from './chw-report-rows.ts';

describe('the CHW report’s rows as shown', () => {
  it('puts back the names and thresholds the answer gives once', () => {
    const rows = namedChwRows({
      customers: [{ id: 'c1', name: 'Acme', initialMinutes: 40, addOnMinutes: 20 }],
      people: [
        { id: 'g1', name: 'Gail Guide' },
        { id: 's1', name: 'Sam Visor' },
      ],
      rows: [
        {
          memberId: 'm1',
          memberName: 'Rosa Delgado',
          clientId: 'c1',
          guideId: 'g1',
          minutes: 70,
          g0019: true,
          g0022Units: 1,
          byStaff: [
            { staffId: 'g1', minutes: 50 },
            { staffId: 's1', minutes: 20 },
          ],
        },
        {
          memberId: 'm2',
          memberName: 'Ana Acosta',
          clientId: 'c1',
          guideId: null,
          minutes: 5,
          g0019: false,
          g0022Units: 0,
          byStaff: [],
        },
      ],
    });
    expect(rows[0]).toMatchObject({
      clientName: 'Acme',
      guideName: 'Gail Guide',
      initialMinutes: 40,
      addOnMinutes: 20,
      byStaff: [
        { staffId: 'g1', staffName: 'Gail Guide', minutes: 50 },
        { staffId: 's1', staffName: 'Sam Visor', minutes: 20 },
      ],
    });
    expect(rows[1]).toMatchObject({ memberName: 'Ana Acosta', guideName: null });
  });
});
