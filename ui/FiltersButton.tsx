import { useCallback, useState, type ReactNode } from 'react';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';

export interface FiltersButtonProps<Filters> {
  /** How many filters are in force; above zero it shows as a badge and is read with `activeWord` after it. */
  count: number;
  /** The button's text, e.g. "Filters". */
  label: ReactNode;
  /**
   * The word read after the count while filters are in force, e.g. (2) => "active": "Filters 2 active". It is
   * for assistive technology only, so the accessible name starts with the visible text (WCAG 2.5.3, Label in Name).
   */
  activeWord: (count: number) => string;
  /** Puts the dialog's choice in force; the dialog then closes. */
  onApply: (filters: Filters) => void;
  /** The dialog: `onApply` applies and closes, `onClose` closes with nothing changed. */
  dialog: (handlers: { onApply: (filters: Filters) => void; onClose: () => void }) => ReactNode;
}

/**
 * A button that opens a filters dialog and counts the filters in force. The dialog is mounted only
 * while open, so every opening starts from the filters in force rather than an abandoned draft.
 *
 * @example
 *   <FiltersButton count={2} label={t`Filters`} activeWord={() => t`active`} onApply={setFilters}
 *     dialog={(handlers) => <MyFiltersDialog applied={filters} {...handlers} />} />
 */
export function FiltersButton<Filters>({ count, label, activeWord, onApply, dialog }: FiltersButtonProps<Filters>) {
  const [open, setOpen] = useState(false);
  const onClose = useCallback(() => setOpen(false), []);
  const apply = useCallback(
    (filters: Filters) => {
      onApply(filters);
      setOpen(false);
    },
    [onApply],
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {label}
        {count > 0 ? (
          <>
            {' '}
            <Badge tone="info">{count}</Badge>
            <span className="sr-only"> {activeWord(count)}</span>
          </>
        ) : null}
      </Button>
      {open ? dialog({ onApply: apply, onClose }) : null}
    </>
  );
}
