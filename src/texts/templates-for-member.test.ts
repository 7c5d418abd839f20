import { describe, expect, it } from 'vitest';
import { templatesForMember } from './templates-for-member.ts';

const template = (id: string, allClients: boolean, clientIds: string[] = []) => ({ id, allClients, clientIds });
const categories = [
  {
    id: 'intro',
    templates: [template('everyone', true), template('only-a', false, ['a']), template('b-c', false, ['b', 'c'])],
  },
  { id: 'b-only', templates: [template('b', false, ['b'])] },
];
const ids = (
  offered: ReturnType<typeof templatesForMember<ReturnType<typeof template>, (typeof categories)[number]>>,
) => offered.map((category) => [category.id, category.templates.map((tpl) => tpl.id)]);

describe('templatesForMember', () => {
  it("offers the templates for every customer and those naming the member's customer", () => {
    expect(ids(templatesForMember(categories, 'a'))).toEqual([['intro', ['everyone', 'only-a']]]);
    expect(ids(templatesForMember(categories, 'c'))).toEqual([['intro', ['everyone', 'b-c']]]);
  });

  it('drops a category with nothing left for the member', () => {
    expect(ids(templatesForMember(categories, 'b'))).toEqual([
      ['intro', ['everyone', 'b-c']],
      ['b-only', ['b']],
    ]);
    expect(ids(templatesForMember(categories, 'z'))).toEqual([['intro', ['everyone']]]);
  });

  it("offers only the templates for every customer while the member's customer is unknown", () => {
    expect(ids(templatesForMember(categories, undefined))).toEqual([['intro', ['everyone']]]);
  });
});
