/**
 * A keyboard drag with dnd-kit, as a keyboard user makes it: Space on the handle picks the item up,
 * an arrow moves it, Space drops it; `announced` is dnd-kit's live region.
 *
 * dnd-kit's keyboard sensor listens for the arrows only from a `setTimeout` after the pick-up
 * (`KeyboardSensor.attach`), and its pick-up announcement can come first: on a busy machine an arrow
 * pressed as soon as it is read is lost, and the item stays where it was. The arrow is pressed again
 * only while the announcement still names the starting place, so a move is never made twice.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function moveByKeyboard(
  page: Page,
  announced: Locator,
  step: { key: 'ArrowUp' | 'ArrowDown'; pickedUp: RegExp; startedAt: string; over: string },
): Promise<void> {
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(step.pickedUp);
  await expect(async () => {
    const now = (await announced.textContent()) ?? '';
    if (!now.includes(step.over) && (now.includes(step.startedAt) || step.pickedUp.test(now)))
      await page.keyboard.press(step.key);
    await expect(announced).toHaveText(step.over, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
