/**
 * The hand-driven backend's notes and visits, answered as server/routes/notes.ts and visits.ts do:
 * the interaction (and a visit's row) recorded first, the feed item with them embedded last (the
 * write confirms on it); a delete leaves tombstones, the feed item's last. The fake has no acting
 * user: the member's guide writes.
 */
import {
  OPERATIONS,
  sanitizeRichText,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What of the fake backend this needs (its own type would make an import cycle). */
interface FakeBackend {
  readonly tables: { readonly [K in EntityKind]: Map<string, EntityShape<K>> };
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
  remove(kind: EntityKind, id: string): ChangeRow;
}

type Input = { params?: Record<string, string>; body?: Record<string, unknown> };

const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });

function interactionOf(
  backend: FakeBackend,
  id: string,
  memberId: string,
  type: 'note' | 'visit',
  fields: Partial<EntityShape<'interaction'>>,
): EntityShape<'interaction'> {
  const guideId = backend.tables.user.get(memberId)?.assignedGuideId ?? 'g1';
  return {
    id,
    interactionId: id,
    interactionType: type,
    subjectIds: [memberId],
    memberId,
    guideId,
    timestamp: '2026-11-20T10:00:00.000Z',
    duration: null,
    incoming: false,
    originator: guideId,
    receiver: memberId,
    outcomeId: null,
    note: null,
    member: null,
    ...fields,
  };
}

/** Records the interaction (and visit) and then the feed item embedding them; answers the feed item at its sequence. */
function recordEntry(
  backend: FakeBackend,
  feedItemId: string,
  interaction: EntityShape<'interaction'>,
  visit: EntityShape<'visit'> | null,
): HttpResult {
  backend.upsert('interaction', interaction);
  if (visit) backend.upsert('visit', visit);
  const item: EntityShape<'feedItem'> = {
    id: feedItemId,
    memberId: interaction.memberId,
    timestamp: interaction.timestamp,
    externalItemType: interaction.interactionType,
    externalItemId: interaction.id,
    message: null,
    interaction,
    call: null,
    visit,
  };
  const change = backend.upsert('feedItem', item);
  return { body: change.data, seq: change.seq };
}

const feedItemOf = (backend: FakeBackend, interactionId: string) =>
  [...backend.tables.feedItem.values()].find((f) => f.externalItemId === interactionId);

/** The note and visit writes (the body already passed the contract's schema); undefined for any other. */
export function answerNoteVisitWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const body = input.body ?? {};
  if (operation === OPERATIONS.createNote) {
    const id = crypto.randomUUID();
    return recordEntry(
      backend,
      crypto.randomUUID(),
      interactionOf(backend, id, body.userId as string, 'note', { note: sanitizeRichText(body.text as string) }),
      null,
    );
  }
  if (operation === OPERATIONS.createVisit) {
    const id = crypto.randomUUID();
    const memberId = body.subjectUserId as string;
    const interaction = interactionOf(backend, id, memberId, 'visit', {
      timestamp: body.startTime as string,
      outcomeId: body.outcomeId as number | null,
      note: (body.note as string | null | undefined) ?? null,
    });
    const visit: EntityShape<'visit'> = {
      id,
      memberId,
      createdBy: interaction.guideId,
      createdAt: '2026-11-20T10:05:00.000Z',
      startTime: body.startTime as string,
      endTime: body.endTime as string,
      addressId: body.addressId as string | null,
      location: (body.location as string | null | undefined) ?? null,
      outcomeDetails: null,
      scheduledEventId: (body.scheduledEventId as string | null | undefined) ?? null,
    };
    return recordEntry(backend, crypto.randomUUID(), interaction, visit);
  }
  const id = input.params?.noteId ?? input.params?.visitId;
  if (operation === OPERATIONS.updateNote) {
    const interaction = backend.tables.interaction.get(id ?? '');
    const feed = feedItemOf(backend, id ?? '');
    if (!interaction || !feed) throw notFound();
    return recordEntry(backend, feed.id, { ...interaction, note: sanitizeRichText(body.text as string) }, null);
  }
  if (operation === OPERATIONS.deleteNote || operation === OPERATIONS.deleteVisit) {
    const feed = feedItemOf(backend, id ?? '');
    if (!id || !feed) throw notFound();
    if (operation === OPERATIONS.deleteVisit) backend.remove('visit', id);
    backend.remove('interaction', id);
    const change = backend.remove('feedItem', feed.id);
    return { body: { id, feedItemId: feed.id }, seq: change.seq };
  }
  return undefined;
}
