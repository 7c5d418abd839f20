/** Users: members and staff, as summaries embedded in work items and as full records. */
import { type } from 'arktype';
import { defineEntity } from './define.ts';
import { generatedMemberSummarySchema, standardMemberAttributesSchema } from '../member-attributes.ts';
import { address, emailAddress, phoneNumber } from './member.ts';

/** The summary every work item embeds as `member` (spec part 1 section 3). */
export const memberSummarySchema = type({
  id: 'string',
  name: 'string',
  firstName: 'string',
  lastName: 'string',
  'assignedGuideId?': 'string | null',
});

/**
 * The member as the docket's event and outreach rows embed it: the summary plus what the docket's
 * tables show (status, stage, outreach phase, last event), merged over the member's row in the store
 * so a tab paints from one read (`server/presenters/docket-members.ts`).
 */
export const docketMemberSchema = memberSummarySchema.and({
  'memberStatusId?': 'number | null',
  'memberStageId?': 'number | null',
  'outreachPhase?': 'string | null',
  'lastEventAt?': 'string | null',
  'lastEventType?': 'string | null',
});

const contact = <S extends type.Any>(row: S) => row.array();

/** A point on the map (part 3 section 3 "Map member": coords {lat, lng}). */
export const coordsSchema = type({ lat: '-90 <= number <= 90', lng: '-180 <= number <= 180' });
export type Coords = typeof coordsSchema.infer;

/** A user change carries at least the summary; full records (GET /users/{id}) add contact details. */
export const user = defineEntity({
  kind: 'user',
  schema: memberSummarySchema.and({
    'role?': 'string',
    'clientId?': 'string',
    'lastEventAt?': 'string | null',
    'lastEventType?': 'string | null',
    /** Members: what the member list shows and filters on (ids into verify's catalogues). */
    'memberStatusId?': 'number | null',
    'memberStageId?': 'number | null',
    'outreachPhase?': 'string | null',
    /** Members: the first address, short ('line1, city'), as the member list shows it. */
    'shortAddress?': 'string | null',
    /** Members: where the map places them (their first geocoded address), null when no address is located. */
    'coords?': coordsSchema.or('null'),
    /** Staff: where they work (the team list shows it). */
    'location?': 'string | null',
    /** Staff: losing it closes the user's sockets. */
    'hasAppAccess?': 'boolean',
    /** Members (the full record): birthday (yyyy-MM-dd), the external record system's patient id, language. */
    'birthDate?': 'string | null',
    'externalPatientId?': 'string | null',
    'language?': 'string',
    /** Members (the full record): their segment, one of their customer's (spec part 1 "memberSegments"), or none. */
    'segmentId?': 'string | null',
    /** Members (the full record): personal information (part 2 section 3 "Member personal info"). */
    'preferredName?': 'string | null',
    'namePronunciation?': 'string | null',
    'pronouns?': 'string | null',
    'reportedLanguage?': 'string | null',
    /** Race followed by ethnicity in brackets. */
    'raceEthnicitySummary?': 'string | null',
    /** Members (the full record): what the customer feeds us (insurance, PCP, care team, hospitals, feed data). */
    'standardMemberAttributes?': standardMemberAttributesSchema.or('null'),
    /** Members (the full record): the generated summary (the Member portrait section), null before the first. */
    'memberSummary?': generatedMemberSummarySchema.or('null'),
    /** Members (the full record): the customer has a medical center (the speed dial's Provider scheduling). */
    'clientHasMedicalCenter?': 'boolean',
    /** Members (the full record): contact details, each kept in its own collection by the sync engine. */
    'phoneNumbers?': contact(phoneNumber.schema),
    'emailAddresses?': contact(emailAddress.schema),
    'addresses?': contact(address.schema),
  }),
  events: { upsert: 'user:updated', created: 'user:updated', delete: 'user:deleted' },
  audience: { kind: 'organisation' },
  embeds: { phoneNumbers: 'phoneNumber', emailAddresses: 'emailAddress', addresses: 'address' },
});

/** A staff user as lists of guides show them (not synced: the team directory is read, not a change kind). */
export const guideSchema = type({
  id: 'string',
  name: 'string',
  firstName: 'string',
  lastName: 'string',
  role: 'string',
  location: 'string | null',
});

/** A member as the member list shows it: the user entity with its list fields present. */
export const memberListRowSchema = user.schema.and({
  role: 'string',
  clientId: 'string',
  memberStatusId: 'number | null',
  memberStageId: 'number | null',
  outreachPhase: 'string | null',
  lastEventAt: 'string | null',
  lastEventType: 'string | null',
  shortAddress: 'string | null',
});
