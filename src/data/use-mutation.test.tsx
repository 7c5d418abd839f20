// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { createLocalRemote, createSyncClient } from '../../sync/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import { HandDrivenBackend, manualClock, manualFrames, settle } from '../../sync/testing/hand-driven.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { createApiErrorFeed } from '../services/error-feed.ts';
import { useMutation, type MutationOptions } from './use-mutation.ts';

function setup() {
  const backend = new HandDrivenBackend();
  // The member's statuses, and a dismissal that deletes one (its change confirms the write).
  backend.serve(OPERATIONS.memberStatusEvents, () => ({
    body: { data: [...backend.tables.memberStatusEvent.values()] },
    head: backend.head,
  }));
  backend.serve(OPERATIONS.dismissMemberStatus, ({ params }) => {
    const change = backend.remove('memberStatusEvent', params.statusEventId);
    return { body: { id: params.statusEventId }, seq: change.seq };
  });
  backend.upsert('memberStatusEvent', {
    id: 'e1',
    memberId: 'm1',
    memberStatusId: 14,
    effectiveAt: '2026-11-20T10:00:00.000Z',
    feedItemId: null,
  });
  backend.outbox.length = 0;
  const frames = manualFrames();
  const clock = manualClock();
  const remote = createLocalRemote({
    http: backend.http,
    changes: backend.changes,
    clock,
    frameScheduler: () => frames.schedule,
  });
  const apiErrors = createApiErrorFeed();
  const published: unknown[] = [];
  apiErrors.subscribe((error) => published.push(error));
  const sync = createSyncClient(remote, { lingerMs: 0 });
  // The status is on screen (in the store) before it is dismissed, as on the member page.
  sync.live('memberStatusHistory', { memberId: 'm1' });
  const services = { sync, apiErrors, clock } as unknown as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const dismiss = (options: MutationOptions) =>
    renderHook(() => useMutation('dismissMemberStatus', options), { wrapper }).result.current;
  /** Runs the write to its end: the answer, then its change on the socket. */
  const run = async (write: Promise<boolean>) => {
    let result = false;
    await act(async () => {
      const settled = write.then((value) => (result = value));
      await settle();
      backend.deliverAll();
      frames.run();
      await settled;
    });
    return result;
  };
  const loaded = async () => {
    await settle();
    frames.run();
    await settle();
  };
  return { backend, published, dismiss, run, loaded };
}

describe('useMutation', () => {
  afterEach(cleanup);

  it('resolves true once the server confirmed the write', async () => {
    const { dismiss, run, published, loaded } = setup();
    await loaded();
    expect(await run(dismiss({})({ statusEventId: 'e1' }))).toBe(true);
    expect(published).toEqual([]);
  });

  it('shows a failure as the global error toast by default', async () => {
    const { backend, dismiss, run, published, loaded } = setup();
    await loaded();
    backend.failNextPost = { status: 500, message: 'Boom' };
    expect(await run(dismiss({})({ statusEventId: 'e1' }))).toBe(false);
    expect(published).toHaveLength(1);
  });

  // The member page words a failed dismissal itself ('An error occurred while dismissing the status'): no second, generic toast.
  it('hands a failure to onFailure instead of the global toast when the screen words it itself', async () => {
    const { backend, dismiss, run, published, loaded } = setup();
    await loaded();
    const failures: SyncError[] = [];
    backend.failNextPost = { status: 409, message: 'Conflict' };
    expect(await run(dismiss({ onFailure: (failure) => failures.push(failure) })({ statusEventId: 'e1' }))).toBe(false);
    expect(failures.map((failure) => failure.status)).toEqual([409]);
    expect(published).toEqual([]);
  });

  // The text dialogs say 'Failed to send message' in their own line and the error toast still shows
  // (as their direct API calls did): a 400 stays the dialog's alone.
  it('with alsoToast, hands a failure to onFailure and still shows the global toast, except for a 400', async () => {
    const { backend, dismiss, run, published, loaded } = setup();
    await loaded();
    const failed: number[] = [];
    const write = dismiss({ onFailure: (failure) => failed.push(failure.status), alsoToast: true });
    backend.failNextPost = { status: 500, message: 'Boom' };
    expect(await run(write({ statusEventId: 'e1' }))).toBe(false);
    backend.failNextPost = { status: 400, message: 'Refused' };
    expect(await run(write({ statusEventId: 'e1' }))).toBe(false);
    expect(failed).toEqual([500, 400]);
    expect(published).toHaveLength(1);
  });

  it('gives a 400 to onInvalid when there is one, else to onFailure', async () => {
    const { backend, dismiss, run, loaded } = setup();
    await loaded();
    const invalid: number[] = [];
    const failed: number[] = [];
    backend.failNextPost = { status: 400, message: 'Refused' };
    await run(
      dismiss({
        onInvalid: (_errors, failure) => invalid.push(failure.status),
        onFailure: (failure) => failed.push(failure.status),
      })({ statusEventId: 'e1' }),
    );
    backend.failNextPost = { status: 400, message: 'Refused' };
    await run(dismiss({ onFailure: (failure) => failed.push(failure.status) })({ statusEventId: 'e1' }));
    expect(invalid).toEqual([400]);
    expect(failed).toEqual([400]);
  });
});
