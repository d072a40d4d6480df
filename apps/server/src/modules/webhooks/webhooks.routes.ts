import { createHash } from 'node:crypto';
import type { SqlExecutor } from '../../db/client.js';
import { ZErrorResponse } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ELEVENLABS_SIGNATURE_HEADER, parsePostCallWebhook, verifyElevenLabsSignature } from '../../ai/voice/webhook.js';
import { VoiceProviderError } from '../../ai/voice/voice.js';
import { AppError } from '../../http/errors.js';
import type { CallsService } from '../calls/calls.service.js';

/** ElevenLabs post-call webhook: results arrive without polling. The signature covers the raw body. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ calls: CallsService; db: SqlExecutor; elevenLabsSecret?: string }> = async (app, { calls, db, elevenLabsSecret }) => {
  // Keep the exact bytes: re-serialised JSON would not match the signature.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post(
    '/elevenlabs',
    {
      // No session or key: the provider signs each event (and a replayed event is acknowledged, not applied again).
      config: { auth: 'public', consumes: ['application/json'] },
      schema: {
        operationId: 'elevenLabsWebhook',
        security: [],
        tags: ['webhooks'],
        description: 'Post-call webhook, verified with the ElevenLabs-Signature header (HMAC-SHA256 of "t.body").',
        response: { 200: z.object({ received: z.boolean(), matched: z.boolean() }), 400: ZErrorResponse, 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req) => {
      if (!elevenLabsSecret) throw new AppError(503, 'webhook_not_configured', 'ELEVENLABS_WEBHOOK_SECRET is not set, so webhooks cannot be verified');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      const check = verifyElevenLabsSignature({ header: req.headers[ELEVENLABS_SIGNATURE_HEADER], rawBody: raw, secret: elevenLabsSecret });
      if (!check.ok) throw new AppError(401, 'bad_signature', `Webhook signature rejected: ${check.reason}`);
      // The signature covers the timestamp and the body: the same signature twice is the same event replayed.
      const eventId = createHash('sha256').update(String(req.headers[ELEVENLABS_SIGNATURE_HEADER])).digest('hex');
      const fresh = await db.query(
        `insert into webhook_events (provider, event_id) values ('elevenlabs', $1) on conflict do nothing returning event_id`,
        [eventId],
      );
      if (fresh.rows.length === 0) return { received: true, matched: false };
      let event;
      try {
        event = parsePostCallWebhook(raw);
      } catch (err) {
        if (err instanceof VoiceProviderError) throw new AppError(400, 'bad_request', err.message);
        throw err;
      }
      if (!event) return { received: true, matched: false };
      return { received: true, matched: await calls.acceptResult(event.conversation_id, event.result) };
    },
  );
};
