import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ZErrorResponse } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SqlExecutor } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { InboundMessage, InboundService } from './inbound.service.js';

export const INBOUND_SIGNATURE_HEADER = 'x-inflow-signature';
const TOLERANCE_SECONDS = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the timestamp is signed, so an old request cannot be replayed later. */
export function signInbound(secret: string, rawBody: string | Buffer, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex')}`;
}

export function verifyInbound(secret: string, header: unknown, rawBody: Buffer, now = Date.now()): { ok: true } | { ok: false; reason: string } {
  if (typeof header !== 'string') return { ok: false, reason: 'missing signature header' };
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return { ok: false, reason: 'malformed signature header' };
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp outside the 5-minute window' };
  const want = Buffer.from(createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex'));
  const got = Buffer.from(parts.v1);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'signature mismatch' };
  return { ok: true };
}

/** The common inbound-parse JSON shape (Postmark's field names); headers carry the threading ids. */
export const ZInboundParse = z.object({
  From: z.string().max(1000),
  FromFull: z.object({ Email: z.string() }).partial().optional(),
  To: z.string().max(5000).default(''),
  ToFull: z.array(z.object({ Email: z.string() }).partial()).default([]),
  Cc: z.string().max(5000).optional(),
  Subject: z.string().max(2000).default(''),
  MessageID: z.string().max(1000).optional(),
  TextBody: z.string().max(1_000_000).default(''),
  StrippedTextReply: z.string().max(1_000_000).optional(),
  Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).default([]),
});

export function fromInboundParse(p: z.infer<typeof ZInboundParse>): InboundMessage {
  const h = (name: string) => p.Headers.find((x) => x.Name.toLowerCase() === name)?.Value ?? null;
  const emails = (s: string | undefined) => (s ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
  return {
    messageId: h('message-id') ?? (p.MessageID ? `<${p.MessageID.replace(/^<|>$/g, '')}>` : null),
    inReplyTo: h('in-reply-to'),
    references: h('references') ? [h('references')!] : [],
    from: p.FromFull?.Email ?? emails(p.From)[0] ?? p.From,
    to: [...p.ToFull.map((x) => x.Email ?? '').filter(Boolean), ...emails(p.To), ...emails(p.Cc)],
    subject: p.Subject,
    text: p.StrippedTextReply && p.StrippedTextReply.trim() ? p.StrippedTextReply : p.TextBody,
  };
}

export const inboundRoutes: FastifyPluginAsyncZod<{ inbound: InboundService; db: SqlExecutor; secret?: string }> = async (app, { inbound, db, secret }) => {
  // The signature covers the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/inbound-email',
    {
      config: { auth: 'public', consumes: ['application/json'] },
      schema: {
        operationId: 'inboundEmailWebhook',
        security: [],
        tags: ['webhooks', 'email'],
        description:
          'A received email in the inbound-parse JSON shape (From, To, Subject, TextBody, Headers[]), signed with X-Inflow-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body"> (INBOUND_EMAIL_WEBHOOK_SECRET). Threads the reply into its conversation.',
        response: {
          200: z.object({ received: z.boolean(), matched: z.boolean(), duplicate: z.boolean(), opted_out: z.boolean() }),
          400: ZErrorResponse,
          401: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (req) => {
      if (!secret) throw new AppError(503, 'webhook_not_configured', 'INBOUND_EMAIL_WEBHOOK_SECRET is not set, so inbound email cannot be verified');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      const check = verifyInbound(secret, req.headers[INBOUND_SIGNATURE_HEADER], raw);
      if (!check.ok) throw new AppError(401, 'bad_signature', `Webhook signature rejected: ${check.reason}`);
      const eventId = createHash('sha256').update(String(req.headers[INBOUND_SIGNATURE_HEADER])).digest('hex');
      const fresh = await db.query(`insert into webhook_events (provider, event_id) values ('inbound-email', $1) on conflict do nothing returning event_id`, [eventId]);
      if (fresh.rows.length === 0) return { received: true, matched: false, duplicate: true, opted_out: false };
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError(400, 'bad_request', 'body is not JSON');
      }
      const parsed = ZInboundParse.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError(400, 'bad_request', `body/${issue.path.join('.')} ${issue.message}`);
      }
      const r = await inbound.accept(fromInboundParse(parsed.data), 'webhook');
      return { received: true, matched: r.matched, duplicate: r.duplicate, opted_out: r.opted_out };
    },
  );
};
