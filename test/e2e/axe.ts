/** axe over the page as it stands: no serious or critical violation; lesser findings go to the test's report. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length)
    await testInfo.attach(`axe ${state}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `${state}: serious or critical axe violations`).toEqual([]);
}
