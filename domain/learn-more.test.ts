/** Learn-more content rules (spec part 3 section 5): an entry keeps a block, a section an entry; Duplicate. */
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addEntry,
  addSection,
  changeSectionType,
  duplicateLearnMore,
  emptyLearnMore,
  isLearnMoreValid,
  moveBlock,
  moveEntry,
  moveSection,
  removeBlock,
  removeEntry,
  updateBlock,
  updateEntry,
} from './learn-more.ts';

const content = () => addSection(addSection({ ...emptyLearnMore(), title: 'Why' }, 'copy'), 'accordion');

describe('learn-more rules', () => {
  it('a new section has one blank entry; a copy section may be highlighted', () => {
    const [copy, accordion] = content().sections;
    expect(copy).toMatchObject({
      type: 'copy',
      sortOrder: 1,
      isHighlighted: false,
      entries: [{ copyType: 'paragraph' }],
    });
    expect(accordion).toMatchObject({ type: 'accordion', sortOrder: 2, entries: [{ summary: '', details: '' }] });
  });
  it.each([
    ['the only entry of a section is kept', (c = content()) => removeEntry(c, 0, 0).sections[0]!.entries.length, 1],
    ['a second entry may go', (c = content()) => removeEntry(addEntry(c, 0), 0, 1).sections[0]!.entries.length, 1],
    [
      'the last copy block is kept',
      (c = content()) => removeBlock(c, 0, 0, 0).sections[0]!.entries[0]!.copyBlocks!.length,
      1,
    ],
    [
      'a second block may go',
      (c = content()) => removeBlock(addBlock(c, 0, 0), 0, 0, 0).sections[0]!.entries[0]!.copyBlocks!.length,
      1,
    ],
  ])('%s', (_name, measure, expected) => expect(measure()).toBe(expected));
  it('moving renumbers sort orders', () => {
    expect(moveSection(content(), 1, 0).sections.map((s) => [s.type, s.sortOrder])).toEqual([
      ['accordion', 1],
      ['copy', 2],
    ]);
  });
  it('entries move with their sort orders; copy blocks move by their place, a move out of range changes nothing', () => {
    const twoEntries = updateEntry(addEntry(content(), 0), 0, 1, { title: 'Second' });
    expect(moveEntry(twoEntries, 0, 1, 0).sections[0]!.entries.map((e) => [e.title, e.sortOrder])).toEqual([
      ['Second', 1],
      ['', 2],
    ]);
    const blocks = updateBlock(addBlock(content(), 0, 0), 0, 0, 1, { copy: 'Two' });
    const copies = (c: ReturnType<typeof content>) => c.sections[0]!.entries[0]!.copyBlocks!.map((b) => b.copy);
    expect(copies(moveBlock(blocks, 0, 0, 1, 0))).toEqual(['Two', '']);
    expect(moveBlock(blocks, 0, 0, 1, 2)).toBe(blocks);
  });
  it('changing a type starts its entries over', () => {
    expect(changeSectionType(content(), 0, 'accordion').sections[0]).toMatchObject({
      type: 'accordion',
      entries: [{ summary: '' }],
    });
  });
  it('Duplicate adds (Copy) to the title; an untitled record is not valid', () => {
    expect(duplicateLearnMore(content()).title).toBe('Why (Copy)');
    expect(isLearnMoreValid(emptyLearnMore())).toBe(false);
    expect(isLearnMoreValid(content())).toBe(true);
  });
});
