/**
 * Writes to a member's personal and contact information on a hand-driven backend: an edit shows at
 * once and survives its confirmation; an add shows under its client-made id; making a row primary
 * clears the other at once; a refused write rolls back and rejects with the API's 400 property
 * errors; the member file updates follow live.
 */
import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../domain/index.ts';
import type { SyncError } from './ports.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';

const phone = (id: string, overrides: Partial<EntityShape<'phoneNumber'>> = {}): EntityShape<'phoneNumber'> => ({
  id,
  memberId: M,
  number: `+1415555010${id.slice(-1)}`,
  description: 'Mobile',
  primary: false,
  type: 'mobile',
  carrier: 'Verizon',
  doNotContactReason: null,
  ...overrides,
});
const email = (id: string, overrides: Partial<EntityShape<'emailAddress'>> = {}): EntityShape<'emailAddress'> => ({
  id,
  memberId: M,
  emailAddress: `${id}@example.com`,
  description: null,
  primary: false,
  ...overrides,
});
const address = (id: string, overrides: Partial<EntityShape<'address'>> = {}): EntityShape<'address'> => ({
  id,
  memberId: M,
  description: 'Home',
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  primary: false,
  ...overrides,
});

const NEW_ID = '5f0c6b9e-6c1f-4a9e-9d5c-3f1e2d4c5b6a';
/** Contracts take member ids as uuids. */
const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';

describe('member information writes', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { preferredName: null, pronouns: null, language: 'en' }));
    backend.upsert('phoneNumber', phone('7', { primary: true }));
    backend.upsert('phoneNumber', phone('8', { description: 'Home' }));
    backend.upsert('emailAddress', email('e1', { primary: true }));
    backend.upsert('address', address('a1', { primary: true }));
    backend.upsert('address', address('a2', { description: 'Mailing', line1: 'PO Box 12' }));
  });

  it('an edit appears at once and survives its confirmation', async () => {
    const phones = await sync.open<{ id: string; description: string; primary: boolean }>('memberPhones', {
      memberId: M,
    });
    const done = sync.engine.mutate('updatePhoneNumber', { phoneId: '8', description: ' Work ' });
    sync.frames.run();
    expect(phones.rows().find((p) => p.id === '8')?.description).toBe('Work');
    await sync.confirm(done);
    expect(phones.rows().find((p) => p.id === '8')?.description).toBe('Work');
    expect(sync.backend.tables.phoneNumber.get('8')?.description).toBe('Work');
    expect(sync.backend.requests.at(-1)).toBe('PATCH /interaction/phone-numbers/8');
  });

  it('making a phone primary clears the other at once, and the server agrees', async () => {
    const phones = await sync.open<{ id: string; primary: boolean }>('memberPhones', { memberId: M });
    const done = sync.engine.mutate('updatePhoneNumber', { phoneId: '8', primary: true });
    sync.frames.run();
    expect(phones.rows().map((p) => [p.id, p.primary])).toEqual([
      ['8', true],
      ['7', false],
    ]);
    await sync.confirm(done);
    expect(phones.rows().map((p) => [p.id, p.primary])).toEqual([
      ['8', true],
      ['7', false],
    ]);
  });

  it('an e-mail address is shown at once under its client-made id, which it keeps', async () => {
    const emails = await sync.open<{ id: string; emailAddress: string; description: string | null; primary: boolean }>(
      'memberEmails',
      { memberId: M },
    );
    const done = sync.engine.mutate('addEmailAddress', {
      id: NEW_ID,
      memberId: M,
      emailAddress: ' rosa@work.example ',
      description: '',
      primary: true,
    });
    sync.frames.run();
    expect(
      emails.rows().map(({ id, emailAddress, description, primary }) => ({ id, emailAddress, description, primary })),
    ).toEqual([
      { id: NEW_ID, emailAddress: 'rosa@work.example', description: null, primary: true },
      { id: 'e1', emailAddress: 'e1@example.com', description: null, primary: false },
    ]);
    await sync.confirm(done);
    expect(emails.rows().map((e) => [e.id, e.primary])).toEqual([
      [NEW_ID, true],
      ['e1', false],
    ]);
    expect(sync.backend.tables.emailAddress.get(NEW_ID)).toMatchObject({
      emailAddress: 'rosa@work.example',
      primary: true,
    });
  });

  it('a phone is added without an optimistic row: it appears with the server’s change, under the server’s id', async () => {
    const phones = await sync.open<{ id: string; number: string; type: string | null }>('memberPhones', {
      memberId: M,
    });
    const done = sync.engine.mutate('addPhoneNumber', { memberId: M, number: '+14155550109', description: 'Work' });
    sync.frames.run();
    expect(phones.rows()).toHaveLength(2);
    await sync.confirm(done);
    expect(phones.rows()).toHaveLength(3);
    expect(phones.rows().find((p) => p.number === '+14155550109')).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      type: 'mobile',
    });
  });

  it('a refused write rolls back and rejects with the API’s 400 property errors', async () => {
    sync.backend.upsert('emailAddress', email('e2'));
    const emails = await sync.open<{ id: string; emailAddress: string }>('memberEmails', { memberId: M });
    // The server refuses what only it can see: the address is the member's already.
    const done = sync.engine.mutate('updateEmailAddress', { emailId: 'e2', emailAddress: 'e1@example.com' });
    sync.frames.run();
    expect(emails.rows().find((e) => e.id === 'e2')?.emailAddress).toBe('e1@example.com');
    const failure = (await done.then(
      () => undefined,
      (error: unknown) => error,
    )) as SyncError;
    sync.frames.run();
    expect(failure.status).toBe(400);
    expect(failure.body?.errors).toEqual([
      { property: 'emailAddress', constraints: { refused: 'This email address is already on the member’s record.' } },
    ]);
    expect(failure.body?.path).toBe('/interaction/email-address/e2');
    expect(emails.rows().find((e) => e.id === 'e2')?.emailAddress).toBe('e2@example.com');
  });

  it('arguments the contract refuses change nothing locally and come back as the 400’s property errors', async () => {
    const addresses = await sync.open<{ id: string }>('memberAddresses', { memberId: M });
    const failure = (await sync.engine
      .mutate('addAddress', {
        id: NEW_ID,
        memberId: M,
        line1: '2 Oak Ave',
        city: 'Evanston',
        state: 'Illinois',
        zip: '602',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )) as SyncError;
    sync.frames.run();
    expect(failure.status).toBe(400);
    expect(failure.body?.errors).toEqual([
      { property: 'state', constraints: { pattern: 'State must be 2 letters.' } },
      { property: 'zip', constraints: { pattern: 'Zip must be 5 digits.' } },
    ]);
    expect(addresses.rows().map((a) => a.id)).toEqual(['a1', 'a2']);
  });

  it('deleting the primary address: it leaves at once, and the oldest remaining one is primary when the write confirms', async () => {
    const addresses = await sync.open<{ id: string; primary: boolean }>('memberAddresses', { memberId: M });
    const done = sync.engine.mutate('deleteAddress', { addressId: 'a1' });
    sync.frames.run();
    expect(addresses.rows().map((a) => a.id)).toEqual(['a2']);
    await sync.confirm(done);
    expect(addresses.rows()).toEqual([expect.objectContaining({ id: 'a2', primary: true })]);
  });

  it('setting an address primary swaps the primary at once', async () => {
    const addresses = await sync.open<{ id: string; primary: boolean }>('memberAddresses', { memberId: M });
    const done = sync.engine.mutate('setPrimaryAddress', { addressId: 'a2' });
    sync.frames.run();
    expect(addresses.rows().map((a) => [a.id, a.primary])).toEqual([
      ['a2', true],
      ['a1', false],
    ]);
    await sync.confirm(done);
    expect(addresses.rows().map((a) => [a.id, a.primary])).toEqual([
      ['a2', true],
      ['a1', false],
    ]);
    expect(sync.backend.tables.user.get(M)?.shortAddress).toBe('PO Box 12, Springfield');
  });

  it('personal information shows at once in the record, and the file updates follow live', async () => {
    const record = await sync.open<{
      id: string;
      preferredName: string | null;
      pronouns: string | null;
      language: string | null;
    }>('memberRecord', { memberId: M });
    const updates = await sync.open<{
      id: string;
      subject: string;
      detailedChanges: { field: string; newValue: string | null }[];
    }>('memberFileUpdates', { memberId: M, upTo: 100 });
    expect(updates.rows()).toEqual([]);
    const done = sync.engine.mutate('updatePersonalInfo', {
      memberId: M,
      preferredName: ' Rosie ',
      pronouns: 'she/her/hers',
      language: 'es',
    });
    sync.frames.run();
    expect(record.rows()).toMatchObject([{ preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' }]);
    await sync.confirm(done);
    expect(record.rows()).toMatchObject([{ preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' }]);
    expect(updates.rows()).toMatchObject([
      {
        subject: 'personalInfo',
        detailedChanges: [
          { field: 'preferredName', newValue: 'Rosie' },
          { field: 'pronouns', newValue: 'she/her/hers' },
          { field: 'language', newValue: 'es' },
        ],
      },
    ]);
    expect(sync.backend.requests.filter((r) => r.startsWith(`GET /users/${M}/change-logs`))).toHaveLength(1);
  });
});
