// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveViewState, type LiveStatus } from './LiveViewState.tsx';

afterEach(cleanup);

function View({ status, count }: { status: LiveStatus; count: number }) {
  return (
    <LiveViewState
      status={status}
      count={count}
      loadingLabel="Loading"
      failed="This list could not be loaded."
      empty={{ title: 'No records found', hint: 'Try checking other dates' }}
    >
      <ul>
        <li>row</li>
      </ul>
    </LiveViewState>
  );
}

describe('LiveViewState', () => {
  it('shows a spoken spinner on the first load', () => {
    render(<View status="loading" count={0} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps rows already shown while more load (no spinner flash)', () => {
    render(<View status="loading" count={3} />);
    expect(screen.getByRole('list')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the view failed, as an alert, even over old rows', () => {
    render(<View status="error" count={3} />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty texts once loaded with nothing', () => {
    render(<View status="ready" count={0} />);
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(screen.getByText('Try checking other dates')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
