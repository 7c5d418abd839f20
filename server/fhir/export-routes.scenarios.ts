/**
 * The walks' scenarios for the FHIR bulk export (gathered in server/testing/scenarios.ts): admins
 * only; another organisation's customer, or its job, is not found. Status, file and cancel name a
 * finished job of the target's super admin (`export-testing.ts`).
 */
import { ADMINS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { fhirExportHandlers } from './export-routes.ts';
import { createFinishedExport } from './export-testing.ts';

const ASYNC = { prefer: 'respond-async' };

export const fhirExportScenarios = {
  fhirGroupExport: {
    authorization: { request: ({ o }) => ({ params: { customerId: o.clientId }, headers: ASYNC }), expect: ADMINS },
    isolation: {
      notFound: ({ foreign }) => ({ params: { customerId: foreign.clientId }, headers: ASYNC }),
      by: 'superAdmin',
    },
  },
  fhirExportStatus: {
    authorization: {
      request: async ({ t, db, o }) => ({
        params: { jobId: await createFinishedExport(db, o, t.server.context.clock.now()) },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ t, db, foreign }) => ({
        params: { jobId: await createFinishedExport(db, foreign, t.server.context.clock.now()) },
      }),
      by: 'superAdmin',
    },
  },
  fhirExportFile: {
    authorization: {
      request: async ({ t, db, o }) => ({
        params: { jobId: await createFinishedExport(db, o, t.server.context.clock.now()), resourceType: 'Patient' },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ t, db, foreign }) => ({
        params: {
          jobId: await createFinishedExport(db, foreign, t.server.context.clock.now()),
          resourceType: 'Patient',
        },
      }),
      by: 'superAdmin',
    },
  },
  fhirExportCancel: {
    authorization: {
      request: async ({ t, db, o }) => ({
        params: { jobId: await createFinishedExport(db, o, t.server.context.clock.now()) },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ t, db, foreign }) => ({
        params: { jobId: await createFinishedExport(db, foreign, t.server.context.clock.now()) },
      }),
      by: 'superAdmin',
    },
    write: async ({ t, db, org, callAs }) => {
      const jobId = await createFinishedExport(db, org, t.server.context.clock.now());
      return () => callAs(org.superAdmin, { params: { jobId } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof fhirExportHandlers>>;
