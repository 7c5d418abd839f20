// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure.tsx';

afterEach(cleanup);

describe('Disclosure', () => {
  it('is a heading with a button that shows and hides its content', () => {
    render(
      <Disclosure title="Phone numbers">
        <p>+1 415 555 0100</p>
      </Disclosure>,
    );
    const toggle = screen.getByRole('button', { name: 'Phone numbers' });
    expect(screen.getByRole('heading', { level: 3, name: 'Phone numbers' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const content = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(content?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(content?.hidden).toBe(true);
  });

  it('can start collapsed', () => {
    render(
      <Disclosure title="Addresses" defaultOpen={false}>
        <p>1 Main St</p>
      </Disclosure>,
    );
    expect(screen.getByRole('button', { name: 'Addresses' }).getAttribute('aria-expanded')).toBe('false');
  });
});
