import { describe, expect, it } from 'vitest';
import type { NeedIssue } from '../../domain/index.ts';
import { groupIssuesByFirstTag, maskPhone, phoneForRequest } from './needs-metadata.ts';

const issue = (label: string, tags: string[], sortOrder: number, zCode = 'Z59.41'): NeedIssue => ({
  id: label,
  key: label,
  label,
  categoryId: 'c',
  zCode,
  defaultTimeFrameDays: 30,
  tags,
  activityIds: [],
  overview: '',
  needRequiresAction: false,
  sortOrder,
});

describe('issue groups', () => {
  const issues = [
    issue('Low income', ['Finances'], 2),
    issue('Food insecurity', ['Food', 'Hunger'], 0),
    issue('Lack of adequate food', ['Food'], 1),
    issue('Extreme poverty', ['Finances'], 3, 'Z59.5'),
  ];
  it('groups by the first tag in catalogue order', () => {
    expect(groupIssuesByFirstTag(issues).map((g) => [g.tag, g.issues.map((i) => i.label)])).toEqual([
      ['Food', ['Food insecurity', 'Lack of adequate food']],
      ['Finances', ['Low income', 'Extreme poverty']],
    ]);
  });
  it('filters by label, tag or Z-code, accent-blind', () => {
    expect(groupIssuesByFirstTag(issues, 'hunger').flatMap((g) => g.issues.map((i) => i.label))).toEqual([
      'Food insecurity',
    ]);
    expect(groupIssuesByFirstTag(issues, 'z59.5').flatMap((g) => g.issues.map((i) => i.label))).toEqual([
      'Extreme poverty',
    ]);
    expect(groupIssuesByFirstTag(issues, 'pövertý').flatMap((g) => g.issues.map((i) => i.label))).toEqual([
      'Extreme poverty',
    ]);
    expect(groupIssuesByFirstTag(issues, 'housing')).toEqual([]);
  });
});

describe('the referral phone mask', () => {
  it.each([
    ['3', '(3', '+13'],
    ['312555', '(312) 555', '+1312555'],
    ['3125550143', '(312) 555-0143', '+13125550143'],
    ['1 (312) 555-0143 99', '(312) 555-0143', '+13125550143'],
    ['', '', ''],
  ])('%j shows %j and sends %j', (typed, shown, sent) => {
    expect(maskPhone(typed)).toBe(shown);
    expect(phoneForRequest(maskPhone(typed))).toBe(sent);
  });
});
