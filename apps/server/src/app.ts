import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentRoutes } from './agent/agent.routes.js';
import { createAgentService } from './agent/agent.service.js';
import type { Database } from './db/client.js';
import { DEFAULT_WORKSPACE_ID } from './db/schema.js';
import { registerErrorHandler } from './http/errors.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import type { RequestContext } from './lib/context.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.js';
import { createCampaignsService } from './modules/campaigns/campaigns.service.js';
import { creatorsRoutes } from './modules/creators/creators.routes.js';
import { createCreatorsService } from './modules/creators/creators.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
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
import { createMatchingService } from './modules/matching/matching.service.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import type { RecordingStore } from './storage/recordings.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    services: Services;
  }
}

export interface Services {
  campaigns: ReturnType<typeof createCampaignsService>;
  creators: ReturnType<typeof createCreatorsService>;
  outreach: ReturnType<typeof createOutreachService>;
  matching: ReturnType<typeof createMatchingService>;
  calls: ReturnType<typeof createCallsService>;
  email: ReturnType<typeof createEmailService>;
  agent: ReturnType<typeof createAgentService>;
}

export interface AppDeps {
  db: Database;
  embedder: RecordEmbedder;
  llm: LlmProvider;
  voice: VoiceProvider;
  recordings: RecordingStore;
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
}

export async function buildApp(deps: AppDeps) {
  const { db, embedder } = deps;
  const loggerOpt =
    deps.logger && typeof deps.logger === 'object' && 'child' in deps.logger
      ? { loggerInstance: deps.logger as FastifyServerOptions['loggerInstance'] }
      : { logger: (deps.logger as FastifyServerOptions['logger']) ?? false };
  const app = Fastify({
    ...loggerOpt,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = { workspaceId: DEFAULT_WORKSPACE_ID };
  });

  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    await app.register(cors, { origin: deps.corsOrigins, credentials: true });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Inflow API', version: '0.1.0', description: 'Generated from the zod schemas in packages/contracts.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  const campaigns = createCampaignsService({ db, embedder });
  const creators = createCreatorsService({ db, embedder });
  const outreach = createOutreachService({ db });
  const matching = createMatchingService({ db, embedder });
  const calls = createCallsService({ db, voice: deps.voice, recordings: deps.recordings, log: app.log, pollIntervalMs: deps.callPollIntervalMs });
  const email = createEmailService({ db, mailer: deps.mailer, from: deps.mailFrom ?? 'Inflow <outreach@inflow.local>' });
  const jobs = deps.jobs ?? createJobQueue({ db, log: app.log });
  const agent = createAgentService({ db, matching, calls, queue: jobs, log: app.log, callConcurrency: deps.agentCallConcurrency });
  if (deps.agentWorker !== false) await agent.startWorking();
  app.decorate('services', { campaigns, creators, outreach, matching, calls, email, agent });
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  // Running agent runs hand themselves back (their log says so), then open streams end: they would keep the
  // server from closing, and their clients reconnect with Last-Event-ID.
  app.addHook('preClose', async () => {
    await agent.close();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await calls.close();
  });

  await app.register(
    async (api) => {
      await api.register(campaignsRoutes, { prefix: '/campaigns', campaigns });
      await api.register(creatorsRoutes, { prefix: '/creators', creators });
      await api.register(brandsRoutes, { prefix: '/brands', db });
      await api.register(outreachRoutes, { prefix: '/outreach', outreach });
      await api.register(callsRoutes, { prefix: '/outreach', calls, email });
      await api.register(aiRoutes, { prefix: '/ai', llm: deps.llm, matching });
      await api.register(webhooksRoutes, { prefix: '/webhooks', calls, elevenLabsSecret: deps.elevenLabsWebhookSecret });
      await api.register(dashboardRoutes, { prefix: '/dashboard', db });
    },
    { prefix: '/api/v1' },
  );
  await app.register(agentRoutes, { prefix: '/api/campaign-trigger', agent });

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
    if (serveSpa && req.method === 'GET' && isClientRoute) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({ message: `Route ${req.method} ${pathname} not found`, code: 'not_found' });
  });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
