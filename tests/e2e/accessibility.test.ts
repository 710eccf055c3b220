/** Accessibility: the axe sweep over every page, role, state and width; the main flows by keyboard alone. */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { keyboardOnlyFlow } from '../support/keyboard-flow.js';
import { browserSuite } from '../support/pages.js';
import {
  countByRule,
  describeFindings,
  FULL_SWEEP_ROLES,
  instrument,
  NARROWEST,
  SWEEP_ROLES,
  SWEEP_WIDTHS,
  sweepRole,
  sweepStops,
  type SweepFinding,
  type SweepRole,
} from '../support/sweep.js';

describe.skipIf(!hasChromium)('accessibility', () => {
  const suite = browserSuite();

  // About 2 minutes alone on two cores; a busy CI machine has needed more than 5. Each step has its
  // own short timeout, so a page that hangs still fails fast and says where.
  it(
    'every page of the spec, for every role, in every state, at 1280 and 390 px (and dark, and 320 px, for anonymous and administrator): no axe violation, nothing sideways',
    { timeout: 600_000 },
    async () => {
      const stops = await sweepStops(suite.system());
      const findings: SweepFinding[] = [];
      const started = Date.now();
      const sweep = async (role: SweepRole) => {
        const page = role === 'anonymous' ? await suite.visitors().anonymous() : await suite.visitors().loggedIn(role);
        await instrument(page);
        return sweepRole(page, role, stops);
      };
      // The four roles at once: most of a step is waiting on the browser or the servers.
      for (const found of await Promise.all(SWEEP_ROLES.map(sweep))) findings.push(...found);
      if (process.env.A11Y_REPORT) {
        writeFileSync(
          process.env.A11Y_REPORT,
          JSON.stringify(
            {
              checks: findings.length,
              ms: Date.now() - started,
              byRule: countByRule(findings),
              lines: describeFindings(findings),
            },
            null,
            2,
          ),
        );
      }
      // Every role reached the states the issue names.
      const states = new Set(findings.map((f) => `${f.role} ${f.state}`));
      for (const role of SWEEP_ROLES) expect(states).toContain(`${role} form errors`);
      const checked = new Set(findings.map((f) => `${f.role} ${f.scheme} ${f.width}`));
      const widths = new Set(findings.map((f) => `${f.role} ${f.width}`));
      for (const role of FULL_SWEEP_ROLES) {
        for (const scheme of ['light', 'dark'])
          for (const { width } of SWEEP_WIDTHS) expect(checked).toContain(`${role} ${scheme} ${width}`);
        expect(widths).toContain(`${role} ${NARROWEST.width}`);
      }
      for (const role of ['member', 'moderator', 'administrator']) {
        expect(states).toContain(`${role} review dialog`);
        expect(states).toContain(`${role} confirm dialog`);
      }
      expect(describeFindings(findings)).toEqual([]);
    },
  );

  it('logs in, searches, adds, reviews and deletes a business, and logs out by keyboard alone', async () => {
    await keyboardOnlyFlow(await suite.visitors().anonymous(), suite.system());
  });
});
