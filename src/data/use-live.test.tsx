// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRemote, createSyncClient } from '../../sync/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from '../../sync/testing/hand-driven.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { createApiErrorFeed } from '../services/error-feed.ts';
import { useLive, type LiveParams } from './use-live.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
};
type FollowUpParams = LiveParams<'docketFollowUps'>;

function setup() {
  const backend = new HandDrivenBackend();
  backend.write(makeTodo('a', { type: 'CALL_BACK' }));
  backend.write(makeTodo('b', { type: 'TEXT_BACK' }));
  backend.outbox.length = 0;
  const frames = manualFrames();
  const clock = manualClock();
  const remote = createLocalRemote({
    http: backend.http,
    changes: backend.changes,
    clock,
    frameScheduler: () => frames.schedule,
  });
  // No lingering here: these tests watch the hook hand its query back.
  const services = {
    sync: createSyncClient(remote, { lingerMs: 0 }),
    apiErrors: createApiErrorFeed(),
    clock,
  } as unknown as AppServices;
  let renders = 0;
  function FollowUps({ params }: { params: FollowUpParams | undefined }) {
    renders++;
    const view = useLive('docketFollowUps', params);
    return (
      <p data-testid="view">
        {view.status}: {view.rows.map((row) => row.id).join(',')}
      </p>
    );
  }
  const ui = (params: FollowUpParams | undefined, strict = false) => {
    const tree = (
      <ServicesProvider services={services}>
        <FollowUps params={params} />
      </ServicesProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  /** Lets the engine load and flush, inside act so React sees the result. */
  const flush = () =>
    act(async () => {
      await settle();
      frames.run();
      await settle();
    });
  const text = () => screen.getByTestId('view').textContent;
  return { backend, remote, ui, flush, text, renders: () => renders };
}

describe('useLive', () => {
  afterEach(cleanup);

  it('shows loading, then the rows, then follows server changes', async () => {
    const { backend, ui, flush, text } = setup();
    render(ui({ ...day, filters: ['calls', 'texts'] }));
    expect(text()).toBe('loading: ');
    await flush();
    expect(text()).toBe('ready: a,b');
    backend.write(makeTodo('c', { type: 'CALL_BACK', date: '2026-11-21T08:00:00.000Z' }));
    backend.write({ id: 'a', deleted: true });
    backend.deliverAll();
    await flush();
    expect(text()).toBe('ready: c,b');
  });

  it('treats equal params as the same query, whatever the object, and releases it on unmount', async () => {
    const { backend, remote, ui, flush, text } = setup();
    const view = render(ui({ ...day, filters: ['calls', 'texts'] }));
    await flush();
    view.rerender(ui({ filters: ['calls', 'texts'], ...day }));
    await flush();
    expect(text()).toBe('ready: a,b');
    expect(remote.engine.stats().liveQueries).toBe(1);
    expect(backend.requests.filter((request) => request.includes('/todos'))).toHaveLength(1);
    view.unmount();
    await flush();
    expect(remote.engine.stats().liveQueries).toBe(0);
  });

  it('moves to the new query when the params change and lets the old one go', async () => {
    const { remote, ui, flush, text } = setup();
    const view = render(ui({ ...day, filters: ['calls', 'texts'] }));
    await flush();
    view.rerender(ui({ ...day, filters: ['texts'] }));
    await flush();
    expect(text()).toBe('ready: b');
    expect(remote.engine.stats().liveQueries).toBe(1);
  });

  // Guards StrictMode's mount, unmount, mount: the query must survive it with one live handle.
  it('holds exactly one query under StrictMode', async () => {
    const { remote, ui, flush, text } = setup();
    const view = render(ui({ ...day, filters: ['calls', 'texts'] }, true));
    await flush();
    expect(text()).toBe('ready: a,b');
    expect(remote.engine.stats().liveQueries).toBe(1);
    view.unmount();
    await flush();
    expect(remote.engine.stats().liveQueries).toBe(0);
  });

  it('asks for nothing without params', async () => {
    const { backend, remote, ui, flush, text } = setup();
    render(ui(undefined));
    await flush();
    expect(text()).toBe('loading: ');
    expect(remote.engine.stats().liveQueries).toBe(0);
    expect(backend.requests).toEqual([]);
  });
});
