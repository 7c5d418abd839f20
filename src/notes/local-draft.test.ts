import { describe, expect, it } from 'vitest';
import { clearLocalDraft, readLocalDraft, startingText, writeLocalDraft, type DraftStorage } from './local-draft.ts';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const address = { userId: 'u1', subjectId: 'm1', type: 'notes' as const };

describe('the local copy of a draft', () => {
  it('keeps the last edit per user, member and type', () => {
    const storage = memoryStorage();
    writeLocalDraft(storage, address, { text: '<p>a</p>', at: 1 });
    writeLocalDraft(storage, { ...address, type: 'visits' }, { text: '<p>v</p>', at: 2 });
    expect(readLocalDraft(storage, address)).toEqual({ text: '<p>a</p>', at: 1 });
    expect(readLocalDraft(storage, { ...address, userId: 'u2' })).toBeUndefined();
  });

  it('reads a damaged entry as none', () => {
    const storage = memoryStorage();
    storage.setItem('noteDraft:v1:u1:m1:notes', '{not json');
    expect(readLocalDraft(storage, address)).toBeUndefined();
    storage.setItem('noteDraft:v1:u1:m1:notes', '{"text": 3}');
    expect(readLocalDraft(storage, address)).toBeUndefined();
  });

  it('is cleared by a save of the same text only: another tab’s newer text stays', () => {
    const storage = memoryStorage();
    writeLocalDraft(storage, address, { text: '<p>tab B</p>', at: 5 });
    clearLocalDraft(storage, address, '<p>tab A</p>');
    expect(readLocalDraft(storage, address)?.text).toBe('<p>tab B</p>');
    clearLocalDraft(storage, address, '<p>tab B</p>');
    expect(readLocalDraft(storage, address)).toBeUndefined();
  });

  it.each([
    [null, undefined, ''],
    [{ text: 'server', updatedAt: '2026-03-10T15:00:00Z' }, undefined, 'server'],
    [null, { text: 'local', at: 1 }, 'local'],
    // A tab that crashed before its autosave: the local copy is newer.
    [
      { text: 'server', updatedAt: '2026-03-10T15:00:00Z' },
      { text: 'local', at: Date.parse('2026-03-10T15:00:01Z') },
      'local',
    ],
    [
      { text: 'server', updatedAt: '2026-03-10T15:00:00Z' },
      { text: 'local', at: Date.parse('2026-03-10T15:00:00Z') },
      'server',
    ],
  ])('starts from the newer: %j and %j -> %s', (server, local, text) => {
    expect(startingText(server, local)).toBe(text);
  });
});
