/**
 * `npm run worker`: executes Auto Co-Pilot runs from the job queue, without serving HTTP. For PostgreSQL
 * deployments, where any number of these share the work with the API processes (which work jobs too).
 * The embedded database allows one process only, so there the API process is the worker.
 */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startRuntime } from './runtime.js';

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (a PostgreSQL server shared with the API processes). ' +
        'With the embedded database, `npm start` runs the agent jobs itself: no separate worker is needed.',
    );
    process.exit(1);
  }
  const logger = pino({ level: config.LOG_LEVEL });
  // The API process seeds an empty database; a worker only migrates (guarded by an advisory lock).
  const runtime = await startRuntime(config, logger, { seed: false });
  // The app is the composition root (services, queue, agent); it is made ready but never listens.
  const app = await buildApp({ ...runtime.deps, logger, webDist: null });
  await app.ready();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down: handing running agent runs back');
    await app.close().catch((err) => logger.error({ err }, 'error while closing the worker'));
    await runtime.close().catch((err) => logger.error({ err }, 'error while closing the runtime'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const runs = await app.services.agent.resumeInterrupted();
  logger.info({ database: runtime.db.kind, resumed: runs, owner: app.services.agent.owner }, 'agent worker ready');
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
