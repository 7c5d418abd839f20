import { describe, expect, it } from 'vitest';
import { currentGuideAfter } from './current-guide.ts';

describe('currentGuideAfter', () => {
  it('switches to the guide of a docket, member list or member page path', () => {
    expect(currentGuideAfter('me', '/member-list/guide/g2')).toBe('g2');
    expect(currentGuideAfter('me', '/docket/guide/g3')).toBe('g3');
    expect(currentGuideAfter('g2', '/member-list/guide/g4/member/m1')).toBe('g4');
  });

  it('keeps the current guide on pages without one, and for a member without a guide', () => {
    expect(currentGuideAfter('g2', '/member-list')).toBe('g2');
    expect(currentGuideAfter('g2', '/calls')).toBe('g2');
    expect(currentGuideAfter('g2', '/guides')).toBe('g2');
    expect(currentGuideAfter('g2', '/member-list/guide/unknown/member/m1')).toBe('g2');
  });
});
