/**
 * The BFF's only REST client: one method per REST call, one instance per GraphQL request.
 * It forwards the browser's cookies and address, relays every Set-Cookie back, and after a 401
 * performs one refresh for the whole GraphQL request, then retries.
 */
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
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
  COLLECTIONS,
  type Collection,
  type ListFilterSchema,
  type highlightsQuery,
  type pageRequestSchema,
  type reportQueueFilter,
  type reviewOrderQuery,
  type sitemapPageQuery,
  type suggestionsQuery,
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
import { applySetCookies, cookieHeader, parseCookieHeader, relayable } from './cookies.js';
import { RestError, restErrorBody, TooManyLookupsError, UpstreamUnavailableError } from './errors.js';

/** The connection to the API, shared by all requests: a keep-alive pool. */
export class RestTransport {
  readonly dispatcher: Dispatcher;
  readonly origin: string;
  readonly basePath: string;

  constructor(
    apiUrl: string,
    dispatcher?: Dispatcher,
    /**
     * Longest wait for a connection, for the headers, and between body chunks: a stalled API is soon
     * UPSTREAM_UNAVAILABLE.
     */
    readonly timeoutMs = 10_000,
    /** Where each REST call is counted by its route (the BFF's /metrics; nowhere when metrics are off). */
    readonly recordCall: (method: string, route: string, status: number, seconds: number) => void = () => undefined,
  ) {
    const url = new URL(apiUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
    this.dispatcher =
      dispatcher ??
      new Pool(this.origin, {
        connections: 64,
        keepAliveTimeout: 30_000,
        pipelining: 1,
        connect: { timeout: Math.min(timeoutMs, 3_000) },
      });
  }

  /** Whether the API answers its health check within a couple of seconds. */
  async health(): Promise<boolean> {
    try {
      const response = await this.dispatcher.request({
        origin: this.origin,
        path: `${this.basePath}/actuator/health/readiness`,
        method: 'GET',
        headersTimeout: 2_000,
        bodyTimeout: 2_000,
      });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}

/** What the browser brought: its cookies and address; `setCookies` collects what goes back. */
export interface BrowserRequest {
  /** Sent to the API as x-request-id, so both logs name the same request. */
  readonly requestId?: string;
  readonly cookie: string | undefined;
  readonly clientIp: string;
  readonly protocol: string;
  readonly setCookies: string[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const isCollection = (value: unknown): value is Collection => COLLECTIONS.some((collection) => collection === value);

/** A REST path, and its route: the path with each value as `:id`, which labels the call in /metrics. */
export interface RestPath {
  readonly path: string;
  readonly route: string;
}

/**
 * Builds a REST path from its fixed words and values (`rest\`/${collection}/${id}/reviews\``). Every
 * value is a parameter of the route, whatever it is (an id of any size or sign, a token), so there
 * are only as many routes as paths written here, not one per value a client makes up; a collection
 * is one of a few words, so it names the route instead.
 */
export function rest(words: TemplateStringsArray, ...values: readonly (number | string)[]): RestPath {
  let path = words[0]!;
  let route = words[0]!;
  values.forEach((value, i) => {
    path += encodeURIComponent(value) + words[i + 1]!;
    route += (isCollection(value) ? value : ':id') + words[i + 1]!;
  });
  return { path, route };
}

/** A query parameter's value as `send` writes it: a list repeats the parameter; null, undefined and '' leave it out. */
type QueryValue = string | number | boolean | readonly string[] | null | undefined;
/** Any query string; each call's own is a `RestQuery` of its route's schema. */
type Query = Readonly<Record<string, QueryValue>>;
/** A repeated query parameter (`accommodation=a&accommodation=b`). */
const isList = (value: QueryValue): value is readonly string[] => Array.isArray(value);

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

export interface Answer {
  status: number;
  body: unknown;
}

interface SendOptions {
  body?: unknown;
  query?: Query;
  anonymous?: boolean;
  /** A body sent as it comes (a multipart upload, streamed), instead of `body` as JSON. */
  raw?: { body: Readable; contentType: string; contentLength?: string | undefined };
  /** Longer than the transport's usual wait (an upload's processing). */
  timeoutMs?: number;
}

/** How long the API may take to store a photo: reading, rotating and re-encoding 15 MB in three sizes. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** REST calls one GraphQL request may make; past it the request is refused, so no query can fan out. */
export const REST_CALLS_PER_REQUEST = 25;

interface CallOptions {
  body?: unknown;
  query?: Query;
  refresh?: boolean;
  anonymous?: boolean;
}

export class RestApi {
  private readonly jar: Map<string, string>;
  private refreshing: Promise<boolean> | undefined;
  private calls = 0;

  constructor(
    private readonly transport: RestTransport,
    private readonly browser: BrowserRequest,
  ) {
    this.jar = parseCookieHeader(browser.cookie);
  }

  // ---- session -------------------------------------------------------------------------------

  login(username: string, password: string) {
    return this.call('POST', rest`/auth/login`, sessionUser, { body: { username, password }, refresh: false });
  }

  async logout(): Promise<void> {
    await this.call('POST', rest`/auth/logout`, null, { refresh: false });
  }

  async signup(input: SignupPayload): Promise<void> {
    await this.call('POST', rest`/auth/signup`, null, { body: input, refresh: false });
  }

  async forgotUsername(email: string): Promise<void> {
    await this.call('POST', rest`/auth/forgot`, null, { body: { email }, refresh: false });
  }

  async resetPassword(input: ResetPasswordPayload): Promise<void> {
    await this.call('POST', rest`/auth/reset`, null, { body: input });
  }

  async adminResetPassword(input: ResetPasswordPayload): Promise<void> {
    await this.call('POST', rest`/auth/admin-reset`, null, { body: input });
  }

  // ---- own profile ---------------------------------------------------------------------------

  profile() {
    return this.call('GET', rest`/user`, user);
  }

  updateProfile(input: ProfilePayload & { latitude?: number | null; longitude?: number | null }) {
    return this.call('PUT', rest`/user`, user, { body: input });
  }

  // ---- own needs (health information: only ever the caller's own) ------------------------------

  needs() {
    return this.call('GET', rest`/user/needs`, needsAnswerSchema);
  }

  updateNeeds(input: Needs) {
    return this.call('PUT', rest`/user/needs`, needsAnswerSchema, { body: input });
  }

  async clearNeeds(): Promise<void> {
    await this.call('DELETE', rest`/user/needs`, null);
  }

  /** Where the caller's own reviews are (GET /user/reviews): each one's kind, entry and id. */
  ownReviews() {
    return this.call('GET', rest`/user/reviews`, OWN_REVIEWS);
  }

  // ---- my places: the caller's own lists, and lists shared by link ----------------------------

  userLists(entry?: SavedEntryRef) {
    return this.call('GET', rest`/user/lists`, USER_LISTS, { query: entry ?? {} });
  }

  userList(id: number) {
    return this.call('GET', rest`/user/lists/${id}`, userListWithEntries);
  }

  createUserList(name: string) {
    return this.call('POST', rest`/user/lists`, userList, { body: { name } });
  }

  renameUserList(id: number, name: string) {
    return this.call('PUT', rest`/user/lists/${id}`, userList, { body: { name } });
  }

  async deleteUserList(id: number): Promise<void> {
    await this.call('DELETE', rest`/user/lists/${id}`, null);
  }

  addToUserList(id: number, entry: SavedEntryRef) {
    return this.call('POST', rest`/user/lists/${id}/entries`, userList, { body: entry });
  }

  async removeFromUserList(id: number, { kind, entryId }: SavedEntryRef): Promise<void> {
    await this.call('DELETE', rest`/user/lists/${id}/entries/${kind}/${entryId}`, null);
  }

  shareUserList(id: number, shared: boolean) {
    return this.call('PUT', rest`/user/lists/${id}/share`, userList, { body: { shared } });
  }

  /** A list shared by link, or null once the link was replaced or stopped. */
  async sharedList(token: string) {
    try {
      return await this.call('GET', rest`/shared-lists/${token}`, sharedList, { anonymous: true });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  // ---- reference data (public) ---------------------------------------------------------------

  types() {
    return this.call('GET', rest`/types`, referenceData, { anonymous: true });
  }

  states(countryId: number) {
    return this.call('GET', rest`/states/${countryId}`, OPTIONS, { anonymous: true });
  }

  usedStates(countryId: number) {
    return this.call('GET', rest`/states/${countryId}/used`, OPTIONS, { anonymous: true });
  }

  companies() {
    return this.call('GET', rest`/companies`, COMPANIES);
  }

  // ---- entries: /businesses, /homes, /products, /socials -------------------------------------

  /**
   * A page of a collection, filtered by that collection's own filters; `page` is the kind's page
   * schema, built once (`pageOf(shape)`).
   */
  entries<C extends Collection, P extends z.ZodType>(
    collection: C,
    page: P,
    query: RestListQuery<ListFilterSchema<C>>,
  ) {
    return this.call('GET', rest`/${collection}`, page, { query });
  }

  entry<S extends z.ZodType>(collection: Collection, shape: S, id: number) {
    return this.call('GET', rest`/${collection}/${id}`, shape);
  }

  createEntry<S extends z.ZodType>(collection: Collection, shape: S, payload: object) {
    return this.call('POST', rest`/${collection}`, shape, { body: payload });
  }

  updateEntry<S extends z.ZodType>(collection: Collection, shape: S, id: number, payload: object) {
    return this.call('PUT', rest`/${collection}/${id}`, shape, { body: payload });
  }

  /** "Still true?" on an entry's accommodations; answers the entry with its new summary. */
  checkAccommodations<S extends z.ZodType>(collection: Collection, shape: S, id: number, payload: ChecksPayload) {
    return this.call('POST', rest`/${collection}/${id}/checks`, shape, { body: payload });
  }

  async deleteEntry(collection: Collection, id: number): Promise<void> {
    await this.call('DELETE', rest`/${collection}/${id}`, null);
  }

  // ---- an entry's history: /{collection}/{id}/history --------------------------------------------

  /** A page of an entry's revisions, newest first. */
  history(collection: Collection, id: number, page: number, size?: number) {
    return this.call('GET', rest`/${collection}/${id}/history`, REVISION_PAGE, {
      query: { page, size } satisfies PageQuery,
    });
  }

  /** Sets an entry back to one of its revisions (moderators and administrators). */
  async revertEntry(collection: Collection, id: number, revisionId: number): Promise<void> {
    await this.call('POST', rest`/${collection}/${id}/history/${revisionId}/revert`, null);
  }

  // ---- what crawlers see: an entry's name and description, and the sitemap -------------------

  entrySummary(collection: Collection, id: number) {
    return this.call('GET', rest`/${collection}/${id}`, entrySummary, { anonymous: true });
  }

  sitemapCounts() {
    return this.call('GET', rest`/sitemap`, sitemapCounts, { anonymous: true });
  }

  sitemapPage(collection: Collection, page: number) {
    return this.call('GET', rest`/sitemap/${collection}`, SITEMAP_PAGE, {
      anonymous: true,
      query: { page } satisfies RestQuery<typeof sitemapPageQuery>,
    });
  }

  // ---- suggestions as someone types a search (public) ----------------------------------------

  suggestions(text: string, kind: SuggestionKind | null) {
    return this.call('GET', rest`/suggestions`, SUGGESTIONS, {
      anonymous: true,
      query: { text, kind } satisfies RestQuery<typeof suggestionsQuery>,
    });
  }

  // ---- the home page: counts per kind and the newest reviewed places, near `near=lat,lng` ---------

  highlights(near: string | null) {
    return this.call('GET', rest`/highlights`, highlights, {
      anonymous: true,
      query: { near } satisfies RestQuery<typeof highlightsQuery>,
    });
  }

  // ---- users: /users (administrators), /users/{id} (public view unless administrator) ------------

  users(query: RestListQuery<typeof userFilterSchema>) {
    return this.call('GET', rest`/users`, USER_PAGE, { query });
  }

  user(id: number) {
    return this.call('GET', rest`/users/${id}`, user);
  }

  // ---- accounts and moderation ------------------------------------------------------

  async forgotPassword(login: string): Promise<void> {
    await this.call('POST', rest`/auth/forgot-password`, null, { body: { login }, refresh: false });
  }

  async confirmEmail(token: string): Promise<void> {
    await this.call('POST', rest`/auth/confirm-email`, null, { body: { token }, refresh: false });
  }

  async sendEmailConfirmation(): Promise<void> {
    await this.call('POST', rest`/user/email-confirmation`, null);
  }

  async resetPasswordWithToken(token: string, newPassword: string): Promise<void> {
    await this.call('POST', rest`/auth/reset-password`, null, { body: { token, newPassword }, refresh: false });
  }

  exportMyData() {
    return this.call('GET', rest`/user/export`, ACCOUNT_EXPORT);
  }

  async deleteMyAccount(password: string): Promise<void> {
    await this.call('DELETE', rest`/user`, null, { body: { password } });
  }

  setUserRoles(id: number, roles: readonly string[]) {
    return this.call('PUT', rest`/users/${id}/roles`, user, { body: { roles } });
  }

  setUserEnabled(id: number, enabled: boolean) {
    return this.call('PUT', rest`/users/${id}/enabled`, user, { body: { enabled } });
  }

  moderationLog(page: number) {
    return this.call('GET', rest`/moderation-log`, MODERATION_PAGE, { query: { page } satisfies PageQuery });
  }

  // ---- reports of a change: /{collection}/{id}/reports, /reports, /{collection}/{id}/closed ----------

  reportEntry(collection: Collection, id: number, payload: ReportPayload) {
    return this.call('POST', rest`/${collection}/${id}/reports`, report, { body: payload });
  }

  reports(status: ReportStatus, page: number) {
    return this.call('GET', rest`/reports`, REPORT_PAGE, {
      query: { status, page } satisfies RestListQuery<typeof reportQueueFilter>,
    });
  }

  resolveReport(id: number, payload: ResolveReportPayload) {
    return this.call('PUT', rest`/reports/${id}`, report, { body: payload });
  }

  setEntryClosed<S extends z.ZodType>(collection: Collection, shape: S, id: number, payload: SetClosedPayload) {
    return this.call('PUT', rest`/${collection}/${id}/closed`, shape, { body: payload });
  }

  // ---- reviews: /{collection}/{parentId}/reviews ----------------------------------------------

  /** A page of an entry's reviews in an order. */
  reviews(
    collection: Collection,
    parentId: number,
    page: number,
    order: ReviewOrder = REVIEW_ORDER_DEFAULT,
    likeMe = false,
  ) {
    // The default order and "all reviewers" go unsaid, as the API assumes them.
    return this.call('GET', rest`/${collection}/${parentId}/reviews`, REVIEW_PAGE, {
      query: {
        page,
        ...(order === REVIEW_ORDER_DEFAULT ? {} : { order }),
        ...(likeMe ? { likeMe: true } : {}),
      } satisfies RestListQuery<typeof reviewOrderQuery>,
    });
  }

  review(collection: Collection, parentId: number, id: number) {
    return this.call('GET', rest`/${collection}/${parentId}/reviews/${id}`, review);
  }

  /** The caller's own review of an entry (404 when they have none). */
  myReview(collection: Collection, parentId: number) {
    return this.call('GET', rest`/${collection}/${parentId}/reviews/mine`, review);
  }

  createReview(collection: Collection, parentId: number, input: ReviewPayload) {
    return this.call('POST', rest`/${collection}/${parentId}/reviews`, review, { body: input });
  }

  updateReview(collection: Collection, parentId: number, id: number, input: ReviewPayload) {
    return this.call('PUT', rest`/${collection}/${parentId}/reviews/${id}`, review, { body: input });
  }

  /** Marks a review helpful, or takes the caller's vote back: PUT /reviews/{kind}/{id}/helpful. */
  voteHelpful(kind: VotedKind, id: number, vote: HelpfulVote) {
    return this.call('PUT', rest`/reviews/${kind}/${id}/helpful`, review, { body: vote });
  }

  async deleteReview(collection: Collection, parentId: number, id: number): Promise<void> {
    await this.call('DELETE', rest`/${collection}/${parentId}/reviews/${id}`, null);
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
    return this.relay('POST', rest`/${collection}/${id}/photos`, {
      raw: { body, contentType, contentLength },
      refresh: false,
      timeoutMs: Math.max(this.transport.timeoutMs, UPLOAD_TIMEOUT_MS),
    });
  }

  async deletePhoto(id: number): Promise<void> {
    await this.call('DELETE', rest`/photos/${id}`, null);
  }

  /** Reports a photo to the moderators; reporting it again while the first report is open answers that report. */
  reportPhoto(id: number, payload: PhotoReportPayload) {
    return this.call('POST', rest`/photos/${id}/reports`, report, { body: payload });
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

  // ---- plumbing ------------------------------------------------------------------------------

  /** True when this request holds session cookies worth refreshing. */
  get hasSession(): boolean {
    return this.jar.size > 0;
  }

  /**
   * Whether the browser's cookies hold a live session, after the one refresh a 401 allows (whose
   * new cookies then go with the next call): asked before a call whose body cannot be sent twice.
   */
  async signedIn(): Promise<boolean> {
    if (!this.hasSession) return false;
    const answer = await this.send('GET', rest`/user`, {});
    return answer.status === 200 || (answer.status === 401 && (await this.refreshOnce()));
  }

  /** A call's answer as the API gave it, after the one refresh a 401 allows. */
  private async relay(method: Method, path: RestPath, options: SendOptions & { refresh?: boolean }): Promise<Answer> {
    const answer = await this.send(method, path, options);
    if (answer.status === 401 && options.refresh !== false && !options.anonymous && (await this.refreshOnce())) {
      return this.send(method, path, options);
    }
    return answer;
  }

  /** A call whose answer `shape` parses, or (null) whose answer is not read. */
  private async call<S extends z.ZodType>(
    method: Method,
    path: RestPath,
    shape: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  private async call(method: Method, path: RestPath, shape: null, options?: CallOptions): Promise<undefined>;
  private async call(
    method: Method,
    path: RestPath,
    shape: z.ZodType | null,
    options: CallOptions = {},
  ): Promise<unknown> {
    const answer = await this.relay(method, path, options);
    if (answer.status >= 400) {
      const body = restErrorBody.safeParse(answer.body);
      throw new RestError(
        answer.status,
        body.success ? body.data.message : 'Request failed.',
        body.success ? body.data.errors : [],
      );
    }
    return shape ? shape.parse(answer.body) : undefined;
  }

  /** One refresh per GraphQL request, however many resolvers were refused. */
  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.send('POST', rest`/auth/refresh`, {}).then((answer) => answer.status === 200);
    return this.refreshing;
  }

  private async send(method: Method, { path, route }: RestPath, options: SendOptions): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (isList(value)) for (const item of value) search.append(key, item);
      else if (value != null && value !== '') search.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.browser.clientIp,
      'x-forwarded-proto': this.browser.protocol,
      ...(this.browser.requestId ? { 'x-request-id': this.browser.requestId } : {}),
    };
    if (!options.anonymous && this.jar.size) headers.cookie = cookieHeader(this.jar);
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      if (options.raw.contentLength) headers['content-length'] = options.raw.contentLength;
    } else if (options.body !== undefined || method === 'POST' || method === 'PUT')
      headers['content-type'] = 'application/json';
    if (++this.calls > REST_CALLS_PER_REQUEST) throw new TooManyLookupsError();
    let response: Dispatcher.ResponseData;
    let text: string;
    const started = performance.now();
    try {
      response = await this.transport.dispatcher.request({
        origin: this.transport.origin,
        path: `${this.transport.basePath}${path}${search.size ? `?${search}` : ''}`,
        method,
        headers,
        // A DELETE carries a body only when it has one (deleting one's account sends the password).
        body: options.raw
          ? options.raw.body
          : method === 'GET' || (method === 'DELETE' && options.body === undefined)
            ? undefined
            : JSON.stringify(options.body ?? {}),
        headersTimeout: options.timeoutMs ?? this.transport.timeoutMs,
        bodyTimeout: options.timeoutMs ?? this.transport.timeoutMs,
      });
      this.keepCookies(response.headers['set-cookie']);
      text = await response.body.text();
    } catch {
      // Refused, reset, or too slow to answer: the API is not there for now.
      this.transport.recordCall(method, route, 0, (performance.now() - started) / 1000);
      throw new UpstreamUnavailableError();
    }
    this.transport.recordCall(method, route, response.statusCode, (performance.now() - started) / 1000);
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    return { status: response.statusCode, body };
  }

  private keepCookies(header: string | string[] | undefined): void {
    if (!header) return;
    const lines = Array.isArray(header) ? header : [header];
    applySetCookies(this.jar, lines);
    this.browser.setCookies.push(...lines.map(relayable));
  }
}
