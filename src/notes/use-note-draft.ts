import { useCallback, useEffect, useRef, useState } from 'react';
import { OPERATIONS, type DraftType } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { createAutosave, type Autosave, type SaveIndicatorState } from './autosave.ts';
import { clearLocalDraft, readLocalDraft, startingText, writeLocalDraft, type DraftAddress } from './local-draft.ts';

export interface NoteDraft {
  /** 'loading' until the server's draft (or its failure) is in; then the text to start from. */
  status: 'loading' | 'ready';
  startText: string;
  indicator: SaveIndicatorState;
  /** The editor changed: kept locally at once, autosaved on the server after 1.5 s idle. */
  edit(text: string): void;
  /**
   * The note was saved with this text: the server's draft goes if it is still the version this
   * tab last saw or saved, the local copy if it still holds this text; another tab's stay.
   */
  finish(savedText: string): Promise<void>;
}

/** A user's draft of one member's note (or event or visit text): the server's, and this browser's copy. */
export function useNoteDraft(subjectId: string, type: DraftType): NoteDraft {
  const { api, clock, localStorage } = useServices();
  const user = useActingUser();
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [startText, setStartText] = useState('');
  const [indicator, setIndicator] = useState<SaveIndicatorState>('IDLE');
  const autosave = useRef<Autosave | undefined>(undefined);
  const version = useRef<number | undefined>(undefined);
  const address: DraftAddress = { userId: user.id, subjectId, type };
  const addressKey = `${user.id}:${subjectId}:${type}`;
  const addressRef = useRef(address);
  addressRef.current = address;

  useEffect(() => {
    let live = true;
    const query = { subjectId, type };
    const local = readLocalDraft(localStorage, addressRef.current);
    const start = (server: { text: string; updatedAt: string; version: number } | null) => {
      if (!live) return;
      version.current = server?.version;
      autosave.current = createAutosave({
        lastSaved: server?.text ?? '',
        // Direct calls, not mutations: the delete below needs the version this answer carries, and
        // the autosave is its own outbox (the local copy, the indicator, the next edit's retry).
        save: async (text) => {
          const saved = await api.call(OPERATIONS.saveNoteDraft, { query, body: { text } });
          version.current = saved.version;
        },
        onState: setIndicator,
        onError: (error) =>
          console.warn('Autosaving the draft failed', error instanceof Error ? error.name : typeof error),
      });
      setStartText(startingText(server, local));
      setStatus('ready');
    };
    api.call(OPERATIONS.noteDraft, { query }).then(
      ({ draft }) => start(draft),
      // Without the server's draft the local copy still restores what this browser typed.
      () => start(null),
    );
    return () => {
      live = false;
      autosave.current?.stop();
      autosave.current = undefined;
    };
    // addressKey stands for the address: a new member or type starts over.
  }, [api, localStorage, addressKey, subjectId, type]);

  const edit = useCallback(
    (text: string) => {
      writeLocalDraft(localStorage, addressRef.current, { text, at: clock.now() });
      autosave.current?.edit(text);
    },
    [localStorage, clock],
  );

  const finish = useCallback(
    async (savedText: string) => {
      autosave.current?.stop();
      clearLocalDraft(localStorage, addressRef.current, savedText);
      const seen = version.current;
      if (seen === undefined) return;
      await api.call(OPERATIONS.deleteNoteDraft, { query: { subjectId, type, version: seen } }).catch(() => undefined);
    },
    [api, localStorage, subjectId, type],
  );

  return { status, startText, indicator, edit, finish };
}
