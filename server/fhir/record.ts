/**
 * A member's record as the FHIR mapping reads it: plain values (no database rows), so the mapping
 * stays pure and its tests build a record by hand. `load-record.ts` reads it from the database.
 */
import type { SurveyCheckpoint, SurveyContent } from '../../domain/index.ts';

export interface RecordMember {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** yyyy-MM-dd */
  birthDate: string | null;
  /** The language the member is texted in (`en`, `es`), and what they said they speak, as typed. */
  language: string;
  reportedLanguage: string | null;
  externalPatientId: string | null;
  medicareId: string | null;
  timeZone: string;
  stageKey: string | null;
  /** The newest change to the member's row or contact details (`member_change_logs`). */
  updatedAt: Date;
}

export interface RecordPhone {
  number: string;
  description: string;
  type: string | null;
  isPrimary: boolean;
}

export interface RecordEmail {
  emailAddress: string;
  isPrimary: boolean;
}

export interface RecordAddress {
  id: string;
  description: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  isPrimary: boolean;
}

export interface RecordStaff {
  id: string;
  firstName: string;
  lastName: string;
  updatedAt: Date;
}

export interface RecordNeed {
  id: string;
  /** Rich text (HTML). */
  reason: string;
  identifiedAt: Date;
  expiresAt: Date;
  fulfilledAt: Date | null;
  fulfilledComment: string | null;
  abandonedAt: Date | null;
  closedById: string | null;
  createdById: string;
  assignedSurveyId: string | null;
  lastActionAt: Date | null;
  updatedAt: Date;
  issue: {
    key: string;
    label: string;
    zCode: string | null;
    /** The code's ICD-10-CM title (the organisation's Z-code list). */
    zTitle: string | null;
    categoryKey: string;
    needRequiresAction: boolean;
  } | null;
}

export interface RecordSurvey {
  assigned: {
    id: string;
    dueAt: Date | null;
    completedAt: Date | null;
    completedByUserId: string | null;
    checkpoint: SurveyCheckpoint | null;
    updatedAt: Date;
  };
  survey: {
    id: string;
    key: string;
    name: string;
    displayName: string;
    summary: string;
    content: SurveyContent;
    updatedAt: Date;
  };
  answers: { questionKey: string; skipped: boolean; selectedOptionIds: string[]; textResponse: string | null }[];
}

export interface RecordConsent {
  term: { id: string; key: string; name: string; isActive: boolean };
  /** null: never answered. */
  consented: boolean | null;
  answeredAt: Date | null;
}

export interface RecordCall {
  id: string;
  status: string;
  incoming: boolean;
  originatorUserId: string | null;
  receiverUserId: string | null;
  timeStarted: Date;
  timeConnected: Date | null;
  timeEnded: Date | null;
  note: string | null;
}

export interface RecordText {
  id: string;
  text: string;
  incoming: boolean;
  userId: string | null;
  sentAt: Date | null;
  createdAt: Date;
  smsStatus: string;
}

export interface RecordVisit {
  id: string;
  guideId: string;
  start: Date;
  end: Date;
  durationSeconds: number | null;
  /** The member's address it took place at (its first line and city), else the place typed ('Other'). */
  place: string | null;
  atMemberAddress: boolean;
  outcomeKey: string | null;
  createdAt: Date;
}

/** An action taken on a need (`need_actions`): what was done, when, by whom, how long. */
export interface RecordNeedAction {
  id: string;
  needId: string;
  activity: { key: string; name: string };
  /** yyyy-MM-dd, the day it was done. */
  date: string;
  durationInMinutes: number;
  description: string;
  creatorId: string;
  createdAt: Date;
}

/** A referral to a community resource, made with an action (`need_resource_referrals`). */
export interface RecordReferral {
  id: string;
  needId: string;
  actionId: string;
  resourceName: string;
  contactName: string | null;
  phoneNumber: string | null;
  url: string | null;
  creatorId: string;
  createdAt: Date;
}

export interface MemberRecord {
  member: RecordMember;
  phones: RecordPhone[];
  emails: RecordEmail[];
  addresses: RecordAddress[];
  needs: RecordNeed[];
  actions: RecordNeedAction[];
  referrals: RecordReferral[];
  surveys: RecordSurvey[];
  consents: RecordConsent[];
  calls: RecordCall[];
  texts: RecordText[];
  visits: RecordVisit[];
  /** Every staff user the record names (recorders, callers, visitors), once each. */
  staff: RecordStaff[];
}
