/** Builds the REST API: every route group is a plugin under /api, sharing one error handler. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  answerClientError,
  requestIdFrom,
  requestLogFields,
  securityHeadersHook,
  serverLimits,
} from '@ffc/server-kit/server';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { createMetrics } from './http/metrics.js';
import actuatorRoutes from './actuator/routes.js';
import authRoutes from './account/routes.js';
import businessRoutes from './businesses/routes.js';
import highlightsRoutes from './highlights/routes.js';
import suggestionRoutes from './suggestions/routes.js';
import homeRoutes from './homes/routes.js';
import productRoutes from './products/routes.js';
import socialRoutes from './socials/routes.js';
import supportRoutes from './support/routes.js';
import usersRoutes from './users/list-routes.js';
import moderationRoutes from './moderation/routes.js';
import reportRoutes from './reports/routes.js';
import photoRoutes from './photos/routes.js';
import type { PhotoStore } from './media/store.js';
import type { ApiContext } from './context.js';
import { frameworkErrors, installErrorHandler } from './http/errors.js';
import { installSchemas } from './http/schemas.js';
import { createAfterAnswer } from './http/after-answer.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { loginThrottle } from './credentials/throttle.js';
import { sharedCounter } from '@ffc/server-kit/shared-state';
import { startMaintenance, type Maintenance } from './maintenance.js';
import { sessionPlugin } from './http/session.js';
import sitemapRoutes from './sitemap/routes.js';
import typesRoutes from './reference/routes.js';
import userRoutes from './account/profile-routes.js';
import needsRoutes from './needs/routes.js';
import ownReviewRoutes from './reviews/own.js';
import myPlacesRoutes from './myPlaces/routes.js';
import watchingRoutes from './watching/routes.js';
import { mailNotifications } from './watching/mail.js';
import { mailDigests } from './watching/digests.js';
import { notifyStale } from './watching/stale.js';
import { webPush } from './watching/push.js';
import { unsubscribeLinks } from './watching/unsubscribe.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ApiOptions {
  /** AUTH_SECRET (configured or generated); outbox bodies are sealed under a key derived from it. */
  readonly secret: string;
  /** Wraps the mailer (tests hold mail back to see what happens before it is queued). */
  readonly wrapMailer?: (mailer: Mailer) => Mailer;
  /** Wraps the photo store (tests make one fail half-way through an upload). */
  readonly wrapPhotoStore?: (store: PhotoStore) => PhotoStore;
  /** Where the log's lines go instead of stdout (tests read them). */
  readonly logStream?: { write(line: string): void };
}

/** The API and the context its routes share; the mailer logs through the API's own logger. */
export async function buildApi(
  deps: Omit<ApiContext, 'mailer' | 'metrics' | 'afterAnswer' | 'counter' | 'loginThrottle' | 'unsubscribe' | 'push'>,
  options: ApiOptions,
): Promise<{ app: FastifyInstance; ctx: ApiContext }> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      base: { service: 'api' },
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      // Addresses may carry secrets (a reset link's token); the log keeps them out.
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The BFF sends the id it gave the browser's request, so one id follows it through both logs.
    genReqId: (request) => requestIdFrom(request.headers['x-request-id'], randomUUID),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    ...serverLimits(deps.config.requestTimeoutMs),
    frameworkErrors,
    clientErrorHandler: answerClientError,
  });
  app.server.maxConnections = deps.config.maxConnections;
  let maintenance: Maintenance | undefined;
  const created = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    secret: options.secret,
    log: app.log,
    logBodies: deps.config.logMailBodies,
    onQueued: () => maintenance?.kick(),
  });
  const mailer = options.wrapMailer ? options.wrapMailer(created) : created;
  const afterAnswer = createAfterAnswer(app.log);
  const counter = sharedCounter(deps.redis);
  const push = webPush(deps.db, deps.config, options.secret, (error) =>
    app.log.warn({ err: error }, 'a push could not be sent'),
  );
  const { loginFailuresPerWindow, loginFailureWindowSeconds } = deps.config;
  const ctx: ApiContext = {
    ...deps,
    photoStore: options.wrapPhotoStore ? options.wrapPhotoStore(deps.photoStore) : deps.photoStore,
    mailer,
    afterAnswer,
    metrics: createMetrics(deps.db),
    counter,
    loginThrottle: loginThrottle(counter, loginFailuresPerWindow, loginFailureWindowSeconds * 1000),
    unsubscribe: unsubscribeLinks(options.secret, deps.config.publicUrl),
    push: { subscriptions: push.subscriptions, keys: push.keys },
  };
  app.addHook('onReady', async () => {
    maintenance = startMaintenance(
      {
        db: deps.db,
        mailer,
        photoStore: ctx.photoStore,
        mailNotifications: () =>
          mailNotifications(deps.db, mailer, { links: ctx.unsubscribe, publicUrl: deps.config.publicUrl }),
        mailDigests: async () => {
          // Its own failure costs only itself: the digests still go.
          await notifyStale(deps.db).catch((error: unknown) => app.log.warn({ err: error }, 'stale round failed'));
          return mailDigests(deps.db, mailer, { links: ctx.unsubscribe, publicUrl: deps.config.publicUrl });
        },
        pushNotifications: push.round,
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await afterAnswer.settled();
    maintenance?.stop();
    deps.redis?.disconnect();
  });
  installErrorHandler(app);
  await installSchemas(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(ctx.metrics.plugin);
  app.addHook('onRequest', securityHeadersHook({ contentSecurityPolicy: false }));
  // JSON over 1 KB goes out as Brotli or gzip to clients that ask (the BFF on loopback does not).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(sessionPlugin, { tokens: ctx.tokens, db: ctx.db });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(needsRoutes, { ctx });
      await api.register(ownReviewRoutes, { ctx });
      await api.register(myPlacesRoutes, { ctx });
      await api.register(watchingRoutes, { ctx });
      await api.register(typesRoutes, { ctx });
      await api.register(businessRoutes, { ctx });
      await api.register(homeRoutes, { ctx });
      await api.register(productRoutes, { ctx });
      await api.register(socialRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(usersRoutes, { ctx });
      await api.register(moderationRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(photoRoutes, { ctx });
      await api.register(actuatorRoutes, { ctx });
      await api.register(sitemapRoutes, { ctx });
      await api.register(highlightsRoutes, { ctx });
      await api.register(suggestionRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  return { app, ctx };
}
