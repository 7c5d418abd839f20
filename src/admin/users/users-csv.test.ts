import { describe, expect, it } from 'vitest';
import { usersCsv } from './users-csv.ts';

const words = {
  headers: ['Name', 'Email', 'Role', 'Teams', 'App access', 'Last sign-in'] as const,
  roleName: (role: string) => (role === 'GUIDE' ? 'Guide' : role),
  teamName: (id: string) => ({ a: 'North, east', b: 'South' })[id],
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  formatInstant: (at: string) => at.slice(0, 10),
};

describe('usersCsv', () => {
  it('writes the shown columns, quotes commas and escapes a cell that looks like a formula', async () => {
    const csv = await usersCsv(
      [
        {
          firstName: 'Ana',
          lastName: 'Peña',
          email: 'ana@example.org',
          role: 'GUIDE',
          teams: [{ teamId: 'a' }, { teamId: 'gone' }, { teamId: 'b' }],
          hasAppAccess: true,
          lastSignInAt: '2026-12-02T15:00:00Z',
        },
        {
          firstName: '=HYPERLINK("x")',
          lastName: 'Doe',
          email: null,
          role: 'PROVIDER',
          teams: [],
          hasAppAccess: false,
          lastSignInAt: null,
        },
      ],
      words,
    );
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Role,Teams,App access,Last sign-in',
      'Ana Peña,ana@example.org,Guide,"North, east; South",Yes,2026-12-02',
      `"'=HYPERLINK(""x"") Doe",,PROVIDER,,No,Never`,
    ]);
  });
});
