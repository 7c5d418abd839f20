/**
 * Customers: the organisation's customers, whole (an admin's list is small) and kept live, and one
 * customer's details (its teams and their users, its surveys), a server answer asked again when a
 * customer, a team or a staff user changes.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { answer, page } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const adminCustomers = defineQuery({
  name: 'adminCustomers',
  pages: () => [page(OPERATIONS.adminCustomers, { query: { includeConsents: 'true' } })],
  query:
    (_params: { attempt: number }, { customer }) =>
    (q) =>
      q
        .from({ customer })
        .orderBy(({ customer }) => customer.displayName, 'asc')
        .select(({ customer }) => ({ ...customer })),
});
export type AdminCustomerRow = RowOf<typeof adminCustomers>;

const detailsPage = (id: string) => answer(OPERATIONS.customerDetails, { params: { id } });

export const customerDetails = defineQuery({
  name: 'customerDetails',
  reasksOn: ['customer', 'team', 'adminUser'],
  pages: ({ id }: { id: string }) => [detailsPage(id)],
  query:
    ({ id }, { pageAnswer }) =>
    (q) =>
      q
        .from({ details: answersOf(pageAnswer, OPERATIONS.customerDetails) })
        .where(({ details }) => eq(details.id, detailsPage(id).key))
        .select(({ details }) => ({
          id: details.id,
          surveyCount: details.value.surveyCount,
          teams: details.value.teams,
        })),
});
export type CustomerDetailsRow = RowOf<typeof customerDetails>;

/** Every consent term of one customer, offered or withdrawn, in flow order: the customer page's Consents. */
export const customerConsentTerms = defineQuery({
  name: 'customerConsentTerms',
  pages: ({ clientId }: { clientId: string }) => [page(OPERATIONS.customerTerms, { params: { id: clientId } })],
  query:
    ({ clientId }, { consentTerm }) =>
    (q) =>
      q
        .from({ term: consentTerm })
        .where(({ term }) => eq(term.clientId, clientId))
        .orderBy(({ term }) => term.sortOrder, 'asc')
        .orderBy(({ term }) => term.key, 'asc')
        .select(({ term }) => ({ ...term })),
});
export type CustomerConsentTermRow = RowOf<typeof customerConsentTerms>;

/**
 * One customer's member segments in their order: the customer page's Segments and the choices of a
 * member's Segment on Member info. Every segment of the organisation is read once (they are few).
 */
export const customerSegmentList = defineQuery({
  name: 'customerSegmentList',
  pages: () => [page(OPERATIONS.customerSegments, {})],
  query:
    ({ clientId }: { clientId: string }, { customerSegment }) =>
    (q) =>
      q
        .from({ segment: customerSegment })
        .where(({ segment }) => eq(segment.clientId, clientId))
        .orderBy(({ segment }) => segment.sortOrder, 'asc')
        .orderBy(({ segment }) => segment.name, 'asc')
        .select(({ segment }) => ({ ...segment })),
});
export type CustomerSegmentRow = RowOf<typeof customerSegmentList>;
