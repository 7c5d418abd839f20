/**
 * `npm run bench -- --only survey-assignment`: saving a survey's assignment criteria that match
 * 20,000 members (issue #34: "assigns them in under 5 s"). One organisation of 20,000 members over
 * its two customers, a third of them in a segment; the admin's PUT /surveys/admin/assignment/{id}
 * naming both customers with a default offset and a segment override, so every member gets the
 * survey with the due date of the domain's rule and a change row each, in one transaction.
 * Beside it, (a) one `insert ... select` of the same assignments with no rule, no due date and no
 * change rows: the floor a database gives, to show what the rule and the live updates cost.
 * CPU is this process's (the in-process server, and PGlite's engine with it), beside wall time: on
 * a shared machine (load above its cores) wall time is CPU time waiting its turn.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_ASSIGNMENT_CONFIGURATION, EMPTY_DUE_AT_CONFIG } from '../../domain/index.ts';
import { assignedSurveys, customerSegments, memberSegments, users } from '../../server/db/schema/index.ts';
import { DIALECTS } from '../../server/testing/databases.ts';
import { startTestServer } from '../../server/testing/harness.ts';
import { screeningSurveyId } from '../../server/routes/admin-survey-assignment.scenarios.ts';
import { fmt, printTable, summary, verdict } from './report.ts';

const MEMBERS = 20_000;
const TARGET_MS = 5_000;
const REPEATS = 3;
const BATCH = 1_000;

export async function benchSurveyAssignment(): Promise<void> {
  for (const dialect of DIALECTS) {
    const t = await startTestServer(dialect);
    try {
      const db = t.testDb.database.db;
      const org = await t.organisation('Bench');
      const segmentId = randomUUID();
      await db.insert(customerSegments).values({
        id: segmentId,
        organisationId: org.organisationId,
        clientId: org.clientId,
        name: 'High risk',
      });
      for (let start = 1; start < MEMBERS; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, i) => ({
          id: randomUUID(),
          organisationId: org.organisationId,
          clientId: (start + i) % 2 === 0 ? org.clientId : org.otherClientId,
          role: 'PATIENT',
          firstName: `Member${start + i}`,
          lastName: 'Bench',
          memberStatusId: 1,
          memberStageId: ((start + i) % 3) + 1,
        }));
        await db.insert(users).values(rows);
        await db
          .insert(memberSegments)
          .values(
            rows
              .filter((row, i) => row.clientId === org.clientId && i % 3 === 0)
              .map((row) => ({ memberId: row.id, organisationId: org.organisationId, segmentId })),
          );
      }
      const surveyId = await screeningSurveyId(db, org);
      const clear = () => db.delete(assignedSurveys).where(eq(assignedSurveys.organisationId, org.organisationId));
      const body = {
        assignmentConfiguration: { ...EMPTY_ASSIGNMENT_CONFIGURATION, clientIds: [org.clientId, org.otherClientId] },
        dueAtConfig: {
          ...EMPTY_DUE_AT_CONFIG,
          offsetValue: 60,
          maxMonth: 1,
          segmentOverrides: [{ segmentId, offsetValue: 30, maxMonth: null }],
        },
      };

      const timed = async (run: () => Promise<number>) => {
        const wall: number[] = [];
        const cpu: number[] = [];
        let assigned = 0;
        for (let i = 0; i < REPEATS; i++) {
          await clear();
          const started = performance.now();
          const usage = process.cpuUsage();
          assigned = await run();
          const spent = process.cpuUsage(usage);
          wall.push(performance.now() - started);
          cpu.push((spent.user + spent.system) / 1000);
        }
        return { wall: summary(wall), cpu: summary(cpu), assigned };
      };
      const countAssigned = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(assignedSurveys)
            .where(and(eq(assignedSurveys.organisationId, org.organisationId), eq(assignedSurveys.surveyId, surveyId)))
        )[0]!.n;

      const ours = await timed(async () => {
        const answer = await t.request(org.superAdmin, 'PUT', `/surveys/admin/assignment/${surveyId}`, { body });
        if (answer.status !== 200) throw new Error(`PUT answered ${answer.status}`);
        return countAssigned();
      });
      const floor = await timed(async () => {
        await db.execute(sql`insert into assigned_surveys (id, organisation_id, client_id, member_id, survey_id)
          select gen_random_uuid(), u.organisation_id, u.client_id, u.id, ${surveyId}
          from users u where u.organisation_id = ${org.organisationId} and u.role = 'PATIENT'`);
        return countAssigned();
      });
      await clear();

      printTable(
        `Survey assignment by criteria (${dialect}, ${MEMBERS.toLocaleString('en')} members matched, ${REPEATS} runs)`,
        [
          'write',
          'assigned',
          'wall p50 ms',
          'wall max ms',
          'CPU p50 ms',
          'target',
          'wall / target',
          'CPU / target',
          'vs (a)',
          'verdict',
        ],
        [
          [
            'PUT /surveys/admin/assignment/{id}',
            ours.assigned,
            fmt(ours.wall.p50, 0),
            fmt(ours.wall.max, 0),
            fmt(ours.cpu.p50, 0),
            `< ${TARGET_MS} ms`,
            `${fmt(ours.wall.max / TARGET_MS)}×`,
            `${fmt(ours.cpu.p50 / TARGET_MS)}×`,
            `${fmt(ours.wall.p50 / floor.wall.p50, 1)}× slower`,
            verdict(ours.wall.max < TARGET_MS),
          ],
          [
            '(a) one insert ... select, no rule, no change rows',
            floor.assigned,
            fmt(floor.wall.p50, 0),
            fmt(floor.wall.max, 0),
            fmt(floor.cpu.p50, 0),
            '',
            '',
            '',
            '',
            '',
          ],
        ],
      );
    } finally {
      await t.close();
    }
  }
}
