import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui/index.ts';
import type { UserWords } from '../use-user-words.ts';
import { ImportUsersDialog } from './ImportUsersDialog.tsx';

/** User Administration's "Import users" button and the dialog it opens. */
export function ImportUsersButton({ words }: { words: UserWords }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t`Import users`}
      </Button>
      {open ? <ImportUsersDialog words={words} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
