import { describe, expect, it } from 'vitest';
import { dayProblem, limitProblem, serverLimitProblem } from './schedule-rules.ts';

const mondaySevenAm = Date.parse('2030-01-07T12:00:00Z');

describe('the schedule dialog’s rules', () => {
  it('words the day’s problem', () => {
    expect(dayProblem('2030-01-06', mondaySevenAm, 'America/New_York')).toEqual({ code: 'past' });
    expect(dayProblem('2030-01-12', mondaySevenAm, 'America/New_York')).toEqual({ code: 'weekend' });
    expect(dayProblem('2030-02-05', mondaySevenAm, 'America/New_York')).toEqual({ code: 'before', day: '2030-02-04' });
    expect(dayProblem('2030-01-08', mondaySevenAm, 'America/New_York')).toBeNull();
    const mondayTenPastTen = Date.parse('2030-01-07T15:10:00Z');
    expect(dayProblem('2030-01-07', mondayTenPastTen, 'America/New_York')).toEqual({ code: 'noTimeLeft' });
    expect(dayProblem('2030-01-08', mondayTenPastTen, 'America/New_York')).toBeNull();
  });
  it('says which daily limit a day is over', () => {
    expect(limitProblem({ canSchedule: false, canSend: true, scheduledLimit: 20, sendingLimit: 25 })).toEqual({
      code: 'scheduledToday',
      limit: 20,
    });
    expect(limitProblem({ canSchedule: true, canSend: false, scheduledLimit: 20, sendingLimit: 25 })).toEqual({
      code: 'sendingThatDay',
      limit: 25,
    });
    expect(limitProblem({ canSchedule: true, canSend: true, scheduledLimit: 20, sendingLimit: 25 })).toBeNull();
  });
  it('reads the server’s limit refusals', () => {
    expect(serverLimitProblem('Cannot schedule more than 20 messages per day')).toEqual({ code: 'perDay', limit: 20 });
    expect(serverLimitProblem('Cannot schedule more than 25 messages to be sent')).toEqual({
      code: 'toBeSent',
      limit: 25,
    });
    expect(serverLimitProblem('Something else')).toBeNull();
  });
});
