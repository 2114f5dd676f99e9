// Checks several screens' specs share: the message popup, and axe's serious findings.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const messagePopup = (page: Page) => page.getByRole('dialog', { name: 'Message' });

/** Waits for the message popup to say `text`, then closes it. */
export async function closeMessage(page: Page, text: string): Promise<void> {
  await expect(messagePopup(page)).toContainText(text);
  await messagePopup(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(messagePopup(page)).toBeHidden();
}

/** axe's serious and critical findings on the page as it is, one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
