/** Accessibility: the axe sweep over the site pages (tests/support/sweep.ts), for every role, state and width. */
import { sweepSuite } from '../support/sweep-suite.js';

// The states each role meets on these pages: a form's errors, the review and confirm dialogs.
sweepSuite('site', {
  anonymous: ['form errors'],
  member: ['form errors', 'confirm dialog'],
  moderator: ['form errors', 'confirm dialog'],
  administrator: ['form errors', 'confirm dialog'],
});
