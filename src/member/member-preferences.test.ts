import { describe, expect, it } from 'vitest';
import { parsePreferences, withSectionCollapsed } from './member-preferences.ts';

describe('member page preferences (version 1)', () => {
  it('remembers a section collapsed per member, keeping the others', () => {
    let preferences = parsePreferences(null);
    preferences = withSectionCollapsed(preferences, 'm1', 'consents', true);
    preferences = withSectionCollapsed(preferences, 'm1', 'insuranceInformation', true);
    preferences = withSectionCollapsed(preferences, 'm2', 'consents', false);
    const stored = parsePreferences(JSON.stringify(preferences));
    expect(stored.memberProfile.perMemberPreferences).toEqual({
      m1: { consents: { collapsed: true }, insuranceInformation: { collapsed: true } },
      m2: { consents: { collapsed: false } },
    });
    expect(stored.version).toBe(1);
  });

  it('ignores another version, a broken value, or a wrong shape', () => {
    for (const raw of [
      '{"version":2,"memberProfile":{"perMemberPreferences":{"m1":{}}}}',
      '{not json',
      '[]',
      '{"version":1,"memberProfile":{"perMemberPreferences":[]}}',
    ]) {
      expect(parsePreferences(raw).memberProfile.perMemberPreferences).toEqual({});
    }
  });
});
