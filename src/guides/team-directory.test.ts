import { describe, expect, it, vi } from 'vitest';
import { createTeamDirectory, guideNameOf, sortGuides, type TeamGuide } from './team-directory.ts';

const guides: TeamGuide[] = [
  { guideId: 'g1', guideName: 'Óscar Díaz', location: 'Denver, CO' },
  { guideId: 'g2', guideName: 'ana Ruiz', location: 'Chicago, IL' },
  { guideId: 'g3', guideName: 'Bea Lam', location: null },
];

describe('createTeamDirectory', () => {
  it('asks for every viewable guide once, and names them', async () => {
    const get = vi.fn().mockResolvedValue({ data: guides });
    const team = createTeamDirectory({ get });
    await Promise.all([team.load(), team.load()]);
    await team.load();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/team', { query: { allViewable: true } });
    expect(guideNameOf(team.getState(), 'g3')).toBe('Bea Lam');
    expect(guideNameOf(team.getState(), 'nobody')).toBeUndefined();
  });

  it('tries again after a failure', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: guides });
    const team = createTeamDirectory({ get });
    await team.load();
    expect(team.getState().status).toBe('failed');
    await team.load();
    expect(team.getState().status).toBe('success');
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
