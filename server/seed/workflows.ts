/**
 * Workflow phases for the demo and for tests: the organisation's phases (once; phases already
 * there stay as they are) and phases assigned to members, each with its assigned survey when the
 * phase has one. The demo's dates are offsets from the seed's clock, so at any hour the demo guide
 * has a member with a phase available now, one with a Late phase and one with a phase to come.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { WorkflowSection } from '../../domain/index.ts';
import type { Tx } from '../db/connect.ts';
import { assignedWorkflowPhases, feedItems, todos, users, workflowPhases } from '../db/schema/index.ts';
import { ensureSurveyCatalogue, insertAssignedSurvey } from '../surveys/seed.ts';
import { MONTHLY_CHECK_IN } from '../surveys/catalogue.ts';
import { phaseReminderRows, type PhaseReminder } from '../routes/workflow-reminder.ts';
import { Rng } from './random.ts';

type Writer = Pick<Tx, 'select' | 'insert'>;

interface PhaseDefinition {
  title: string;
  description: string;
  sections: WorkflowSection[];
  nextSteps: string;
  surveyKey: string | null;
}

export const WORKFLOW_PHASES: readonly PhaseDefinition[] = [
  {
    title: 'Getting started',
    description: 'Meet the member, explain the program and agree how to stay in touch.',
    sections: [
      {
        id: 'welcome',
        title: 'Welcome the member',
        usableIn: 'both',
        type: 'paragraph',
        content: [
          {
            header: 'Introduce yourself',
            body: 'Say who you are, what a guide does and how often you will be in touch.',
          },
        ],
      },
      {
        id: 'first-visit',
        title: 'Before the first visit',
        usableIn: 'workflow',
        type: 'numbered',
        content: [
          { header: 'Confirm the address', body: 'Check the member’s home address and the best way to get there.' },
          { header: 'Agree a time', body: 'Pick a time that suits the member and write it in the event.' },
        ],
      },
      {
        id: 'why',
        title: 'Why this phase matters',
        usableIn: 'learnMore',
        type: 'accordion',
        content: [
          {
            header: 'Trust comes first',
            body: 'Members who know what to expect from their guide stay in the program longer.',
          },
        ],
      },
    ],
    nextSteps: 'Schedule the goal-setting visit within the next two weeks.',
    surveyKey: MONTHLY_CHECK_IN.key,
  },
  {
    title: 'Goal setting',
    description: 'Help the member choose one or two goals for the next months.',
    sections: [
      {
        id: 'goals',
        title: 'Choosing goals',
        usableIn: 'both',
        type: 'accordion',
        content: [
          { header: 'Listen first', body: 'Ask what matters most to the member this month.' },
          { header: 'Keep it small', body: 'One or two goals the member can act on this week.' },
        ],
      },
    ],
    nextSteps: 'Write the goals down and share them with the member.',
    surveyKey: MONTHLY_CHECK_IN.key,
  },
  {
    title: 'Connecting to resources',
    description: 'Link the member with the programs that meet their needs.',
    sections: [
      {
        id: 'resources',
        title: 'Finding programs',
        usableIn: 'both',
        type: 'numbered',
        content: [
          { header: 'Search the resource hub', body: 'Use the member’s zip code and needs.' },
          { header: 'Make the referral', body: 'Call the program with the member when you can.' },
        ],
      },
    ],
    nextSteps: 'Follow up on each referral within a week.',
    surveyKey: null,
  },
  {
    title: 'Graduation',
    description: 'Celebrate the member’s progress and plan for independence.',
    sections: [
      {
        id: 'celebrate',
        title: 'Celebrate',
        usableIn: 'workflow',
        type: 'paragraph',
        content: [{ header: 'Look back', body: 'Go over the goals the member reached.' }],
      },
    ],
    nextSteps: 'Close the member’s open needs.',
    surveyKey: null,
  },
];

/** The organisation's phase ids in their order (made the first time). */
export async function ensureWorkflowPhases(db: Writer, organisationId: string): Promise<string[]> {
  const existing = await db
    .select({ id: workflowPhases.id })
    .from(workflowPhases)
    .where(eq(workflowPhases.organisationId, organisationId))
    .orderBy(asc(workflowPhases.sortOrder), asc(workflowPhases.id));
  if (existing.length) return existing.map((row) => row.id);
  const rows = WORKFLOW_PHASES.map((phase, i) => ({ id: randomUUID(), organisationId, sortOrder: i + 1, ...phase }));
  await db.insert(workflowPhases).values(rows);
  return rows.map((row) => row.id);
}

export interface WorkflowAssignment {
  organisationId: string;
  clientId: string;
  memberId: string;
  phaseId: string;
  /** yyyy-MM-dd. */
  dueDate: string;
  availableDate: Date;
  completedAt?: Date | null;
  /** When the guide pressed 'Remind me later' on it. */
  remindLaterAt?: Date | null;
  /** A fixed id (the demo's rows a feed item names stay the same seed after seed); a random one otherwise. */
  id?: string;
}

/** Assigns a phase to a member, with the member's assigned survey when the phase has one. */
export async function assignWorkflowPhase(db: Writer, assignment: WorkflowAssignment): Promise<string> {
  const [phase] = await db.select().from(workflowPhases).where(eq(workflowPhases.id, assignment.phaseId));
  if (!phase) throw new Error(`No workflow phase ${assignment.phaseId}`);
  let assignedSurveyId: string | null = null;
  if (phase.surveyKey) {
    const surveyId = (await ensureSurveyCatalogue(db, assignment.organisationId)).get(phase.surveyKey);
    if (surveyId)
      assignedSurveyId = await insertAssignedSurvey(db, {
        organisationId: assignment.organisationId,
        clientId: assignment.clientId,
        memberId: assignment.memberId,
        surveyId,
        dueAt: null,
      });
  }
  const id = assignment.id ?? randomUUID();
  await db.insert(assignedWorkflowPhases).values({
    id,
    organisationId: assignment.organisationId,
    clientId: assignment.clientId,
    memberId: assignment.memberId,
    phaseId: phase.id,
    dueDate: assignment.dueDate,
    availableDate: assignment.availableDate,
    completedAt: assignment.completedAt ?? null,
    remindLaterAt: assignment.remindLaterAt ?? null,
    assignedSurveyId,
  });
  return id;
}

/** What 'Remind me later' leaves (`server/routes/workflow-reminder.ts`): the reminder todo and its feed item. */
async function remindLater(db: Writer, ids: Rng, reminder: Omit<PhaseReminder, 'ids'>): Promise<void> {
  const rows = phaseReminderRows({ ...reminder, ids: { todo: ids.uuid(), feedItem: ids.uuid() } });
  await db.insert(todos).values(rows.todo);
  await db.insert(feedItems).values(rows.feedItem);
}

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many of the demo guide's members get the first phase available now (end-to-end tests take them one each). */
export const AVAILABLE_PHASE_MEMBERS = 12;

/**
 * The demo: the phases, and for the demo guide's members (the demo member first) the first phase
 * available now (due in five days) with the second to come (available in a week); the next member
 * has the first phase Late (due three days ago); the next has it completed and the second
 * available; the next was put off with 'Remind me later' yesterday (its reminder on the feed). Dates
 * are a whole day or more from now, so they read the same in every zone.
 */
export async function seedWorkflowsDemo(
  db: Writer,
  options: { organisationId: string; guideId: string; demoMemberId: string; now: Date },
): Promise<void> {
  const phases = await ensureWorkflowPhases(db, options.organisationId);
  const [first, second] = phases as [string, string];
  const now = options.now.getTime();
  const caseload = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(
      and(
        eq(users.organisationId, options.organisationId),
        eq(users.assignedGuideId, options.guideId),
        eq(users.role, 'PATIENT'),
      ),
    )
    .orderBy(asc(users.id));
  const members = [
    ...caseload.filter((m) => m.id === options.demoMemberId),
    ...caseload.filter((m) => m.id !== options.demoMemberId),
  ];
  const base = { organisationId: options.organisationId };
  /** Assigns the phase to the member, available and due these many days from now. */
  const assign = (
    m: { id: string; clientId: string },
    phaseId: string,
    days: { availableIn: number; dueIn: number },
    state: { done?: boolean; remindLaterAt?: Date; id?: string } = {},
  ) =>
    assignWorkflowPhase(db, {
      id: state.id,
      ...base,
      clientId: m.clientId,
      memberId: m.id,
      phaseId,
      availableDate: new Date(now + days.availableIn * DAY),
      dueDate: dayOf(now + days.dueIn * DAY),
      completedAt: state.done ? new Date(now - DAY) : null,
      remindLaterAt: state.remindLaterAt ?? null,
    });
  const [late, finished, reminded, ...rest] = members.slice(1);
  const available = [members[0], ...rest].filter(Boolean).slice(0, AVAILABLE_PHASE_MEMBERS);
  for (const m of available) {
    await assign(m!, first, { availableIn: -2, dueIn: 5 });
    await assign(m!, second, { availableIn: 7, dueIn: 14 });
  }
  if (late) await assign(late, first, { availableIn: -10, dueIn: -3 });
  if (finished) {
    await assign(finished, first, { availableIn: -20, dueIn: -10 }, { done: true });
    await assign(finished, second, { availableIn: -1, dueIn: 10 });
  }
  if (reminded) {
    // Ids drawn from the member's: the feed names them, and a seed's feed is the same at any hour.
    const ids = new Rng(`workflow-reminder:${reminded.id}`);
    const at = new Date(now - DAY);
    const assignedId = await assign(
      reminded,
      first,
      { availableIn: -4, dueIn: 3 },
      { remindLaterAt: at, id: ids.uuid() },
    );
    await remindLater(db, ids, {
      ...base,
      clientId: reminded.clientId,
      memberId: reminded.id,
      guideId: options.guideId,
      assignedPhaseId: assignedId,
      at,
    });
  }
}
