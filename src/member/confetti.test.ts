import { describe, expect, it } from 'vitest';
import { celebrates } from './confetti.ts';

describe('confetti on a status change', () => {
  it('plays when the status moves to newly-engaged or re-engaged', () => {
    expect(celebrates('attempted', 'newly-engaged')).toBe(true);
    expect(celebrates('unable-to-re-engage', 're-engaged')).toBe(true);
  });
  it('not on the first load, not for other statuses, not when nothing changed', () => {
    expect(celebrates(undefined, 'newly-engaged')).toBe(false);
    expect(celebrates('new', 'attempted')).toBe(false);
    expect(celebrates('re-engaged', 're-engaged')).toBe(false);
  });
});
