/**
 * The contract client: the path is built from the contract, and its inputs are typed by it. The
 * type tests are checked by tsc (`npm run typecheck`); at run time they do nothing.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import { as, contractPath, type ContractAnswer } from './contract-client.ts';
import type { TestServer } from './harness.ts';

const user = { id: 'u1' };

/** A test server that records what `request` was asked, answering 200 with nothing. */
function recorder() {
  const sent: { method: string; path: string; options: unknown }[] = [];
  const t: Pick<TestServer, 'request'> = {
    request: async (_user, method, path, options) => {
      sent.push({ method, path, options });
      return { status: 200, body: undefined, headers: new Headers() };
    },
  };
  return { t, sent };
}

describe('the contract client', () => {
  it('builds the path from the template and the params, and the query as the portal does', async () => {
    const { t, sent } = recorder();
    await as(t, user).call(OPERATIONS.snoozeTodo, {
      params: { guideId: 'g 1', todoId: 't1' },
      body: { noActionNeeded: true },
    });
    await as(t, user).call(OPERATIONS.memberList, { query: { ids: ['a', 'b'], 'page-size': 10 } });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/users/g%201/todos/t1/snooze',
        options: { body: { noActionNeeded: true }, headers: undefined, as: undefined },
      },
      { method: 'GET', path: '/users?ids=a%2Cb&page-size=10', options: expect.anything() },
    ]);
  });

  it('sends a raw-body operation’s text as it is, and the impersonated user', async () => {
    const { t, sent } = recorder();
    await as(t, null).call(OPERATIONS.adtInbound, { body: 'MSH|', headers: { 'content-type': 'text/plain' } });
    await as(t, user, { actingAs: 'u2' }).call(OPERATIONS.verify, {});
    expect(sent.map((s) => s.options)).toEqual([
      { raw: 'MSH|', headers: { 'content-type': 'text/plain' }, as: undefined },
      { body: undefined, headers: undefined, as: 'u2' },
    ]);
  });

  it('refuses a missing path parameter at run time too', () => {
    expect(() => contractPath(OPERATIONS.getUser, { params: { userId: '' } })).toThrow(/userId/);
  });

  it('types the inputs and the answer by the contract', () => {
    const client = as(recorder().t, user);
    expectTypeOf(client.call(OPERATIONS.getUser, { params: { userId: 'm1' } })).resolves.toEqualTypeOf<
      ContractAnswer<typeof OPERATIONS.getUser>
    >();
    expectTypeOf<ContractAnswer<typeof OPERATIONS.getUser>['body']>().toEqualTypeOf<
      ResponseOf<typeof OPERATIONS.getUser>
    >();
    // Only type-checked: the calls below are never made.
    const never = (): void => {
      // @ts-expect-error a wrong param name
      void client.call(OPERATIONS.getUser, { params: { memberId: 'm1' } });
      // @ts-expect-error a missing param
      void client.call(OPERATIONS.getUser, {});
      // @ts-expect-error an undeclared body key
      void client.call(OPERATIONS.snoozeTodo, { params: { guideId: 'g', todoId: 't' }, body: { organisationId: 'o' } });
      // @ts-expect-error a body where the operation takes none
      void client.call(OPERATIONS.getUser, { params: { userId: 'm1' }, body: { userId: 'm1' } });
      // @ts-expect-error an undeclared query key
      void client.call(OPERATIONS.getUser, { params: { userId: 'm1' }, query: { include: 'true' } });
      // @ts-expect-error a body the write requires
      void client.call(OPERATIONS.createNote, {});
    };
    expect(never).toBeTypeOf('function');
  });
});
