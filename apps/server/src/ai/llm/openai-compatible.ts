// The real LLM adapter: any server speaking the OpenAI chat-completions protocol (a hosted service,
// or Ollama / vLLM / LM Studio on the same machine). The key stays on the server and is never logged
// or put in an error message.
import { z } from 'zod';
import { LlmError, NICHES, type ExtractOptions, type ExtractionResult, type LlmProvider } from './llm.js';
import { normalizeExtraction, type RawCampaign } from './normalize.js';
import { normalizePlan } from './plan.js';

export interface OpenAiCompatibleOptions {
  /** e.g. 'https://api.example.com/v1' or 'http://127.0.0.1:11434/v1'; '/chat/completions' is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Extra attempts after the first, on 408/409/429/5xx and network errors. */
  maxRetries?: number;
  /** First backoff delay; doubles per retry, capped at 30 s. */
  retryBaseDelayMs?: number;
  /** A Retry-After up to this long is honoured; a longer one falls back to the backoff. */
  maxRetryAfterMs?: number;
  fetchImpl?: typeof fetch;
}

// Spec section 7 and 9: the request parameters of the AI brief extraction.
export const CHAT_PARAMS = {
  temperature: 0.6,
  top_p: 0.95,
  max_completion_tokens: 4096,
  stream: false,
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] });
const stringList = { type: 'array', items: { type: 'string' } };
/** The reply's JSON schema (OpenAI structured outputs; Ollama, vLLM and LM Studio accept the same). */
export const EXTRACTION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'product_name', 'brand_name', 'product_description', 'target_audience', 'key_use_cases', 'campaign_goal', 'product_niche',
    'total_budget', 'currency', 'plan', 'review_fields',
  ],
  properties: {
    product_name: { type: 'string' },
    brand_name: { type: 'string' },
    product_description: { type: 'string' },
    target_audience: { type: 'string' },
    key_use_cases: { type: 'string' },
    campaign_goal: { type: 'string' },
    product_niche: { type: 'string', enum: [...NICHES, ''] },
    total_budget: nullable('number'),
    currency: { type: 'string' },
    plan: {
      type: 'object',
      additionalProperties: false,
      required: [
        'planned_creators', 'target_countries', 'target_languages', 'platforms', 'min_followers', 'max_followers', 'deliverables',
        'start_date', 'end_date', 'niche_text', 'budget_arithmetic', 'sources',
      ],
      properties: {
        planned_creators: nullable('integer'),
        target_countries: stringList,
        target_languages: stringList,
        platforms: { type: 'array', items: { type: 'string', enum: ['instagram', 'youtube', 'tiktok', 'twitter'] } },
        min_followers: nullable('integer'),
        max_followers: nullable('integer'),
        deliverables: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['platform', 'format', 'count'],
            properties: {
              platform: { type: 'string' },
              format: { type: 'string', enum: ['reel', 'short', 'story', 'video', 'post'] },
              count: { type: 'integer' },
            },
          },
        },
        start_date: nullable('string'),
        end_date: nullable('string'),
        niche_text: { type: 'string' },
        budget_arithmetic: { type: 'string' },
        sources: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    review_fields: stringList,
  },
} as const;

export const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'campaign_extraction', strict: false, schema: EXTRACTION_JSON_SCHEMA },
} as const;

export const SYSTEM_PROMPT = `You extract influencer-marketing campaign details from a brand's plain-English campaign brief.

Reply with ONE JSON object and nothing else, with exactly these keys:
{"product_name": string, "brand_name": string, "product_description": string, "target_audience": string, "key_use_cases": string, "campaign_goal": string, "product_niche": string, "total_budget": number or null, "currency": string, "plan": object, "review_fields": string[]}

Rules:
- Use only what the brief says. Leave a field blank ("" or, for total_budget, null) only if the brief does not give it. If the brief says something is undecided, unknown, TBD, secret or under wraps, leave that field blank.
- product_name and brand_name: the names exactly as written, without extra words. The brand is the company; the product is what is being promoted.
- product_description, target_audience, key_use_cases, campaign_goal: short phrases in the brief's own words.
- product_niche: exactly one of ${NICHES.join(', ')}. Pick the best fit for the product and for the kind of creators the brief asks for.
- total_budget: a plain number in the brief's currency: no currency sign, no commas, no words (8 lakh = 800000, 1.2 crore = 12000000, $40k = 40000, 1.8 mn = 1800000).
  - If the brief states a total budget, use it as is.
  - Otherwise total budget = cost per profile (creator) x number of profiles, taking the HIGHER end of every range.
  - Product prices, follower counts, dates, percentages, specs and sales or sign-up targets are never the budget.
  - A budget that is 0, TBD, "to be decided" or not given is null.
- currency: the ISO 4217 code of the budget's currency (INR when the brief gives none).
- Amounts that are not this campaign's creator budget (last year's spend, revenue, funding, agency or production fees, product prices) are ignored. A monthly retainer is cost x creators x months.
- plan: planned_creators (the number of creators, higher end of a range, or null), target_countries (ISO 3166-1 alpha-2), target_languages (ISO 639-1), platforms (of instagram, youtube, tiktok, twitter), min_followers and max_followers (numbers or null), deliverables ([{platform, format: reel|short|story|video|post, count per creator}]), start_date and end_date (YYYY-MM-DD or null), niche_text (the brief's own words for the niche), budget_arithmetic (e.g. "25 creators × ₹80,000 = ₹20,00,000", or "" with no budget), sources (for each field you filled, the sentence of the brief it came from).
- review_fields: the keys of fields you are unsure of (e.g. a budget you had to infer).

Example brief:
"Hi! Fizzwell here. We're launching Zing, a caffeine-free electrolyte drink with 0 sugar (₹60 a can). It's for gym-goers and college athletes. Great for post-workout recovery and long match days. Goal: 50,000 cans sold in the first month. We'd like 8 to 10 fitness creators at 70K-80K per profile."
Example reply:
{"product_name": "Zing", "brand_name": "Fizzwell", "product_description": "caffeine-free electrolyte drink with 0 sugar", "target_audience": "gym-goers and college athletes", "key_use_cases": "post-workout recovery, long match days", "campaign_goal": "50,000 cans sold in the first month", "product_niche": "fitness", "total_budget": 800000, "currency": "INR"}
(10 profiles, the higher end of 8 to 10, x 80,000, the higher end of 70K-80K = 800000.)`;

const RETRYABLE_STATUS = (s: number) => s === 408 || s === 409 || s === 429 || s >= 500;

// ---- reply parsing -------------------------------------------------------------------------------

const ZField = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()]).optional().catch(undefined);
const ZModelCampaign = z.object({
  product_name: ZField,
  brand_name: ZField,
  product_description: ZField,
  target_audience: ZField,
  key_use_cases: ZField,
  campaign_goal: ZField,
  product_niche: ZField,
  total_budget: ZField,
  currency: ZField,
});

const KEY_ALIASES: Record<string, keyof z.infer<typeof ZModelCampaign>> = {
  product: 'product_name',
  name: 'product_name',
  brand: 'brand_name',
  company: 'brand_name',
  description: 'product_description',
  audience: 'target_audience',
  use_cases: 'key_use_cases',
  usecases: 'key_use_cases',
  goal: 'campaign_goal',
  objective: 'campaign_goal',
  niche: 'product_niche',
  category: 'product_niche',
  budget: 'total_budget',
};

function normaliseKeys(obj: Record<string, unknown>): Record<string, unknown> {
  // Some models nest the answer ({"campaign": {...}}) or use labels as keys ("Product Name").
  const inner = ['campaign', 'data', 'result', 'campaign_details'].map((k) => obj[k]).find((v) => v && typeof v === 'object' && !Array.isArray(v));
  const src = (inner ?? obj) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) {
    const key = k.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
    out[KEY_ALIASES[key] ?? key] = v;
  }
  return out;
}

/** Every balanced {...} in the text, outermost first (string-aware). */
function jsonObjectCandidates(text: string): string[] {
  const out: string[] = [];
  for (let start = text.indexOf('{'); start >= 0 && out.length < 20; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        out.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return out;
}

/**
 * The JSON object in a model reply: reasoning before a closing </think> is dropped, then the reply
 * itself, a ``` fenced block, or the first {...} in prose is parsed.
 */
export function parseModelReply(content: string, finishReason?: string | null): Record<string, unknown> {
  let text = content;
  const thinkEnd = text.lastIndexOf('</think>');
  if (thinkEnd >= 0) text = text.slice(thinkEnd + '</think>'.length);
  else if (/<think>/i.test(text)) text = text.slice(0, text.search(/<think>/i));
  text = text.trim();

  const candidates = [text];
  for (const m of text.matchAll(/```(?:json|JSON)?\s*([\s\S]*?)```/g)) candidates.push(m[1]!.trim());
  candidates.push(...jsonObjectCandidates(text));
  for (const c of candidates) {
    try {
      const v: unknown = JSON.parse(c);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  if (finishReason === 'length') {
    throw new LlmError(
      'llm_truncated',
      'The language model stopped at its token limit (finish_reason "length") before finishing the JSON reply; raise the limit or shorten the brief.',
    );
  }
  throw new LlmError('llm_bad_response', 'The language model reply contained no JSON object.');
}

export function toRawCampaign(obj: Record<string, unknown>): RawCampaign {
  const parsed = ZModelCampaign.safeParse(normaliseKeys(obj));
  const data = parsed.success ? parsed.data : {};
  if (!Object.values(data).some((v) => v !== undefined)) {
    throw new LlmError('llm_bad_response', 'The language model reply had none of the campaign fields.');
  }
  return data;
}

// ---- transport -----------------------------------------------------------------------------------

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const secs = Number(header);
  if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('llm_aborted', 'The request was aborted.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmError('llm_aborted', 'The request was aborted.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function serverMessage(body: string): string {
  try {
    const j = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof j.error === 'string' ? j.error : (j.error?.message ?? j.message);
    if (typeof m === 'string') return m.slice(0, 300);
  } catch {
    // not JSON
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** choices[0].message.content of a chat-completions body, parsed, validated and normalised. */
function parseCompletion(text: string, status: number): ExtractionResult {
  let json: { choices?: Array<{ message?: { content?: unknown }; finish_reason?: string | null }> };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new LlmError('llm_bad_response', 'The language model server answered with something that is not JSON.', { status });
  }
  const choice = json.choices?.[0];
  const raw = choice?.message?.content;
  // Some servers send content as a list of parts.
  const content = Array.isArray(raw)
    ? raw.map((p: unknown) => (p && typeof p === 'object' && 'text' in p ? String((p as { text: unknown }).text) : '')).join('')
    : typeof raw === 'string'
      ? raw
      : '';
  if (!content.trim()) {
    if (choice?.finish_reason === 'length') {
      throw new LlmError('llm_truncated', 'The language model used its whole token limit (finish_reason "length") without giving an answer.');
    }
    throw new LlmError('llm_bad_response', 'The language model reply was empty.');
  }
  const reply = parseModelReply(content, choice?.finish_reason);
  const inner = ['campaign', 'data', 'result'].map((k) => reply[k]).find((v) => v && typeof v === 'object' && !Array.isArray(v)) as Record<string, unknown> | undefined;
  return normalizeExtraction(toRawCampaign(reply), 'openai-compatible', {
    plan: normalizePlan(reply.plan ?? inner?.plan),
    review_fields: reply.review_fields ?? inner?.review_fields,
  });
}

function gaveUp(err: LlmError, attempts: number): LlmError {
  if (attempts <= 1) return err;
  return new LlmError(err.code, `${err.message} (gave up after ${attempts} attempts)`, { status: err.status, cause: err });
}

export function createOpenAiCompatibleLlm(options: OpenAiCompatibleOptions): LlmProvider {
  const {
    apiKey,
    model,
    timeoutMs = 60_000,
    maxRetries = 2,
    retryBaseDelayMs = 1_000,
    maxRetryAfterMs = 10_000,
    fetchImpl = fetch,
  } = options;
  if (!options.baseUrl) throw new LlmError('llm_config_error', 'The openai-compatible LLM needs a base URL.');
  if (!model) throw new LlmError('llm_config_error', 'The openai-compatible LLM needs a model name.');
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      throw new LlmError('llm_config_error', 'The openai-compatible LLM base URL is not a valid URL.');
    }
  })();

  async function attempt(body: Record<string, unknown>, signal: AbortSignal | undefined) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: combined,
      });
      const text = await res.text();
      return { status: res.status, ok: res.ok, text, retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      if (signal?.aborted) throw new LlmError('llm_aborted', 'The request was aborted.', { cause: err });
      if (timeout.signal.aborted) {
        throw new LlmError('llm_timeout', `The language model at ${host} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);
      }
      return { networkError: err instanceof Error ? err.message : String(err) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'openai-compatible',
    async extractCampaign(brief: string, opts?: ExtractOptions): Promise<ExtractionResult> {
      const signal = opts?.signal;
      const body: Record<string, unknown> = {
        model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: brief },
        ],
        ...CHAT_PARAMS,
        response_format: RESPONSE_FORMAT,
        // Older servers only know max_tokens.
        max_tokens: CHAT_PARAMS.max_completion_tokens,
      };
      const dropped = new Set<string>();

      for (let retries = 0; ; ) {
        const r = await attempt(body, signal);
        let error: LlmError;
        let retryAfter: string | null = null;
        if ('networkError' in r) {
          error = new LlmError('llm_network_error', `Could not reach the language model at ${host}: ${r.networkError}`);
        } else if (r.ok) {
          return parseCompletion(r.text, r.status);
        } else {
          const message = serverMessage(r.text);
          // A server that rejects an optional parameter gets the request again without it.
          const param =
            r.status === 400
              ? ['max_tokens', 'response_format', 'max_completion_tokens', 'top_p'].find(
                  (p) => !dropped.has(p) && new RegExp(p, 'i').test(message) && (p !== 'max_completion_tokens' || 'max_tokens' in body),
                )
              : undefined;
          if (param) {
            dropped.add(param);
            delete body[param];
            continue;
          }
          error = new LlmError('llm_http_error', `HTTP error! status: ${r.status}, message: ${message || 'no message'}`, { status: r.status });
          if (!RETRYABLE_STATUS(r.status)) throw error;
          retryAfter = r.retryAfter;
        }
        if (retries >= maxRetries) throw gaveUp(error, retries + 1);
        const backoff = Math.min(retryBaseDelayMs * 2 ** retries, 30_000);
        const ra = retryAfterMs(retryAfter);
        retries++;
        await sleep(ra !== null && ra <= maxRetryAfterMs ? ra : backoff, signal);
      }
    },
  };
}
