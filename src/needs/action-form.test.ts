import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { actionFormSchema, actionRequest, emptyReferral, type ActionValues } from './action-form.ts';

const values = (fields: Partial<ActionValues> = {}): ActionValues => ({
  activityId: 'a1',
  date: '2026-03-10',
  duration: '15',
  description: 'Called the pantry',
  resourceReferred: false,
  referrals: [],
  markAsFulfilled: false,
  ...fields,
});
const problems = (v: ActionValues) => {
  const out = actionFormSchema('2026-03-10')(v);
  return out instanceof type.errors ? out.map((e) => `${e.path.join('.')}: ${e.message}`) : [];
};

describe('the add action form', () => {
  it('accepts a week back, not eight days', () => {
    expect(problems(values({ date: '2026-03-03' }))).toEqual([]);
    expect(problems(values({ date: '2026-03-02' }))).toEqual(['date: The date must be within the last 7 days']);
  });
  it('takes whole minutes only', () => {
    expect(problems(values({ duration: '1.5' }))).toEqual(['duration: Duration must be a whole number of minutes.']);
    expect(problems(values({ duration: '0' }))).toHaveLength(1);
  });
  it('checks each referral: a name, a 10-digit phone, a 5-digit zip', () => {
    const referral = { ...emptyReferral(), resourceName: ' ', phoneNumber: '(312) 555', zipcode: '606' };
    expect(problems(values({ resourceReferred: true, referrals: [referral] })).sort()).toEqual([
      'referrals.0.phoneNumber: Phone number requires 10 digits.',
      'referrals.0.resourceName: Resource name is required',
      'referrals.0.zipcode: Zip must be 5 digits.',
    ]);
  });
  it('sends the masked phone as +1 and ten digits, and no referral when none is referred', () => {
    const referral = { ...emptyReferral(), resourceName: 'Food bank', phoneNumber: '(312) 555-0143', zipcode: '60614' };
    expect(
      actionRequest(values({ resourceReferred: true, referrals: [referral], duration: ' 20 ' })).resourceReferrals[0],
    ).toMatchObject({ resourceName: 'Food bank', phoneNumber: '+13125550143', zipcode: '60614', contactName: null });
    expect(actionRequest(values({ resourceReferred: false, referrals: [referral] })).resourceReferrals).toEqual([]);
    expect(actionRequest(values({ duration: ' 20 ' })).durationInMinutes).toBe(20);
  });
});
