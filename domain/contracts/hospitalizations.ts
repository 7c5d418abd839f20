/**
 * The hospitalizations dashboard (spec part 1 section 7 "Hospitalizations"). Every call needs a
 * customer the acting user administers (`user_client_access` ADMIN): none answers 403. Reads and
 * writes see only the stays of those customers.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { hospitalizationEditBody, hospitalizationFilterQuery, hospitalizationListQuery } from '../hospitalizations.ts';
import { defineOperation } from './define.ts';

/**
 * `GET /hospitalizations`: one page at `page-start` (an offset) of `page-size`, sorted by
 * `sort-by` (default `dischargeDate` descending, stays without one first), each stay with its
 * member. `pagination.totalItems` (and `count`, which the sync engine's windows read) is the total.
 */
export const hospitalizationList = defineOperation({
  method: 'GET',
  path: '/hospitalizations',
  query: hospitalizationListQuery,
  response: type({
    data: ENTITIES.hospitalization.schema.array(),
    count: 'number',
    pagination: { totalItems: 'number' },
  }),
  lists: 'hospitalization',
  access: 'app-access',
});

/** `GET /hospitalizations/meta-counts`: the counters under the same filters (not the special one). */
export const hospitalizationMetaCounts = defineOperation({
  method: 'GET',
  path: '/hospitalizations/meta-counts',
  query: hospitalizationFilterQuery,
  response: type({ newlyAdmitted: 'number', newlyDischarged: 'number', totalMembers: 'number' }),
  access: 'app-access',
});

const option = type({ value: 'string', label: 'string' });

/** `GET /hospitalizations/filter-options`: the administered customers, the guides of hospitalized members, the member statuses. */
export const hospitalizationFilterOptions = defineOperation({
  method: 'GET',
  path: '/hospitalizations/filter-options',
  response: type({ clients: option.array(), guides: option.array(), statuses: option.array() }),
  access: 'app-access',
});

/** `PATCH /hospitalizations/{id}`: the guide's note and discharge date (both required; the date is locked once set). */
export const updateHospitalization = defineOperation({
  method: 'PATCH',
  path: '/hospitalizations/:id',
  params: type({ id: uuid }),
  body: hospitalizationEditBody,
  response: ENTITIES.hospitalization.schema,
  access: 'app-access',
  idempotent: true,
});
