// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { id: 'a', label: 'Follow up', badge: <Badge>3</Badge>, panel: <p>Follow-ups here</p> },
  { id: 'b', label: 'Pending events', panel: <p>Events here</p> },
  { id: 'c', label: 'Late events', disabled: true, panel: <p>Late here</p> },
];

function Harness() {
  const [selected, setSelected] = useState('a');
  return <Tabs label="Docket" items={items} selectedId={selected} onChange={setSelected} />;
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('names the list, shows badges in the tab names and mounts only the selected panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Docket' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Follow up 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Follow-ups here')).toBeTruthy();
    expect(screen.queryByText('Events here')).toBeNull();
  });

  it('switches on click and keeps disabled tabs unselectable', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Pending events' }));
    expect(screen.getByRole('tab', { name: 'Pending events' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Events here')).toBeTruthy();
    const late = screen.getByRole('tab', { name: 'Late events' });
    expect(late.hasAttribute('disabled')).toBe(true);
    fireEvent.click(late);
    expect(screen.getByRole('tab', { name: 'Pending events' }).getAttribute('aria-selected')).toBe('true');
  });

  it('with keepVisited, keeps a panel once shown, hidden, with its state, and builds none before it is shown', () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const kept: TabItem[] = [
      { id: 'a', label: 'Follow up', panel: <Counter /> },
      { id: 'b', label: 'Pending events', panel: <p>Events here</p> },
    ];
    function KeepingHarness() {
      const [selected, setSelected] = useState('a');
      return <Tabs keepVisited label="Docket" items={kept} selectedId={selected} onChange={setSelected} />;
    }
    render(<KeepingHarness />);
    expect(screen.queryByText('Events here')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Pending events' }));
    expect(screen.getByText('Events here')).toBeTruthy();
    // The counter left behind is out of sight and out of reach, but not gone.
    expect(screen.queryByRole('button', { name: 'Clicked 1' })).toBeNull();
    expect(screen.getByText('Clicked 1', { selector: 'button' }).closest('[hidden]')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Follow up' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(screen.getByText('Events here').closest('[hidden]')).toBeTruthy();
  });
});
