/**
 * A sent text's parts on the member's feed: its delivery state as the carrier last reported it
 * (Queued, Sent, Delivered; a failure shows the feed's Failed chip instead), and its attachments,
 * each a link through a signed temporary link asked for when the entry shows.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Badge } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';

export function DeliveryChip({ status }: { status: string | null }) {
  const { t } = useLingui();
  const words: Record<string, string> = { queued: t`Queued`, sent: t`Sent`, delivered: t`Delivered` };
  const word = status ? words[status] : undefined;
  return word ? <Badge tone={status === 'delivered' ? 'success' : 'neutral'}>{word}</Badge> : null;
}

interface Attachment {
  id: string;
  name: string;
  url: string;
}

export function MessageAttachments({ fileIds }: { fileIds: readonly string[] }) {
  const { t } = useLingui();
  const { api } = useServices();
  const [attachments, setAttachments] = useState<Attachment[] | null>(null);
  const key = fileIds.join(',');
  useEffect(() => {
    let live = true;
    Promise.all(
      key.split(',').map(async (id) => {
        const link = await api.call(OPERATIONS.fileTemporaryLink, { params: { id } });
        return { id, name: link.file.name, url: link.temporaryUrl };
      }),
    )
      .then((found) => live && setAttachments(found))
      .catch(() => live && setAttachments([]));
    return () => {
      live = false;
    };
  }, [api, key]);
  if (!attachments) return <p className="mt-1 text-sm text-slate-600">{t`${fileIds.length} attachments`}</p>;
  return (
    <ul className="mt-1 flex flex-wrap gap-2 text-sm" aria-label={t`Attachments`}>
      {attachments.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-800 underline underline-offset-2"
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
