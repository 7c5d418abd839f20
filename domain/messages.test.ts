import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  firstScheduleDay,
  scheduleProblem,
  scheduleTimes,
  scheduleTimesOn,
  scheduledPreview,
  sendAtOf,
  statusMayFollow,
  templateVariables,
} from './messages.ts';

const NY = 'America/New_York';
const mondaySevenAm = Date.parse('2030-01-07T12:00:00Z');

describe('the schedule window', () => {
  it('offers 8:00 to 10:00 in 15-minute steps', () => {
    expect(scheduleTimes()).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00']);
  });
  it('takes today to 28 days ahead on weekdays, in the window, in the sender’s zone', () => {
    expect(scheduleProblem(Date.parse('2030-01-07T14:00:00Z'), mondaySevenAm, NY)).toBeUndefined();
    expect(scheduleProblem(Date.parse('2030-02-04T13:00:00Z'), mondaySevenAm, NY)).toBeUndefined();
    expect(scheduleProblem(Date.parse('2030-02-05T13:00:00Z'), mondaySevenAm, NY)).toBe(
      'The date must be before 2030-02-04',
    );
    expect(scheduleProblem(Date.parse('2030-01-05T14:00:00Z'), mondaySevenAm, NY)).toBe(
      'The date must be today or in the future',
    );
    expect(scheduleProblem(Date.parse('2030-01-12T14:00:00Z'), mondaySevenAm, NY)).toBe(
      'Texts cannot be scheduled on weekends',
    );
    expect(scheduleProblem(Date.parse('2030-01-07T15:15:00Z'), mondaySevenAm, NY)).toBe(
      'Choose a time between 8:00 and 10:00 AM',
    );
  });
  it('opens on the first day that can still take a text, offering only the times still ahead', () => {
    expect(firstScheduleDay(mondaySevenAm, NY)).toBe('2030-01-07');
    const mondayNineTen = Date.parse('2030-01-07T14:10:00Z');
    expect(scheduleTimesOn('2030-01-07', mondayNineTen, NY)).toEqual(['09:15', '09:30', '09:45', '10:00']);
    expect(scheduleTimesOn('2030-01-08', mondayNineTen, NY)).toEqual(scheduleTimes());
    expect(firstScheduleDay(Date.parse('2030-01-07T15:00:00Z'), NY)).toBe('2030-01-08');
    expect(firstScheduleDay(Date.parse('2030-01-11T15:01:00Z'), NY)).toBe('2030-01-14');
    expect(firstScheduleDay(Date.parse('2030-01-12T12:00:00Z'), NY)).toBe('2030-01-14');
    expect(firstScheduleDay(Date.parse('2030-01-13T12:00:00Z'), NY)).toBe('2030-01-14');
    // Whatever the hour, the day and times the dialog opens with are ones the server accepts.
    for (let now = Date.parse('2030-01-10T00:05:00Z'); now < Date.parse('2030-01-14T00:00:00Z'); now += 55 * 60_000) {
      const day = firstScheduleDay(now, NY);
      for (const time of scheduleTimesOn(day, now, NY))
        expect(scheduleProblem(sendAtOf(day, time, NY), now, NY)).toBeUndefined();
    }
  });
});

describe('templates', () => {
  it('fills what the member has and leaves the rest, answered as missing', () => {
    const template = 'Hi {{memberFirstName}}, call me at {{guidePhoneNumber}} ({{memberFirstName}})';
    expect(templateVariables(template)).toEqual(['memberFirstName', 'guidePhoneNumber']);
    expect(fillTemplate(template, { memberFirstName: 'Ana', guidePhoneNumber: null })).toEqual({
      text: 'Hi Ana, call me at {{guidePhoneNumber}} (Ana)',
      missing: ['guidePhoneNumber'],
    });
  });
});

describe('delivery states and previews', () => {
  it('moves only forward: a late sent never undoes delivered, a failure is final', () => {
    expect(statusMayFollow('queued', 'sent')).toBe(true);
    expect(statusMayFollow('delivered', 'sent')).toBe(false);
    expect(statusMayFollow('sent', 'undelivered')).toBe(true);
    expect(statusMayFollow('failed', 'delivered')).toBe(false);
  });
  it('cuts the scheduled preview at 200 characters', () => {
    expect(scheduledPreview('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
    expect(scheduledPreview('short')).toBe('short');
  });
});
