/** Every text of the spec that a person reads as feedback (sections 2, 4, 5 and 8), character for character. */
import {
  COUNT_MAX,
  DESCRIPTION_MAX,
  PAGE_DEPTH_MAX,
  PAGE_SIZE_MAX,
  EMAIL_CONFIRMATION_TTL_DAYS,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_MINUTES,
  RADIUS_KM_MAX,
  RECENT_LOGIN_MINUTES,
  RESET_LOGOUT_DELAY_MS,
  TEXT_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  REPORT_TEXT_MAX,
  REPORTS_PER_DAY_MAX,
  CHECK_INTERVAL_MONTHS,
  CONFIRMATION_STALE_MONTHS,
  CONFIRMED_WITHIN_MONTHS_MAX,
} from './limits.js';
import { formatCount } from './text.js';
import { ENTRY_KINDS, KINDS } from '../kinds/kinds.js';
import { recordOf } from '../kinds/records.js';

export const SITE_NAME = 'Fragrance Free Community';
/**
 * The site's published contact address: for those who cannot use the support form, which needs a
 * login (a disabled account, a forgotten email). The Help page and the disabled-account message
 * name it; an operator running their own site changes it here, once.
 */
export const CONTACT_EMAIL = 'help@fragrancefreecommunity.org';
export const TAGLINE = 'Find, share and review fragrance-free businesses, products, rental homes and social groups.';

/** "month" or "3 months": a period in a message. */
const monthsText = (months: number) => (months === 1 ? 'month' : `${months} months`);

/** Validation messages (spec section 5). */
export const V = {
  usernameRequired: 'Username is required',
  /** Forgot password's one field (worded as the spec's). */
  usernameOrEmailRequired: 'Username or email is required',
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  emailRequired: 'Email is required',
  emailAddressRequired: 'Email address is required',
  invalidEmailAddress: 'Invalid email address',
  invalidEmail: 'Invalid email',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  newPasswordRequired: 'New Password is required',
  nameRequired: 'Name is required',
  /** Not worded by the spec; the description is required, so it needs a message. */
  descriptionRequired: 'Description is required',
  textMax: `Maximum of ${TEXT_MAX} characters allowed`,
  descriptionMax: `Maximum of ${DESCRIPTION_MAX} characters allowed`,
  /** The business form's description message says one less than the limit it enforces (spec section 5). */
  businessDescriptionMax: `Maximum of ${DESCRIPTION_MAX - 1} characters allowed`,
  typeRequired: 'Type is required',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  businessWebsiteRequired: 'Business website link required.',
  categoryRequired: 'Category is required',
  productTypeRequired: 'Type is required - select Category first',
  companyOptionRequired: 'Company Option is required',
  productWebsiteRequired: 'Product website link required.',
  companyRequired: 'Company is required',
  companyNameRequired: 'Company Name is required',
  companyWebsiteRequired: 'Company Website is required',
  ratingRange: 'Rating must be between 1 and 5',
  supportTypeRequired: 'Support Type is required',
  frequencyRequired: 'Frequency is required',
  mustBeNumber: 'Value must be a number',
  /** Not worded by the spec: links are followed by other people, so only web addresses are kept. */
  webLink: 'Enter a web address starting with http:// or https://',
  /** Not worded by the spec: PostgreSQL cannot store the NUL character, and no person types it. */
  controlCharacter: 'Text must not contain the NUL character.',
  mustBeZeroOrMore: `Must be a number from 0 to ${COUNT_MAX}`,

  required: 'This field is required',
} as const;

/** Session and account messages (spec sections 4 and 8). */
export const M = {
  loggedOut: 'You have been logged out. Please login again.',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration successful. Please login.',
  usernameSent: 'Username was sent to the email on file',
  resetMismatch: 'Username and email do not match or Username does not exist.',
  passwordUpdated: 'Password updated successfully.',
  /** Forgot password: the same answer whether or not an account matches. */
  passwordResetSent:
    'If an account matches, a link to choose a new password has been mailed to it. ' +
    `It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  passwordResetDone: 'Your password has been changed. Please login with it.',
  /** Email confirmation: until it, the person's reviews and checks count in no rating. */
  emailNotConfirmed:
    'Your email address is not yet confirmed. ' +
    'Until it is, your reviews and confirmations are shown but not counted in any rating.',
  emailConfirmationSent:
    'A link to confirm your email address has been mailed to you. ' +
    `It works once, within ${EMAIL_CONFIRMATION_TTL_DAYS} days.`,
  emailConfirmationThrottled:
    'A confirmation link was mailed to you very recently. ' +
    'Please check your mailbox, or wait a few minutes and try again.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  emailConfirmationLinkInvalid:
    'This confirmation link has expired, has already been used or is not valid. ' +
    'Log in and send a new one from your profile.',
  emailConfirmed: 'Thank you: your email address is confirmed. Your reviews and confirmations now count.',
  /** Beside a review whose author has not yet confirmed their address (no more is said about them). */
  reviewNotCounted: 'Not yet counted',
  // The support form needs a login, which a disabled account no longer has: name the address.
  accountDisabled: `This account has been disabled. To ask why, or to ask for it back, email ${CONTACT_EMAIL}.`,
  wrongPassword: 'That is not your current password.',
  accountDeleted: 'Your account has been deleted.',
  ownAdminRole: 'An administrator cannot remove their own administrator role.',
  ownAccountDisabled: 'An administrator cannot disable their own account.',
  lastAdministrator: 'You are the only administrator. Make someone else an administrator before deleting your account.',
  /** Changing an email or a password needs a recent login, not just a session that is still open. */
  loginAgain:
    'For your safety, please log in again to change your email or password ' +
    `(a login within the last ${RECENT_LOGIN_MINUTES} minutes is needed).`,
  resetLogoutNotice: `You will be logged out in ${RESET_LOGOUT_DELAY_MS / 1000} seconds.`,
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'That username is already taken.',
  /** A profile's new address already belongs to another account (signup never says so: it mails the owner). */
  emailUnavailable: 'That email address cannot be used. Please choose another.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  notLoggedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  bodyTooLarge: 'The request is too large.',
  urlTooLong: 'The address is too long.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  badRequest: 'The request could not be read.',
  invalidJson: 'The request body is not valid JSON.',
  requestTimeout: 'The request took too long to arrive.',
  metricsTokenRequired: 'Metrics need the configured bearer token (METRICS_TOKEN).',
  tooManyLookups: 'This request asks for too much at once. Please ask for less.',
  reviewsOneAtATime: 'Reviews can be read for one entry at a time, not inside a list.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  sitemapUnavailable: 'The sitemap is temporarily unavailable. Please try again later.',
  validationFailed: 'Please correct the highlighted fields.',
  serverError: 'Something went wrong on our side. Please try again later.',
  unknownOption: 'Please choose one of the listed options.',
  unknownLanguage: 'Please choose English, French, Spanish or German.',
  unknownAccommodation: 'Please choose from the listed accommodations.',
  unknownSensitivity: 'Please choose from the listed sensitivities.',
  /** "Meets my needs" or "Best for me" asked without a session. */
  needsNeedLogin: 'Log in to list places by what you need.',
  /** An accommodation both confirmed and disputed in one review or one "Still true?" answer. */
  accommodationBothWays: 'An accommodation cannot be both true and not true on your visit.',
  /** "Still true?" on an accommodation the entry does not list. */
  accommodationNotListed: 'Please answer only for the accommodations this entry lists.',
  /** "Still true?" with no answer at all. */
  checkEmpty: 'Please answer yes or no for at least one accommodation.',
  checkedRecently:
    `You answered "Still true?" for this entry in the last ${monthsText(CHECK_INTERVAL_MONTHS)}. ` +
    'Thank you: please check again later.',
  confirmedWithinRange: `Months must be a whole number from 1 to ${CONFIRMED_WITHIN_MONTHS_MAX}.`,
  unknownSort: 'Please choose one of the listed orders.',
  /** A switch's list filter (`switches.ts`) given anything but true or nothing. */
  switchFilter: 'Use true to list only the ones that have it, or leave it out.',
  nearFormat: 'A place must be a latitude and a longitude, such as 45.52,-122.68.',
  radiusRange: `The distance must be more than 0 and at most ${RADIUS_KM_MAX} km.`,
  radiusNeedsNear: 'A distance needs a place to measure from.',
  distanceNeedsNear: 'Nearest first needs a place: use your location or type one.',
  productsHaveNoPlace: 'Products have no location: find them by name, category, type or company.',
  placeNotFound: 'That place could not be found. Please try a city and country.',
  placesUnavailable: 'Places cannot be looked up right now. Please try again shortly, or use your location.',
  locationDenied: 'Your location is not available. Please type a place instead.',
  typeNotInCategory: 'That type does not belong to the chosen category.',
  stateNotInCountry: 'The state or province is not in the chosen country.',
  alreadyReviewed: 'You have already reviewed this. Edit your review instead.',
  /** Helpful votes: never on one's own review, and a vote says yes or no. */
  ownReviewVote: 'You cannot mark your own review as helpful.',
  helpfulChoice: 'Say whether the review was helpful: true or false.',
  unknownReviewOrder: 'Reviews can be ordered by newest or most helpful.',
  /**
   * The home form's warning (it does not stop the save: two homes may share a name): a link to the listed one follows.
   */
  homeAlreadyListed: 'A home with this name is already listed in this town:',
  pageTooDeep: `Only the first ${formatCount(PAGE_DEPTH_MAX)} results can be paged through. Please narrow your search.`,
  pageSize: `Page size must be between 1 and ${PAGE_SIZE_MAX}.`,
  pageNumber: 'Page must be 0 or more.',
  /** A revert names a reference (a type, a state, a company) whose row has since been deleted. */
  revertReferenceGone: (label: string) =>
    `This revision's ${label.toLowerCase()} no longer exists, so the entry cannot be set back to it. ` +
    'Edit the entry instead.',
} as const;

/** Load-failure toasts (spec section 8). */
export const LOAD_FAILED = {
  types: 'Error fetching Types data',
  states: 'Error getting State list',
  companies: 'Error getting Companies list',
  business: 'Error getting business information',
  /** Not in the spec's catalogue; worded as the business one. */
  home: 'Error getting home information',
  businessReview: 'Error getting Business Review Information',
  homeReview: 'Error getting Home Review Information',
  productReview: 'Error getting Product Review Information',
  product: 'Error getting Product Information',
  productForEdit: 'Error getting product information',
  businesses: 'Failed to get businesses.',
  homes: 'Failed to get Homes.',
  products: 'Failed to get products.',
  businessReviewView: 'Failed to get business review.',
  homeReviewView: 'Failed to get home review.',
  productReviewView: 'Failed to get product review.',
  socials: 'Failed to get Social Groups',
} as const;

/** The message shown to anonymous visitors of a list (spec section 2). */
export function loginToAddMessage(what: string): string {
  return `Please login to add or edit ${what} and Reviews.`;
}

/** The copyright line's developer name (spec section 1). */
export const DEVELOPER_NAME = 'the Fragrance Free Community developers';

/** Fixed interface texts of spec section 2. */
export const UI = {
  /** The phone's navigation button and its drawer's title; the login link; the button back. */
  menu: 'Menu',
  login: 'Login',
  goBack: 'Go Back',
  /** A list's column of how many of the reader's needs each row meets. */
  yourNeeds: 'Your needs',
  /** Where the email-confirmation page sends a signed-in person onward. */
  toProfile: 'Go to your profile',
  /** Dated confirmations and disputes of accommodations. */
  checks: {
    stillTrue: 'Still true?',
    stillTrueOf: (label: string) => `Still true? ${label}`,
    yes: 'Yes',
    no: 'No',
    send: 'Send answers',
    sent: 'Thank you: your answers are counted.',
    loginToCheck: 'Log in to say whether these are still true',
    confirmedBy: (count: number, last: string) => `Confirmed by ${count} · last ${last}`,
    disputedBy: (count: number) => `Disputed by ${count}`,
    unconfirmed: 'Not confirmed yet',
    stale: 'Not confirmed recently',
    disputed: 'Disputed',
    /** A list badge's accessible name, after the accommodation's label. */
    badgeState: { disputed: '(disputed)', stale: '(not confirmed recently)' },
    /** The review form: each accommodation true, not true, or not checked on the visit. */
    onYourVisit: 'On your visit',
    trueOnVisit: 'True',
    notTrueOnVisit: 'Not true',
    notChecked: 'Not checked',
    confirmedRecentlyFilter: `Confirmed in the last ${CONFIRMATION_STALE_MONTHS} months`,
  },
  selectCountryFirst: 'Select Country First',
  confirmIrreversible: 'Are you sure you want to proceed? This action cannot be undone.',
  /** The confirm dialog's line when a deleted entry has reviews. */
  reviewsDeletedToo: 'Its reviews will be deleted too.',
  socialLoginPrompt: 'Please login to add or edit Social Groups and Reviews',
  deleteGroup: 'Delete Group',
  deleteTicket: 'Delete Ticket',
  clearUserData: 'Clear User Data',
  sendEmailUpdates: 'Send Me Email Updates on this Ticket',
  groupActive: 'Group Currently Active?',
  affiliateHeading: 'Purchase Affiliated Online Retail Product',
  /** The products list's way to the affiliate page. */
  affiliateLead: 'Buying one of these on Amazon?',
  affiliateLink: 'Buy it through our affiliate link',
  invalidProductUrl: 'That product URL is invalid: it should contain /dp/ followed by the product code.',
  selectCategory: 'Select a Category',
  /** Beside a required field's label (screen readers hear aria-required instead). */
  requiredMark: '(required)',
  permissionNeeded: 'Permission Needed',
  noSuchPage: (page: number | string, last: number | string) =>
    `There is no page ${page}: the results end at page ${last}.`,
  firstPage: 'Go to the first page',
  lastPage: 'Go to the last page',
  reviewOf: (label: string) => `A review of the ${label.toLowerCase()}`,
  companyOptions: { existing: 'Use Existing Company', new: 'Create NEW Company', update: 'Update Existing Company' },
  /** The Add buttons of the lists. */
  /** The link from the already-reviewed notice to the person's review. */
  yourReview: 'Your review',
  /** Accounts and moderation. */
  forgotPassword: 'Forgot your password?',
  downloadMyData: 'Download my data',
  deleteMyAccount: 'Delete my account',
  deletedUser: 'deleted user',
  moderator: 'Moderator',
  accountEnabled: 'Account enabled',
  moderationLog: 'Moderation log',
  /** An entry's history: every change, who made it, and (moderators) a revert. */
  history: {
    link: 'History',
    title: (name: string) => `History of ${name}`,
    description: (name: string) => `Every change to ${name}: who made it, when, and what changed.`,
    empty: 'No changes have been recorded yet. Changes made from now on will be listed here.',
    by: 'by',
    field: 'Field',
    before: 'Before',
    after: 'After',
    none: '(none)',
    yes: 'Yes',
    no: 'No',
    revertedTo: (revision: number) => `Set back to revision ${revision}`,
    revisionNumber: (revision: number) => `Revision ${revision}`,
    revert: 'Revert to this',
    revertConfirm: 'Revert',
    revertWhat: (revision: number) => `revision ${revision}`,
    revertDetail:
      "The entry's fields are set back to how they were after this change. " +
      'The revert is kept in the history, so it can be undone in turn.',
    reverted: 'The entry was set back to that revision.',
    loadFailed: 'The history could not be loaded.',
    pages: 'History pages',
    backToEntry: 'Back to the entry',
  },
  editYourReview: 'Edit your review',
  /**
   * A review card's helpful toggle (and, on one's own review or logged out, the count alone), and the reviews' order.
   */
  helpful: (count: number) => `Helpful (${count})`,
  helpfulHint: 'Mark this review as helpful; press again to take your vote back.',
  sortReviews: 'Sort reviews',
  /** The list filter's button that measures from the browser's position, and the place it then shows. */
  useMyLocation: 'Use my location',
  myLocation: 'My location',
  /** Above a list measured from a place. */
  distancesFrom: (place: string) => `Distances from ${place}.`,
  /** Instead of a list whose filters the server refused; the reason is under the field. */
  filterRefused: 'Nothing was searched: please correct the filter marked above.',
  /** The list filter's choice of kilometres or miles. */
  distanceUnits: 'Units',
  /** Before the other places of the name a list was measured from ("Not this Portland?"). */
  otherPlacesCalled: (name: string) => `Not this ${name}? Measure from`,
  /** The name of a field's list of suggestions (its own label names the field). */
  suggestionsFor: (label: string) => `${label} suggestions`,
  /** Announced when the Near field offers places to pick from. */
  placesFound: (count: number) =>
    `${count} ${count === 1 ? 'place' : 'places'} to choose from; use the up and down arrows.`,
  /** The list's column (and card line) of the distance. */
  distance: 'Distance',
  add: { business: 'Add a Business', home: 'Add a Home', product: 'Add a Product', social: 'Add a Social Group' },
  /** Empty lists (spec section 2 words the socials, support and users ones; the others follow them). */
  empty: {
    businesses: 'No Businesses Found...',
    homes: 'No Homes Found...',
    products: 'No Products Found...',
    socials: 'No Social Groups Found...',
    supportTickets: 'No Support Tickets Found...',
    users: 'No Users Found...',
  },
  /** A detail page's links for a phone: call the entry, and directions to it in the device's maps. */
  call: 'Call',
  callNumber: (phone: string) => `Call ${phone}`,
  directions: 'Directions',
  directionsTo: (name: string) => `Directions to ${name}`,
  /** A list on a phone: the search box first, the filters behind a button that counts those in use, list or map. */
  searchList: (title: string) => `Search ${title.toLowerCase()}`,
  /** Above a list whose search needed typo corrections: what it searched for, and the search as typed. */
  correctedSearch: (corrected: string) => `Showing results for ${corrected}`,
  searchInsteadFor: (typed: string) => `Search instead for ${typed}`,
  /** Announced when a search box offers suggestions. */
  suggestionsFound: (count: number) =>
    `${count} ${count === 1 ? 'suggestion' : 'suggestions'}; use the up and down arrows.`,
  /** Beside a suggestion: what it opens (an entry of a kind, a place's list, a type's list). */
  suggestionHint: {
    entry: recordOf(ENTRY_KINDS, (kind) => KINDS[kind].one),
    place: 'Place',
    entryType: 'Type',
  },
  /** Under a list: how many it found, "1,000+ results" past the count cap. */
  resultCount: (count: number, estimate: boolean) =>
    estimate ? `${formatCount(count)}+ results` : `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`,
  filtersInUse: (count: number) => `Filters (${count})`,
  listView: 'List',
  mapView: 'Map',
  listOrMap: 'Show as',
  /** The home page's search and what it shows first. */
  home: {
    search: 'Find a fragrance-free place',
    lookingFor: 'Looking for',
    what: 'What',
    whatHelp: 'A name, a kind of place or a town',
    where: 'Where',
    whereHelp: 'A town or an address',
    browse: 'Browse',
    recent: 'Recently reviewed',
    recentNear: (within: string) => `Recently reviewed within ${within} of you`,
    nothingNear: (within: string) =>
      `Nothing within ${within} of you has been reviewed yet; these are the newest reviews anywhere.`,
    reviewedOn: (date: string) => `Reviewed ${date}`,
    noReviewsYet: 'No reviews yet: be the first to review a place.',
    /** An entry count, "1,000+" past the lists' count cap. */
    count: (count: number, estimate: boolean) => `${formatCount(count)}${estimate ? '+' : ''}`,
  },
} as const;

/** Reports of a change (reports.ts): the form, the refusals, the entry's notices and the moderators' queue. */
export const REPORT = {
  button: 'Report a change',
  title: 'Report a change',
  intro: 'Tell the moderators what has changed here. They check each report and update the entry.',
  reason: 'What changed?',
  text: 'Details (optional)',
  textHelp: `At most ${REPORT_TEXT_MAX} characters. Please do not include anyone's personal details.`,
  submit: 'Send report',
  cancel: 'Cancel',
  sent: 'Thank you. The moderators will review your report.',
  loginToReport: 'Log in to report a change',
  reasonRequired: 'Please choose what changed.',
  textMax: `Maximum of ${REPORT_TEXT_MAX} characters allowed`,
  alreadyReported: 'You have already reported a change to this entry. A moderator will review it soon.',
  dailyLimit: `You can send at most ${REPORTS_PER_DAY_MAX} reports a day. Please try again tomorrow.`,
  alreadyResolved: 'This report has already been resolved.',
  resolutionRequired: 'Please choose a resolution.',
  mergedIntoRequired: 'Give the id of the entry this one duplicates.',
  mergedIntoSelf: 'An entry cannot be merged into itself.',
  mergedIntoMissing: 'There is no entry of this kind with that id.',
  mergedIntoClosed: 'That entry is closed itself. Merge into an open entry.',
  notYetReviewed: 'Not yet reviewed.',
  permanentlyClosed: 'Permanently closed',
  closedExplained: 'This place has closed permanently. Its page and reviews stay for reference.',
  mergedInto: 'This entry was merged into',
  closedTag: 'Closed',
  includeClosed: 'Include closed places',
  queue: 'Reports of a change',
  queueEmpty: 'No open reports.',
  queueDescription: 'Reports of a change to entries, for moderators to resolve.',
  queueLoadFailed: 'The reports could not be loaded.',
  /** The queue's column headers, the reporter's between what changed and the action. */
  queueHeaders: { reported: 'Reported', entry: 'Entry', changed: 'What changed', action: 'Action' },
  openReportsLabel: 'Open reports of a change',
  resolve: 'Resolve',
  resolution: 'Resolution',
  note: 'Note to the reporter (optional)',
  mergedIntoId: 'Id of the entry it duplicates',
  resolved: 'Report resolved.',
  reporter: 'Reported by',
  markClosed: 'Mark permanently closed',
  reopen: 'Reopen',
  closedNow: 'Marked permanently closed.',
  reopened: 'Reopened.',
} as const;
