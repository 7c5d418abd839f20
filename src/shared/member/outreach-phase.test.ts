import { describe, expect, it } from 'vitest';
import { outreachPhaseText } from './outreach-phase.ts';

const words = {
  known: {
    'initial-outreach': 'Contacto inicial',
    'follow-up-outreach': 'Contacto de seguimiento',
    'final-outreach': 'Último contacto',
    'completed-outreach': 'Contacto completado',
  },
  phase: (value: string) => `Fase ${value}`,
} as const;

// Issue #38: the docket's Outreach tab showed 'follow-up-outreach' where the member list showed its label.
describe('an outreach phase in words', () => {
  it.each([
    ['follow-up-outreach', 'Contacto de seguimiento'],
    ['initial-outreach', 'Contacto inicial'],
    ['2', 'Fase 2'],
    ['B', 'Fase B'],
    ['legacy-phase', 'legacy-phase'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%s reads %s', (value, expected) => expect(outreachPhaseText(value, words)).toBe(expected));
});
