import { describe, expect, it } from 'vitest';
import { refreshDelay } from './voicemail-link.ts';

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-20T10:00:00.000Z');
  it('asks again 10 seconds before the link expires', () => {
    expect(refreshDelay('2026-11-20T10:05:00.000Z', now)).toBe(290_000);
  });
  it('asks at once when that moment has passed or the expiry is unreadable', () => {
    expect(refreshDelay('2026-11-20T10:00:05.000Z', now)).toBe(0);
    expect(refreshDelay('soon', now)).toBe(0);
  });
});
