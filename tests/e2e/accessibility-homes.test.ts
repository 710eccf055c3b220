/** Accessibility: the axe sweep over the homes pages (tests/support/sweep.ts), for every role, state and width. */
import { sweepSuite } from '../support/sweep-suite.js';

// The states each role meets on these pages: a form's errors, the review and confirm dialogs.
sweepSuite('homes', {
  anonymous: ['form errors'],
  member: ['form errors', 'review dialog', 'confirm dialog'],
  moderator: ['form errors', 'confirm dialog'],
  administrator: ['form errors', 'confirm dialog'],
});
