/**
 * The resource hub on the real server: a search is one window in the server's order with its
 * total; another page is another window; terms and tags narrow it; a program's detail reads one.
 * (The directory changes no program through the change log, so nothing here arrives live.)
 */
import { describe, expect, it } from 'vitest';
import { createResourceProgram } from '../server/resources/testing.ts';
import type { ResourceProgramRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('resource hub search', () => {
  let pantry = '';
  const sync = engineOnServer({
    async seed({ db, org }) {
      pantry = (await createResourceProgram(db, org, { name: 'Pilsen Food Pantry', hours: 'Tue 10am-2pm' })).id;
      await createResourceProgram(db, org, {
        name: 'Eastside Community Kitchen',
        serviceTags: ['meals'],
        description: 'Hot lunch daily.',
      });
      await createResourceProgram(db, org, {
        name: '211 Helpline',
        nationwide: true,
        zipcode: null,
        serviceTags: ['crisis-hotline'],
        description: 'Local help by phone.',
      });
      await createResourceProgram(db, org, { name: 'Houston Food Bank', zipcode: '77002' });
    },
  });

  const search = (extra: object = {}) =>
    sync.open<ResourceProgramRow>('resourceSearch', {
      search: { zipcode: '60608', 'page-start': 0, 'page-size': 2, ...extra },
    });

  it('shows one window in the server’s order with the total, and the next page as its own window', async () => {
    const first = await search();
    expect(first.rows().map((r) => [r.name, r.position, r.total])).toEqual([
      ['Eastside Community Kitchen', 0, 3],
      ['Pilsen Food Pantry', 1, 3],
    ]);
    const second = await search({ 'page-start': 2 });
    expect(second.rows().map((r) => r.name)).toEqual(['211 Helpline']);
    expect((await search({ serviceTags: ['food-pantry'], terms: 'pant' })).rows().map((r) => r.name)).toEqual([
      'Pilsen Food Pantry',
    ]);
  });

  it("a program's detail shows the directory's fields, and is the same row the window holds", async () => {
    const window = await search();
    const detail = await sync.open<ResourceProgramRow>('resourceProgram', { programId: pantry });
    expect(detail.rows()[0]).toMatchObject({ name: 'Pilsen Food Pantry', hours: 'Tue 10am-2pm', city: 'Chicago' });
    expect(window.rows().find((r) => r.id === pantry)?.hours).toBe('Tue 10am-2pm');
  });
});
