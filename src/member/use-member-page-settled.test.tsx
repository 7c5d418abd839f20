// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveView } from '../../sync/client/index.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { SETTLE_CAP_MS, useMemberPageSettled } from './use-member-page-settled.ts';

/** A sync client whose queries answer only when the test says so. */
function queries() {
  const views = new Map<string, BehaviorSubject<LiveView<unknown>>>();
  const of = (name: string) => {
    let view = views.get(name);
    if (!view) views.set(name, (view = new BehaviorSubject<LiveView<unknown>>({ rows: [], status: 'loading' })));
    return view;
  };
  const sync = {
    live: (name: string) => ({ observable: of(name), current: () => of(name).value, release: () => undefined }),
  };
  const answer = (name: string) => act(() => of(name).next({ rows: [], status: 'ready' }));
  return { services: { sync } as unknown as AppServices, answer, asked: () => [...views.keys()].sort() };
}

function Page({ clientId }: { clientId: string | null }) {
  return <p>{useMemberPageSettled('m1', clientId) ? 'shown' : 'held'}</p>;
}

describe('useMemberPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('holds the panels until the alerts, the workflow cards and the consents have answered', async () => {
    const sync = queries();
    render(
      <ServicesProvider services={sync.services}>
        <Page clientId="c1" />
      </ServicesProvider>,
    );
    expect(sync.asked()).toEqual(['activeAlerts', 'memberConsentTerms', 'memberWorkflowPhases']);
    expect(screen.getByText('held')).toBeTruthy();
    await sync.answer('activeAlerts');
    await sync.answer('memberWorkflowPhases');
    expect(screen.getByText('held')).toBeTruthy();
    await sync.answer('memberConsentTerms');
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('does not wait for consents a member without a customer has none of', async () => {
    const sync = queries();
    render(
      <ServicesProvider services={sync.services}>
        <Page clientId={null} />
      </ServicesProvider>,
    );
    await sync.answer('activeAlerts');
    await sync.answer('memberWorkflowPhases');
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('shows the panels anyway once a query has kept it waiting too long', () => {
    const sync = queries();
    render(
      <ServicesProvider services={sync.services}>
        <Page clientId="c1" />
      </ServicesProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(SETTLE_CAP_MS - 1);
    });
    expect(screen.getByText('held')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
