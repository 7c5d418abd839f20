/**
 * `npm run simulate:sms -- --from +1XXXXXXXXXX --text "Hi"`: a member texts the running server, as
 * a new provider message signed with this machine's clock (the server refuses one five minutes off its own).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { simulateInboundText } from './sms-simulator.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, text: { type: 'string' }, url: { type: 'string' } },
});
if (!values.from || !values.text) {
  console.error('Usage: npm run simulate:sms -- --from +1XXXXXXXXXX --text "message" [--url http://localhost:8080]');
  process.exit(1);
}
const config = loadConfig();
const result = await simulateInboundText(values.url ?? `http://127.0.0.1:${config.port}`, config.smsWebhookSecret, {
  from: values.from,
  text: values.text,
});
console.log(
  result.status === 201 ? 'Delivered: the member’s guide has a Text back todo.' : `Not delivered (${result.status}).`,
);
