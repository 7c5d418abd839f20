/**
 * Type tests: what an operation must declare for the walks (`scenario-types.ts`). tsc checks this
 * file (`npm run typecheck`); at run time the assertions do nothing.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OperationName } from '../../domain/index.ts';
import { READ } from './grids.ts';
import type { OperationScenarios, ScenariosOf, WriteOperationName } from './scenario-types.ts';
import { SCENARIOS } from './scenarios.ts';

const row = { request: () => ({ params: { noteId: 'n1' } }), expect: READ };
const exempt = { exempt: 'a reason' };

describe('the scenarios each operation declares', () => {
  it('covers every operation, and a write of every write', () => {
    expectTypeOf(SCENARIOS).toExtend<{ [N in OperationName]: OperationScenarios<N> }>();
    expectTypeOf<'deleteNote'>().toExtend<WriteOperationName>();
    expectTypeOf<'noteDraft'>().not.toExtend<WriteOperationName>();
  });

  it('refuses a write without its write scenario, and a read with one', () => {
    // @ts-expect-error a write operation without its write scenario
    const missingWrite: OperationScenarios<'deleteNote'> = { authorization: row, isolation: exempt };
    const readWithWrite: OperationScenarios<'noteDraft'> = {
      authorization: { request: () => ({ query: { subjectId: 'm1', type: 'notes' } }), expect: READ },
      isolation: exempt,
      // @ts-expect-error a read has no write scenario
      write: async () => async () => ({ status: 200 }),
    };
    // @ts-expect-error an area's file without one of its operations (deleteNote)
    const missingOperation: ScenariosOf<'noteDraft' | 'deleteNote'> = { noteDraft: readWithWrite };
    const wrongCall: OperationScenarios<'deleteNote'>['authorization'] = {
      // @ts-expect-error a row whose call is another operation's (getUser's params)
      request: () => ({ params: { userId: 'u' } }),
      expect: READ,
    };
    expect([missingWrite, missingOperation, wrongCall]).toHaveLength(3);
  });
});
