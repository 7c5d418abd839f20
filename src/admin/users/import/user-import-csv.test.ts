import { describe, expect, it } from 'vitest';
import { readUsersCsv, usersFromTable } from './user-import-csv.ts';

describe('reading a users CSV file', () => {
  it('maps the columns by their header, in any order and case, and fills the missing optional ones', async () => {
    const reading = await readUsersCsv(
      '\uFEFFemail,ROLE,first name,Last Name,Teams\r\nana@example.org,Provider,Ana,Ruiz,"North; South"\r\n\r\n',
    );
    expect(reading).toEqual({
      ok: true,
      rows: [
        {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.org',
          role: 'Provider',
          timeZone: '',
          mobilePhone: '',
          resourceNumber: '',
          teams: 'North; South',
          appAccess: '',
        },
      ],
    });
  });

  it('says which required columns are missing, and refuses an empty file', () => {
    expect(
      usersFromTable([
        ['First name', 'Role'],
        ['Ana', 'GUIDE'],
      ]),
    ).toEqual({
      ok: false,
      problem: 'missingColumns',
      missing: ['Last name', 'E-mail'],
    });
    expect(usersFromTable([['First name', 'Last name', 'E-mail', 'Role']])).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses more than 1,000 users before anything is sent', () => {
    const line = ['Ana', 'Ruiz', 'ana@example.org', 'GUIDE'];
    const table = [['First name', 'Last name', 'E-mail', 'Role'], ...Array.from({ length: 1001 }, () => line)];
    expect(usersFromTable(table)).toEqual({ ok: false, problem: 'tooMany', count: 1001 });
    expect(usersFromTable(table.slice(0, 1001))).toMatchObject({ ok: true });
  });

  it('cuts a cell longer than any field to the longest the server reads, so its row reports it', () => {
    const reading = usersFromTable([
      ['First name', 'Last name', 'E-mail', 'Role'],
      ['A'.repeat(500), 'Ruiz', 'ana@example.org', 'GUIDE'],
    ]);
    expect(reading.ok && reading.rows[0]!.firstName.length).toBe(300);
  });
});
