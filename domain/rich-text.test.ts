import { describe, expect, it } from 'vitest';
import { richTextPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText keeps the starter kit and nothing else', () => {
  it.each([
    ['<p>Plain</p>', '<p>Plain</p>'],
    [
      '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>',
      '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    ],
    ['<p>line<br>break</p><hr/>', '<p>line<br>break</p><hr>'],
    ['<p onclick="steal()" class="x" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<p>Hi <a href="javascript:steal()">there</a></p>', '<p>Hi there</p>'],
    ['<p>a<script>steal()</script>b</p>', '<p>ab</p>'],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror=steal()><p>x</p>', '<p>x</p>'],
    ['<svg><script>steal()</script></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<!-- hidden --><p>x</p>', '<p>x</p>'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['<p>&amp; &lt;b&gt; &#169; &copy;</p>', '<p>&amp; &lt;b&gt; &#169; &copy;</p>'],
    ['<p><strong>unclosed', '<p><strong>unclosed</strong></p>'],
    ['</p>stray</em>', 'stray'],
    ['<p><em>crossed</p></em>', '<p><em>crossed</em></p>'],
    ['<P>Upper</P>', '<p>Upper</p>'],
    ['<p\n onmouseover="x">multi-line tag</p>', '<p>multi-line tag</p>'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<p onclick="x">a <b>b</b> <a href="#">c</a> 1 < 2</p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('richTextPlain is the text a reader sees', () => {
  it.each([
    ['', ''],
    ['<p></p>', ''],
    ['<p>Hello</p><p>world</p>', 'Hello world'],
    ['<p>a&amp;b &lt;3&nbsp;x &#65;</p>', 'a&b <3 x A'],
    ['<ul><li>one</li><li>two</li></ul>', 'one two'],
    ['<p>x<script>hidden()</script></p>', 'x'],
  ])('%j -> %j', (html, text) => {
    expect(richTextPlain(html)).toBe(text);
  });
});
