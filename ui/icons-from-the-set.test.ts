/**
 * Icons come from the icon set (lucide-react), never from emoji or text glyphs (#38): a machine
 * without an emoji font showed the call review's feedback thumbs as empty boxes, and a glyph such
 * as '×' or '▾' takes the size and colour of whatever font the text falls back to. Scans the
 * client folders' sources for both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'ui', 'consent'];

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(ROOT, folder, file));
}

/** Emoji and pictographs (👍, ⚠, ☎): drawn only where an emoji font is installed. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/**
 * A hidden glyph standing for an icon: `<span aria-hidden="true">←</span>`, '×', '▾', '•', '⋯'. A
 * required mark ('*') is text, not an icon.
 */
const GLYPH_ICON = /aria-hidden="true"[^>]*>\s*\{?['"]?[^\p{L}\p{N}\s<{*]{1,2}['"]?\}?\s*</u;

function offending(pattern: RegExp): string[] {
  return FOLDERS.flatMap(sources)
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('icons', () => {
  it('no emoji or pictograph in the portal, the ui kit or the consent site', () => {
    expect(offending(PICTOGRAPH)).toEqual([]);
  });

  it('no text glyph standing in for an icon', () => {
    expect(offending(GLYPH_ICON)).toEqual([]);
  });

  it('the patterns find what they are for', () => {
    expect(PICTOGRAPH.test('<span aria-hidden="true">👍</span>')).toBe(true);
    expect(GLYPH_ICON.test('<span aria-hidden="true">×</span>')).toBe(true);
    expect(GLYPH_ICON.test('<span aria-hidden="true"> → </span>')).toBe(true);
    expect(GLYPH_ICON.test(`<span aria-hidden="true">{'▾'}</span>`)).toBe(true);
    expect(GLYPH_ICON.test('<X aria-hidden="true" className="size-4" />')).toBe(false);
    expect(GLYPH_ICON.test('<span aria-hidden="true">Call</span>')).toBe(false);
    expect(GLYPH_ICON.test('<span aria-hidden="true"> *</span>')).toBe(false);
  });
});
