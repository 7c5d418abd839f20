/**
 * Learn-more content (spec part 3 sections 2, 3, 4, 5): a record's title and sections, as the
 * Learn More Creator edits them and guides read them in a survey's or workflow step's learn-more
 * dialog. Section types: accordion (entries of summary and details) and copy (entries of a title, a
 * copy type and copy blocks; a copy section may be highlighted). The rules of section 5: an entry
 * keeps at least one copy block, and a section at least one entry. Pure: the screen and the server
 * both use them.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

export const LEARN_MORE_SECTION_TYPES = ['accordion', 'copy'] as const;
export const COPY_TYPES = ['paragraph', 'ordered-list', 'unordered-list'] as const;
export type LearnMoreSectionType = (typeof LEARN_MORE_SECTION_TYPES)[number];
export type CopyType = (typeof COPY_TYPES)[number];

export const LEARN_MORE_LIMITS = { sections: 50, entries: 100, blocks: 100, records: 1000 } as const;

const words = type('string <= 5000');
const title = type('string <= 200');

export const copyBlockSchema = type({ 'title?': title.or('null'), copy: words });
export const learnMoreEntrySchema = type({
  /** Accordion entries: summary and details. */
  'summary?': words,
  'details?': words,
  /** Copy entries: a title, a copy type and copy blocks. */
  'title?': title,
  'copyType?': type.enumerated(...COPY_TYPES),
  'copyBlocks?': copyBlockSchema.array().atMostLength(LEARN_MORE_LIMITS.blocks),
  sortOrder: 'number.integer',
});
export const learnMoreSectionSchema = type({
  type: type.enumerated(...LEARN_MORE_SECTION_TYPES),
  title,
  sortOrder: 'number.integer',
  'isHighlighted?': 'boolean',
  entries: learnMoreEntrySchema.array().atMostLength(LEARN_MORE_LIMITS.entries),
});
export const learnMoreContentSchema = type({
  title: type('0 < string <= 200'),
  sections: learnMoreSectionSchema.array().atMostLength(LEARN_MORE_LIMITS.sections),
});
export type LearnMoreContent = typeof learnMoreContentSchema.infer;
export type LearnMoreSection = typeof learnMoreSectionSchema.infer;
export type LearnMoreEntry = typeof learnMoreEntrySchema.infer;
export type CopyBlock = typeof copyBlockSchema.infer;

export const learnMoreRecordBody = type({ learnMoreContent: learnMoreContentSchema });
export const createLearnMoreRecordBody = type({ id: uuid }).and(learnMoreRecordBody);
export const learnMoreRecordParams = type({ id: uuid });

export function emptyLearnMore(): LearnMoreContent {
  return { title: '', sections: [] };
}

const renumbered = <T extends { sortOrder: number }>(items: readonly T[]): T[] =>
  items.map((item, i) => ({ ...item, sortOrder: i + 1 }));

export function newEntry(type: LearnMoreSectionType, sortOrder: number): LearnMoreEntry {
  return type === 'accordion'
    ? { summary: '', details: '', sortOrder }
    : { title: '', copyType: 'paragraph', copyBlocks: [{ title: null, copy: '' }], sortOrder };
}

/** A new section with one blank entry (a section keeps at least one). */
export function addSection(content: LearnMoreContent, type: LearnMoreSectionType): LearnMoreContent {
  const section: LearnMoreSection = {
    type,
    title: '',
    sortOrder: content.sections.length + 1,
    ...(type === 'copy' ? { isHighlighted: false } : {}),
    entries: [newEntry(type, 1)],
  };
  return { ...content, sections: [...content.sections, section] };
}

export function updateSection(content: LearnMoreContent, at: number, change: Partial<LearnMoreSection>) {
  return { ...content, sections: content.sections.map((s, i) => (i === at ? { ...s, ...change } : s)) };
}

export function removeSection(content: LearnMoreContent, at: number): LearnMoreContent {
  return { ...content, sections: renumbered(content.sections.filter((_, i) => i !== at)) };
}

/** The list with the item at `from` moved to `to`; null when that is no move (the same place, or out of range). */
function moved<T>(items: readonly T[], from: number, to: number): T[] | null {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return null;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function moveItem<T extends { sortOrder: number }>(items: readonly T[], from: number, to: number): T[] {
  const next = moved(items, from, to);
  return next ? renumbered(next) : [...items];
}

export function moveSection(content: LearnMoreContent, from: number, to: number): LearnMoreContent {
  return { ...content, sections: moveItem(content.sections, from, to) };
}

const withSection = (content: LearnMoreContent, at: number, change: (s: LearnMoreSection) => LearnMoreSection) => ({
  ...content,
  sections: content.sections.map((s, i) => (i === at ? change(s) : s)),
});

export function addEntry(content: LearnMoreContent, section: number): LearnMoreContent {
  return withSection(content, section, (s) => ({
    ...s,
    entries: [...s.entries, newEntry(s.type, s.entries.length + 1)],
  }));
}

/** An entry cannot be removed if it is the only one in its section. */
export const canRemoveEntry = (section: LearnMoreSection) => section.entries.length > 1;

export function removeEntry(content: LearnMoreContent, section: number, entry: number): LearnMoreContent {
  return withSection(content, section, (s) =>
    canRemoveEntry(s) ? { ...s, entries: renumbered(s.entries.filter((_, i) => i !== entry)) } : s,
  );
}

export function updateEntry(
  content: LearnMoreContent,
  section: number,
  entry: number,
  change: Partial<LearnMoreEntry>,
) {
  return withSection(content, section, (s) => ({
    ...s,
    entries: s.entries.map((e, i) => (i === entry ? { ...e, ...change } : e)),
  }));
}

export function moveEntry(content: LearnMoreContent, section: number, from: number, to: number): LearnMoreContent {
  return withSection(content, section, (s) => ({ ...s, entries: moveItem(s.entries, from, to) }));
}

/** A copy entry keeps at least one copy block: the last cannot be removed. */
export const canRemoveBlock = (entry: LearnMoreEntry) => (entry.copyBlocks?.length ?? 0) > 1;

export function addBlock(content: LearnMoreContent, section: number, entry: number): LearnMoreContent {
  return updateEntry(content, section, entry, {
    copyBlocks: [...(content.sections[section]?.entries[entry]?.copyBlocks ?? []), { title: null, copy: '' }],
  });
}

export function removeBlock(content: LearnMoreContent, section: number, entry: number, block: number) {
  const current = content.sections[section]?.entries[entry];
  if (!current || !canRemoveBlock(current)) return content;
  return updateEntry(content, section, entry, { copyBlocks: current.copyBlocks!.filter((_, i) => i !== block) });
}

/** Copy blocks are ordered by their place in the entry (they carry no sort order). */
export function moveBlock(content: LearnMoreContent, section: number, entry: number, from: number, to: number) {
  const next = moved(content.sections[section]?.entries[entry]?.copyBlocks ?? [], from, to);
  return next ? updateEntry(content, section, entry, { copyBlocks: next }) : content;
}

export function updateBlock(
  content: LearnMoreContent,
  section: number,
  entry: number,
  block: number,
  change: Partial<CopyBlock>,
) {
  const current = content.sections[section]?.entries[entry];
  if (!current) return content;
  return updateEntry(content, section, entry, {
    copyBlocks: (current.copyBlocks ?? []).map((b, i) => (i === block ? { ...b, ...change } : b)),
  });
}

/** Changing a section's type makes its entries over as one blank entry of the new type. */
export function changeSectionType(content: LearnMoreContent, at: number, type: LearnMoreSectionType) {
  return withSection(content, at, (s) => {
    const { isHighlighted: _highlighted, ...rest } = s;
    return { ...rest, type, ...(type === 'copy' ? { isHighlighted: false } : {}), entries: [newEntry(type, 1)] };
  });
}

/** Duplicate: the title suffixed ' (Copy)'. */
export const duplicateLearnMore = (content: LearnMoreContent): LearnMoreContent => ({
  ...content,
  title: `${content.title} (Copy)`,
});

/** Save is disabled while invalid: a title, every copy entry with a block. */
export function isLearnMoreValid(content: LearnMoreContent): boolean {
  if (!content.title.trim()) return false;
  return content.sections.every(
    (s) => s.entries.length > 0 && s.entries.every((e) => s.type === 'accordion' || (e.copyBlocks?.length ?? 0) > 0),
  );
}
