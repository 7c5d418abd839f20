import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../domain/index.ts';
import { auditCsv, csvField } from './audit-csv.ts';

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
};

describe('auditCsv', () => {
  it('writes a header and one line per entry, members space-separated, empty for null', () => {
    expect(auditCsv([entry])).toBe(
      'seq,at,userId,userName,actingAsUserId,actingAsUserName,operation,memberIds,statusCode,outcome,clientAddress\r\n' +
        '7,2026-11-25T09:00:00.000Z,u1,Ana Ruiz,,,getUser,m1 m2,200,allowed,127.0.0.1\r\n',
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
