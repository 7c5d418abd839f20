/** The walks' scenarios for the operations of telephony-webhooks.ts (gathered in server/testing/scenarios.ts). */
import { OPERATIONS } from '../../domain/index.ts';
import { carrierSays } from '../telephony/testing.ts';
import { createCall, createPhoneNumber } from '../testing/factories.ts';
import { publicRefused } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { telephonyWebhookHandlers } from './telephony-webhooks.ts';

// The carrier's webhooks are refused unsigned (401) whatever token comes along: a well-formed body
// proves the signature is what refuses them.
const at = () => new Date().toISOString();

export const telephonyWebhooksScenarios = {
  telephonyCallStatus: {
    authorization: {
      request: () => ({ body: { callSid: 'CA0', status: 'ENDED', timestamp: at() } }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
    },
    write: async ({ t, db, org }) => {
      const call = await createCall(db, org, {
        status: 'ACTIVE',
        timeConnected: new Date(Date.now() - 200_000),
        originatorUserId: org.guide.id,
      });
      // An ended call: its status, its interaction's length and the guide's Complete call follow-up.
      return () =>
        carrierSays(t, OPERATIONS.telephonyCallStatus.path, {
          callSid: call.sid,
          status: 'ENDED',
          timestamp: new Date().toISOString(),
        });
    },
  },
  telephonyRecording: {
    authorization: {
      request: () => ({
        body: {
          callSid: 'CA0',
          recordingSid: 'RE0',
          kind: 'voicemail',
          durationSeconds: 3,
          mediaUrl: 'sim://recordings/x?seconds=1',
          timestamp: at(),
        },
      }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
    },
    write: async ({ t, db, org }) => {
      const call = await createCall(db, org, { status: 'MISSED', incoming: true });
      return () =>
        carrierSays(t, OPERATIONS.telephonyRecording.path, {
          callSid: call.sid,
          recordingSid: `RE${call.sid.slice(2)}`,
          kind: 'voicemail',
          durationSeconds: 3,
          mediaUrl: 'sim://recordings/x?seconds=1',
          timestamp: new Date().toISOString(),
        });
    },
  },
  telephonyTranscription: {
    authorization: {
      request: () => ({ body: { callSid: 'CA0', recordingSid: 'RE0', lines: [], timestamp: at() } }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
    },
    write: async ({ t, db, org }) => {
      const call = await createCall(db, org, { status: 'ENDED' });
      return () =>
        carrierSays(t, OPERATIONS.telephonyTranscription.path, {
          callSid: call.sid,
          recordingSid: `RE${call.sid.slice(2)}`,
          lines: [{ speaker: 'Guide', startSeconds: 0, text: 'Hello' }],
          generatedNotes: 'Said hello.',
          timestamp: new Date().toISOString(),
        });
    },
  },
  telephonyInboundCall: {
    authorization: {
      request: () => ({
        body: { callSid: 'CA0', from: '+13125550100', to: '+13125550199', timestamp: at() },
      }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a carrier webhook routed by the numbers called and calling; isolation is in routes/telephony-webhooks.test.ts',
    },
    write: async ({ t, db, org }) => {
      const phone = await createPhoneNumber(db, org, {
        number: `+1415666${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}1`,
      });
      return () =>
        carrierSays(t, OPERATIONS.telephonyInboundCall.path, {
          callSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
          from: phone.number,
          to: '+15550000100',
          timestamp: new Date().toISOString(),
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof telephonyWebhookHandlers>>;
