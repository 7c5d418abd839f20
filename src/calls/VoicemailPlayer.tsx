import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { refreshDelay } from './voicemail-link.ts';

type LinkState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string; expires: string };

/**
 * The Voicemail column's player. The signed link is asked for only when the guide chooses to
 * listen (a page of calls does not ask for fifty links), then asked for again about 10 s before it
 * expires; a refreshed link keeps the place and the playing state.
 */
export function VoicemailPlayer({ fileId, from }: { fileId: string; from: string }) {
  const { t } = useLingui();
  const { api, clock } = useServices();
  const [link, setLink] = useState<LinkState>({ status: 'idle' });
  const audio = useRef<HTMLAudioElement>(null);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const wanted = link.status !== 'idle';

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let timer: unknown;
    const load = () => {
      api.call(OPERATIONS.fileTemporaryLink, { params: { id: fileId } }).then(
        ({ temporaryUrl, expires }) => {
          if (cancelled) return;
          const element = audio.current;
          resume.current = element ? { time: element.currentTime, playing: !element.paused } : null;
          setLink({ status: 'ready', url: temporaryUrl, expires });
          timer = clock.setTimeout(load, refreshDelay(expires, clock.now()));
        },
        () => !cancelled && setLink({ status: 'failed' }),
      );
    };
    load();
    return () => {
      cancelled = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    };
  }, [wanted, api, clock, fileId]);

  const url = link.status === 'ready' ? link.url : undefined;
  useEffect(() => {
    const element = audio.current;
    const place = resume.current;
    if (!element || !url || !place) return;
    element.currentTime = place.time;
    if (place.playing) void element.play().catch(() => undefined);
  }, [url]);

  if (link.status === 'idle') {
    return (
      <Button size="sm" onClick={() => setLink({ status: 'loading' })} aria-label={t`Play voicemail from ${from}`}>
        {t`Play voicemail`}
      </Button>
    );
  }
  if (link.status === 'loading') return <Spinner label={t`Loading voicemail`} />;
  if (link.status === 'failed')
    return <span className="text-sm text-red-800">{t`The voicemail could not be loaded.`}</span>;
  return (
    <audio
      ref={audio}
      controls
      autoPlay
      src={link.url}
      aria-label={t`Voicemail from ${from}`}
      className="h-8 max-w-56"
      preload="none"
    />
  );
}
