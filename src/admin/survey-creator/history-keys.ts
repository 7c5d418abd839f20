import type { KeyboardEvent } from 'react';
import type { HistoryAction } from '../../../domain/index.ts';

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except inside a text box, which keeps
 * its own history.
 */
export function historyKeys<T>(event: KeyboardEvent<HTMLElement>, dispatch: (action: HistoryAction<T>) => void) {
  const target = event.target as HTMLElement;
  const typing =
    target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox');
  if (typing || !(event.ctrlKey || event.metaKey)) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
  else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ kind: 'redo' });
  else return;
  event.preventDefault();
}
