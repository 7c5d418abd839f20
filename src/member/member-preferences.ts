/**
 * The member page's remembered view (spec part 1 section 3 "User preferences"): which Member info
 * sections are collapsed, per member, kept in local storage under version 1 as
 * `memberProfile.perMemberPreferences[memberId][section].collapsed`. A value of another version,
 * or one that does not parse, is ignored: every section then starts expanded.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const MEMBER_SECTIONS = [
  'consents',
  'personalInformation',
  'memberPortrait',
  'memberCommunication',
  'providerInformation',
  'insuranceInformation',
] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

export const USER_PREFERENCES_KEY = 'userPreferences';
const VERSION = 1;

type SectionPreferences = Partial<Record<MemberSection, { collapsed: boolean }>>;
export interface UserPreferences {
  version: 1;
  memberProfile: { perMemberPreferences: Record<string, SectionPreferences> };
}

const empty = (): UserPreferences => ({ version: VERSION, memberProfile: { perMemberPreferences: {} } });

/** The stored preferences, or empty ones when none, another version, or not parseable. */
export function parsePreferences(raw: string | null): UserPreferences {
  if (!raw) return empty();
  try {
    const value = JSON.parse(raw) as Partial<UserPreferences> | null;
    const perMember = value?.memberProfile?.perMemberPreferences;
    if (value?.version !== VERSION || typeof perMember !== 'object' || perMember === null || Array.isArray(perMember))
      return empty();
    return { version: VERSION, memberProfile: { perMemberPreferences: perMember } };
  } catch {
    return empty();
  }
}

export function withSectionCollapsed(
  preferences: UserPreferences,
  memberId: string,
  section: MemberSection,
  collapsed: boolean,
): UserPreferences {
  const perMember = preferences.memberProfile.perMemberPreferences;
  return {
    ...preferences,
    memberProfile: {
      perMemberPreferences: { ...perMember, [memberId]: { ...perMember[memberId], [section]: { collapsed } } },
    },
  };
}

// Every hook reading the preferences hears a write made by another (two pages kept mounted).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
const read = () => localStorage.getItem(USER_PREFERENCES_KEY);

/** Whether the member's section is collapsed, and the setter that remembers it. */
export function useSectionCollapsed(memberId: string, section: MemberSection): [boolean, (collapsed: boolean) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const collapsed = parsePreferences(raw).memberProfile.perMemberPreferences[memberId]?.[section]?.collapsed === true;
  const setCollapsed = useCallback(
    (next: boolean) => {
      localStorage.setItem(
        USER_PREFERENCES_KEY,
        JSON.stringify(withSectionCollapsed(parsePreferences(read()), memberId, section, next)),
      );
      for (const listener of listeners) listener();
    },
    [memberId, section],
  );
  return [collapsed, setCollapsed];
}
