import { describe, expect, it } from 'vitest';
import { customerCompleteness, type CustomerCompletenessInput } from './customer-completeness.ts';

const complete: CustomerCompletenessInput = {
  name: 'Acme Health',
  displayName: 'Acme',
  website: 'https://acme.example',
  clientMarketNumbers: [{ type: 'phoneNumber' }, { type: 'feedbackNumber' }],
  smsReEngagementThreshold: 3,
  callEngagementLengthRequirementInMinutes: 5,
  averageMonthsInProgram: 6,
  terms: [{ id: 't1' }],
  surveyCount: 2,
  teams: [{ name: 'North', users: [{ firstName: 'Ann', lastName: 'Lee', isManager: true }] }],
};

describe('customerCompleteness', () => {
  it.each<[string, Partial<CustomerCompletenessInput>, string[], string[]]>([
    ['a complete customer', {}, [], []],
    ['no name (blank counts as none)', { name: '  ' }, ['name'], ['nameRequired']],
    ['no display name', { displayName: '' }, ['displayName'], ['displayNameRequired']],
    ['no website', { website: null }, ['website'], ['websiteRequired']],
    ['a website on another scheme', { website: 'http://acme.example' }, ['website'], ['websiteHost']],
    [
      'no numbers at all',
      { clientMarketNumbers: [] },
      ['marketNumbers', 'feedbackNumbers'],
      ['marketNumberRequired', 'feedbackNumberRequired'],
    ],
    [
      'only a market number',
      { clientMarketNumbers: [{ type: 'phoneNumber' }] },
      ['feedbackNumbers'],
      ['feedbackNumberRequired'],
    ],
    ['no SMS threshold', { smsReEngagementThreshold: null }, [], ['smsThresholdRequired']],
    ['no call engagement length', { callEngagementLengthRequirementInMinutes: null }, [], ['callEngagementRequired']],
    ['no average months', { averageMonthsInProgram: null }, [], ['averageMonthsRequired']],
    ['no consents', { terms: [] }, [], ['noConsents']],
    ['no surveys', { surveyCount: 0 }, [], ['noSurveys']],
    ['no teams', { teams: [] }, [], ['noTeams']],
    ['a team without users', { teams: [{ name: 'East', users: [] }] }, [], ['teamHasNoUsers']],
    [
      'a team without a manager',
      { teams: [{ name: 'East', users: [{ firstName: 'Bo', lastName: 'Ray', isManager: false }] }] },
      [],
      ['teamHasNoManager'],
    ],
    [
      'a manager anywhere in the team sorts first',
      {
        teams: [
          {
            name: 'East',
            users: [
              { firstName: 'Al', lastName: 'Aa', isManager: false },
              { firstName: 'Zed', lastName: 'Zz', isManager: true },
            ],
          },
        ],
      },
      [],
      [],
    ],
    ['the list (teams and surveys unknown) checks neither', { teams: undefined, surveyCount: undefined }, [], []],
  ])('%s', (_name, change, missing, issues) => {
    const result = customerCompleteness({ ...complete, ...change });
    expect(result.missing).toEqual(missing);
    expect(result.issues.map((issue) => issue.key)).toEqual(issues);
  });

  it('names the team of a team issue', () => {
    const result = customerCompleteness({ ...complete, teams: [{ name: 'West', users: [] }] });
    expect(result.issues).toEqual([{ key: 'teamHasNoUsers', team: 'West' }]);
  });

  it('a new customer lacks its numbers, then only the feedback number, then nothing', () => {
    const fresh = { ...complete, clientMarketNumbers: [] as { type: string }[] };
    expect(customerCompleteness(fresh).missing).toEqual(['marketNumbers', 'feedbackNumbers']);
    fresh.clientMarketNumbers = [{ type: 'phoneNumber' }];
    expect(customerCompleteness(fresh).missing).toEqual(['feedbackNumbers']);
    fresh.clientMarketNumbers = [{ type: 'phoneNumber' }, { type: 'feedbackNumber' }];
    expect(customerCompleteness(fresh).missing).toEqual([]);
  });
});
