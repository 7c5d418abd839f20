/**
 * The resource hub on a hand-driven backend: a search is one window in the server's order with its
 * total; another page is another window; a program the directory updates changes in place in the
 * window and in its detail.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResourceProgramRow } from './queries/index.ts';
import { engineOver } from './testing/engine-screen.ts';
import { FakeBackend } from './testing/fake-backend.ts';
import { makeProgram } from './testing/fake-resources.ts';

const id = (n: number) => `7a1c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('resource hub search', () => {
  let backend: FakeBackend;
  let harness: ReturnType<typeof engineOver>;

  beforeEach(() => {
    backend = new FakeBackend();
    harness = engineOver(backend);
    backend.upsert('resourceProgram', makeProgram(id(1), 'Pilsen Food Pantry'));
    backend.upsert(
      'resourceProgram',
      makeProgram(id(2), 'Eastside Community Kitchen', { serviceTags: ['meals'], description: 'Hot lunch daily.' }),
    );
    backend.upsert(
      'resourceProgram',
      makeProgram(id(3), '211 Helpline', {
        nationwide: true,
        zipcode: null,
        serviceTags: ['crisis-hotline'],
        description: 'Local help by phone.',
      }),
    );
    backend.upsert('resourceProgram', makeProgram(id(4), 'Houston Food Bank', { zipcode: '77002' }));
    backend.outbox.length = 0;
  });

  const search = (extra: object = {}) =>
    harness.open<ResourceProgramRow>('resourceSearch', {
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

  it('updates a program in place in the window and in its detail when the directory changes it', async () => {
    const window = await search();
    const detail = await harness.open<ResourceProgramRow>('resourceProgram', { programId: id(1) });
    expect(detail.rows()[0]?.hours).toBeNull();
    backend.upsert('resourceProgram', makeProgram(id(1), 'Pilsen Food Pantry', { hours: 'Tue 10am-2pm' }));
    backend.deliverAll();
    harness.frames.run();
    await Promise.resolve();
    harness.frames.run();
    expect(detail.rows()[0]?.hours).toBe('Tue 10am-2pm');
    expect(window.rows().find((r) => r.id === id(1))?.hours).toBe('Tue 10am-2pm');
    expect(window.rows().map((r) => r.position)).toEqual([0, 1]);
  });
});
