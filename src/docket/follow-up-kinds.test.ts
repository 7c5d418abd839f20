import { describe, expect, it } from 'vitest';
import { followUpEvent, followUpTask } from './follow-up-kinds.ts';

const row = (type: string, externalItemType: string | null = null) => ({ type, externalItemType });

describe('follow-up kinds', () => {
  it('maps each follow-up todo type to its task (spec part 1 section 2)', () => {
    expect(followUpTask(row('INCOMPLETE_CALL'))).toBe('completeCall');
    expect(followUpTask(row('INCOMPLETE_NOTE_CALL'))).toBe('completeNote');
    expect(followUpTask(row('INCOMPLETE_NOTE_VISIT'))).toBe('completeNote');
    expect(followUpTask(row('INCOMPLETE_VISIT'))).toBe('completeVisit');
    expect(followUpTask(row('CALL_BACK'))).toBe('callBack');
    expect(followUpTask(row('FEEDBACK_CALL'))).toBe('callBack');
    expect(followUpTask(row('TEXT_BACK'))).toBe('textBack');
    expect(followUpTask(row('CALL_AUDIT'))).toBe('reviewCall');
    expect(followUpTask(row('SOMETHING_NEW'))).toBe('other');
  });

  it('names a hospitalization follow-up by discharge or admission when the item says which', () => {
    expect(followUpTask(row('HOSPITALIZATION_FOLLOW_UP', 'hospitalization'))).toBe('hospitalizationFollowUp');
    expect(followUpTask(row('HOSPITALIZATION_FOLLOW_UP', null))).toBe('hospitalizationFollowUp');
    expect(followUpTask(row('HOSPITALIZATION_FOLLOW_UP', 'discharge'))).toBe('dischargeFollowUp');
    expect(followUpTask(row('HOSPITALIZATION_FOLLOW_UP', 'admission'))).toBe('admissionFollowUp');
  });

  it("takes the event from the item's type, else from what the todo is about", () => {
    expect(followUpEvent(row('CALL_AUDIT', 'call'))).toBe('call');
    expect(followUpEvent(row('TEXT_BACK', 'message'))).toBe('message');
    expect(followUpEvent(row('TEXT_BACK'))).toBe('message');
    expect(followUpEvent(row('INCOMPLETE_NOTE_VISIT'))).toBe('visit');
    expect(followUpEvent(row('INCOMPLETE_NOTE_CALL'))).toBe('call');
    expect(followUpEvent(row('HOSPITALIZATION_FOLLOW_UP', 'hospitalization'))).toBe('hospitalization');
    expect(followUpEvent(row('SOMETHING_NEW'))).toBe('other');
  });
});
