import { describe, expect, it } from 'vitest';
import type { CallLogRow, TextLogRow } from '../../sync/client/index.ts';
import { callParties, formatDateTime, memberSideNumber, offersAssignCall, textParties } from './log-rows.ts';

const call = (overrides: Partial<CallLogRow>): CallLogRow => ({
  id: 'c1',
  status: 'ENDED',
  incoming: false,
  memberId: null,
  memberName: null,
  originatorUserId: 'g1',
  originatorName: 'Gina Guide',
  originatorPhoneNumber: '+15550000100',
  receiverUserId: null,
  receiverName: null,
  receiverPhoneNumber: '+15125550111',
  timeStarted: '2026-11-20T15:04:00.000Z',
  timeEnded: null,
  note: null,
  duration: 60,
  errorCode: null,
  wentToVoicemail: false,
  voicemailFileId: null,
  isFeedbackCall: false,
  receiverLogged: true,
  assignedAt: null,
  reviews: [],
  position: 0,
  total: 1,
  ...overrides,
});

describe('the calls page rows', () => {
  it('names the guide and the member, and shows a number where no one is known', () => {
    expect(callParties(call({ memberName: 'Rosa Delgado' }))).toEqual({ from: 'Gina Guide', to: 'Rosa Delgado' });
    expect(callParties(call({}))).toEqual({ from: 'Gina Guide', to: '(512) 555-0111' });
    const incoming = call({
      incoming: true,
      originatorName: null,
      originatorPhoneNumber: '+17375550199',
      receiverName: 'Gina Guide',
    });
    expect(callParties(incoming)).toEqual({ from: '(737) 555-0199', to: 'Gina Guide' });
    expect(memberSideNumber(incoming)).toBe('+17375550199');
    expect(memberSideNumber(call({}))).toBe('+15125550111');
  });

  it('names a text’s parties by its direction', () => {
    const text: TextLogRow = {
      id: 't1',
      incoming: true,
      memberId: null,
      memberName: null,
      userId: 'g1',
      guideName: 'Gina Guide',
      phoneNumber: '+17375550199',
      text: 'Hi',
      createdAt: '2026-11-20T15:04:00.000Z',
      smsStatus: 'received',
      position: 0,
      total: 1,
    };
    expect(textParties(text, 'Unknown guide')).toEqual({ from: '(737) 555-0199', to: 'Gina Guide' });
    expect(
      textParties({ ...text, incoming: false, memberName: 'Rosa Delgado', guideName: null }, 'Unknown guide'),
    ).toEqual({ from: 'Unknown guide', to: 'Rosa Delgado' });
  });

  it('formats the date and time in the reader’s zone', () => {
    expect(formatDateTime('2026-11-20T15:04:00.000Z', 'en-US', 'America/Chicago')).toBe('11/20/2026, 9:04 AM');
  });
});

// Issue #38: every call offered 'Assign call', also one placed to its member.
describe('offersAssignCall', () => {
  it('offers it once, on a call without a member', () => {
    expect(offersAssignCall({ memberId: null, assignedAt: null })).toBe(true);
    expect(offersAssignCall({ memberId: 'm1', assignedAt: '2026-11-20T15:04:00.000Z' })).toBe(false);
    expect(offersAssignCall({ memberId: 'm1', assignedAt: null })).toBe(false);
  });
});
