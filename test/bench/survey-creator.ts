/**
 * The survey creator with a 200-question survey (`--only survey-creator`, issue #34): an admin opens a
 * record of 200 questions in the built portal (headless Chromium, the bench server), types into one
 * question's text and undoes each keystroke with Ctrl+Z. Target: each edit and each undo re-rendered
 * in under 16 ms, one frame.
 *
 * Measured in the page, per key: from the event's start (its `timeStamp`) to the end of its
 * dispatch (a listener on `window` in the bubble phase runs after React's own on the root, which
 * renders and commits a discrete event's update before it returns), the main thread's work for the
 * key; and to the next animation frame, when the change is painted. Beside them, (a) the same keys in
 * a one-question survey: what the page costs with nothing else on it.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { BenchServer } from './bench-server.ts';
import { signIn } from './browser.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const QUESTIONS = 200;
const KEYS = 40;
const TARGET_MS = 16;
const admin = DEMO_ACCOUNTS.admin;

interface KeyTimes {
  handled: number[];
  painted: number[];
}

/** Times every `type` event (keydown or input) from its start to its dispatch's end and to the next frame. */
const ARM_KEY_PROBE = (type: string) => {
  const w = window as unknown as { __keyTimes: KeyTimes; __keyProbe?: () => void };
  w.__keyProbe?.();
  w.__keyTimes = { handled: [], painted: [] };
  const after = (event: Event) => {
    // A chord's modifier is a keydown of its own: only the key that acts is timed.
    if (event instanceof KeyboardEvent && ['Control', 'Meta', 'Shift'].includes(event.key)) return;
    const handled = performance.now() - event.timeStamp;
    w.__keyTimes.handled.push(handled);
    requestAnimationFrame(() => w.__keyTimes.painted.push(performance.now() - event.timeStamp));
  };
  window.addEventListener(type, after);
  w.__keyProbe = () => window.removeEventListener(type, after);
};
const KEY_TIMES = () => (window as unknown as { __keyTimes: KeyTimes }).__keyTimes;

function surveyOf(questions: number) {
  return {
    initialQuestionKey: 'question-1',
    questions: Array.from({ length: questions }, (_, i) => ({
      key: `question-${i + 1}`,
      type: i % 2 ? ('radio' as const) : ('text' as const),
      text: `Question ${i + 1}: how has this week been?`,
      title: null,
      isRequired: true,
      nextQuestionKey: null,
      ...(i % 2 ? { options: ['Good', 'Fair', 'Hard'].map((text, n) => ({ id: `option-${n + 1}`, text })) } : {}),
    })),
    checkpoints: [],
    defaultFinalCheckpoint: { title: 'Survey complete', message: 'Thank you.', summary: null },
  };
}

async function createRecord(bench: BenchServer, questions: number): Promise<string> {
  const token = await bench.token({ id: admin.id, email: admin.email }, {}, { expiresInSeconds: 3600 });
  const id = randomUUID();
  const name = `Bench ${questions} questions ${id.slice(0, 8)}`;
  const response = await fetch(`${bench.baseUrl}/api/surveys/admin/survey-record`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      name,
      displayName: name,
      summary: 'A long survey, for the bench.',
      isActionSurvey: false,
      learnMoreRecordId: null,
      content: surveyOf(questions),
    }),
  });
  if (!response.ok) throw new Error(`Creating the survey record answered ${response.status}: ${await response.text()}`);
  return id;
}

/** Types KEYS characters into the middle question's text, then undoes each with Ctrl+Z. */
async function editAndUndo(page: Page, baseUrl: string, recordId: string, questions: number) {
  await page.goto(`${baseUrl}/admin-dashboard/survey-creator`);
  await page.getByLabel('Choose a record to edit').selectOption(recordId);
  const questionKey = `question-${Math.ceil(questions / 2)}`;
  const text = page.locator(`[data-question="${questionKey}"]`).getByLabel('Question text');
  await page.locator(`[data-question="question-${questions}"]`).waitFor({ timeout: 60_000 });
  const before = await text.inputValue();
  await text.click();
  await text.press('End');
  await page.evaluate(ARM_KEY_PROBE, 'input');
  for (let i = 0; i < KEYS; i++) await text.press(String.fromCharCode(97 + (i % 26)));
  await page.waitForFunction(
    (n) => (window as unknown as { __keyTimes: KeyTimes }).__keyTimes.painted.length >= n,
    KEYS,
  );
  const edits = await page.evaluate(KEY_TIMES);
  if ((await text.inputValue()).length !== before.length + KEYS) throw new Error('Not every key reached the question');

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.focus();
  await page.evaluate(ARM_KEY_PROBE, 'keydown');
  for (let i = 0; i < KEYS; i++) await page.keyboard.press('Control+z');
  await page.waitForFunction(
    (n) => (window as unknown as { __keyTimes: KeyTimes }).__keyTimes.painted.length >= n,
    KEYS,
  );
  const undos = await page.evaluate(KEY_TIMES);
  // Every keystroke undone: the question reads as it did.
  for (let wait = 0; (await text.inputValue()) !== before; wait++) {
    if (wait > 50) throw new Error('Undo did not bring the question back');
    await page.waitForTimeout(100);
  }
  return { edits, undos };
}

export async function benchSurveyCreator(bench: BenchServer): Promise<void> {
  const long = await createRecord(bench, QUESTIONS);
  const short = await createRecord(bench, 1);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx names the probes' inner functions with a helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const page = await context.newPage();
    await signIn(page, bench.baseUrl, admin);
    const one = await editAndUndo(page, bench.baseUrl, short, 1);
    const many = await editAndUndo(page, bench.baseUrl, long, QUESTIONS);
    const row = (label: string, times: number[], baseline: number[], target: boolean) => {
      const s = summary(times);
      const b = summary(baseline);
      return [
        label,
        fmt(s.p50),
        fmt(s.p95),
        fmt(b.p95),
        target ? `< ${TARGET_MS} ms` : '',
        target ? ratio(TARGET_MS, s.p95) : '',
        target ? verdict(s.p95 < TARGET_MS) : '',
      ];
    };
    printTable(
      `Survey creator with ${QUESTIONS} questions, ${KEYS} keys each (load average ${fmt(loadavg()[0]!)})`,
      ['per key', 'p50 ms', 'p95 ms', '(a) 1 question p95', 'target', 'target / p95', 'verdict'],
      [
        row('an edit: rendered and committed', many.edits.handled, one.edits.handled, true),
        row('an edit: to the next frame', many.edits.painted, one.edits.painted, false),
        row('an undo (Ctrl+Z): rendered and committed', many.undos.handled, one.undos.handled, true),
        row('an undo (Ctrl+Z): to the next frame', many.undos.painted, one.undos.painted, false),
      ],
    );
  } finally {
    await browser.close();
  }
}
