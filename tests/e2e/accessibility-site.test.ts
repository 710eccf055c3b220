/** Accessibility: the axe sweep over the site pages (tests/support/sweep.ts), for every role, state and width. */
import { sweepSuite } from '../support/sweep-suite.js';

// The states each role meets on these pages: a form's errors, and Delete Ticket's confirm dialog (administrators only).
sweepSuite('site', {
  anonymous: ['form errors'],
  member: ['form errors'],
  moderator: ['form errors'],
  administrator: ['form errors', 'confirm dialog'],
});
