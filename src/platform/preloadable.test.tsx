// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const shown = (name: string) => (
  <Suspense fallback={<p>Loading</p>}>
    <PreloadedOrNot name={name} />
  </Suspense>
);
let PreloadedOrNot: ReturnType<typeof preloadable<{ name: string }>>;

describe('preloadable', () => {
  it('renders a preloaded module in the very first commit, with no fallback in between', async () => {
    const load = vi.fn(async () => Greeting);
    PreloadedOrNot = preloadable(load);
    await PreloadedOrNot.preload();
    render(shown('Ana'));
    // Synchronously after render: a React.lazy would show its fallback here and the content a task later.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends once when used before its module is in, and fetches it once however often it is asked', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    PreloadedOrNot = preloadable(load);
    const preloading = PreloadedOrNot.preload();
    render(shown('Luis'));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      arrive(Greeting);
      await preloading;
    });
    expect(await screen.findByText('Hello Luis')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on the next use after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    PreloadedOrNot = preloadable(load);
    await expect(PreloadedOrNot.preload()).rejects.toThrow('offline');
    await PreloadedOrNot.preload();
    render(shown('Eva'));
    expect(screen.getByText('Hello Eva')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
