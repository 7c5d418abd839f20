/**
 * Undo and redo for the creators (issue #34): every edit, drags included, replaces the present and
 * pushes the old one on the past; undo and redo move between them. Capped so a long session does
 * not grow without end. Pure and cheap: an edit is one array copy of references.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const HISTORY_LIMIT = 100;

export type HistoryAction<T> =
  | { kind: 'edit'; change: (present: T) => T }
  /** Replaces everything (a record loaded, Clear): no undo back past it. */
  | { kind: 'reset'; present: T }
  | { kind: 'undo' }
  | { kind: 'redo' };

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.kind) {
    case 'edit': {
      const next = action.change(history.present);
      if (next === history.present) return history;
      return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
    }
    case 'reset':
      return startHistory(action.present);
    case 'undo': {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
  }
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
