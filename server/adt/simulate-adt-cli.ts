/**
 * `npm run simulate:adt`: a hospital sends a few demo members' stays (admit, update, discharge) to
 * the running server, over HTTP (default; signed with the customer's feed key and this machine's
 * clock, which must be within five minutes of the server's) or MLLP (`--mllp`, to ADT_MLLP_PORT), and prints each
 * ACK's code. `--print-key <customer id>` prints that customer's HTTP feed key for its hospitals.
 * The hospital's clock is this machine's zone unless `--time-zone` names another (e.g. America/Chicago).
 */
import { parseArgs } from 'node:util';
import { Hl7Message } from '@medplum/core';
import { loadConfig } from '../config.ts';
import { seededPatientId } from '../providers/external-records.ts';
import { DEMO_CLIENT, DEMO_MEMBER } from '../seed/fixtures.ts';
import { sendAdtOverHttp, sendAdtOverMllp, stayStream, type SimulatedPatient } from './adt-simulator.ts';
import { feedKeyFor } from './feed-auth.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    mllp: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    client: { type: 'string', default: DEMO_CLIENT.id },
    'patient-id': { type: 'string', multiple: true },
    'print-key': { type: 'string' },
    'time-zone': { type: 'string', default: Intl.DateTimeFormat().resolvedOptions().timeZone },
  },
});
const config = loadConfig();
const secret = config.adtFeedSecret;
if (values['print-key']) {
  if (!secret) throw new Error('ADT_FEED_SECRET is not set');
  console.log(feedKeyFor(secret, values['print-key']));
  process.exit(0);
}

// The demo member (registered with the external record system as seeded patient 0), then a few
// more seeded patient ids: those not registered come back unmatched and wait for review.
const ids = values['patient-id'] ?? [0, 1, 2, 3].map(seededPatientId);
const patients: SimulatedPatient[] = ids.map((patientId, i) =>
  i === 0 && !values['patient-id']
    ? { patientId, familyName: DEMO_MEMBER.lastName, givenName: DEMO_MEMBER.firstName }
    : { patientId, familyName: 'Demo', givenName: `Patient${i}` },
);
const now = Date.now();
const streams = patients.map((patient, i) =>
  stayStream(patient, {
    visitNumber: `V${now}-${i}`,
    admittedAt: new Date(now - (3 + i) * 86_400_000),
    dischargedAt: new Date(now - i * 3_600_000),
    complaint: 'Shortness of breath',
    timeZone: values['time-zone'],
  }),
);

const codeOf = (ack: string) => Hl7Message.parse(ack).getSegment('MSA')?.getField(1)?.toString() ?? '?';
for (const [i, stream] of streams.entries()) {
  let codes: string[];
  if (values.mllp) {
    if (config.adtMllpPort === undefined) throw new Error('Set ADT_MLLP_PORT (the running server listens there)');
    codes = (await sendAdtOverMllp(values.host, config.adtMllpPort, stream)).map(codeOf);
  } else {
    if (!secret) throw new Error('ADT_FEED_SECRET is not set');
    codes = [];
    for (const text of stream) {
      const { status, ack } = await sendAdtOverHttp(
        values.url ?? `http://127.0.0.1:${config.port}`,
        { secret, clientId: values.client },
        text,
      );
      codes.push(status === 200 ? codeOf(ack) : `HTTP ${status}`);
    }
  }
  console.log(`Patient ${ids[i]}: A01 ${codes[0]}, A08 ${codes[1]}, A03 ${codes[2]}`);
}
