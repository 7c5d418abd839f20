/**
 * Every API operation, by name. The server registers exactly these (a handler per name, checked by
 * the compiler); the authorization matrix and the fuzzer iterate them.
 */
import * as consent from './consent.ts';
import * as member from './member.ts';
import * as memberInfo from './member-info.ts';
import * as members from './members.ts';
import * as memberSummary from './member-summary.ts';
import * as people from './people.ts';
import * as platform from './platform.ts';
import * as work from './work.ts';

export const OPERATIONS = { ...platform, ...people, ...members, ...member, ...memberInfo, ...memberSummary, ...work, ...consent } as const;
export type OperationName = keyof typeof OPERATIONS;

export { defineOperation, pathOf, wireRequest, type Access, type BodyOf, type CallInput, type HttpMethod, type Operation, type ParamsOf, type QueryOf, type ResponseOf, type WireRequest } from './define.ts';
