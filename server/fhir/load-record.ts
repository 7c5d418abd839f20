/**
 * Reads one member's record (`record.ts`) for the FHIR export: the member already loaded in the
 * caller's organisation (`loadMemberInTenant`), every query filtered by the organisation as well as
 * the member, the independent ones at once (`together`).
 */
import { and, asc, eq, inArray, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { together } from '../db/together.ts';
import {
  addresses,
  assignedSurveys,
  calls,
  consentTerms,
  emailAddresses,
  interactionOutcomes,
  interactions,
  memberChangeLogs,
  memberConsents,
  memberStages,
  needActivities,
  needActions,
  needResourceReferrals,
  needCategories,
  needIssues,
  needZCodes,
  phoneNumbers,
  smsMessages,
  surveyQuestionResponses,
  surveys,
  userNeeds,
  users,
  visits,
} from '../db/schema/index.ts';
import type { MemberRecord, RecordStaff } from './record.ts';

type MemberRow = typeof users.$inferSelect;

const later = (a: Date, b: Date | null | undefined) => (b && b > a ? b : a);

/** The record of a member already loaded in the caller's organisation (`loadMemberInTenant`). */
export async function loadMemberRecord(db: Db, member: MemberRow): Promise<MemberRecord> {
  const org = member.organisationId;
  const [
    stage,
    changed,
    phoneRows,
    emailRows,
    addressRows,
    needRows,
    actionRows,
    referralRows,
    assignedRows,
    answerRows,
    consentRows,
    callRows,
    textRows,
    visitRows,
  ] = await together(db, [
    () =>
      member.memberStageId === null
        ? Promise.resolve([])
        : db.select({ key: memberStages.key }).from(memberStages).where(eq(memberStages.id, member.memberStageId)),
    () =>
      db
        .select({ at: max(memberChangeLogs.createdAt) })
        .from(memberChangeLogs)
        .where(and(eq(memberChangeLogs.organisationId, org), eq(memberChangeLogs.memberId, member.id))),
    () =>
      db
        .select()
        .from(phoneNumbers)
        .where(
          and(eq(phoneNumbers.organisationId, org), eq(phoneNumbers.userId, member.id), isNull(phoneNumbers.deletedAt)),
        )
        .orderBy(asc(phoneNumbers.id)),
    () =>
      db
        .select()
        .from(emailAddresses)
        .where(and(eq(emailAddresses.organisationId, org), eq(emailAddresses.userId, member.id)))
        .orderBy(asc(emailAddresses.createdAt), asc(emailAddresses.id)),
    () =>
      db
        .select()
        .from(addresses)
        .where(and(eq(addresses.organisationId, org), eq(addresses.userId, member.id)))
        .orderBy(asc(addresses.createdAt), asc(addresses.id)),
    () =>
      db
        .select({
          need: userNeeds,
          issueKey: needIssues.key,
          issueLabel: needIssues.label,
          zCode: needIssues.zCode,
          zTitle: needZCodes.title,
          categoryKey: needCategories.key,
          needRequiresAction: needIssues.needRequiresAction,
        })
        .from(userNeeds)
        .leftJoin(needIssues, eq(needIssues.id, userNeeds.issueId))
        .leftJoin(needCategories, eq(needCategories.id, needIssues.categoryId))
        .leftJoin(needZCodes, and(eq(needZCodes.organisationId, org), eq(needZCodes.code, needIssues.zCode)))
        .where(and(eq(userNeeds.organisationId, org), eq(userNeeds.memberId, member.id)))
        .orderBy(asc(userNeeds.identifiedAt), asc(userNeeds.id)),
    () =>
      db
        .select({ action: needActions, activityKey: needActivities.key, activityName: needActivities.name })
        .from(needActions)
        .innerJoin(needActivities, eq(needActivities.id, needActions.activityId))
        .where(and(eq(needActions.organisationId, org), eq(needActions.memberId, member.id)))
        .orderBy(asc(needActions.createdAt), asc(needActions.id)),
    () =>
      db
        .select()
        .from(needResourceReferrals)
        .where(and(eq(needResourceReferrals.organisationId, org), eq(needResourceReferrals.memberId, member.id)))
        .orderBy(asc(needResourceReferrals.createdAt), asc(needResourceReferrals.id)),
    () =>
      db
        .select({ assigned: assignedSurveys, survey: surveys })
        .from(assignedSurveys)
        .innerJoin(surveys, eq(surveys.id, assignedSurveys.surveyId))
        .where(and(eq(assignedSurveys.organisationId, org), eq(assignedSurveys.memberId, member.id)))
        .orderBy(asc(assignedSurveys.assignedAt), asc(assignedSurveys.id)),
    () =>
      db
        .select()
        .from(surveyQuestionResponses)
        .where(and(eq(surveyQuestionResponses.organisationId, org), eq(surveyQuestionResponses.memberId, member.id))),
    () =>
      db
        .select({ term: consentTerms, answer: memberConsents })
        .from(consentTerms)
        .leftJoin(
          memberConsents,
          and(eq(memberConsents.termId, consentTerms.id), eq(memberConsents.memberId, member.id)),
        )
        .where(and(eq(consentTerms.organisationId, org), eq(consentTerms.clientId, member.clientId)))
        .orderBy(asc(consentTerms.sortOrder), asc(consentTerms.key)),
    () =>
      db
        .select()
        .from(calls)
        .where(and(eq(calls.organisationId, org), eq(calls.subjectId, member.id)))
        .orderBy(asc(calls.timeStarted), asc(calls.id)),
    () =>
      db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.organisationId, org), eq(smsMessages.subjectId, member.id)))
        .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id)),
    // A visit is an interaction of type 'visit'; the visit row beside it (end, place) is newer than
    // some of them (the demo's history has none), so it is joined, not required.
    () =>
      db
        .select({ interaction: interactions, visit: visits, outcomeKey: interactionOutcomes.key, address: addresses })
        .from(interactions)
        .leftJoin(visits, and(eq(visits.id, interactions.id), eq(visits.organisationId, org)))
        .leftJoin(interactionOutcomes, eq(interactionOutcomes.id, interactions.outcomeId))
        .leftJoin(addresses, and(eq(addresses.id, visits.addressId), eq(addresses.organisationId, org)))
        .where(
          and(
            eq(interactions.organisationId, org),
            eq(interactions.memberId, member.id),
            eq(interactions.interactionType, 'visit'),
          ),
        )
        .orderBy(asc(interactions.timestamp), asc(interactions.id)),
  ]);

  const record: Omit<MemberRecord, 'staff'> = {
    member: {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      preferredName: member.preferredName,
      birthDate: member.birthDate,
      language: member.language,
      reportedLanguage: member.reportedLanguage,
      externalPatientId: member.externalPatientId,
      medicareId: member.standardMemberAttributes?.medicareId ?? null,
      timeZone: member.timeZone,
      stageKey: stage[0]?.key ?? null,
      updatedAt: later(member.updatedAt, changed[0]?.at),
    },
    phones: phoneRows.map((row) => ({
      number: row.number,
      description: row.description,
      type: row.type,
      isPrimary: row.isPrimary,
    })),
    emails: emailRows.map((row) => ({ emailAddress: row.emailAddress, isPrimary: row.isPrimary })),
    addresses: addressRows.map((row) => ({
      id: row.id,
      description: row.description,
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      isPrimary: row.isPrimary,
    })),
    needs: needRows.map(({ need, ...issue }) => ({
      id: need.id,
      reason: need.reason,
      identifiedAt: need.identifiedAt,
      expiresAt: need.expiresAt,
      fulfilledAt: need.fulfilledAt,
      fulfilledComment: need.fulfilledComment,
      abandonedAt: need.abandonedAt,
      closedById: need.closedById,
      createdById: need.createdById,
      assignedSurveyId: need.assignedSurveyId,
      lastActionAt: need.lastActionAt,
      updatedAt: need.updatedAt,
      issue:
        issue.issueKey !== null && issue.issueLabel !== null && issue.categoryKey !== null
          ? {
              key: issue.issueKey,
              label: issue.issueLabel,
              zCode: issue.zCode,
              zTitle: issue.zTitle,
              categoryKey: issue.categoryKey,
              needRequiresAction: issue.needRequiresAction ?? false,
            }
          : null,
    })),
    actions: actionRows.map(({ action, activityKey, activityName }) => ({
      id: action.id,
      needId: action.needId,
      activity: { key: activityKey, name: activityName },
      date: action.date,
      durationInMinutes: action.durationInMinutes,
      description: action.description,
      creatorId: action.creatorId,
      createdAt: action.createdAt,
    })),
    referrals: referralRows.map((row) => ({
      id: row.id,
      needId: row.needId,
      actionId: row.actionId,
      resourceName: row.resourceName,
      contactName: row.contactName,
      phoneNumber: row.phoneNumber,
      url: row.url,
      creatorId: row.creatorId,
      createdAt: row.createdAt,
    })),
    surveys: assignedRows.map(({ assigned, survey }) => ({
      assigned: {
        id: assigned.id,
        dueAt: assigned.dueAt,
        completedAt: assigned.completedAt,
        completedByUserId: assigned.completedByUserId,
        checkpoint: assigned.checkpoint,
        updatedAt: assigned.updatedAt,
      },
      survey: {
        id: survey.id,
        key: survey.key,
        name: survey.name,
        displayName: survey.displayName,
        summary: survey.summary,
        content: survey.content,
        updatedAt: survey.publishedAt ?? survey.createdAt,
      },
      answers: answerRows
        .filter((answer) => answer.assignedSurveyId === assigned.id)
        .map((answer) => ({
          questionKey: answer.questionKey,
          skipped: answer.skipped,
          selectedOptionIds: answer.selectedOptionIds,
          textResponse: answer.textResponse,
        })),
    })),
    consents: consentRows.map(({ term, answer }) => ({
      term: { id: term.id, key: term.key, name: term.name, isActive: term.isActive },
      consented: answer?.consented ?? null,
      answeredAt: answer?.updatedAt ?? null,
    })),
    calls: callRows.map((row) => ({
      id: row.id,
      status: row.status,
      incoming: row.incoming,
      originatorUserId: row.originatorUserId,
      receiverUserId: row.receiverUserId,
      timeStarted: row.timeStarted,
      timeConnected: row.timeConnected,
      timeEnded: row.timeEnded,
      note: row.note,
    })),
    texts: textRows.map((row) => ({
      id: row.id,
      text: row.text,
      incoming: row.incoming,
      userId: row.userId,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
      smsStatus: row.smsStatus,
    })),
    visits: visitRows.map(({ interaction, visit, outcomeKey, address }) => ({
      id: interaction.id,
      guideId: interaction.guideId,
      start: interaction.timestamp,
      end: visit?.endTime ?? new Date(interaction.timestamp.getTime() + (interaction.duration ?? 0) * 1000),
      durationSeconds: interaction.duration,
      place: address ? `${address.line1}, ${address.city}` : (visit?.location ?? null),
      atMemberAddress: address !== null,
      outcomeKey,
      createdAt: visit?.createdAt ?? interaction.timestamp,
    })),
  };
  return { ...record, staff: await staffNamedBy(db, org, member.id, record) };
}

/** The staff users the record names, read once (only the organisation's, never the member). */
async function staffNamedBy(
  db: Db,
  organisationId: string,
  memberId: string,
  record: Omit<MemberRecord, 'staff'>,
): Promise<RecordStaff[]> {
  const ids = new Set<string>();
  const add = (id: string | null) => {
    if (id && id !== memberId) ids.add(id);
  };
  for (const need of record.needs) add(need.createdById);
  for (const action of record.actions) add(action.creatorId);
  for (const referral of record.referrals) add(referral.creatorId);
  for (const { assigned } of record.surveys) add(assigned.completedByUserId);
  for (const call of record.calls) [call.originatorUserId, call.receiverUserId].forEach(add);
  for (const text of record.texts) add(text.userId);
  for (const visit of record.visits) add(visit.guideId);
  if (ids.size === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, updatedAt: users.updatedAt })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids]), ne(users.role, 'PATIENT')))
    .orderBy(asc(users.id));
}
