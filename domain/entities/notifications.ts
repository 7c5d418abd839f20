/**
 * What the notification centre tells a guide (spec part 1 section 2 "Notification centre"), and
 * the per-user dismissal of an alert. The server writes notifications through
 * `server/notifications/notify.ts`; each type names its group (the panel groups by it) and where
 * opening the item goes. The English label and description are stored with the row (for any
 * reader without a catalogue); the portal words the type in the reader's language.
 */
import { type } from 'arktype';
import type { FeedItemType } from '../catalogues.ts';
import { defineEntity } from './define.ts';

/** The feed items a notification may open on its member's feed: a call or a request. */
export const NOTIFICATION_FEED_TARGETS = [
  'call',
  'member_status_change_request',
  'member_transfer_request',
] as const satisfies readonly FeedItemType[];
/** What opening a notification shows: the member's page, or a call or request on the member's feed. */
export type NotificationTarget = 'member' | (typeof NOTIFICATION_FEED_TARGETS)[number];

export interface NotificationTypeDefinition {
  /** `notification_groups.key`. */
  group: 'messages' | 'calls' | 'hospitalizations' | 'requests';
  /** Stored English label; `{name}` in the description is the member's full name. */
  label: string;
  description: string;
}

export const NOTIFICATION_TYPES = {
  inbound_text: { group: 'messages', label: 'New text message', description: '{name} sent you a text message' },
  inbound_call: { group: 'calls', label: 'Incoming call', description: '{name} called you' },
  voicemail: { group: 'calls', label: 'New voicemail', description: '{name} left you a voicemail' },
  call_review_assigned: {
    group: 'calls',
    label: 'Call review assigned',
    description: 'A call with {name} needs your review',
  },
  transfer_request_approved: {
    group: 'requests',
    label: 'Transfer request approved',
    description: 'The transfer request for {name} was approved',
  },
  transfer_request_denied: {
    group: 'requests',
    label: 'Transfer request denied',
    description: 'The transfer request for {name} was denied',
  },
  status_change_request_approved: {
    group: 'requests',
    label: 'Status change request approved',
    description: 'The status change request for {name} was approved',
  },
  status_change_request_denied: {
    group: 'requests',
    label: 'Status change request denied',
    description: 'The status change request for {name} was denied',
  },
  hospital_admission: {
    group: 'hospitalizations',
    label: 'Member admitted',
    description: '{name} was admitted to a hospital',
  },
  hospital_discharge: {
    group: 'hospitalizations',
    label: 'Member discharged',
    description: '{name} was discharged from a hospital',
  },
  consent_answered: { group: 'messages', label: 'Consent answered', description: '{name} answered a consent request' },
} as const satisfies Record<string, NotificationTypeDefinition>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_KEYS = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

export function isNotificationType(value: string | null | undefined): value is NotificationType {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TYPES, value);
}

/** At most this many notifications per seen or delete call (the panel acts on one, or on a group). */
export const NOTIFICATION_BATCH_MAX = 200;

/**
 * One user's dismissal of a dismissable alert (`${alertId}:${userId}`): the alert stays for
 * everyone else. Private to that user, so no one else's banners change.
 */
export const alertDismissal = defineEntity({
  kind: 'alertDismissal',
  schema: type({ id: 'string', alertId: 'string', userId: 'string', dismissedAt: 'string' }),
  audience: { kind: 'user', field: 'userId' },
});
