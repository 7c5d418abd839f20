import { HOSTED_DIALOGS, type DialogRequest } from './hosted-dialogs.tsx';

/** Opens the dialog of the request's kind (the speed dial's and the docket's), or nothing. */
export function DialogHost({ request, onClose }: { request: DialogRequest | undefined; onClose: () => void }) {
  const Hosted = request ? HOSTED_DIALOGS[request.kind] : undefined;
  return Hosted && request ? <Hosted request={request} onClose={onClose} /> : null;
}
