/**
 * Rich text (notes, visit notes) as the portal's editor writes it: HTML of Tiptap's starter kit.
 * The server keeps only that markup (`sanitizeRichText`), so what the feed renders can never carry
 * a script, a handler, a link or a style, whatever a caller posts; the length rules count the text
 * a reader sees (`richTextPlain`), never the tags.
 *
 * Pure string work, no DOM: the same code runs on the server, in the worker and in the page.
 */

/** The starter kit's tags. Everything else is dropped (its text kept, escaped). */
export const RICH_TEXT_TAGS = [
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
] as const;
const ALLOWED: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const VOID: ReadonlySet<string> = new Set(['br', 'hr']);
/** Elements whose content is never text for a reader: dropped with it. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'textarea',
  'title',
  'noscript',
  'svg',
  'math',
];

const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)\b[^>]*>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
const ENTITY = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/y;

/** Text between tags, with every `<`, `>` and stray `&` escaped (well-formed entities kept). */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else out += c;
  }
  return out;
}

function dropDangerousBlocks(html: string): string {
  let out = html;
  for (const name of DROPPED_WITH_CONTENT)
    out = out.replace(new RegExp(`<${name}\\b[\\s\\S]*?(?:</${name}\\s*>|$)`, 'gi'), '');
  return out;
}

/**
 * The HTML with only the starter kit's tags, each without any attribute, and every other tag
 * removed (its text kept). Unclosed tags are closed at the end and stray closing tags dropped, so
 * the result nests correctly. Comments, doctypes and processing instructions go.
 *
 * @example sanitizeRichText('<p onclick="x()">Hi <a href="javascript:x">there</a><script>x()</script></p>') // '<p>Hi there</p>'
 */
export function sanitizeRichText(html: string): string {
  const source = dropDangerousBlocks(html);
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name || !ALLOWED.has(name)) continue;
    const closing = match[0].startsWith('</');
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
    } else if (!closing) {
      open.push(name);
      out += `<${name}>`;
    } else if (open.includes(name)) {
      // Close everything opened inside it too, so the tags always nest.
      while (open.length) {
        const top = open.pop() as string;
        out += `</${top}>`;
        if (top === name) break;
      }
    }
  }
  out += escapeText(source.slice(last));
  while (open.length) out += `</${open.pop() as string}>`;
  return out;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body] ?? whole;
  });
}

/**
 * The text a reader sees: tags removed (a block or line break is a space), entities decoded,
 * runs of white space made one and the ends trimmed. Empty for an empty editor ('<p></p>').
 */
export function richTextPlain(html: string): string {
  const text = dropDangerousBlocks(html)
    .replace(/<(?:br|hr)\b[^>]*>|<\/(?:p|li|h[1-6]|blockquote|pre)\s*>/gi, ' ')
    .replace(TAG, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
