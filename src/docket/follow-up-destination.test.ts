import { describe, expect, it } from 'vitest';
import { followUpDestination } from './follow-up-destination.ts';

describe('where a Follow up row leads', () => {
  it.each([
    [{ type: 'CALL_BACK', memberId: 'm1', externalItemType: 'call' }, '/docket/guide/g1/member/m1'],
    [{ type: 'TEXT_BACK', memberId: 'm1', externalItemType: 'message' }, '/docket/guide/g1/member/m1'],
    [{ type: 'CALL_AUDIT', memberId: 'm1', externalItemType: 'call' }, '/calls?onlyUnassigned=true'],
    [{ type: 'CALL_BACK', memberId: null, externalItemType: 'call' }, '/calls?onlyUnassigned=true'],
    [{ type: 'INCOMPLETE_VISIT', memberId: null, externalItemType: 'visit' }, null],
  ])('%j: %s', (row, destination) => expect(followUpDestination(row, 'g1')).toBe(destination));
});
