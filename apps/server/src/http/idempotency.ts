import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlExecutor } from '../db/client.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create: an Idempotency-Key header makes repeats return the first answer instead of creating again. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;
/** A first request that never finished (its process died) stops blocking repeats after this long. */
const ABANDONED_AFTER = '2 minutes';
const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 120_000;

function fingerprint(req: FastifyRequest) {
  const body = Buffer.isBuffer(req.body) ? req.body.toString('base64') : JSON.stringify(req.body ?? null);
  return createHash('sha256').update(`${req.method} ${req.url}\n${body}`).digest('hex');
}

/**
 * Idempotent creates (as in Stripe's API): the first request with a key runs and its status and body are stored;
 * a repeat gets the same answer (`Idempotent-Replayed: true`), and a repeat arriving while the first still runs waits
 * for it. A key reused with a different request is a 422. Server errors are not stored, so they can be retried.
 */
export function registerIdempotency(app: FastifyInstance, db: SqlExecutor) {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config?.idempotent || !req.ctx) return;
    const raw = req.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0]! : raw;
    if (!KEY.test(key)) {
      return reply.status(400).send({ message: "header 'Idempotency-Key' must be 1-255 printable ASCII characters", code: 'validation_error' });
    }
    const fp = fingerprint(req);
    const path = req.routeOptions.url ?? req.url;
    const started = Date.now();
    for (;;) {
      const mine = await db.query(
        `insert into idempotency_keys (workspace_id, key, method, path, fingerprint) values ($1, $2, $3, $4, $5)
         on conflict (workspace_id, key) do update set created_at = now(), fingerprint = excluded.fingerprint
           where idempotency_keys.state = 'running' and idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER}'
         returning key`,
        [req.ctx.workspaceId, key, req.method, path, fp],
      );
      if (mine.rows.length > 0) {
        req.idempotencyKey = key;
        return;
      }
      const { rows } = await db.query<{ fingerprint: string; state: string; status_code: number | null; body: string | null }>(
        'select fingerprint, state, status_code, body from idempotency_keys where workspace_id = $1 and key = $2',
        [req.ctx.workspaceId, key],
      );
      const row = rows[0];
      if (!row) continue; // the first request failed and released the key: run this one
      if (row.fingerprint !== fp) {
        return reply.status(422).send({ message: 'This Idempotency-Key was used for a different request', code: 'idempotency_key_reused' });
      }
      if (row.state === 'done') {
        return reply.status(row.status_code ?? 200).header('idempotent-replayed', 'true').type('application/json').send(row.body ?? '');
      }
      if (Date.now() - started > WAIT_MAX_MS) {
        return reply.status(503).header('retry-after', '5').send({ message: 'The first request with this Idempotency-Key is still running', code: 'idempotency_in_progress' });
      }
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key) return payload;
    req.idempotencyKey = null;
    if (reply.statusCode >= 500) {
      await db.query('delete from idempotency_keys where workspace_id = $1 and key = $2', [req.ctx.workspaceId, key]);
    } else {
      await db.query(`update idempotency_keys set state = 'done', status_code = $3, body = $4 where workspace_id = $1 and key = $2`, [
        req.ctx.workspaceId,
        key,
        reply.statusCode,
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
      ]);
    }
    return payload;
  });
}
