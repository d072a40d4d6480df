import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/client.js';
import { startRuntime } from './runtime.js';
import { requestForLog } from './http/log.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL, serializers: { req: requestForLog } });
  const t0 = performance.now();
  const runtime = await startRuntime(config, logger);
  const app = await buildApp({
    ...runtime.deps,
    logger,
    webDist: config.WEB_DIST ?? path.resolve(here, '../../web/dist'),
    corsOrigins: config.CORS_ORIGINS,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close() stops accepting connections and waits for in-flight requests before the database closes.
    await app.close().catch((err) => logger.error({ err }, 'error while closing the server'));
    await runtime.close().catch((err) => logger.error({ err }, 'error while closing the runtime'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.INIT_OWNER_EMAIL && config.INIT_OWNER_PASSWORD && config.INIT_WORKSPACE_NAME && config.INIT_API_KEY) {
    const created = await app.services.accounts.initialize({
      email: config.INIT_OWNER_EMAIL,
      password: config.INIT_OWNER_PASSWORD,
      workspaceName: config.INIT_WORKSPACE_NAME,
      apiKey: config.INIT_API_KEY,
    });
    logger.info(created ? 'first start: owner, workspace and API key created from INIT_*' : 'INIT_* ignored: this database already has an owner');
  }
  const resumed = await app.services.calls.resumeActive();
  if (resumed) logger.info({ calls: resumed }, 'following calls that were running before the restart');
  await app.listen({ port: config.PORT, host: config.HOST });
  // After listen: the job queue is started by then. Runs cut off by the last shutdown continue from their checkpoint.
  const runs = await app.services.agent.resumeInterrupted();
  if (runs) logger.info({ runs }, 'resuming Auto Co-Pilot runs that were interrupted');
  logger.info({ ms: Math.round(performance.now() - t0), database: runtime.db.kind }, `Inflow is ready on http://${config.HOST}:${config.PORT}`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
