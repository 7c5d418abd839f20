/**
 * The docket's embedded analytics dashboard (spec part 1 sections 2, 4 and 7 `sigma-embed`): a
 * signed, expiring URL of the guide's month, and the data of the portal's own dashboard page,
 * which is what the URL opens unless an external workbook is configured.
 */
import { type } from 'arktype';
import { integerString, uuid } from '../api/params.ts';
import { defineOperation } from './define.ts';

const yearMonth = type(/^\d{4}(0[1-9]|1[0-2])$/);

/**
 * `POST /users/sigma-embed`: `{ key: 'docketDashboard', params: { docketDashboard: { guideId,
 * yearMonth: 'yyyyMM' } } }` answers the URL to embed, whether there is one, and when it expires
 * (epoch ms): the portal asks again at that time.
 */
export const sigmaEmbed = defineOperation({
  method: 'POST',
  path: '/users/sigma-embed',
  body: type({ key: "'docketDashboard'", params: { docketDashboard: { guideId: uuid, yearMonth } } }),
  response: type({ url: 'string', hasEmbed: 'boolean', expirationTimestamp: 'number' }),
  access: 'app-access',
});

const dayCounts = type({ day: 'string', call: 'number', visit: 'number', message: 'number', note: 'number' });

/**
 * `GET /analytics/docket-dashboard`: the portal's own dashboard page's data, for the signed URL's
 * guide and month only (`expires` and `signature` as the embed URL carries them): interactions by
 * day and type, members engaged, follow-ups done, minutes of member contact.
 */
export const docketDashboardData = defineOperation({
  method: 'GET',
  path: '/analytics/docket-dashboard',
  query: type({
    guideId: uuid,
    yearMonth,
    expires: integerString.to('0 <= number <= 253402300799999'),
    signature: /^[0-9a-f]{64}$/,
  }),
  response: type({
    days: dayCounts.array(),
    membersEngaged: 'number',
    followUpsDone: 'number',
    contactMinutes: 'number',
  }),
  access: 'app-access',
});
