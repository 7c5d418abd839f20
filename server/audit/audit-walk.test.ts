/**
 * The walk over every operation: each is audited (its rule names where its member comes from) or
 * exempt with a reason, and nothing that takes a member escapes. The compiler already asks for a
 * rule per operation (`AUDIT_RULES`) and checks each named field against its contract.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type Operation, type OperationName } from '../../domain/index.ts';
import { AUDIT_RULES, type AuditSources } from './rules.ts';

/** Fields that name a member (or a user who may be one): an operation taking one is about a member. */
const MEMBER_FIELDS = /^(memberId|userId|subjectId|subjectUserId)$/;

const keysOf = (schema: Operation['params']): string[] =>
  ((schema as { props?: { key: string }[] } | undefined)?.props ?? []).map((p) => p.key);
const names = Object.keys(OPERATIONS) as OperationName[];

describe('the audit trail covers every operation', () => {
  it('has a rule for every operation and none for an operation that does not exist', () => {
    expect(Object.keys(AUDIT_RULES).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s is audited from a source or exempt with a reason', (name) => {
    const rule = AUDIT_RULES[name];
    const operation: Operation = OPERATIONS[name];
    const fields = [...keysOf(operation.params), ...keysOf(operation.query), ...keysOf(operation.body)];
    if ('exempt' in rule) {
      expect(rule.exempt.length, 'an exemption says why').toBeGreaterThan(5);
      expect(
        fields.filter((f) => MEMBER_FIELDS.test(f)),
        'an operation taking a member cannot be exempt',
      ).toEqual([]);
      return;
    }
    const sources = rule as AuditSources<Operation>;
    expect(
      sources.param ?? sources.query ?? sources.body ?? sources.answer ?? sources.owner,
      'a rule names at least one source',
    ).toBeDefined();
    if (sources.param) expect(keysOf(operation.params)).toContain(sources.param);
    if (sources.query) expect(keysOf(operation.query)).toContain(sources.query);
    if (sources.body) expect(keysOf(operation.body)).toContain(sources.body);
  });

  it('exempts only operations that touch no member: public ones, catalogues, staff, the caller, the trail itself', () => {
    const exempt = names.filter((name) => 'exempt' in AUDIT_RULES[name]);
    // A public operation has no staff user to record; the consent site's answers are kept with their address.
    for (const name of exempt)
      expect(OPERATIONS[name].method === 'GET' || OPERATIONS[name].access === 'public' || name === 'logout', name).toBe(
        true,
      );
  });
});
