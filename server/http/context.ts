/** What every route module receives: the database, configuration, the change publisher and the external systems' ports. */
import { HEADERS } from '../../domain/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { PublishedChange } from '../db/changes.ts';
import type { ExternalRecordSystem } from '../providers/external-records.ts';
import type { SmsSender } from '../providers/outbound-sms.ts';
import type { FileStorage } from '../files/storage.ts';
import type { TelephonyLookup } from '../providers/telephony.ts';
import type { CallProvider } from '../telephony/provider.ts';

/** The server's time. Injected so tests move it (the due-work jobs and the status change windows read it). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface AppContext {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  /** Emits committed changes on the socket (set once the socket server is attached). */
  publish(changes: readonly PublishedChange[]): void;
  /** The external record system (simulated: server/providers/external-records.ts). */
  externalRecords: ExternalRecordSystem;
  /** The telephony lookup: a number's line type and carrier (simulated: server/providers/telephony.ts). */
  telephony: TelephonyLookup;
  /** Texts to members (simulated: server/providers/outbound-sms.ts). */
  sms: SmsSender;
  /** Placing and ending calls, fetching recordings (simulated: server/telephony/simulated-carrier.ts). */
  callProvider: CallProvider;
  /** Where files' bytes live (default: the database, server/files/storage.ts). */
  files: FileStorage;
  /** Set only by the benchmark's comparison server (createServer's `withoutAuditTrail`). */
  withoutAuditTrail?: true;
}

export const CHANGE_SEQ_HEADER = HEADERS.changeSeq;
export const CHANGE_HEAD_HEADER = HEADERS.changeHead;

export function pageOf(
  query: { 'page-start'?: number; 'page-size'?: number },
  defaultSize = 100,
): { offset: number; limit: number } {
  return { offset: query['page-start'] ?? 0, limit: query['page-size'] ?? defaultSize };
}
