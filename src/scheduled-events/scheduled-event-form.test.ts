import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import {
  ANYTIME,
  checkScheduledEventValues,
  OTHER_LOCATION,
  scheduledEventRequest,
  scheduledEventValues,
  type ScheduledEventValues,
} from './scheduled-event-form.ts';

const values = (overrides: Partial<ScheduledEventValues> = {}): ScheduledEventValues => ({
  type: 'call',
  date: '2026-03-10',
  time: '09:15',
  note: 'Review the care plan',
  location: '',
  visitLocation: '',
  ...overrides,
});
const ADDRESS = '9b1f2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('the scheduled event form', () => {
  it.each([
    [values({ time: ANYTIME }), { type: 'call', time: null, visitLocationAddressId: null, visitLocation: null }],
    [values({ type: 'visit', location: ADDRESS }), { visitLocationAddressId: ADDRESS, visitLocation: null }],
    [
      values({ type: 'visit', location: OTHER_LOCATION, visitLocation: 'Library' }),
      { visitLocationAddressId: null, visitLocation: 'Library' },
    ],
    // A call sends no place, whatever was chosen while it was a visit.
    [values({ location: ADDRESS, visitLocation: 'Library' }), { visitLocationAddressId: null, visitLocation: null }],
  ])('%j sends %j', (form, expected) => expect(scheduledEventRequest(form)).toMatchObject(expected));

  it('a new event requires date, time, event type and notes', () => {
    const result = checkScheduledEventValues(values({ type: '', date: '', time: '', note: ' ' }));
    expect(result).toBeInstanceOf(type.errors);
    expect((result as type.errors).map((issue) => issue.path[0]).sort()).toEqual(['date', 'note', 'time', 'type']);
  });

  it('edits start from the event; next keeps its type and place only; create starts empty', () => {
    const source = {
      type: 'visit',
      date: '2026-03-10',
      time: null,
      note: 'Bring forms',
      visitLocationAddressId: null,
      visitLocation: 'Library',
    };
    expect(scheduledEventValues('edit', source)).toEqual({
      type: 'visit',
      date: '2026-03-10',
      time: ANYTIME,
      note: 'Bring forms',
      location: OTHER_LOCATION,
      visitLocation: 'Library',
    });
    expect(scheduledEventValues('next', source)).toEqual({
      type: 'visit',
      date: '',
      time: '',
      note: '',
      location: OTHER_LOCATION,
      visitLocation: 'Library',
    });
    expect(scheduledEventValues('create', source)).toEqual({
      type: '',
      date: '',
      time: '',
      note: '',
      location: '',
      visitLocation: '',
    });
  });
});
