/**
 * The BFF's only REST client: one method per REST call, one instance per GraphQL request, each call
 * typed by the API's own paths (`paths.ts`) and its answer parsed with the domain's schema. The
 * sending, the cookies and the one refresh after a 401 are `RestClient`'s (client.ts).
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import {
  ownReview,
  company,
  entrySummary,
  highlights,
  moderationLogEntry,
  option,
  pageOf,
  referenceData,
  review,
  sessionUser,
  sitemapCounts,
  sitemapEntry,
  user,
  needsAnswerSchema,
  type Needs,
  sharedList,
  userList,
  userListWithEntries,
  type SavedEntryRef,
  type ProfilePayload,
  type ResetPasswordPayload,
  type ReviewPayload,
  type SignupPayload,
  REVIEW_ORDER_DEFAULT,
  type HelpfulVote,
  type ReviewOrder,
  type VotedKind,
  revision,
  report,
  type ReportPayload,
  type ReportStatus,
  type ResolveReportPayload,
  type SetClosedPayload,
  type ChecksPayload,
  type PhotoKind,
  type PhotoReportPayload,
  suggestion,
  type SuggestionKind,
  type Collection,
  type EntryKind,
  type ReviewedKind,
  type Role,
  type ListFilterSchema,
  type pageRequestSchema,
  type userFilterSchema,
} from '@ffc/domain';

// Answer schemas are built once: zod compiles a schema on its first parse, so one made per request
// would be compiled again for every request.
const USER_PAGE = pageOf(user);
const MODERATION_PAGE = pageOf(moderationLogEntry);
const REPORT_PAGE = pageOf(report);
/** The export is the person's own data, passed on as it is. */
const ACCOUNT_EXPORT = z.record(z.string(), z.unknown());
const REVIEW_PAGE = pageOf(review);
const REVISION_PAGE = pageOf(revision);
const OPTIONS = option.array();
const COMPANIES = company.array();
const USER_LISTS = userList.array();
const SITEMAP_PAGE = sitemapEntry.array();
const SUGGESTIONS = suggestion.array();
const OWN_REVIEWS = ownReview.array();
import { type Answer } from './client.js';
import { WatchingCalls } from './watching.js';
export { RestTransport, type BrowserRequest } from './transport.js';
export { REST_CALLS_PER_REQUEST, type Answer } from './client.js';
import { RestError, UpstreamUnavailableError } from './errors.js';

/**
 * A query string as the route whose domain schema is `S` reads it: the schema's parameters by name,
 * each optional, with the value the schema parses it into as the query string carries it (`Param`).
 * It is the schema's output, not its input: a parameter the schema preprocesses (a blank is none, a
 * text is a number) takes any input (`unknown`), so the input would check the names alone.
 */
export type RestQuery<S extends z.ZodType> = { [K in keyof z.output<S>]?: Param<z.output<S>[K]> | null };
/**
 * A parsed value as its parameter carries it: a list as the texts the parameter repeats (REST checks
 * each, such as an accommodation's key), a value REST reads from one text (`near`'s
 * `latitude,longitude`) as that text, anything else as it is.
 */
type Param<T> = T extends readonly unknown[]
  ? readonly string[]
  : T extends object
    ? string
    : T extends string | number | boolean | null | undefined
      ? T
      : never;

/** `page` (0-based) and `size` of a list. */
export type PageQuery = RestQuery<typeof pageRequestSchema>;
/** A list's query string: its filters (schema `S`) and the page, as the API's `listQuery(S)` reads it. */
export type RestListQuery<S extends z.ZodType> = RestQuery<S> & PageQuery;
/** The filters of a collection's list, by REST's names (`accommodation`, `near`). */
export type RestFilterOf<C extends Collection> = RestQuery<ListFilterSchema<C>>;

/** How long the API may take to store a photo: reading, rotating and re-encoding 15 MB in three sizes. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The BFF's REST calls, one method each: with `WatchingCalls`, the only place that names the API's paths. */
export class RestApi extends WatchingCalls {
  // ---- session -------------------------------------------------------------------------------

  login(username: string, password: string) {
    return this.call('POST', '/auth/login', { body: { username, password } }, sessionUser, { refresh: false });
  }

  async logout(): Promise<void> {
    await this.call('POST', '/auth/logout', {}, null, { refresh: false });
  }

  async signup(input: SignupPayload): Promise<void> {
    await this.call('POST', '/auth/signup', { body: input }, null, { refresh: false });
  }

  async forgotUsername(email: string): Promise<void> {
    await this.call('POST', '/auth/forgot', { body: { email } }, null, { refresh: false });
  }

  async resetPassword(input: ResetPasswordPayload): Promise<void> {
    await this.call('POST', '/auth/reset', { body: input }, null);
  }

  async adminResetPassword(input: ResetPasswordPayload): Promise<void> {
    await this.call('POST', '/auth/admin-reset', { body: input }, null);
  }

  // ---- own profile ---------------------------------------------------------------------------

  profile() {
    return this.call('GET', '/user', {}, user);
  }

  updateProfile(input: ProfilePayload & { latitude?: number | null; longitude?: number | null }) {
    return this.call('PUT', '/user', { body: input }, user);
  }

  // ---- own needs (health information: only ever the caller's own) ------------------------------

  needs() {
    return this.call('GET', '/user/needs', {}, needsAnswerSchema);
  }

  updateNeeds(input: Needs) {
    return this.call('PUT', '/user/needs', { body: input }, needsAnswerSchema);
  }

  async clearNeeds(): Promise<void> {
    await this.call('DELETE', '/user/needs', {}, null);
  }

  /** Where the caller's own reviews are (GET /user/reviews): each one's kind, entry and id. */
  ownReviews() {
    return this.call('GET', '/user/reviews', {}, OWN_REVIEWS);
  }

  // ---- my places: the caller's own lists, and lists shared by link ----------------------------

  userLists(entry?: SavedEntryRef) {
    return this.call('GET', '/user/lists', { query: entry ?? {} }, USER_LISTS);
  }

  userList(id: number) {
    return this.call('GET', '/user/lists/{id}', { path: { id } }, userListWithEntries);
  }

  createUserList(name: string) {
    return this.call('POST', '/user/lists', { body: { name } }, userList);
  }

  renameUserList(id: number, name: string) {
    return this.call('PUT', '/user/lists/{id}', { path: { id }, body: { name } }, userList);
  }

  async deleteUserList(id: number): Promise<void> {
    await this.call('DELETE', '/user/lists/{id}', { path: { id } }, null);
  }

  addToUserList(id: number, entry: SavedEntryRef) {
    return this.call('POST', '/user/lists/{id}/entries', { path: { id }, body: entry }, userList);
  }

  async removeFromUserList(id: number, { kind, entryId }: SavedEntryRef): Promise<void> {
    await this.call('DELETE', '/user/lists/{id}/entries/{kind}/{entryId}', { path: { id, kind, entryId } }, null);
  }

  shareUserList(id: number, shared: boolean) {
    return this.call('PUT', '/user/lists/{id}/share', { path: { id }, body: { shared } }, userList);
  }

  /** A list shared by link, or null once the link was replaced or stopped. */
  async sharedList(token: string) {
    try {
      return await this.call('GET', '/shared-lists/{token}', { path: { token } }, sharedList, { anonymous: true });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  // ---- reference data (public) ---------------------------------------------------------------

  types() {
    return this.call('GET', '/types', {}, referenceData, { anonymous: true });
  }

  states(countryId: number) {
    return this.call('GET', '/states/{countryId}', { path: { countryId } }, OPTIONS, { anonymous: true });
  }

  usedStates(countryId: number) {
    return this.call('GET', '/states/{countryId}/used', { path: { countryId } }, OPTIONS, { anonymous: true });
  }

  companies() {
    return this.call('GET', '/companies', {}, COMPANIES);
  }

  // ---- entries: /businesses, /homes, /products, /socials, /support ---------------------------
  // Written once for every kind: each path is checked for every collection, and the query or body,
  // which differs by kind, was checked against the kind's own domain schema (`KindRequest`).

  /**
   * A page of a collection, filtered by that collection's own filters; `page` is the kind's page
   * schema, built once (`pageOf(shape)`).
   */
  entries<C extends Collection, P extends z.ZodType>(
    collection: C,
    page: P,
    query: RestListQuery<ListFilterSchema<C>>,
  ) {
    const path: `/${Collection}` = `/${collection}`;
    return this.callKind('GET', path, { query }, page);
  }

  entry<S extends z.ZodType>(collection: Collection, shape: S, id: number) {
    return this.call('GET', `/${collection}/{id}`, { path: { id } }, shape);
  }

  createEntry<S extends z.ZodType>(collection: Collection, shape: S, payload: object) {
    return this.callKind('POST', `/${collection}`, { body: payload }, shape);
  }

  updateEntry<S extends z.ZodType>(collection: Collection, shape: S, id: number, payload: object) {
    return this.callKind('PUT', `/${collection}/{id}`, { path: { id }, body: payload }, shape);
  }

  /** "Still true?" on an entry's accommodations; answers the entry with its new summary. */
  checkAccommodations<S extends z.ZodType>(collection: EntryKind, shape: S, id: number, payload: ChecksPayload) {
    return this.callKind('POST', `/${collection}/{id}/checks`, { path: { id }, body: payload }, shape);
  }

  async deleteEntry(collection: Collection, id: number): Promise<void> {
    await this.call('DELETE', `/${collection}/{id}`, { path: { id } }, null);
  }

  // ---- an entry's history: /{collection}/{id}/history --------------------------------------------

  /** A page of an entry's revisions, newest first. */
  history(collection: EntryKind, id: number, page: number, size?: number) {
    return this.call('GET', `/${collection}/{id}/history`, { path: { id }, query: { page, size } }, REVISION_PAGE);
  }

  /** Sets an entry back to one of its revisions (moderators and administrators). */
  async revertEntry(collection: EntryKind, id: number, revision: number): Promise<void> {
    await this.call('POST', `/${collection}/{id}/history/{revision}/revert`, { path: { id, revision } }, null);
  }

  // ---- what crawlers see: an entry's name and description, and the sitemap -------------------

  entrySummary(collection: Collection, id: number) {
    return this.call('GET', `/${collection}/{id}`, { path: { id } }, entrySummary, { anonymous: true });
  }

  sitemapCounts() {
    return this.call('GET', '/sitemap', {}, sitemapCounts, { anonymous: true });
  }

  sitemapPage(collection: EntryKind, page: number) {
    return this.call('GET', '/sitemap/{collection}', { path: { collection }, query: { page } }, SITEMAP_PAGE, {
      anonymous: true,
    });
  }

  // ---- suggestions as someone types a search (public) ----------------------------------------

  suggestions(text: string, kind: SuggestionKind | null) {
    return this.call('GET', '/suggestions', { query: { text, kind } }, SUGGESTIONS, { anonymous: true });
  }

  // ---- the home page: counts per kind and the newest reviewed places, near `near=lat,lng` ---------

  highlights(near: string | null) {
    return this.call('GET', '/highlights', { query: { near } }, highlights, { anonymous: true });
  }

  // ---- users: /users (administrators), /users/{id} (public view unless administrator) ------------

  users(query: RestListQuery<typeof userFilterSchema>) {
    return this.call('GET', '/users', { query }, USER_PAGE);
  }

  user(id: number) {
    return this.call('GET', '/users/{id}', { path: { id } }, user);
  }

  // ---- accounts and moderation ------------------------------------------------------

  async forgotPassword(login: string): Promise<void> {
    await this.call('POST', '/auth/forgot-password', { body: { login } }, null, { refresh: false });
  }

  async confirmEmail(token: string): Promise<void> {
    await this.call('POST', '/auth/confirm-email', { body: { token } }, null, { refresh: false });
  }

  async sendEmailConfirmation(): Promise<void> {
    await this.call('POST', '/user/email-confirmation', {}, null);
  }

  async resetPasswordWithToken(token: string, newPassword: string): Promise<void> {
    await this.call('POST', '/auth/reset-password', { body: { token, newPassword } }, null, { refresh: false });
  }

  exportMyData() {
    return this.call('GET', '/user/export', {}, ACCOUNT_EXPORT);
  }

  async deleteMyAccount(password: string): Promise<void> {
    await this.call('DELETE', '/user', { body: { password } }, null);
  }

  setUserRoles(id: number, roles: readonly Role[]) {
    return this.call('PUT', '/users/{id}/roles', { path: { id }, body: { roles: [...roles] } }, user);
  }

  setUserEnabled(id: number, enabled: boolean) {
    return this.call('PUT', '/users/{id}/enabled', { path: { id }, body: { enabled } }, user);
  }

  moderationLog(page: number) {
    return this.call('GET', '/moderation-log', { query: { page } }, MODERATION_PAGE);
  }

  // ---- reports of a change: /{collection}/{id}/reports, /reports, /{collection}/{id}/closed ----------

  reportEntry(collection: EntryKind, id: number, payload: ReportPayload) {
    return this.call('POST', `/${collection}/{id}/reports`, { path: { id }, body: payload }, report);
  }

  reports(status: ReportStatus, page: number) {
    return this.call('GET', '/reports', { query: { status, page } }, REPORT_PAGE);
  }

  resolveReport(id: number, payload: ResolveReportPayload) {
    return this.call('PUT', '/reports/{id}', { path: { id }, body: payload }, report);
  }

  setEntryClosed<S extends z.ZodType>(collection: EntryKind, shape: S, id: number, payload: SetClosedPayload) {
    return this.call('PUT', `/${collection}/{id}/closed`, { path: { id }, body: payload }, shape);
  }

  // ---- reviews: /{collection}/{parentId}/reviews ----------------------------------------------

  /** A page of an entry's reviews in an order. */
  reviews(
    collection: ReviewedKind,
    parentId: number,
    page: number,
    order: ReviewOrder = REVIEW_ORDER_DEFAULT,
    likeMe = false,
  ) {
    // The default order and "all reviewers" go unsaid, as the API assumes them.
    const query = {
      page,
      ...(order === REVIEW_ORDER_DEFAULT ? {} : { order }),
      ...(likeMe ? { likeMe: true } : {}),
    };
    return this.call('GET', `/${collection}/{parentId}/reviews`, { path: { parentId }, query }, REVIEW_PAGE);
  }

  review(collection: ReviewedKind, parentId: number, id: number) {
    return this.call('GET', `/${collection}/{parentId}/reviews/{id}`, { path: { parentId, id } }, review);
  }

  /** The caller's own review of an entry (404 when they have none). */
  myReview(collection: ReviewedKind, parentId: number) {
    return this.call('GET', `/${collection}/{parentId}/reviews/mine`, { path: { parentId } }, review);
  }

  createReview(collection: ReviewedKind, parentId: number, input: ReviewPayload) {
    return this.call('POST', `/${collection}/{parentId}/reviews`, { path: { parentId }, body: input }, review);
  }

  updateReview(collection: ReviewedKind, parentId: number, id: number, input: ReviewPayload) {
    return this.call('PUT', `/${collection}/{parentId}/reviews/{id}`, { path: { parentId, id }, body: input }, review);
  }

  /** Marks a review helpful, or takes the caller's vote back: PUT /reviews/{kind}/{id}/helpful. */
  voteHelpful(kind: VotedKind, id: number, vote: HelpfulVote) {
    return this.call('PUT', `/reviews/${kind}/{id}/helpful`, { path: { id }, body: vote }, review);
  }

  async deleteReview(collection: ReviewedKind, parentId: number, id: number): Promise<void> {
    await this.call('DELETE', `/${collection}/{parentId}/reviews/{id}`, { path: { parentId, id } }, null);
  }

  // ---- photos: the upload (multipart, passed through) and the files ------------------------------

  /**
   * A photo upload to POST /{collection}/{id}/photos, its multipart body passed on as the browser
   * sent it (buffered, so it can be sent again after the one refresh): the API's answer as it is.
   * Processing a large photo takes longer than an ordinary call, so the wait is longer too.
   */
  /**
   * Streams an upload's multipart body to the API as it arrives. It can be sent once only: check
   * the session first (`signedIn`), which spends the one refresh a 401 allows before it is sent.
   */
  uploadPhoto(
    collection: PhotoKind,
    id: number,
    body: Readable,
    contentType: string,
    contentLength?: string,
  ): Promise<Answer> {
    return this.relay(this.prepared('POST', `/${collection}/{id}/photos`, { path: { id } }), {
      raw: { body, contentType, contentLength },
      refresh: false,
      timeoutMs: Math.max(this.transport.timeoutMs, UPLOAD_TIMEOUT_MS),
    });
  }

  async deletePhoto(id: number): Promise<void> {
    await this.call('DELETE', '/photos/{id}', { path: { id } }, null);
  }

  /** Reports a photo to the moderators; reporting it again while the first report is open answers that report. */
  reportPhoto(id: number, payload: PhotoReportPayload) {
    return this.call('POST', '/photos/{id}/reports', { path: { id }, body: payload }, report);
  }

  /**
   * One photo file from GET /photo-files/{key}, streamed (public: no cookies). `key` must be a
   * valid photo key (`isPhotoKey`); its slashes stay slashes.
   */
  async photoFile(key: string): Promise<Dispatcher.ResponseData> {
    const started = performance.now();
    try {
      const response = await this.transport.dispatcher.request({
        origin: this.transport.origin,
        path: `${this.transport.basePath}/photo-files/${key}`,
        method: 'GET',
        headers: {
          'x-forwarded-for': this.browser.clientIp,
          'x-forwarded-proto': this.browser.protocol,
          ...(this.browser.requestId ? { 'x-request-id': this.browser.requestId } : {}),
        },
        headersTimeout: this.transport.timeoutMs,
        bodyTimeout: this.transport.timeoutMs,
      });
      this.transport.recordCall('GET', '/photo-files/:key', response.statusCode, (performance.now() - started) / 1000);
      return response;
    } catch {
      this.transport.recordCall('GET', '/photo-files/:key', 0, (performance.now() - started) / 1000);
      throw new UpstreamUnavailableError();
    }
  }
}
