/**
 * ElevenLabs post-call webhooks.
 *
 * Signature header: `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Verify against the raw request body exactly as received (before JSON parsing), then parse.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { conversationToCallResult, ZConversation } from './elevenlabs-schema.js';
import { emptyExtractedData, VoiceProviderError, type CallResult } from './voice.js';

export const ELEVENLABS_SIGNATURE_HEADER = 'elevenlabs-signature';

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

export interface VerifySignatureInput {
  /** The ElevenLabs-Signature header value (a repeated header's array is accepted). */
  header: string | string[] | null | undefined;
  /** The raw request body, byte for byte. */
  rawBody: string | Buffer;
  secret: string;
  /** Maximum age (and clock skew into the future) of the timestamp, seconds. Default 1800. */
  toleranceSec?: number;
  /** Current time, ms since the epoch (Date.now()) or a Date. */
  now?: number | Date;
}

export function signElevenLabsPayload(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Builds a header value as ElevenLabs sends it (for tests and local tools). */
export function elevenLabsSignatureHeader(secret: string, rawBody: string | Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v0=${signElevenLabsPayload(secret, timestamp, rawBody)}`;
}

export function verifyElevenLabsSignature(input: VerifySignatureInput): SignatureCheck {
  const { rawBody, secret } = input;
  const toleranceSec = input.toleranceSec ?? 1800;
  if (!secret) return { ok: false, reason: 'no webhook secret is configured' };
  const header = Array.isArray(input.header) ? input.header.join(',') : input.header;
  if (!header || !header.trim()) return { ok: false, reason: 'missing ElevenLabs-Signature header' };

  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return { ok: false, reason: 'malformed ElevenLabs-Signature header' };
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value)) return { ok: false, reason: 'malformed timestamp in ElevenLabs-Signature header' };
      timestamp = Number(value);
    } else if (key === 'v0') {
      signatures.push(value);
    }
  }
  if (timestamp === null) return { ok: false, reason: 'ElevenLabs-Signature header has no timestamp (t=)' };
  if (signatures.length === 0) return { ok: false, reason: 'ElevenLabs-Signature header has no v0 signature' };

  const nowMs = input.now === undefined ? Date.now() : input.now instanceof Date ? input.now.getTime() : input.now;
  const age = Math.floor(nowMs / 1000) - timestamp;
  if (age > toleranceSec) return { ok: false, reason: `stale signature: timestamp is ${age} s old (tolerance ${toleranceSec} s)` };
  if (age < -toleranceSec) return { ok: false, reason: `signature timestamp is ${-age} s in the future (tolerance ${toleranceSec} s)` };

  const expected = Buffer.from(signElevenLabsPayload(secret, timestamp, rawBody), 'hex');
  for (const sig of signatures) {
    if (!/^[0-9a-fA-F]+$/.test(sig) || sig.length !== expected.length * 2) continue;
    if (timingSafeEqual(Buffer.from(sig, 'hex'), expected)) return { ok: true, timestamp };
  }
  return { ok: false, reason: 'signature does not match' };
}

/** Verifies and throws VoiceProviderError('bad_signature') with the reason when the check fails. */
export function assertElevenLabsSignature(input: VerifySignatureInput): number {
  const r = verifyElevenLabsSignature(input);
  if (!r.ok) throw new VoiceProviderError('bad_signature', `Rejected ElevenLabs webhook: ${r.reason}`, { provider: 'elevenlabs' });
  return r.timestamp;
}

const ZEnvelope = z.object({
  type: z.string().min(1),
  event_timestamp: z.number().nullish(),
  data: z.unknown(),
});

const ZInitiationFailure = z.object({
  conversation_id: z.string().min(1),
  agent_id: z.string().nullish(),
  failure_reason: z.string().nullish(),
});

export interface PostCallWebhookEvent {
  type: 'post_call_transcription' | 'call_initiation_failure';
  conversation_id: string;
  event_timestamp: number | null;
  result: CallResult;
}

/**
 * Parses a post-call webhook body (parsed JSON, or the raw text/bytes).
 * - 'post_call_transcription': the call's full result (data has the GET conversation shape).
 * - 'call_initiation_failure': the call never connected (busy, no answer, ...): a 'failed' result.
 * - other event types (e.g. 'post_call_audio'): null; acknowledge and ignore them.
 * Throws VoiceProviderError('bad_request') for a malformed body.
 */
export function parsePostCallWebhook(body: unknown): PostCallWebhookEvent | null {
  let value = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      value = JSON.parse(body.toString());
    } catch {
      throw new VoiceProviderError('bad_request', 'ElevenLabs webhook body is not valid JSON', { provider: 'elevenlabs' });
    }
  }
  const env = ZEnvelope.safeParse(value);
  if (!env.success) throw new VoiceProviderError('bad_request', `ElevenLabs webhook body is malformed: ${env.error.issues[0]?.message ?? 'unknown problem'}`, { provider: 'elevenlabs' });
  const { type, data } = env.data;
  const event_timestamp = env.data.event_timestamp ?? null;

  if (type === 'post_call_transcription') {
    const conv = ZConversation.safeParse(data);
    if (!conv.success) {
      const problems = conv.error.issues.slice(0, 5).map((i) => `data.${i.path.join('.')}: ${i.message}`);
      throw new VoiceProviderError('bad_request', `ElevenLabs post_call_transcription webhook is malformed: ${problems.join('; ')}`, { provider: 'elevenlabs' });
    }
    return { type, conversation_id: conv.data.conversation_id, event_timestamp, result: conversationToCallResult(conv.data) };
  }
  if (type === 'call_initiation_failure') {
    const f = ZInitiationFailure.safeParse(data);
    if (!f.success) throw new VoiceProviderError('bad_request', 'ElevenLabs call_initiation_failure webhook has no conversation_id', { provider: 'elevenlabs' });
    const reason = f.data.failure_reason?.trim();
    return {
      type,
      conversation_id: f.data.conversation_id,
      event_timestamp,
      result: {
        status: 'failed',
        transcript: [],
        summary: null,
        duration_seconds: 0,
        call_successful: false,
        evaluation_results: {},
        extracted_data: emptyExtractedData(),
        error: `The call could not be connected${reason ? ` (${reason})` : ''}.`,
      },
    };
  }
  return null;
}
