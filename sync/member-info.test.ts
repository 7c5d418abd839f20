/**
 * Writes to a member's personal and contact information on the real server: an edit shows at once
 * and survives its confirmation; an add shows under its client-made id; making a row primary
 * clears the other at once; a refused write rolls back and rejects with the API's 400 property
 * errors; the member file updates follow live.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { createAddress, createEmailAddress, createPhoneNumber } from '../server/testing/factories.ts';
import type { SyncError } from './ports.ts';
import { engineOnServer } from './testing/server-engine.ts';

const failureOf = (done: Promise<unknown>) =>
  done.then(
    () => undefined,
    (error: unknown) => error as SyncError,
  );

describe('member information writes', () => {
  const ids = { mobile: '', home: '', email: '', address: '', mailing: '' };
  let firstEmail = '';
  const sync = engineOnServer({
    async seed({ db, org }) {
      ids.mobile = String((await createPhoneNumber(db, org, { description: 'Mobile', isPrimary: true })).id);
      ids.home = String((await createPhoneNumber(db, org, { description: 'Home', isPrimary: false })).id);
      const email = await createEmailAddress(db, org, { description: null, isPrimary: true });
      ids.email = email.id;
      firstEmail = email.emailAddress;
      ids.address = (await createAddress(db, org, { city: 'Springfield', isPrimary: true })).id;
      ids.mailing = (
        await createAddress(db, org, {
          description: 'Mailing',
          line1: 'PO Box 12',
          city: 'Springfield',
          isPrimary: false,
        })
      ).id;
    },
  });
  const memberId = () => sync.org.member.id;
  const phones = () =>
    sync.open<{ id: string; number: string; description: string; primary: boolean; type: string | null }>(
      'memberPhones',
      { memberId: memberId() },
    );
  const addresses = () => sync.open<{ id: string; primary: boolean }>('memberAddresses', { memberId: memberId() });

  it('an edit appears at once and survives its confirmation', async () => {
    const view = await phones();
    sync.hold();
    const done = sync.engine.mutate('updatePhoneNumber', { phoneId: ids.home, description: ' Work ' });
    sync.frames.run();
    expect(view.rows().find((p) => p.id === ids.home)?.description).toBe('Work');
    sync.release();
    await sync.confirm(done);
    expect(view.rows().find((p) => p.id === ids.home)?.description).toBe('Work');
    expect(sync.requests.at(-1)).toBe(`PATCH /interaction/phone-numbers/${ids.home}`);
  });

  it('making a phone primary clears the other at once, and the server agrees', async () => {
    const view = await phones();
    sync.hold();
    const done = sync.engine.mutate('updatePhoneNumber', { phoneId: ids.home, primary: true });
    sync.frames.run();
    const swapped = [
      [ids.home, true],
      [ids.mobile, false],
    ];
    expect(view.rows().map((p) => [p.id, p.primary])).toEqual(swapped);
    sync.release();
    await sync.confirm(done);
    expect(view.rows().map((p) => [p.id, p.primary])).toEqual(swapped);
  });

  it('an e-mail address is shown at once under its client-made id, which it keeps', async () => {
    const emails = await sync.open<{ id: string; emailAddress: string; description: string | null; primary: boolean }>(
      'memberEmails',
      { memberId: memberId() },
    );
    const id = crypto.randomUUID();
    sync.hold();
    const done = sync.engine.mutate('addEmailAddress', {
      id,
      memberId: memberId(),
      emailAddress: ' rosa@work.example ',
      description: '',
      primary: true,
    });
    sync.frames.run();
    expect(
      emails.rows().map(({ id, emailAddress, description, primary }) => ({ id, emailAddress, description, primary })),
    ).toEqual([
      { id, emailAddress: 'rosa@work.example', description: null, primary: true },
      { id: ids.email, emailAddress: firstEmail, description: null, primary: false },
    ]);
    sync.release();
    await sync.confirm(done);
    expect(emails.rows().map((e) => [e.id, e.emailAddress, e.primary])).toEqual([
      [id, 'rosa@work.example', true],
      [ids.email, firstEmail, false],
    ]);
  });

  it('a phone is added without an optimistic row: it appears with the server’s change, under the server’s id', async () => {
    const view = await phones();
    sync.hold();
    const done = sync.engine.mutate('addPhoneNumber', {
      memberId: memberId(),
      number: '+14155550109',
      description: 'Work',
    });
    sync.frames.run();
    expect(view.rows()).toHaveLength(2);
    sync.release();
    await sync.confirm(done);
    expect(view.rows()).toHaveLength(3);
    // The type is the telephony lookup's (simulated: drawn from the number), so it is the server's to say.
    const added = await sync.as(sync.org.guide).call(OPERATIONS.getUser, { params: { userId: memberId() } });
    const stored = added.body.phoneNumbers?.find((p) => p.number === '+14155550109');
    expect(view.rows().find((p) => p.number === '+14155550109')).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      description: 'Work',
      type: stored?.type,
    });
  });

  it('a refused write rolls back and rejects with the API’s 400 property errors', async () => {
    const other = await createEmailAddress(sync.db, sync.org, { isPrimary: false });
    const emails = await sync.open<{ id: string; emailAddress: string }>('memberEmails', { memberId: memberId() });
    // The server refuses what only it can see: the address is the member's already.
    sync.hold();
    const done = sync.engine.mutate('updateEmailAddress', { emailId: other.id, emailAddress: firstEmail });
    sync.frames.run();
    expect(emails.rows().find((e) => e.id === other.id)?.emailAddress).toBe(firstEmail);
    sync.release();
    const failure = (await failureOf(done))!;
    sync.frames.run();
    expect(failure.status).toBe(400);
    expect(failure.body?.errors).toEqual([
      { property: 'emailAddress', constraints: { refused: 'This email address is already on the member’s record.' } },
    ]);
    expect(failure.body?.path).toBe(`/api/interaction/email-address/${other.id}`);
    expect(emails.rows().find((e) => e.id === other.id)?.emailAddress).toBe(other.emailAddress);
  });

  it('arguments the contract refuses change nothing locally and come back as the 400’s property errors', async () => {
    const view = await addresses();
    const failure = (await failureOf(
      sync.engine.mutate('addAddress', {
        id: crypto.randomUUID(),
        memberId: memberId(),
        line1: '2 Oak Ave',
        city: 'Evanston',
        state: 'Illinois',
        zip: '602',
      }),
    ))!;
    sync.frames.run();
    expect(failure.status).toBe(400);
    expect(failure.body?.errors).toEqual([
      expect.objectContaining({ property: 'state', constraints: { pattern: 'State must be 2 letters.' } }),
      expect.objectContaining({ property: 'zip', constraints: { pattern: 'Zip must be 5 digits.' } }),
    ]);
    expect(view.rows().map((a) => a.id)).toEqual([ids.address, ids.mailing]);
  });

  it('deleting the primary address: it leaves at once, and the oldest remaining one is primary when the write confirms', async () => {
    const view = await addresses();
    sync.hold();
    const done = sync.engine.mutate('deleteAddress', { addressId: ids.address });
    sync.frames.run();
    expect(view.rows().map((a) => a.id)).toEqual([ids.mailing]);
    sync.release();
    await sync.confirm(done);
    expect(view.rows()).toEqual([expect.objectContaining({ id: ids.mailing, primary: true })]);
  });

  it('setting an address primary swaps the primary at once, and the member’s short address follows', async () => {
    const view = await addresses();
    sync.hold();
    const done = sync.engine.mutate('setPrimaryAddress', { addressId: ids.mailing });
    sync.frames.run();
    const swapped = [
      [ids.mailing, true],
      [ids.address, false],
    ];
    expect(view.rows().map((a) => [a.id, a.primary])).toEqual(swapped);
    sync.release();
    await sync.confirm(done);
    expect(view.rows().map((a) => [a.id, a.primary])).toEqual(swapped);
    const member = await sync.as(sync.org.guide).call(OPERATIONS.getUser, { params: { userId: memberId() } });
    expect(member.body.shortAddress).toMatch(/^PO Box 12, Springfield/);
  });

  it('personal information shows at once in the record, and the file updates follow live', async () => {
    const record = await sync.open<{
      id: string;
      preferredName: string | null;
      pronouns: string | null;
      language: string | null;
    }>('memberRecord', { memberId: memberId() });
    const updates = await sync.open<{
      id: string;
      subject: string;
      detailedChanges: { field: string; newValue: string | null }[];
    }>('memberFileUpdates', { memberId: memberId(), upTo: 100 });
    expect(updates.rows()).toEqual([]);
    sync.hold();
    const done = sync.engine.mutate('updatePersonalInfo', {
      memberId: memberId(),
      preferredName: ' Rosie ',
      pronouns: 'she/her/hers',
      language: 'es',
    });
    sync.frames.run();
    const shown = [{ preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' }];
    expect(record.rows()).toMatchObject(shown);
    sync.release();
    await sync.confirm(done);
    expect(record.rows()).toMatchObject(shown);
    expect(updates.rows()).toMatchObject([
      {
        subject: 'personalInfo',
        detailedChanges: expect.arrayContaining([
          expect.objectContaining({ field: 'preferredName', newValue: 'Rosie' }),
          expect.objectContaining({ field: 'pronouns', newValue: 'she/her/hers' }),
          expect.objectContaining({ field: 'language', newValue: 'es' }),
        ]),
      },
    ]);
    expect(sync.requests.filter((r) => r.startsWith(`GET /users/${memberId()}/change-logs`))).toHaveLength(1);
  });
});
