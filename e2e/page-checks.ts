// Checks several screens' specs share: the message popup, and axe's serious findings.
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const messagePopup = (page: Page) => page.getByRole('dialog', { name: 'Message' });

/** Waits for the message popup to say `text`, then closes it. */
export async function closeMessage(page: Page, text: string): Promise<void> {
  await expect(messagePopup(page)).toContainText(text);
  await messagePopup(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(messagePopup(page)).toBeHidden();
}

type AxeRun = { violations: { id: string; impact?: string | null; help: string; nodes: unknown[] }[] };

/**
 * axe's serious and critical findings on the page as it is, one line each. axe-core runs in the page
 * itself, injected once per document: AxeBuilder's analyze() opens a second page for every call to put
 * frames' results together, about 2 s of each check on two cores against 0.2 s for the run itself (issue
 * #30, CI time). The store's pages have no frames, so one document is the whole page.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const run = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeRun> } }).axe.run(document, { resultTypes: ['violations'] });
    return run.violations.map(({ id, impact, help, nodes }) => ({ id, impact: impact ?? null, help, nodes: nodes.length }));
  });
  return results
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes})`);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
