import { existsSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentRoutes } from './agent/agent.routes.js';
import { createAgentService } from './agent/agent.service.js';
import type { Database } from './db/client.js';
import { accountsRoutes } from './auth/accounts.routes.js';
import { createAccountsService, type SignInLimits } from './auth/accounts.service.js';
import { registerIdentity } from './auth/identity.js';
import { registerErrorHandler } from './http/errors.js';
import type { CallingHoursConfig } from './domain/calling-hours.js';
import { registerIdempotency } from './http/idempotency.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import type { RequestContext } from './lib/context.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.js';
import { createCampaignsService } from './modules/campaigns/campaigns.service.js';
import { creatorsRoutes } from './modules/creators/creators.routes.js';
import { creatorsExportRoutes } from './modules/creators/csv-export.js';
import { dealsExportRoutes } from './modules/deals/deals.export.js';
import { listsExportRoutes } from './modules/lists/lists.export.js';
import { outreachExportRoutes } from './modules/outreach/outreach.export.js';
import { createCreatorsService } from './modules/creators/creators.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { createImportsService, type ImportPacing } from './modules/imports/imports.service.js';
import type { RecordEmbedder } from './modules/matching/embed-records.js';
import { outreachRoutes } from './modules/outreach/outreach.routes.js';
import { createOutreachService } from './modules/outreach/outreach.service.js';
import type { LlmProvider } from './ai/llm/llm.js';
import type { VoiceProvider } from './ai/voice/voice.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { callsRoutes } from './modules/calls/calls.routes.js';
import { createCallsService } from './modules/calls/calls.service.js';
import type { Mailer } from './modules/email/mailer.js';
import { createEmailService } from './modules/email/email.service.js';
import { emailRoutes } from './modules/email/email.routes.js';
import { startImapPolling } from './modules/inbound/imap.js';
import { inboundRoutes } from './modules/inbound/inbound.routes.js';
import { createInboundService } from './modules/inbound/inbound.service.js';
import { listsRoutes } from './modules/lists/lists.routes.js';
import { createListsService } from './modules/lists/lists.service.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { createNotesService } from './modules/notes/notes.service.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { createTasksService } from './modules/tasks/tasks.service.js';
import { createMatchingService } from './modules/matching/matching.service.js';
import { createCampaignCreatorsService } from './modules/matching/campaign-creators.service.js';
import { campaignCreatorsRoutes } from './modules/matching/campaign-creators.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { dealsRoutes } from './modules/deals/deals.routes.js';
import { createDealsService } from './modules/deals/deals.service.js';
import { createDealTerms } from './modules/deals/deal-terms.js';
import { createAttributionService } from './modules/attribution/attribution.service.js';
import { shopifyRoutes } from './modules/attribution/shopify.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { createContractsService } from './modules/contracts/contracts.service.js';
import type { FileStore } from './modules/contracts/file-store.js';
import { createLocalObjectStore } from './storage/local.js';
import { payoutsRoutes } from './modules/payouts/payouts.routes.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import type { PayoutProvider } from './modules/payouts/payout-provider.js';
import { paymentWebhooksRoutes, type PaymentWebhookSecrets } from './modules/payouts/payouts.webhooks.js';
import type { PostMetricsProvider } from './modules/posts/youtube.js';
import { startMetricsRefresh } from './modules/posts/metrics-refresh.job.js';
import { portalLinkRoutes, portalRoutes } from './modules/portal/portal.routes.js';
import { createPortalService } from './modules/portal/portal.service.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { createReportsService } from './modules/reports/reports.service.js';
import type { RecordingStore } from './storage/recordings.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    services: Services;
  }
}

/** Host names every instance answers for; PUBLIC_URL and ALLOWED_HOSTS add more. */

/** A request body that has not advanced for this long is closed (with the 2 s check, within 30 s). */
const BODY_STALL_MS = 25_000;
/** However steadily it arrives, a request body takes at most this long (a 100,000-row CSV over a slow link). */
const BODY_MAX_MS = 15 * 60_000;
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface Services {
  campaigns: ReturnType<typeof createCampaignsService>;
  creators: ReturnType<typeof createCreatorsService>;
  outreach: ReturnType<typeof createOutreachService>;
  matching: ReturnType<typeof createMatchingService>;
  calls: ReturnType<typeof createCallsService>;
  email: ReturnType<typeof createEmailService>;
  agent: ReturnType<typeof createAgentService>;
  accounts: ReturnType<typeof createAccountsService>;
  deals: ReturnType<typeof createDealsService>;
  imports: ReturnType<typeof createImportsService>;
  lists: ReturnType<typeof createListsService>;
  notes: ReturnType<typeof createNotesService>;
  tasks: ReturnType<typeof createTasksService>;
  inbound: ReturnType<typeof createInboundService>;
}

export interface AppDeps {
  db: Database;
  embedder: RecordEmbedder;
  llm: LlmProvider;
  voice: VoiceProvider;
  recordings: RecordingStore;
  /** Contract PDFs and uploaded drafts (object storage); default: a folder `files` in ./data. */
  files?: FileStore;
  /** Verifies Shopify's orders/create webhook (SHOPIFY_WEBHOOK_SECRET); without it the webhook answers 503. */
  shopifyWebhookSecret?: string;
  /** How released milestones are paid (PAYOUT_PROVIDER); default the manual ledger. */
  payoutProvider?: PayoutProvider;
  /** Verify the Stripe / RazorpayX payment webhooks; an absent secret makes that webhook answer 503. */
  paymentWebhooks?: PaymentWebhookSecrets;
  /** Reads live posts' figures (YouTube Data API with YOUTUBE_API_KEY); without it figures come from CSV and manual entry. */
  postMetrics?: PostMetricsProvider;
  /** With postMetrics: collect live YouTube posts' figures on the queue this often (YOUTUBE_REFRESH_HOURS); absent: on request only. */
  metricsRefreshIntervalMs?: number;
  mailer: Mailer;
  mailFrom?: string;
  elevenLabsWebhookSecret?: string;
  /** How often a running call is polled at the provider (a webhook or the provider's own event wakes it sooner). */
  callPollIntervalMs?: number;
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  /** Folder of the built SPA; null serves the API only. */
  webDist?: string | null;
  corsOrigins?: string[];
  /** The job queue (started when the app is ready, stopped when it closes); built on `db` when absent. */
  jobs?: JobQueue;
  /** Calls one Auto Co-Pilot run places at the same time (AGENT_CALL_CONCURRENCY). */
  agentCallConcurrency?: number;
  /** Execute agent runs in this process (default true); false serves their API and streams only. */
  agentWorker?: boolean;
  /** Signs session cookies (AUTH_SECRET, else generated on first start and kept with the data). */
  authSecret: string;
  /** Where people reach the app (PUBLIC_URL); links in emails point here and cookies are Secure when it is https. */
  publicUrl?: string;
  /** Host names served besides localhost, 127.0.0.1, [::1] and PUBLIC_URL's (ALLOWED_HOSTS). */
  allowedHosts?: string[];
  signInLimits?: Partial<SignInLimits>;
  /** Requests per minute (RATE_LIMIT_*); see http/rate-limit.ts for the defaults. */
  rateLimits?: Partial<RateLimits>;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_CLIENT, default 512). */
  maxConnectionsPerClient?: number;
  /**
   * On close, keep accepting for this long (answering with `Connection: close`) before the listener closes, so
   * connections already on their way are served instead of reset (default 1000 ms; tests that close often use 0).
   */
  shutdownGraceMs?: number;
  /** Calls are placed only in this window of the creator's local time (CALLING_HOURS; default 10:00-19:00). */
  callingHours?: CallingHoursConfig;
  /** Now, for the calling window (tests pass a fixed clock). */
  clock?: () => Date;
  /** Follow-up emails one workspace may send per hour (EMAIL_RATE_LIMIT_PER_HOUR). */
  emailsPerHour?: number;
  /** How CSV imports share the database with other requests (chunk duration, pause); see modules/imports. */
  importPacing?: Partial<ImportPacing>;
  /** Verifies the inbound-parse webhook (INBOUND_EMAIL_WEBHOOK_SECRET); without it the webhook answers 503. */
  inboundWebhookSecret?: string;
  /** Replies land here (EMAIL_REPLY_ADDRESS, e.g. replies@example.com): each conversation gets +token in Reply-To. */
  emailReplyAddress?: string;
  /** A mailbox polled for replies (IMAP_URL: imap[s]://user:pass@host:port/INBOX), every imapPollSeconds (default 60). */
  imapUrl?: string;
  imapPollSeconds?: number;
}

export async function buildApp(deps: AppDeps) {
  const { db, embedder } = deps;
  const loggerOpt =
    deps.logger && typeof deps.logger === 'object' && 'child' in deps.logger
      ? { loggerInstance: deps.logger as FastifyServerOptions['loggerInstance'] }
      : { logger: (deps.logger as FastifyServerOptions['logger']) ?? false };
  const maxPerClient = deps.maxConnectionsPerClient ?? 512;
  const app = Fastify({
    ...loggerOpt,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Requests already received on a connection are finished during shutdown (no 503 for them).
    return503OnClosing: false,
    // Idle sockets close after a minute (streams send a ping every 15 s).
    connectionTimeout: 65_000,
    serverFactory: (handler) => {
      // Headers must arrive within 10 s (checked every 2 s); a body must keep arriving: closed when no byte of it
      // has come for BODY_STALL_MS (so a stalled or slow-body request is closed within 30 s) or, however slowly it
      // trickles, after BODY_MAX_MS. Node's requestTimeout would also cut a large upload (a 100,000-row CSV) that is
      // still arriving at a good pace, so it is off. One client address holds at most maxPerClient connections.
      const server = http.createServer({ requestTimeout: 0, headersTimeout: 10_000, connectionsCheckingInterval: 2_000, keepAliveTimeout: 5_000 }, handler);
      const perClient = new Map<string, number>();
      // Node's headersTimeout does not cover a connection whose first request's headers never complete (seen on
      // Node 20): a connection gets 10 s to deliver a request's headers, re-armed after each response.
      const headerTimers = new WeakMap<Socket, NodeJS.Timeout>();
      const watchBody = (req: http.IncomingMessage) => {
        const started = performance.now();
        let bytes = req.socket.bytesRead;
        let progressAt = started;
        const timer = setInterval(() => {
          if (req.complete || req.destroyed || req.socket.destroyed) return clearInterval(timer);
          const now = performance.now();
          // Bytes waiting for the server to read them (its handler has not started, or is busy) are the server's
          // delay, not a stalled client.
          if (req.readableLength > 0 || req.socket.isPaused() || req.socket.readableLength > 0) progressAt = now;
          if (req.socket.bytesRead !== bytes) {
            bytes = req.socket.bytesRead;
            progressAt = now;
          }
          if (now - progressAt > BODY_STALL_MS || now - started > BODY_MAX_MS) {
            clearInterval(timer);
            req.socket.destroy();
          }
        }, 2_000).unref();
        req.once('end', () => clearInterval(timer));
        req.once('close', () => clearInterval(timer));
      };
      const arm = (socket: Socket) => {
        clearTimeout(headerTimers.get(socket));
        headerTimers.set(socket, setTimeout(() => socket.destroy(), 10_000).unref());
      };
      server.on('connection', (socket: Socket) => {
        const key = socket.remoteAddress ?? '?';
        const n = (perClient.get(key) ?? 0) + 1;
        if (n > maxPerClient) {
          socket.destroy();
          return;
        }
        perClient.set(key, n);
        arm(socket);
        socket.once('close', () => {
          clearTimeout(headerTimers.get(socket));
          const left = (perClient.get(key) ?? 1) - 1;
          if (left <= 0) perClient.delete(key);
          else perClient.set(key, left);
        });
      });
      server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
        clearTimeout(headerTimers.get(req.socket));
        if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) watchBody(req);
        res.once('finish', () => {
          if (!req.socket.destroyed) arm(req.socket);
        });
      });
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const publicUrl = (deps.publicUrl ?? 'http://localhost').replace(/\/$/, '');
  // Security headers on every response, error answers of the auth hook included (registered first).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix and sonner set inline styles; no inline script is allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the app is served over HTTPS; on http://localhost it would break other local apps.
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Bodies are JSON unless a route says otherwise (CSV imports, provider webhooks): no text/plain anywhere,
  // which is how a cross-site form could post without a preflight.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('ctx', null as unknown as RequestContext);

  const mailFrom = deps.mailFrom ?? 'Inflow <outreach@inflow.local>';
  const accounts = createAccountsService({
    db,
    mailer: deps.mailer,
    mailFrom,
    secret: deps.authSecret,
    publicUrl,
    signInLimits: deps.signInLimits,
  });
  const allowedHosts = new Set([...DEFAULT_ALLOWED_HOSTS, new URL(publicUrl).hostname, ...(deps.allowedHosts ?? [])].map((h) => h.toLowerCase()));
  const trustedOrigins = new Set([new URL(publicUrl).origin, ...(deps.corsOrigins ?? [])].map((o) => o.toLowerCase()));
  const limiter = createRateLimiter(db, { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits });
  registerIdentity(app, { accounts, allowedHosts, trustedOrigins, limiter });
  registerIdempotency(app, db);

  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: deps.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Workspace-Id', 'Last-Event-ID'],
    });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Inflow API', version: '0.1.0', description: 'Generated from the zod schemas in packages/contracts.' },
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of a workspace: Authorization: Bearer <key>' },
          session: { type: 'apiKey', in: 'cookie', name: 'inflow.session_token', description: 'The session cookie set by POST /api/v1/auth/sign-in' },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/healthz', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  const campaigns = createCampaignsService({ db, embedder });
  const creators = createCreatorsService({ db, embedder });
  const outreach = createOutreachService({ db });
  const deals = createDealsService({ db });
  const dealTerms = createDealTerms({ db, deals });
  const files = deps.files ?? createLocalObjectStore(path.join('data', 'files'));
  const contracts = createContractsService({ db, files });
  const content = createContentService({ db, files, clock: deps.clock });
  const portal = createPortalService({ db, mailer: deps.mailer, mailFrom, publicUrl, contracts, content, clock: deps.clock });
  const payouts = createPayoutsService({ db, provider: deps.payoutProvider });
  const posts = createPostsService({ db, metrics: deps.postMetrics });
  const attribution = createAttributionService({ db });
  const reports = createReportsService({ db, clock: deps.clock });
  const matching = createMatchingService({ db, embedder });
  const calls = createCallsService({
    db,
    voice: deps.voice,
    recordings: deps.recordings,
    log: app.log,
    pollIntervalMs: deps.callPollIntervalMs,
    callingHours: deps.callingHours,
    clock: deps.clock,
  });
  const jobs = deps.jobs ?? createJobQueue({ db, log: app.log });
  const email = createEmailService({
    db,
    mailer: deps.mailer,
    from: mailFrom,
    perHour: deps.emailsPerHour,
    jobs,
    secret: deps.authSecret,
    publicUrl,
    replyAddress: deps.emailReplyAddress,
    clock: deps.clock,
    log: app.log,
  });
  const inbound = createInboundService({ db, secret: deps.authSecret });
  const lists = createListsService({ db, outreach });
  const notes = createNotesService({ db });
  const tasks = createTasksService({ db });
  const agent = createAgentService({ db, matching, calls, queue: jobs, log: app.log, callConcurrency: deps.agentCallConcurrency });
  if (deps.agentWorker !== false) await agent.startWorking();
  const imports = createImportsService({ db, embedder, queue: jobs, log: app.log, pacing: deps.importPacing });
  await imports.startWorking();
  await email.startWorking();
  const stopImap = deps.imapUrl
    ? await startImapPolling({ jobs, settings: { url: deps.imapUrl }, intervalSeconds: deps.imapPollSeconds ?? 60, accept: (m) => inbound.accept(m, 'imap'), log: app.log })
    : () => undefined;
  app.decorate('services', { campaigns, creators, outreach, matching, calls, email, agent, accounts, deals, imports, lists, notes, tasks, inbound });
  app.addHook('onReady', async () => {
    await jobs.start();
    // Imports interrupted by a stop or crash are rolled back by their job; lost jobs are sent again.
    await imports.resume();
  });
  // After the queue has started (hooks run in order): begin, or rejoin, the chain of YouTube refresh runs.
  const metricsRefresh =
    deps.postMetrics && deps.metricsRefreshIntervalMs ? await startMetricsRefresh({ db, jobs, posts, intervalMs: deps.metricsRefreshIntervalMs, log: app.log }) : null;
  if (metricsRefresh) app.addHook('onReady', async () => void (await metricsRefresh.kick()));
  // Lossless shutdown: for a grace period new requests are still served (with Connection: close), then the listener
  // closes and Fastify finishes what it received. Running agent runs hand themselves back (their log says so), then
  // open streams end: they would keep the server from closing, and their clients reconnect with Last-Event-ID.
  let draining = false;
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    const grace = deps.shutdownGraceMs ?? 1000;
    if (app.server.listening && grace > 0) {
      draining = true;
      await new Promise((r) => setTimeout(r, grace));
    }
    await agent.close();
    await imports.close();
  });
  app.addHook('onClose', async () => {
    stopImap();
    await jobs.stop();
    await calls.close();
  });

  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { accounts, secureCookies: publicUrl.startsWith('https://') });
      await api.register(campaignsRoutes, { prefix: '/campaigns', campaigns });
      await api.register(campaignCreatorsRoutes, { campaignCreators: createCampaignCreatorsService({ db }), db });
      await api.register(creatorsRoutes, { prefix: '/creators', creators, imports });
      // CSV exports (docs/decisions/0017), beside each module's routes.
      await api.register(creatorsExportRoutes, { prefix: '/creators', db });
      await api.register(listsExportRoutes, { prefix: '/lists', db });
      await api.register(outreachExportRoutes, { prefix: '/outreach', db });
      await api.register(dealsExportRoutes, { prefix: '/deals', db });
      await api.register(importsRoutes, { prefix: '/imports', imports });
      await api.register(brandsRoutes, { prefix: '/brands', db });
      await api.register(outreachRoutes, { prefix: '/outreach', outreach });
      await api.register(dealsRoutes, { prefix: '/deals', deals, terms: dealTerms });
      await api.register(contractsRoutes, { contracts });
      await api.register(portalLinkRoutes, { portal });
      await api.register(contentRoutes, { content });
      await api.register(payoutsRoutes, { payouts });
      await api.register(paymentWebhooksRoutes, { payouts, secrets: deps.paymentWebhooks ?? {} });
      await api.register(postsRoutes, { posts, attribution });
      await api.register(reportsRoutes, { reports });
      await api.register(shopifyRoutes, { db, secret: deps.shopifyWebhookSecret });
      await api.register(callsRoutes, { prefix: '/outreach', calls, email });
      await api.register(aiRoutes, { prefix: '/ai', llm: deps.llm, matching });
      await api.register(webhooksRoutes, { prefix: '/webhooks', calls, db, elevenLabsSecret: deps.elevenLabsWebhookSecret });
      await api.register(dashboardRoutes, { prefix: '/dashboard', db });
      await api.register(emailRoutes, { email });
      await api.register(inboundRoutes, { prefix: '/webhooks', inbound, db, secret: deps.inboundWebhookSecret });
      await api.register(listsRoutes, { prefix: '/lists', lists });
      await api.register(notesRoutes, { prefix: '/notes', notes });
      await api.register(tasksRoutes, { prefix: '/tasks', tasks });
      await api.register(publicRoutes, { prefix: '/public', db });
    },
    { prefix: '/api/v1' },
  );
  await app.register(agentRoutes, { prefix: '/api/campaign-trigger', agent, db });
  await app.register(portalRoutes, { prefix: '/api/portal', portal });

  const webDist = deps.webDist;
  const serveSpa = !!webDist && existsSync(path.join(webDist, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false, maxAge: '1h' });
  }
  // The SPA owns every GET path outside the API (React Router shows its own 404); the API answers JSON.
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0]!;
    // Client routes get the SPA; a missing file (e.g. an asset of an older build) is a real 404.
    const isClientRoute = !pathname.startsWith('/api/') && pathname !== '/healthz' && !/\.[a-z0-9]+$/i.test(pathname);
    if (serveSpa && (req.method === 'GET' || req.method === 'HEAD') && isClientRoute) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({ message: `Route ${req.method} ${pathname} not found`, code: 'not_found' });
  });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
