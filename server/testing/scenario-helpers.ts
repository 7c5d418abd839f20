/** Small values the scenario files share (`*.scenarios.ts`). */
import { createConsentFixture } from '../consent/testing.ts';
import type { Db } from '../db/connect.ts';
import type { TestOrganisation } from './factories.ts';

export const uuid = () => crypto.randomUUID();

export const today = () => new Date().toISOString().slice(0, 10);

/** A quarter of an hour two days ago: a visit may be dated today or up to 9 days before. */
export function visitTimes() {
  const start = Math.floor((Date.now() - 2 * 86_400_000) / 900_000) * 900_000;
  return { startTime: new Date(start).toISOString(), endTime: new Date(start + 900_000).toISOString() };
}

/**
 * The organisation's consent terms, made once per organisation and kept (the matrix asks for them in
 * every cell). Keyed by organisation, whose ids are fresh per database, so no suite sees another's.
 */
const consentFixtures = new Map<string, ReturnType<typeof createConsentFixture>>();
export function consentTermsOf(db: Db, o: TestOrganisation): ReturnType<typeof createConsentFixture> {
  let fixture = consentFixtures.get(o.organisationId);
  if (!fixture) consentFixtures.set(o.organisationId, (fixture = createConsentFixture(db, o)));
  return fixture;
}
