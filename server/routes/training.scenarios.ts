/**
 * The walks' scenarios for the operations of training.ts (gathered in server/testing/scenarios.ts).
 * - The training page: admins only, objectless (each organisation's own training data, made for
 *   the call), and nothing of another organisation's characters is listed.
 */
import { ensureTrainingData } from '../seed/training.ts';
import type { Db } from '../db/connect.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { trainingHandlers } from './training.ts';

/** The organisation's training client and characters, on its guide's caseload (made once). */
export const withTraining = (db: Db, org: TestOrganisation) =>
  ensureTrainingData(db, { organisationId: org.organisationId, guideId: org.guide.id, now: new Date() });

export const trainingScenarios = {
  trainingCharacters: {
    authorization: { request: async ({ db, home }) => (await withTraining(db, home), {}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, home, foreign }) => {
        await withTraining(db, home);
        await withTraining(db, foreign);
        return {};
      },
      by: 'superAdmin',
    },
  },
  resetTrainingCharacters: {
    authorization: { request: async ({ db, home }) => (await withTraining(db, home), {}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, home, foreign }) => {
        await withTraining(db, home);
        await withTraining(db, foreign);
        return {};
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      await withTraining(db, org);
      return () => callAs(org.superAdmin, {});
    },
  },
  trainingProviderStatus: {
    authorization: { request: async ({ db, home }) => (await withTraining(db, home), {}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, home, foreign }) => {
        await withTraining(db, home);
        await withTraining(db, foreign);
        return {};
      },
      by: 'superAdmin',
    },
  },
  setTrainingProviderStatus: {
    authorization: {
      request: async ({ db, home }) => (await withTraining(db, home), { body: { isProviderClient: true } }),
      expect: ADMINS_ANYWHERE,
    },
    isolation: {
      nothingForeign: async ({ db, home, foreign }) => {
        await withTraining(db, home);
        await withTraining(db, foreign);
        return { body: { isProviderClient: false } };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      await withTraining(db, org);
      return () => callAs(org.superAdmin, { body: { isProviderClient: true } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof trainingHandlers>>;
