import { createElement, useMemo, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** The editor's starter-kit tags, the only ones shown; anything else shows its text alone. */
const SHOWN = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'svg', 'math', 'noscript', 'title']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const name = node.nodeName.toLowerCase();
  if (SKIPPED.has(name)) return null;
  const children = [...node.childNodes].map((child, i) => toReact(child, `${key}.${i}`));
  if (!SHOWN.has(name)) return children;
  // Elements are made here, never from the source's attributes: no handler, link or style passes.
  return createElement(name, { key }, ...(name === 'br' || name === 'hr' ? [] : children));
}

/**
 * Rich text (a note) shown read-only: the HTML is parsed, and only the starter kit's elements are
 * rebuilt as React elements, without attributes; never `innerHTML`, so nothing the text holds can
 * run, whatever the server stored. Plain text (older notes) shows as it is.
 *
 * @example <RichTextView html={note.text} />
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return [...body.childNodes].map((node, i) => toReact(node, String(i)));
  }, [html]);
  return (
    <div
      className={cx(
        'text-slate-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 whitespace-pre-wrap',
        className,
      )}
    >
      {content}
    </div>
  );
}
