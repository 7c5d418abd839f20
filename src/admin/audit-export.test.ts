import { describe, expect, it, vi } from 'vitest';
import { AUDIT_EXPORT_PAGE_SIZE, type AuditEntryView } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';
import { exportAuditTrail } from './audit-export.ts';

const entry = (seq: number): AuditEntryView => ({
  seq,
  at: new Date(Date.UTC(2026, 10, 25, 9, 0, 0, seq)).toISOString(),
  userId: 'u1',
  userName: 'Ana Ruiz',
  actingAsUserId: null,
  actingAsUserName: null,
  operation: 'getUser',
  memberIds: ['m1'],
  statusCode: 200,
  outcome: 'allowed',
  clientAddress: '127.0.0.1',
  changes: [],
});

/** A server holding `total` entries, newest first, answering offset pages like GET /admin/audit-trail. */
function fakeApi(total: number) {
  const all = Array.from({ length: total }, (_, i) => entry(total - i));
  const call = vi.fn(
    async (_operation: unknown, input: { query: { 'page-start': number; 'page-size': number; to?: string } }) => {
      const { 'page-start': start, 'page-size': size, to } = input.query;
      const matching = to ? all.filter((e) => e.at < to) : all;
      return { data: matching.slice(start, start + size), count: matching.length };
    },
  );
  return { api: { call } as unknown as ApiClient, call };
}

describe('exportAuditTrail', () => {
  it('reads every page of the filters and writes one CSV line per entry', async () => {
    const { api, call } = fakeApi(AUDIT_EXPORT_PAGE_SIZE * 2 + 3);
    const result = await exportAuditTrail(api, { memberId: 'm1' });
    expect(result.rows).toBe(AUDIT_EXPORT_PAGE_SIZE * 2 + 3);
    expect(result.truncated).toBe(false);
    expect(result.csv.trim().split('\r\n')).toHaveLength(AUDIT_EXPORT_PAGE_SIZE * 2 + 4);
    expect(call).toHaveBeenCalledTimes(3);
    // Later pages end at the newest entry of the first, keeping the caller's filters.
    const newest = entry(AUDIT_EXPORT_PAGE_SIZE * 2 + 3).at;
    expect(call.mock.calls[1]?.[1].query).toMatchObject({
      memberId: 'm1',
      to: new Date(Date.parse(newest) + 1).toISOString(),
      'page-start': AUDIT_EXPORT_PAGE_SIZE,
    });
  });

  it('writes only the header when nothing matches', async () => {
    const { api } = fakeApi(0);
    expect(await exportAuditTrail(api, {})).toEqual({
      csv: 'seq,at,userId,userName,actingAsUserId,actingAsUserName,operation,memberIds,statusCode,outcome,clientAddress,changes\r\n',
      rows: 0,
      truncated: false,
    });
  });
});
