/**
 * ElevenLabs Conversational AI over Twilio.
 *
 * - startCall: POST {base}/v1/convai/twilio/outbound-call with the creator profile, campaign brief and price
 *   range as dynamic variables (the agent's prompt refers to them as {{creator_name}}, {{ceiling}}, ...).
 * - getCall:   GET {base}/v1/convai/conversations/{id}, validated and mapped to CallResult.
 * - getAudio:  GET {base}/v1/convai/conversations/{id}/audio (audio/mpeg); null when ElevenLabs has none.
 * - onCallEnded: results normally arrive by the post-call webhook (webhook.ts; the route then calls
 *   `markEnded`); polling every pollIntervalMs is the fallback for calls started here.
 *
 * Every reply is validated with zod. 429 and 5xx (and network errors / timeouts) on GETs are retried with
 * exponential backoff (honouring Retry-After). The outbound-call POST is retried only when it is certain no
 * call was placed (429, connection refused): retrying after a 5xx could ring a creator twice.
 */
import { z } from 'zod';
import { conversationToCallResult, ZConversation, ZOutboundCallResponse } from './elevenlabs-schema.js';
import { validateStartCallRequest, VoiceProviderError, type CallResult, type StartCallRequest, type VoiceProvider } from './voice.js';

export interface ElevenLabsVoiceOptions {
  baseUrl?: string;
  apiKey: string;
  agentId: string;
  agentPhoneNumberId: string;
  /** Fallback polling of calls started here, for onCallEnded (default 5000 ms). */
  pollIntervalMs?: number;
  fetchImpl?: typeof fetch;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** First backoff delay; doubles each retry, with jitter (default 500 ms). */
  retryBaseMs?: number;
  /** Cap on one backoff delay, including Retry-After (default 10 s). */
  retryMaxMs?: number;
  /** Per HTTP attempt (default 15 s; audio downloads get 4x). */
  requestTimeoutMs?: number;
  /** Stop polling a call that has not ended after this long (default 3 hours). */
  trackTimeoutMs?: number;
}

export interface ElevenLabsVoice extends VoiceProvider {
  readonly name: 'elevenlabs';
  onCallEnded(listener: (providerCallId: string) => void): () => void;
  close(): Promise<void>;
  /** Tell the adapter a call ended (e.g. from the post-call webhook): stops polling it, notifies listeners once. */
  markEnded(conversationId: string): void;
}

type DynamicVariables = Record<string, string | number | boolean>;

/** The dynamic variables sent with the call: creator profile, campaign brief and the price range. */
/** The first thing every call says (the same words as the simulated agent's greeting). */
export function disclosureFirstMessage(req: StartCallRequest): string {
  const first = req.creator.name.trim().split(/\s+/)[0] ?? req.creator.name;
  return (
    `Hi ${first}, this is an AI assistant calling on behalf of ${req.campaign.brand_name}. This call is recorded. ` +
    "If you'd rather not talk, or not be called again, just say so and I'll stop. Do you have a couple of minutes to talk about a paid collaboration?"
  );
}

export function buildDynamicVariables(req: StartCallRequest): DynamicVariables {
  return {
    creator_id: req.creator.id,
    creator_name: req.creator.name,
    creator_first_name: req.creator.name.trim().split(/\s+/)[0] ?? req.creator.name,
    creator_niche: req.creator.niche,
    creator_followers: req.creator.followers_count,
    creator_engagement_rate: req.creator.engagement_rate,
    creator_typical_rate: req.creator.typical_rate,
    creator_currency: req.creator.currency,
    creator_topics: req.creator.topics.join(', '),
    creator_email: req.creator.email ?? '',
    campaign_id: req.campaign.id,
    product_name: req.campaign.product_name,
    brand_name: req.campaign.brand_name,
    product_description: req.campaign.product_description,
    key_use_cases: req.campaign.key_use_cases,
    campaign_currency: req.campaign.currency,
    opening_offer: req.negotiation.opening_offer,
    ceiling: req.negotiation.ceiling,
    currency: req.negotiation.currency,
    deliverables: req.negotiation.deliverables,
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** What an error reply says, briefly: FastAPI-style {detail: string | {message} | [{msg}]}, or the text. */
function describeErrorBody(text: string): string {
  try {
    const j = JSON.parse(text) as unknown;
    const d = (j as { detail?: unknown })?.detail ?? j;
    if (typeof d === 'string') return d.slice(0, 300);
    if (Array.isArray(d)) return d.map((x) => (x as { msg?: string })?.msg ?? JSON.stringify(x)).join('; ').slice(0, 300);
    if (d && typeof d === 'object') {
      const o = d as { message?: unknown; status?: unknown };
      if (typeof o.message === 'string') return o.message.slice(0, 300);
    }
    return JSON.stringify(d).slice(0, 300);
  } catch {
    return text.trim().slice(0, 300);
  }
}

export function createElevenLabsVoice(options: ElevenLabsVoiceOptions): ElevenLabsVoice {
  for (const k of ['apiKey', 'agentId', 'agentPhoneNumberId'] as const) {
    if (!options[k]) throw new VoiceProviderError('bad_request', `ElevenLabs voice provider needs ${k}`, { provider: 'elevenlabs' });
  }
  const base = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  const doFetch = options.fetchImpl ?? fetch;
  const maxRetries = options.maxRetries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const retryMaxMs = options.retryMaxMs ?? 10_000;
  const timeoutMs = options.requestTimeoutMs ?? 15_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const trackTimeoutMs = options.trackTimeoutMs ?? 3 * 60 * 60 * 1000;

  const listeners = new Set<(id: string) => void>();
  const tracked = new Map<string, number>(); // conversation id -> started at (ms)
  const ended = new Set<string>();
  let pollTimer: NodeJS.Timeout | null = null;
  let closed = false;

  interface Attempt {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    /** POST outbound-call: retry only where no call can have been placed. */
    idempotent: boolean;
    timeout?: number;
  }

  async function request(a: Attempt): Promise<Response> {
    const url = `${base}${a.path}`;
    const what = `ElevenLabs ${a.method} ${a.path}`;
    let lastProblem = '';
    for (let attempt = 0; ; attempt++) {
      let res: Response | null = null;
      let retryable = false;
      let retryAfterMs: number | null = null;
      try {
        res = await doFetch(url, {
          method: a.method,
          headers: { 'xi-api-key': options.apiKey, accept: a.path.endsWith('/audio') ? 'audio/*' : 'application/json', ...(a.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: a.body !== undefined ? JSON.stringify(a.body) : undefined,
          signal: AbortSignal.timeout(a.timeout ?? timeoutMs),
        });
      } catch (e) {
        const err = e as Error & { cause?: { code?: string } };
        const code = err.cause?.code ?? (err.name === 'TimeoutError' ? 'timeout' : err.name);
        lastProblem = err.name === 'TimeoutError' ? `no reply within ${a.timeout ?? timeoutMs} ms` : `network error (${code}: ${err.cause && 'message' in err.cause ? String((err.cause as Error).message) : err.message})`;
        retryable = a.idempotent || code === 'ECONNREFUSED';
      }
      if (res) {
        if (res.ok) return res;
        const text = await res.text().catch(() => '');
        const detail = describeErrorBody(text) || res.statusText;
        lastProblem = `HTTP ${res.status}${detail ? `: ${detail}` : ''}`;
        if (res.status === 401 || res.status === 403) {
          throw new VoiceProviderError('auth', `${what} was refused (${lastProblem}); check ELEVENLABS_API_KEY and its permissions`, { status: res.status, provider: 'elevenlabs' });
        }
        if (res.status === 404) throw new VoiceProviderError('not_found', `${what}: not found (${detail})`, { status: 404, provider: 'elevenlabs' });
        if (res.status === 429 || (res.status >= 500 && a.idempotent)) {
          retryable = true;
          const ra = res.headers.get('retry-after');
          if (ra && /^\d+(\.\d+)?$/.test(ra.trim())) retryAfterMs = Number(ra) * 1000;
        } else if (res.status >= 400 && res.status < 500) {
          throw new VoiceProviderError('bad_request', `${what} was rejected (${lastProblem})`, { status: res.status, provider: 'elevenlabs' });
        } else {
          throw new VoiceProviderError(
            'upstream',
            `${what} failed (${lastProblem}); not retried because the call may already have been placed`,
            { status: res.status, provider: 'elevenlabs' },
          );
        }
      }
      if (!retryable || attempt >= maxRetries || closed) {
        throw new VoiceProviderError('upstream', `${what} failed after ${attempt + 1} attempt${attempt ? 's' : ''}: ${lastProblem}`, {
          status: res?.status,
          provider: 'elevenlabs',
        });
      }
      const backoff = Math.min(retryMaxMs, retryAfterMs ?? retryBaseMs * 2 ** attempt * (0.75 + Math.random() * 0.5));
      await sleep(backoff);
    }
  }

  async function json<T>(a: Attempt, schema: z.ZodType<T>): Promise<T> {
    const res = await request(a);
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new VoiceProviderError('upstream', `ElevenLabs ${a.method} ${a.path} returned invalid JSON: ${text.slice(0, 200)}`, { status: res.status, provider: 'elevenlabs' });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new VoiceProviderError('upstream', `ElevenLabs ${a.method} ${a.path} returned an unexpected reply: ${problems.join('; ')}`, {
        status: res.status,
        provider: 'elevenlabs',
      });
    }
    return parsed.data;
  }

  const emitEnded = (id: string) => {
    tracked.delete(id);
    if (ended.has(id)) return;
    ended.add(id);
    if (ended.size > 10_000) ended.delete(ended.values().next().value as string);
    for (const l of listeners) {
      try {
        l(id);
      } catch {
        // a listener's failure must not stop the others
      }
    }
  };

  async function pollOnce() {
    const now = Date.now();
    for (const [id, startedAt] of [...tracked]) {
      if (closed) return;
      if (now - startedAt > trackTimeoutMs) {
        tracked.delete(id);
        continue;
      }
      try {
        const r = await getCall(id);
        if (r.status === 'done' || r.status === 'failed') emitEnded(id);
      } catch {
        // transient: try again next round (getCall already retried)
      }
    }
  }

  function schedulePoll() {
    if (pollTimer || closed || listeners.size === 0 || tracked.size === 0) return;
    pollTimer = setTimeout(async () => {
      await pollOnce();
      pollTimer = null;
      schedulePoll();
    }, pollIntervalMs);
    pollTimer.unref();
  }

  async function getCall(id: string): Promise<CallResult> {
    if (!id) throw new VoiceProviderError('bad_request', 'conversation id is required', { provider: 'elevenlabs' });
    const conv = await json({ method: 'GET', path: `/v1/convai/conversations/${encodeURIComponent(id)}`, idempotent: true }, ZConversation);
    return conversationToCallResult(conv);
  }

  return {
    name: 'elevenlabs',

    async startCall(request) {
      const req = validateStartCallRequest(request);
      const reply = await json(
        {
          method: 'POST',
          path: '/v1/convai/twilio/outbound-call',
          idempotent: false,
          body: {
            agent_id: options.agentId,
            agent_phone_number_id: options.agentPhoneNumberId,
            to_number: req.to_number,
            conversation_initiation_client_data: {
              dynamic_variables: buildDynamicVariables(req),
              // Lawful calls: the agent opens by saying it is an AI calling for the brand, that the call is recorded,
              // and that it stops on request (the ElevenLabs agent must allow the first-message override).
              conversation_config_override: { agent: { first_message: disclosureFirstMessage(req) } },
            },
          },
        },
        ZOutboundCallResponse,
      );
      if (reply.success === false || !reply.conversation_id) {
        throw new VoiceProviderError('upstream', `ElevenLabs did not start the call to ${req.to_number}: ${reply.message || 'no conversation id returned'}`, {
          provider: 'elevenlabs',
        });
      }
      tracked.set(reply.conversation_id, Date.now());
      schedulePoll();
      return { provider_call_id: reply.conversation_id, provider_call_sid: reply.callSid ?? reply.call_sid ?? null };
    },

    getCall,

    async getAudio(id) {
      let res: Response;
      try {
        res = await request({ method: 'GET', path: `/v1/convai/conversations/${encodeURIComponent(id)}/audio`, idempotent: true, timeout: timeoutMs * 4 });
      } catch (e) {
        if (e instanceof VoiceProviderError && e.code === 'not_found') return null;
        throw e;
      }
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0) return null;
      const type = res.headers.get('content-type')?.split(';')[0]?.trim();
      return { body, contentType: type && type.startsWith('audio/') ? type : 'audio/mpeg' };
    },

    onCallEnded(listener) {
      listeners.add(listener);
      schedulePoll();
      return () => {
        listeners.delete(listener);
      };
    },

    markEnded(id) {
      emitEnded(id);
    },

    async close() {
      closed = true;
      if (pollTimer) clearTimeout(pollTimer);
      pollTimer = null;
      listeners.clear();
      tracked.clear();
    },
  };
}
