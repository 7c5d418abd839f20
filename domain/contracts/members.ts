/** The member list: members searched, filtered, sorted and paged on the server, and its filter list. */
import { type } from 'arktype';
import { memberListQuery } from '../api/params.ts';
import { memberListRowSchema } from '../entities/index.ts';
import { defineOperation } from './define.ts';
import { listOf } from './shapes.ts';

/**
 * `GET /users`: one page of members at `page-start` (an offset: the list jumps to any page and
 * sorts by any column), `count` with `includeCount`. Members of every customer of the organisation.
 */
export const memberList = defineOperation({
  method: 'GET',
  path: '/users',
  query: memberListQuery,
  response: listOf(memberListRowSchema),
  lists: 'user',
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

const filterOption = type({ value: 'string', label: 'string' });

/**
 * `GET /users/filters`: the member list's dynamic filters, one per query key (`clientIds`,
 * `guideIds`, `memberStatusIds`, `memberStageIds`, `outreachPhases`) with its options. Labels of
 * data (customer, guide, status names) come from the server; the portal labels the keys.
 */
export const memberListFilters = defineOperation({
  method: 'GET',
  path: '/users/filters',
  response: type({
    data: type({
      key: "'clientIds'|'guideIds'|'memberStatusIds'|'memberStageIds'|'outreachPhases'",
      options: filterOption.array(),
    }).array(),
  }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});
