// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { useCatalogue } from './use-catalogue.ts';

afterEach(cleanup);

const filters = { data: [{ key: 'memberStageIds' as const, options: [{ value: '1', label: 'Outreach' }] }] };

function Filters({ id }: { id: string }) {
  const state = useCatalogue(OPERATIONS.memberListFilters);
  return (
    <p data-testid={id}>
      {state.status === 'ready' ? state.data.data.map((list) => list.key).join(',') : state.status}
    </p>
  );
}

function withApi(call: ReturnType<typeof vi.fn>) {
  const services = { api: { call } as unknown as ApiClient } as AppServices;
  return (ui: ReactNode) => <ServicesProvider services={services}>{ui}</ServicesProvider>;
}

describe('useCatalogue', () => {
  it('loads once, and a screen mounted later reads the loaded catalogue at once', async () => {
    const call = vi.fn().mockResolvedValue(filters);
    const wrap = withApi(call);
    const { rerender } = render(wrap(<Filters id="a" />));
    expect(screen.getByTestId('a').textContent).toBe('loading');
    await act(async () => undefined);
    expect(screen.getByTestId('a').textContent).toBe('memberStageIds');

    rerender(
      wrap(
        <>
          <Filters id="a" />
          <Filters id="b" />
        </>,
      ),
    );
    expect(screen.getByTestId('b').textContent).toBe('memberStageIds');
    await act(async () => undefined);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('says failed when the catalogue could not be had (the cache logs it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrap = withApi(vi.fn().mockRejectedValue(new Error('503')));
    render(wrap(<Filters id="a" />));
    await act(async () => undefined);
    expect(screen.getByTestId('a').textContent).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
