/**
 * One route group's accessibility sweep as a test file (`tests/e2e/accessibility-*.test.ts`): every
 * page of the group for every role, in every state, at 1280 and 390 px, and for the full roles in the
 * dark and at 320 px; no axe violation, nothing sideways. The groups run as files of their own, so
 * the two workers share the sweep instead of one of them running it alone.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { browserSuite } from './pages.js';
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
  type SweepGroup,
  type SweepRole,
} from './sweep.js';

/** The states each role must have reached in the group's pages (a form's errors, a dialog open). */
export type ExpectedStates = Partial<Record<SweepRole, readonly string[]>>;

export function sweepSuite(group: SweepGroup, expected: ExpectedStates): void {
  describe.skipIf(!hasChromium)(`accessibility of the ${group} pages`, () => {
    const suite = browserSuite();

    // Each step has its own short timeout, so a page that hangs still fails fast and says where.
    it(
      'every page, for every role, in every state, at 1280 and 390 px (and dark, and 320 px, for anonymous and administrator): no axe violation, nothing sideways',
      { timeout: 600_000 },
      async () => {
        const stops = await sweepStops(suite.system(), group);
        const started = Date.now();
        const sweep = async (role: SweepRole) => {
          const page =
            role === 'anonymous' ? await suite.visitors().anonymous() : await suite.visitors().loggedIn(role);
          await instrument(page);
          return sweepRole(page, role, stops);
        };
        // The four roles at once: most of a step is waiting on the browser or the servers.
        const findings: SweepFinding[] = (await Promise.all(SWEEP_ROLES.map(sweep))).flat();
        if (process.env.A11Y_REPORT) {
          const report = {
            checks: findings.length,
            ms: Date.now() - started,
            byRule: countByRule(findings),
            lines: describeFindings(findings),
            states: [...new Set(findings.map((f) => `${f.role} ${f.state}`))].sort(),
          };
          writeFileSync(
            process.env.A11Y_REPORT.replace(/(\.json)?$/, `-${group}.json`),
            JSON.stringify(report, null, 2),
          );
        }
        const states = new Set(findings.map((f) => `${f.role} ${f.state}`));
        for (const [role, names] of Object.entries(expected))
          for (const name of names) expect(states).toContain(`${role} ${name}`);
        const checked = new Set(findings.map((f) => `${f.role} ${f.scheme} ${f.width}`));
        const widths = new Set(findings.map((f) => `${f.role} ${f.width}`));
        for (const role of FULL_SWEEP_ROLES) {
          for (const scheme of ['light', 'dark'])
            for (const { width } of SWEEP_WIDTHS) expect(checked).toContain(`${role} ${scheme} ${width}`);
          expect(widths).toContain(`${role} ${NARROWEST.width}`);
        }
        expect(describeFindings(findings)).toEqual([]);
      },
    );
  });
}
