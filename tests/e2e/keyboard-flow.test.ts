/** Accessibility: the main flows by keyboard alone, with focus checked at each step. */
import { describe, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { keyboardOnlyFlow } from '../support/keyboard-flow.js';
import { browserSuite } from '../support/pages.js';

describe.skipIf(!hasChromium)('the keyboard alone', () => {
  const suite = browserSuite();

  it('logs in, searches, adds, reviews and deletes a business, and logs out by keyboard alone', async () => {
    await keyboardOnlyFlow(await suite.visitors().anonymous(), suite.system());
  });
});
