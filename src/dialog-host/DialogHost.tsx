import { useIdlePrefetch } from '../platform/idle-prefetch.ts';
import { HOSTED_DIALOGS, preloadHostedDialogs, type DialogRequest } from './hosted-dialogs.tsx';

/**
 * Opens the dialog of the request's kind (the speed dial's and the docket's), or nothing. The dialogs' modules
 * are fetched once the page is idle, so the first one opened shows in the frame after the click.
 */
export function DialogHost({ request, onClose }: { request: DialogRequest | undefined; onClose: () => void }) {
  useIdlePrefetch(preloadHostedDialogs);
  const Hosted = request ? HOSTED_DIALOGS[request.kind] : undefined;
  return Hosted && request ? <Hosted request={request} onClose={onClose} /> : null;
}
