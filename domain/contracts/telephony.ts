/**
 * Phone calls placed from the portal and the telephony provider's webhooks (spec part 2 section 7
 * "Calls", part 1 section 7). A call is placed through the provider port; everything the carrier
 * learns afterwards (ringing, answered, ended, missed, busy, failed; the recording; the
 * transcription and generated notes; a member calling in) reaches the server only through the
 * signed webhooks below, so a real provider plugs into the same endpoints as the simulation.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { placeCallBody, returnCallBody, updateCallBody } from '../calls.ts';
import {
  callStatusWebhookBody,
  inboundCallWebhookBody,
  recordingWebhookBody,
  transcriptionWebhookBody,
} from '../calls-webhooks.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';

const callParams = type({ callId: uuid });
const callsMembers = { permission: 'CAN_CALL_MEMBERS' } as const;

/** Places a call to the member's number: the call is CONNECTING until the carrier reports. */
export const placeCall = defineOperation({
  method: 'POST',
  path: '/calls',
  body: placeCallBody,
  response: ENTITIES.call.schema,
  access: callsMembers,
  idempotent: true,
});

/**
 * Call back from the calls page (spec part 1 sections 2 and 7, POST /calls/return): dials the
 * number the call came from (an unknown caller's too: no member's number is needed) with the
 * client-made id of the new call, which the Phone call dialog then follows.
 */
export const returnCall = defineOperation({
  method: 'POST',
  path: '/calls/return',
  body: returnCallBody,
  response: ENTITIES.call.schema,
  access: callsMembers,
  idempotent: true,
});

/** The outcome and the note (part 2 section 4's rules, `callOutcomeChoices`, checked on the server), or the note alone (the review drawer's autosave). */
export const updateCall = defineOperation({
  method: 'PATCH',
  path: '/calls/:callId',
  params: callParams,
  body: updateCallBody,
  response: ENTITIES.call.schema,
  access: callsMembers,
  idempotent: true,
});

/** Ends the call (the carrier reports ENDED by webhook, as when the member hangs up). */
export const hangUpCall = defineOperation({
  method: 'POST',
  path: '/calls/:callId/hang-up',
  params: callParams,
  response: ENTITIES.call.schema,
  access: callsMembers,
  idempotent: true,
});

/** One call, as the Phone call dialog follows it. */
export const getCall = defineOperation({
  method: 'GET',
  path: '/calls/:callId',
  params: callParams,
  response: ENTITIES.call.schema,
  lists: 'call',
  one: true,
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/** The call's recording and voicemail, with transcript and generated notes once they arrive (at most a few). */
export const callRecordings = defineOperation({
  method: 'GET',
  path: '/calls/:callId/recordings',
  params: callParams,
  response: type({ data: ENTITIES.callRecording.schema.array() }),
  lists: 'callRecording',
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

const accepted = type({ callId: 'string' }).or({ ignored: 'true' });

/** The carrier's status reports: repeated or out-of-order ones change nothing. */
export const telephonyCallStatus = defineOperation({
  method: 'POST',
  path: '/webhooks/telephony/call-status',
  body: callStatusWebhookBody,
  rawBody: true,
  response: accepted,
  access: 'public',
});

/** A recording (ended call) or voicemail (missed call) is ready: its audio is fetched and stored. */
export const telephonyRecording = defineOperation({
  method: 'POST',
  path: '/webhooks/telephony/recording',
  body: recordingWebhookBody,
  rawBody: true,
  response: accepted,
  access: 'public',
});

/** The transcript with speakers, and a call's generated notes. */
export const telephonyTranscription = defineOperation({
  method: 'POST',
  path: '/webhooks/telephony/transcription',
  body: transcriptionWebhookBody,
  rawBody: true,
  response: accepted,
  access: 'public',
});

/** A call comes in (from a member or an unknown number) to one of the organisation's numbers. */
export const telephonyInboundCall = defineOperation({
  method: 'POST',
  path: '/webhooks/telephony/inbound-call',
  body: inboundCallWebhookBody,
  rawBody: true,
  response: accepted,
  access: 'public',
});
