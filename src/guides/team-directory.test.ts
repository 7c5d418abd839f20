import { describe, expect, it } from 'vitest';
import { guideNameOf, sortGuides, type TeamGuide } from './team-directory.ts';

const guides: TeamGuide[] = [
  { guideId: 'g1', guideName: 'Óscar Díaz', location: 'Denver, CO' },
  { guideId: 'g2', guideName: 'ana Ruiz', location: 'Chicago, IL' },
  { guideId: 'g3', guideName: 'Bea Lam', location: null },
];

describe('guideNameOf', () => {
  it('names a guide of a loaded team, and nobody before it has loaded', () => {
    expect(guideNameOf({ status: 'success', guides }, 'g3')).toBe('Bea Lam');
    expect(guideNameOf({ status: 'success', guides }, 'nobody')).toBeUndefined();
    expect(guideNameOf({ status: 'loading' }, 'g3')).toBeUndefined();
  });
});

describe('sortGuides', () => {
  it('sorts by name ignoring case and accents, both ways, without touching the input', () => {
    const names = (list: TeamGuide[]) => list.map((g) => g.guideName);
    expect(names(sortGuides(guides, 'ascending', 'en'))).toEqual(['ana Ruiz', 'Bea Lam', 'Óscar Díaz']);
    expect(names(sortGuides(guides, 'descending', 'es'))).toEqual(['Óscar Díaz', 'Bea Lam', 'ana Ruiz']);
    expect(guides[0]?.guideId).toBe('g1');
  });
});
