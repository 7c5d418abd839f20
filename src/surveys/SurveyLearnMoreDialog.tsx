import { useLingui } from '@lingui/react/macro';
import type { LearnMoreContent } from '../../domain/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import { LearnMoreView } from './LearnMoreView.tsx';

/**
 * A survey's learn-more content in its own dialog (part 3 "Preview ... Learn more with the title
 * (or Content missing) and a Close button"): the creator's preview and the guides' survey dialog
 * open the same one, so what an author previews is what a guide reads.
 */
export function SurveyLearnMoreDialog({
  content,
  open,
  onClose,
}: {
  content: LearnMoreContent | null | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Learn more`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      {content ? <LearnMoreView content={content} /> : <p>{t`Content missing`}</p>}
    </Dialog>
  );
}
