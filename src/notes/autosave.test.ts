import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveIndicatorState } from './autosave.ts';

describe('the draft autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(save: (text: string) => Promise<void> = async () => {}, lastSaved = '') {
    const states: SaveIndicatorState[] = [];
    const errors: unknown[] = [];
    const saved: string[] = [];
    const autosave = createAutosave({
      lastSaved,
      save: async (text) => {
        saved.push(text);
        await save(text);
      },
      onState: (state) => states.push(state),
      onError: (error) => errors.push(error),
    });
    return { autosave, states, errors, saved };
  }

  it('saves 1.5 s after the last edit, shows Saved for 1.75 s, then Idle', async () => {
    const { autosave, states, saved } = setUp();
    autosave.edit('<p>Hello</p>');
    await vi.advanceTimersByTimeAsync(1000);
    autosave.edit('<p>Hello there</p>');
    await vi.advanceTimersByTimeAsync(1499);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['<p>Hello there</p>']);
    expect(states).toEqual(['SAVING', 'SAVED']);
    await vi.advanceTimersByTimeAsync(1749);
    expect(states).toEqual(['SAVING', 'SAVED']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toEqual(['SAVING', 'SAVED', 'IDLE']);
  });

  it('skips a change under 5 characters from the last saved, and an empty editor', async () => {
    const { autosave, saved } = setUp(undefined, '<p>Hello</p>');
    autosave.edit('<p>Hello!!</p>');
    await vi.advanceTimersByTimeAsync(1500);
    autosave.edit('<p></p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved).toEqual([]);
    autosave.edit('<p>Hello, friend</p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved).toEqual(['<p>Hello, friend</p>']);
    // Compared with what was saved last, not with the text the dialog opened with.
    autosave.edit('<p>Hello, friend!</p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved).toHaveLength(1);
  });

  it('logs a failed save and returns the indicator to Idle; the next change tries again', async () => {
    let fail = true;
    const { autosave, states, errors, saved } = setUp(async () => {
      if (fail) throw new Error('offline');
    });
    autosave.edit('<p>Hello there</p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(states).toEqual(['SAVING', 'IDLE']);
    expect(errors).toHaveLength(1);
    fail = false;
    autosave.edit('<p>Hello there again</p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved).toEqual(['<p>Hello there</p>', '<p>Hello there again</p>']);
    expect(states.at(-1)).toBe('SAVED');
  });

  it('saves nothing after it is stopped (the dialog closed or the note was saved)', async () => {
    const { autosave, saved, states } = setUp();
    autosave.edit('<p>Hello there</p>');
    autosave.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([]);
    expect(states).toEqual([]);
  });

  it('compares with the note saved meanwhile (markSaved)', async () => {
    const { autosave, saved } = setUp();
    autosave.markSaved('<p>Saved as a note</p>');
    autosave.edit('<p>Saved as a note!</p>');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved).toEqual([]);
  });
});
