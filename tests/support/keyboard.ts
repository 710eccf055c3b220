/** Driving a page with the keyboard alone, and checking where focus is. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element has focus. */
export const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What has focus, for a failure message. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });

/** Waits until focus is on the target. */
export async function expectFocus(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(() => focused(target), { message: `focus should be on ${target.toString()}` })
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}; it is on ${await describeFocus(page)}`);
    });
}

/** Presses Tab (or Shift+Tab) until the target has focus, as a person would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<void> {
  await target.first().waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await focused(target)))
    throw new Error(
      `${limit} presses of Tab did not reach ${target.toString()}; focus is on ${await describeFocus(page)}`,
    );
}

/** Types into the focused field. */
export const type = (page: Page, text: string) => page.keyboard.type(text);

/** Chooses a native select's option by typing its first letters (the select has focus). */
export async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await expectFocus(page, select);
  await page.keyboard.type(label);
  await expect.poll(() => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(label);
}
