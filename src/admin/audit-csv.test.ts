import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../domain/index.ts';
import { auditCsv, csvField, describeChanges } from './audit-csv.ts';

const entry: AuditEntryView = {
  seq: 7,
  at: '2026-11-25T09:00:00.000Z',
  userId: 'u1',
  userName: 'Ana Ruiz',
  actingAsUserId: null,
  actingAsUserName: null,
  operation: 'getUser',
  memberIds: ['m1', 'm2'],
  statusCode: 200,
  outcome: 'allowed',
  clientAddress: '127.0.0.1',
  changes: [],
};

describe('auditCsv', () => {
  it('writes a header and one line per entry, members space-separated, empty for null', () => {
    expect(auditCsv([entry])).toBe(
      'seq,at,userId,userName,actingAsUserId,actingAsUserName,operation,memberIds,statusCode,outcome,clientAddress,changes\r\n' +
        '7,2026-11-25T09:00:00.000Z,u1,Ana Ruiz,,,getUser,m1 m2,200,allowed,127.0.0.1,\r\n',
    );
  });

  it("writes an admin write's changes on one line: each field before and after, '?' for a before never recorded", () => {
    const changes: AuditEntryView['changes'] = [
      {
        entity: 'customer',
        id: 'c1',
        op: 'updated',
        beforeKnown: true,
        fields: [
          { name: 'displayName', before: 'Lakeside', after: 'Lakeside Health' },
          { name: 'website', before: null, after: 'https://x' },
        ],
      },
      {
        entity: 'team',
        id: 't1',
        op: 'updated',
        beforeKnown: false,
        fields: [{ name: 'name', before: null, after: 'North' }],
      },
    ];
    expect(describeChanges(changes)).toBe(
      'customer c1 updated: displayName "Lakeside" -> "Lakeside Health", website - -> "https://x"; team t1 updated: name ? -> "North"',
    );
    expect(auditCsv([{ ...entry, changes }]).split('\r\n')[1]).toMatch(
      /,"customer c1 updated: displayName ""Lakeside""/,
    );
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
    expect(csvField(null)).toBe('');
  });
});
