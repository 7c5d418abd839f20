/**
 * The walks' scenarios for the operations of sms-webhook.ts (gathered in server/testing/scenarios.ts).
 * - Provider webhooks: signed by the provider, refused unsigned whatever token comes along.
 */
import { eq } from 'drizzle-orm';
import { OPERATIONS } from '../../domain/index.ts';
import { phoneNumbers, smsMessages } from '../db/schema/index.ts';
import { postDeliveryReceipt, simulateInboundText } from '../providers/sms-simulator.ts';
import { as } from '../testing/contract-client.ts';
import { publicRefused } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { sendableNumber } from './messages-testing.ts';
import type { smsWebhookHandlers } from './sms-webhook.ts';

export const smsWebhookScenarios = {
  smsStatus: {
    authorization: {
      request: () => ({
        body: { messageId: uuid(), carrierId: 'SM0', status: 'delivered', errorCode: null },
      }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt: 'a provider webhook routed by our message id; a bad signature writes nothing (routes/messages.test.ts)',
    },
    write: async ({ t, db, org }) => {
      const phone = await sendableNumber(t, org);
      const { body } = await as(t, org.guide).call(OPERATIONS.createMessage, {
        body: { subjectId: org.member.id, text: 'Hello', phoneNumberId: phone.id },
      });
      const messageId = body.feedItem!.externalItemId!;
      const [sent] = await db.select().from(smsMessages).where(eq(smsMessages.id, messageId));
      const receipt = { messageId, carrierId: sent?.carrierSid ?? '', status: 'delivered' as const, errorCode: null };
      return async () => ({
        status: await postDeliveryReceipt(
          `${t.baseUrl}/api${OPERATIONS.smsStatus.path}`,
          t.config.smsWebhookSecret,
          receipt,
        ),
      });
    },
  },
  smsInbound: {
    authorization: {
      request: () => ({ body: { messageSid: 'SM0', from: '+13125550100', to: '+13125550199', text: 'Hi' } }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a provider webhook routed by phone number; isolation across organisations is in routes/sms-webhook.test.ts',
    },
    write: async ({ t, db, org }) => {
      const number = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await db.insert(phoneNumbers).values({
        organisationId: org.organisationId,
        clientId: org.clientId,
        userId: org.member.id,
        number,
        description: 'Mobile',
        isPrimary: true,
      });
      // STOP: the inbound write that touches the most tables (it also marks the number do-not-contact).
      return () => simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: number, text: 'STOP' });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof smsWebhookHandlers>>;
