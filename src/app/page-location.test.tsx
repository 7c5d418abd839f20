// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, Route, Router, Switch, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageLocation } from './page-location.ts';

afterEach(cleanup);

function setup(initial: string) {
  const address = memoryLocation({ path: initial, record: true });
  const page = createPageLocation(initial);
  let renders = 0;
  function Reader() {
    renders++;
    const search = useSearch();
    return (
      <Switch>
        <Route path="/calls">
          <p>calls {search}</p>
          <Link href="/docket">Docket</Link>
        </Route>
        <Route path="/docket">
          <p>docket</p>
        </Route>
      </Switch>
    );
  }
  function Outer() {
    // The page's links go where the enclosing router goes.
    page.navigateWith(address.navigate);
    return (
      <Router hook={page.hook} searchHook={page.searchHook}>
        <Reader />
      </Router>
    );
  }
  render(
    <Router hook={address.hook} searchHook={address.searchHook}>
      <Outer />
    </Router>,
  );
  return { page, address, renders: () => renders };
}

describe('a page location', () => {
  it('shows the address it was moved to, path and query string', () => {
    const { page } = setup('/calls?direction=inbound');
    expect(screen.getByText('calls direction=inbound')).toBeTruthy();
    act(() => page.moveTo('/docket'));
    expect(screen.getByText('docket')).toBeTruthy();
    expect(page.current).toBe('/docket');
  });

  it('renders none of the page when moved to the address it already shows', () => {
    const { page, renders } = setup('/calls');
    const before = renders();
    act(() => page.moveTo('/calls'));
    expect(renders()).toBe(before);
    act(() => page.moveTo('/calls?page=2'));
    expect(renders()).toBe(before + 1);
    expect(screen.getByText('calls page=2')).toBeTruthy();
  });

  it('stays where it is while the address bar moves on, and its links navigate the enclosing router', () => {
    const { address } = setup('/calls');
    act(() => screen.getByRole('link', { name: 'Docket' }).click());
    expect(address.history).toEqual(['/calls', '/docket']);
    // Nobody moved the page: it still shows what it was left at.
    expect(screen.getByText('calls')).toBeTruthy();
  });
});
