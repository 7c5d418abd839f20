/**
 * The mapping alone, on records built by hand: each kind of row to its resource, the statuses and
 * codes the README promises, `_type`/`_since` parsing, and every resource valid base R4.
 */
import { describe, expect, it } from 'vitest';
import type { SurveyContent } from '../../domain/index.ts';
import { filterResources, FhirParameterError, parseEverythingQuery, searchBundle } from './bundle.ts';
import { sdohCategoryOf } from './codes.ts';
import { stableId } from './ids.ts';
import { mapCall, mapText, mapVisit } from './map-communication.ts';
import { mapCondition } from './map-condition.ts';
import { mapMemberRecord } from './map-record.ts';
import type { MemberRecord, RecordNeed } from './record.ts';
import { r4Errors, sdohccProblems } from './testing-validator.ts';
import type { Condition, ServiceRequest, Task } from './types.ts';

const BASE = 'https://care.example.org/api/fhir/R4';
const NOW = new Date('2026-06-15T15:00:00Z');
const DAY = 86_400_000;
const MEMBER = '11111111-1111-4111-8111-111111111111';
const GUIDE = '22222222-2222-4222-8222-222222222222';
const ACTION = '77777777-7777-4777-8777-777777777777';
const REFERRAL = '88888888-8888-4888-8888-888888888888';
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const viewing = { nowMs: NOW.getTime(), timeZone: 'America/Chicago', memberStageKey: null };

const need = (overrides: Partial<RecordNeed> = {}): RecordNeed => ({
  id: '33333333-3333-4333-8333-333333333333',
  reason: '<p>Skips <b>meals</b> at month end</p>',
  identifiedAt: at(-10),
  expiresAt: at(20),
  fulfilledAt: null,
  fulfilledComment: null,
  abandonedAt: null,
  closedById: null,
  createdById: GUIDE,
  assignedSurveyId: null,
  lastActionAt: null,
  updatedAt: at(-10),
  issue: {
    key: 'food-insecurity',
    label: 'Food insecurity',
    zCode: 'Z59.41',
    zTitle: 'Food insecurity',
    categoryKey: 'food',
    needRequiresAction: false,
  },
  ...overrides,
});

const content: SurveyContent = {
  initialQuestionKey: 'housing',
  questions: [
    { key: 'intro', type: 'info', text: 'Read this first' },
    {
      key: 'housing',
      type: 'radio',
      text: 'Living situation?',
      options: [
        { id: 'steady', text: 'Steady' },
        { id: 'worried', text: 'Worried' },
      ],
    },
    { key: 'why', type: 'textarea', text: 'Why?', dependentQuestionKey: 'housing', dependentOptionId: 'worried' },
    { key: 'adults', type: 'number', text: 'Adults?' },
    { key: 'when', type: 'date', text: 'When?' },
    { key: 'skipped', type: 'text', text: 'Anything else?' },
  ],
  checkpoints: [],
  defaultFinalCheckpoint: { title: 'Done', message: 'Thanks' },
};

function record(): MemberRecord {
  return {
    member: {
      id: MEMBER,
      firstName: 'Rosa',
      lastName: 'Diaz',
      preferredName: 'Rosie',
      birthDate: '1961-04-17',
      language: 'es',
      reportedLanguage: 'Spanish',
      externalPatientId: 'EXT-1',
      medicareId: '1EG4TE5MK73',
      timeZone: 'America/Chicago',
      stageKey: null,
      updatedAt: at(-30),
    },
    phones: [
      { number: '+13125550100', description: 'Mobile', type: 'mobile', isPrimary: true },
      { number: '+13125550101', description: 'Home', type: null, isPrimary: false },
    ],
    emails: [{ emailAddress: 'rosa@example.com', isPrimary: true }],
    addresses: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        description: 'Home',
        line1: '1 Main St',
        line2: null,
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        isPrimary: true,
      },
    ],
    needs: [need({ assignedSurveyId: '55555555-5555-4555-8555-555555555555' })],
    actions: [
      {
        id: ACTION,
        needId: need().id,
        activity: { key: 'referral', name: 'Referral' },
        date: '2026-06-10',
        durationInMinutes: 20,
        description: 'Called the pantry with the member',
        creatorId: GUIDE,
        createdAt: at(-5),
      },
    ],
    referrals: [
      {
        id: REFERRAL,
        needId: need().id,
        actionId: ACTION,
        resourceName: 'Northside Food Pantry',
        contactName: 'Ana',
        phoneNumber: '+13125550100',
        url: null,
        creatorId: GUIDE,
        createdAt: at(-5),
      },
    ],
    surveys: [
      {
        assigned: {
          id: '55555555-5555-4555-8555-555555555555',
          dueAt: at(5),
          completedAt: at(-11),
          completedByUserId: GUIDE,
          checkpoint: { key: '__final__', title: 'Done', message: 'Thanks', isCompletionCheckpoint: true },
          updatedAt: at(-11),
        },
        survey: {
          id: '66666666-6666-4666-8666-666666666666',
          key: 'housing-screen',
          name: 'Housing screen',
          displayName: 'Housing screen',
          summary: 'Where the member lives',
          content,
          updatedAt: at(-100),
        },
        answers: [
          { questionKey: 'housing', skipped: false, selectedOptionIds: ['worried'], textResponse: null },
          { questionKey: 'why', skipped: false, selectedOptionIds: [], textResponse: 'Rent went up' },
          { questionKey: 'adults', skipped: false, selectedOptionIds: [], textResponse: 'two' },
          { questionKey: 'when', skipped: false, selectedOptionIds: [], textResponse: '2026-07-01' },
          { questionKey: 'skipped', skipped: true, selectedOptionIds: [], textResponse: null },
        ],
      },
    ],
    consents: [
      {
        term: { id: '77777777-7777-4777-8777-777777777777', key: 'tcpa', name: 'Texting', isActive: true },
        consented: false,
        answeredAt: at(-3),
      },
      {
        term: { id: '88888888-8888-4888-8888-888888888888', key: 'hipaa', name: 'Privacy', isActive: true },
        consented: null,
        answeredAt: null,
      },
    ],
    calls: [
      {
        id: '99999999-9999-4999-8999-999999999999',
        status: 'ENDED',
        incoming: false,
        originatorUserId: GUIDE,
        receiverUserId: MEMBER,
        timeStarted: at(-2),
        timeConnected: new Date(at(-2).getTime() + 5000),
        timeEnded: new Date(at(-2).getTime() + 65_000),
        note: '<p>Food bank</p>',
      },
    ],
    texts: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        text: 'Call me',
        incoming: true,
        userId: GUIDE,
        sentAt: at(-1),
        createdAt: at(-1),
        smsStatus: 'received',
      },
    ],
    visits: [
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        guideId: GUIDE,
        start: at(-4),
        end: new Date(at(-4).getTime() + 1_800_000),
        durationSeconds: 1800,
        place: '1 Main St, Chicago',
        atMemberAddress: true,
        outcomeKey: 'engaged',
        createdAt: at(-4),
      },
    ],
    staff: [{ id: GUIDE, firstName: 'Gabriela', lastName: 'Reyes', updatedAt: at(-200) }],
  };
}

describe('a member record as FHIR R4', () => {
  const resources = mapMemberRecord(record(), { base: BASE, now: NOW });
  const find = <T extends string>(type: T) => resources.filter((r) => r.resourceType === type);

  it('is valid base R4, every reference inside the set, the SDOHCC rules kept', () => {
    expect(resources.flatMap(r4Errors)).toEqual([]);
    expect(sdohccProblems(resources)).toEqual([]);
    const bundle = searchBundle(resources, { base: BASE, self: `${BASE}/Patient/${MEMBER}/$everything`, now: NOW });
    expect(r4Errors(bundle)).toEqual([]);
    expect(bundle.total).toBe(resources.length - 2); // the Questionnaire and the Practitioner are `include`
  });

  it('makes the Patient in US Core shape: names, birth date, gender unknown, phones, e-mail, address, language', () => {
    expect(find('Patient')).toEqual([
      expect.objectContaining({
        id: MEMBER,
        meta: {
          lastUpdated: at(-30).toISOString(),
          profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient'],
        },
        name: [
          { use: 'official', family: 'Diaz', given: ['Rosa'] },
          { use: 'usual', family: 'Diaz', given: ['Rosie'] },
        ],
        gender: 'unknown',
        birthDate: '1961-04-17',
        telecom: [
          { system: 'phone', value: '+13125550100', use: 'mobile', rank: 1 },
          { system: 'phone', value: '+13125550101', use: 'home' },
          { system: 'email', value: 'rosa@example.com', rank: 1 },
        ],
        address: [
          {
            use: 'home',
            type: 'physical',
            line: ['1 Main St'],
            city: 'Chicago',
            state: 'IL',
            postalCode: '60601',
            country: 'US',
          },
        ],
        communication: [
          {
            language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'es', display: 'Spanish' }], text: 'Spanish' },
            preferred: true,
          },
        ],
      }),
    ]);
  });

  it("takes a need's clinical status, onset and abatement from the need, coded ICD-10-CM in its SDOH category", () => {
    const condition = (overrides: Partial<RecordNeed>) =>
      mapCondition(need(overrides), MEMBER, viewing, { recorderKnown: true });
    const state = (c: Condition) => [c.clinicalStatus.coding?.[0]?.code, c.abatementDateTime];
    expect(state(condition({}))).toEqual(['active', undefined]);
    // Expired without being closed: still active (Unresolved), nothing says it went away.
    expect(state(condition({ identifiedAt: at(-40), expiresAt: at(-10) }))).toEqual(['active', undefined]);
    expect(state(condition({ fulfilledAt: at(-1) }))).toEqual(['resolved', at(-1).toISOString()]);
    expect(state(condition({ abandonedAt: at(-2) }))).toEqual(['inactive', at(-2).toISOString()]);
    const open = condition({});
    expect(open.code).toEqual({
      coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'Z59.41', display: 'Food insecurity' }],
      text: 'Food insecurity',
    });
    expect(open.category.map((c) => c.coding?.[0]?.code)).toEqual(['health-concern', 'sdoh', 'food-insecurity']);
    expect(open.onsetDateTime).toBe(at(-10).toISOString());
    expect(open.note).toEqual([{ time: at(-10).toISOString(), text: 'Skips meals at month end' }]);
    // Without a Z-code in Z55-Z65 the code is text alone and no profile is claimed.
    const uncoded = condition({ issue: null });
    expect([uncoded.code, uncoded.meta.profile]).toEqual([{ text: 'Social need' }, undefined]);
    expect(condition({ issue: { ...need().issue!, zCode: 'Z71.89' } }).meta.profile).toBeUndefined();
  });

  it('picks the SDOH category by issue, then by catalogue category, else unspecified', () => {
    expect(sdohCategoryOf('homelessness-sheltered', 'housing-stability')).toBe('homelessness');
    expect(sdohCategoryOf('a-new-issue', 'transportation')).toBe('transportation-insecurity');
    expect(sdohCategoryOf('release-from-prison', 'legal')).toBe('sdoh-category-unspecified');
  });

  it("makes the need's goal an SDOHCC Goal addressing its Condition, and the survey's and consent's US Core Goals", () => {
    const goals = find('Goal');
    expect(
      goals.map(
        (goal) =>
          goal.resourceType === 'Goal' && [
            goal.description.text,
            goal.lifecycleStatus,
            goal.achievementStatus.coding?.[0]?.code,
          ],
      ),
    ).toEqual([
      ['Resolve: Food insecurity', 'active', 'in-progress'],
      ['Complete the survey: Housing screen', 'completed', 'achieved'],
      ['Answer the consent: Texting', 'completed', 'achieved'],
      ['Answer the consent: Privacy', 'active', 'in-progress'],
    ]);
    expect(goals[0]).toMatchObject({
      addresses: [{ reference: `Condition/${need().id}` }],
      target: [{ dueDate: '2026-07-05' }],
    });
    expect(goals[1]).toMatchObject({
      outcomeReference: [{ reference: 'QuestionnaireResponse/55555555-5555-4555-8555-555555555555' }],
    });
    // Stable: derived from our ids, the same on every export.
    expect(goals[2]?.id).toBe(stableId('goal', 'consent', MEMBER, '77777777-7777-4777-8777-777777777777'));
  });

  it('answers a completed survey as typed answers of its Questionnaire, skipping what was skipped', () => {
    const [questionnaire] = find('Questionnaire');
    const [response] = find('QuestionnaireResponse');
    expect(questionnaire).toMatchObject({
      url: `${BASE}/Questionnaire/66666666-6666-4666-8666-666666666666`,
      name: 'HousingScreen',
    });
    expect(
      questionnaire?.resourceType === 'Questionnaire' && questionnaire.item.map((item) => [item.linkId, item.type]),
    ).toEqual([
      ['intro', 'display'],
      ['housing', 'choice'],
      ['why', 'text'],
      ['adults', 'decimal'],
      ['when', 'date'],
      ['skipped', 'string'],
    ]);
    expect(response?.resourceType === 'QuestionnaireResponse' && response.item).toEqual([
      {
        linkId: 'housing',
        text: 'Living situation?',
        answer: [{ valueCoding: expect.objectContaining({ code: 'worried', display: 'Worried' }) }],
      },
      { linkId: 'why', text: 'Why?', answer: [{ valueString: 'Rent went up' }] },
      // Not a number: kept as text rather than dropped.
      { linkId: 'adults', text: 'Adults?', answer: [{ valueString: 'two' }] },
      { linkId: 'when', text: 'When?', answer: [{ valueDate: '2026-07-01' }] },
    ]);
  });

  it('makes an answered consent a Consent that denies when the member refused, and none for an unanswered term', () => {
    expect(find('Consent')).toEqual([
      expect.objectContaining({ status: 'active', provision: { type: 'deny' }, policyRule: { text: 'Texting' } }),
    ]);
  });

  it("makes a need's action and referral ServiceRequests for its Condition, each with a Task for its status", () => {
    const requests = find('ServiceRequest');
    expect(requests).toEqual([
      expect.objectContaining({
        id: ACTION,
        status: 'completed',
        intent: 'plan',
        code: { text: 'Referral' },
        occurrenceDateTime: '2026-06-10',
        reasonReference: [{ reference: `Condition/${need().id}` }],
        category: [{ coding: [expect.objectContaining({ code: 'food-insecurity' })] }],
      }),
      expect.objectContaining({
        id: REFERRAL,
        status: 'active',
        intent: 'order',
        performer: [{ display: 'Northside Food Pantry' }],
      }),
    ]);
    const tasks = resources.filter((r): r is Task => r.resourceType === 'Task');
    expect(tasks.map((task) => [task.focus.reference, task.status])).toEqual([
      [`ServiceRequest/${ACTION}`, 'completed'],
      [`ServiceRequest/${REFERRAL}`, 'in-progress'],
    ]);
    // The referral follows its need: fulfilled, it is completed; stopped, revoked and its Task cancelled.
    const closed = (overrides: Partial<RecordNeed>) =>
      mapMemberRecord({ ...record(), needs: [need(overrides)] }, { base: BASE, now: NOW }).filter(
        (resource): resource is ServiceRequest | Task =>
          resource.id === REFERRAL || resource.id === stableId('task', REFERRAL),
      );
    expect(closed({ fulfilledAt: at(-1), updatedAt: at(-1) }).map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(closed({ abandonedAt: at(-1), updatedAt: at(-1) }).map((r) => r.status)).toEqual(['revoked', 'cancelled']);
  });

  it('makes calls and texts Communications with their statuses, and visits Encounters', () => {
    const call = record().calls[0]!;
    const staff = (id: string | null) => (id === GUIDE ? { reference: `Practitioner/${GUIDE}` } : undefined);
    expect(mapCall(call, MEMBER, staff)).toMatchObject({
      status: 'completed',
      sender: { reference: `Practitioner/${GUIDE}` },
    });
    expect(mapCall({ ...call, status: 'MISSED', timeConnected: null }, MEMBER, staff)).toMatchObject({
      status: 'not-done',
      statusReason: { text: 'Missed' },
    });
    expect(mapCall({ ...call, status: 'ACTIVE', timeEnded: null }, MEMBER, staff).status).toBe('in-progress');
    const text = record().texts[0]!;
    expect(mapText(text, MEMBER, staff)).toMatchObject({
      status: 'completed',
      sender: { reference: `Patient/${MEMBER}` },
      payload: [{ contentString: 'Call me' }],
    });
    expect(mapText({ ...text, incoming: false, smsStatus: 'failed' }, MEMBER, staff).status).toBe('not-done');
    const visit = record().visits[0]!;
    expect(mapVisit(visit, MEMBER, staff)).toMatchObject({
      status: 'finished',
      class: { code: 'HH' },
      length: { value: 30, code: 'min' },
    });
    expect(mapVisit({ ...visit, atMemberAddress: false, outcomeKey: 'inaccessible' }, MEMBER, staff)).toMatchObject({
      status: 'cancelled',
      class: { code: 'FLD' },
    });
  });
});

describe('$everything parameters', () => {
  it('reads _type (listed or repeated) and _since (an instant with its zone), and refuses anything else', () => {
    expect(parseEverythingQuery({ _type: 'Condition,Goal' }).types).toEqual(new Set(['Condition', 'Goal']));
    expect(parseEverythingQuery({ _type: ['Patient', 'Encounter'] }).types).toEqual(new Set(['Patient', 'Encounter']));
    expect(parseEverythingQuery({ _since: '2026-01-31T09:30:00-06:00' }).since).toEqual(
      new Date('2026-01-31T15:30:00Z'),
    );
    expect(parseEverythingQuery({})).toEqual({ types: null, since: null });
    for (const query of [
      { _type: 'Observation' },
      { _type: 'Goal,' },
      { _since: '2026-01-31' },
      { _since: '2026-02-30T00:00:00Z' },
      { _since: '1800-01-01T00:00:00Z' },
    ])
      expect(() => parseEverythingQuery(query), JSON.stringify(query)).toThrow(FhirParameterError);
  });

  it('keeps the resources of the types asked for, changed at or after _since', () => {
    const resources = mapMemberRecord(record(), { base: BASE, now: NOW });
    const kept = (filter: Parameters<typeof filterResources>[1]) =>
      filterResources(resources, filter).map((r) => r.resourceType);
    expect(kept({ types: new Set(['Encounter']), since: null })).toEqual(['Encounter']);
    expect(kept({ types: null, since: at(-2) })).toEqual(['Communication', 'Communication']);
    // At or after: the consent answered exactly then, and its goal, are in.
    expect(kept({ types: null, since: at(-3) })).toEqual(['Goal', 'Consent', 'Communication', 'Communication']);
    expect(kept({ types: new Set(['Patient']), since: at(-29) })).toEqual([]);
  });
});
