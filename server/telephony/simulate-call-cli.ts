/**
 * `npm run simulate:call -- --from +1XXXXXXXXXX [--talk 45 | --voicemail "text" | --no-voicemail] [--to +1...] [--url http://localhost:8080]`:
 * a member (or any number) calls the running server's line, played by the wall clock with the
 * same script the simulated carrier uses: announced, then answered and talked for `--talk`
 * seconds (recording, transcript and generated notes follow), or unanswered with a voicemail
 * (`--voicemail`, the default) or without one (`--no-voicemail`).
 *
 * Calls the guide places are answered by the server's own simulated carrier, as the numbers say
 * (server/telephony/call-scripts.ts: a number ending 0486 is busy, 0487 does not answer, 0488 to
 * 0491 fail with the spec's codes, any other answers after a few seconds and talks until hung up).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { SIMULATED_PROVIDER_NUMBER } from '../providers/sms-simulator.ts';
import { inboundScript, newCallSid, VOICEMAIL_TEXT } from './call-scripts.ts';
import { deliverWebhook } from './deliver.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    talk: { type: 'string' },
    voicemail: { type: 'string' },
    'no-voicemail': { type: 'boolean' },
    url: { type: 'string' },
  },
});
if (!values.from || !/^\+1\d{10}$/.test(values.from)) {
  console.error(
    'Usage: npm run simulate:call -- --from +1XXXXXXXXXX [--talk SECONDS | --voicemail "message" | --no-voicemail] [--to +1XXXXXXXXXX] [--url http://localhost:8080]',
  );
  process.exit(1);
}
const config = loadConfig();
const baseUrl = values.url ?? `http://127.0.0.1:${config.port}`;
const talkSeconds = values.talk ? Math.max(1, Number(values.talk)) : null;
const voicemail =
  talkSeconds !== null || values['no-voicemail'] ? null : { seconds: 6, text: values.voicemail ?? VOICEMAIL_TEXT };
const start = Date.now();
const deliveries = inboundScript(
  {
    callSid: newCallSid(randomUUID),
    from: values.from,
    to: values.to ?? SIMULATED_PROVIDER_NUMBER,
    talkSeconds,
    voicemail,
  },
  start,
);

for (const delivery of deliveries) {
  const wait = start + delivery.afterMs - Date.now();
  if (wait > 0) await sleep(wait);
  // The body's timestamps are the script's; the wall clock has caught up with them now, and signs
  // the delivery (the server refuses one more than five minutes off its own clock).
  const answer = await deliverWebhook(baseUrl, config.telephonyWebhookSecret, delivery);
  const what = delivery.path.split('/').pop();
  console.log(`${what}${'status' in delivery.body ? ` ${String(delivery.body.status)}` : ''}: ${answer.status}`);
  if (answer.status === 202 && delivery.path.endsWith('inbound-call')) {
    console.log('No organisation has this line or this caller: nothing was recorded.');
    break;
  }
}
