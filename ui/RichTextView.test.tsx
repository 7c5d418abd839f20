// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextView } from './RichTextView.tsx';

afterEach(cleanup);

const shown = (html: string) => render(<RichTextView html={html} />).container.firstElementChild?.innerHTML;

describe('RichTextView', () => {
  it('shows the starter kit’s elements', () => {
    expect(shown('<p>Met <strong>Rosa</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Met <strong>Rosa</strong></p><ul><li>one</li></ul>',
    );
  });

  it('rebuilds elements without their attributes, drops scripts and shows other tags’ text only', () => {
    expect(
      shown(
        '<p onclick="steal()" style="color:red">Hi <a href="javascript:steal()">there</a><img src=x onerror="steal()"><script>steal()</script></p>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('shows plain text (older notes) as it is', () => {
    expect(shown('Called back, 1 < 2')).toBe('Called back, 1 &lt; 2');
  });
});
