import { ZPublicStats } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';

/** What the landing page may say about the product, counted from the database and cached for a few minutes. */
export const publicRoutes: FastifyPluginAsyncZod<{ db: SqlExecutor; ttlMs?: number }> = async (app, { db, ttlMs = 5 * 60_000 }) => {
  let cached: { at: number; value: { creators: number } } | null = null;
  app.get(
    '/stats',
    {
      config: { auth: 'public' },
      schema: { operationId: 'publicStats', security: [], tags: ['public'], description: 'Creators in the directory (cached for 5 minutes).', response: { 200: ZPublicStats } },
    },
    async (_req, reply) => {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const { rows } = await db.query<{ n: string | number }>('select count(*) as n from creators');
        cached = { at: Date.now(), value: { creators: Number(rows[0]?.n ?? 0) } };
      }
      reply.header('cache-control', 'public, max-age=300');
      return cached.value;
    },
  );
};
