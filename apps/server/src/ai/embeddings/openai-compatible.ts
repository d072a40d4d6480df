/**
 * Embeddings from any server that speaks OpenAI's `POST /embeddings`
 * (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio, TEI ...).
 *
 * - Batches inputs (`batchSize` per request, default 96), requests run with
 *   limited concurrency and results keep input order.
 * - Retries 408, 409, 429, 5xx, network errors and timeouts with exponential
 *   backoff and jitter (honouring Retry-After), like the LLM adapter; other
 *   4xx fail at once with the server's message.
 * - The reply is validated; vectors are put in input order by `index`, checked
 *   against the configured dimension and L2-normalised.
 */
import { z } from 'zod';
import { EmbeddingError, l2Normalize, type EmbeddingProvider } from './embeddings.js';

export interface OpenAiCompatibleEmbeddingOptions {
  /** e.g. https://api.openai.com/v1 ; `/embeddings` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Expected vector length; sent as `dimensions` unless `sendDimensions` is false. */
  dimension: number;
  /** Inputs per request. Default 96. */
  batchSize?: number;
  /** Per request attempt. Default 60 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number;
  /** Requests in flight at once. Default 2. */
  concurrency?: number;
  /** First backoff delay; doubles per retry, with jitter, capped at 30 s. Default 1000 ms. */
  retryBaseDelayMs?: number;
  /** Some servers and older models reject `dimensions`; set false to leave it out. Default true. */
  sendDimensions?: boolean;
  /** For tests and custom agents. Default global fetch. */
  fetch?: typeof fetch;
}

const ZEmbeddingsReply = z.object({
  data: z
    .array(
      z.object({
        index: z.number().int().min(0),
        embedding: z.array(z.number().refine(Number.isFinite, 'must be a finite number')),
      }),
    )
    .min(1),
});

const RETRYABLE = new Set([408, 409, 429]);
const MAX_BACKOFF_MS = 30_000;

export function createOpenAiCompatibleEmbeddings(options: OpenAiCompatibleEmbeddingOptions): EmbeddingProvider {
  const {
    baseUrl,
    apiKey,
    model,
    dimension,
    batchSize = 96,
    timeoutMs = 60_000,
    maxRetries = 2,
    concurrency = 2,
    retryBaseDelayMs = 1000,
    sendDimensions = true,
  } = options;
  const doFetch = options.fetch ?? fetch;

  if (!baseUrl) throw new EmbeddingError('openai-compatible embeddings: baseUrl is required');
  if (!model) throw new EmbeddingError('openai-compatible embeddings: model is required');
  if (!Number.isInteger(dimension) || dimension < 1) {
    throw new EmbeddingError(`openai-compatible embeddings: dimension must be a positive integer, got ${dimension}`);
  }
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new EmbeddingError(`openai-compatible embeddings: batchSize must be a positive integer, got ${batchSize}`);
  }
  const url = `${baseUrl.replace(/\/+$/, '')}/embeddings`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  async function requestBatch(input: string[], signal: AbortSignal | undefined): Promise<number[][]> {
    const body = JSON.stringify({ model, input, ...(sendDimensions ? { dimensions: dimension } : {}) });
    let lastError: EmbeddingError | undefined;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (signal?.aborted) throw abortReason(signal);
      let retryAfterMs: number | undefined;
      try {
        const attemptSignal = signal
          ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs);
        const res = await doFetch(url, { method: 'POST', headers, body, signal: attemptSignal });
        if (res.ok) {
          const json: unknown = await res.json().catch((e: unknown) => {
            throw new EmbeddingError(`embeddings server at ${url} returned a reply that is not JSON`, { cause: e });
          });
          return parseReply(json, input.length);
        }
        const message = await errorMessage(res);
        const retryable = RETRYABLE.has(res.status) || res.status >= 500;
        lastError = new EmbeddingError(
          `embeddings request to ${url} failed: HTTP ${res.status}${message ? `: ${message}` : ''}`,
          { status: res.status, retryable },
        );
        if (!retryable) throw lastError;
        retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
      } catch (e) {
        if (e instanceof EmbeddingError) {
          if (!e.details.retryable) throw e;
          lastError = e;
        } else if (signal?.aborted) {
          throw abortReason(signal);
        } else {
          // Network failure or our own timeout: worth another try.
          const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
          lastError = new EmbeddingError(
            timedOut
              ? `embeddings request to ${url} timed out after ${timeoutMs} ms`
              : `unable to reach the embeddings server at ${url}: ${e instanceof Error ? e.message : String(e)}`,
            { retryable: true, cause: e },
          );
        }
      }
      if (attempt < maxRetries) await sleep(backoffFor(retryBaseDelayMs, attempt, retryAfterMs), signal);
    }
    throw new EmbeddingError(`${lastError?.message ?? 'embeddings request failed'} (gave up after ${maxRetries + 1} attempts)`, {
      status: lastError?.details.status,
      retryable: true,
      cause: lastError,
    });
  }

  function parseReply(json: unknown, expected: number): number[][] {
    const r = ZEmbeddingsReply.safeParse(json);
    if (!r.success) {
      throw new EmbeddingError(`embeddings server at ${url} returned an unexpected reply: ${z.prettifyError(r.error)}`);
    }
    const data = [...r.data.data].sort((a, b) => a.index - b.index);
    if (data.length !== expected || data.some((d, i) => d.index !== i)) {
      throw new EmbeddingError(
        `embeddings server at ${url} returned ${data.length} vectors with indexes [${data.map((d) => d.index).join(', ')}] for ${expected} inputs`,
      );
    }
    for (const d of data) {
      if (d.embedding.length !== dimension) {
        throw new EmbeddingError(
          `embeddings model '${model}' returned vectors of dimension ${d.embedding.length}, but the configured dimension is ${dimension}. ` +
            `Set EMBEDDINGS_DIMENSION=${d.embedding.length} (then run npm run reindex) or use a model that supports ${dimension} dimensions.`,
        );
      }
    }
    return data.map((d) => l2Normalize(d.embedding));
  }

  return {
    name: 'openai-compatible',
    dimension,
    async embed(texts, opts) {
      const signal = opts?.signal;
      if (signal?.aborted) throw abortReason(signal);
      if (texts.length === 0) return [];
      // Many servers reject empty strings.
      const inputs = texts.map((t) => (t && t.trim() ? t : ' '));
      const batches: Array<{ start: number; input: string[] }> = [];
      for (let start = 0; start < inputs.length; start += batchSize) {
        batches.push({ start, input: inputs.slice(start, start + batchSize) });
      }
      const out = new Array<number[]>(texts.length);
      let next = 0;
      let failed = false;
      const worker = async () => {
        while (!failed && next < batches.length) {
          const b = batches[next++]!;
          try {
            const vectors = await requestBatch(b.input, signal);
            for (let i = 0; i < vectors.length; i++) out[b.start + i] = vectors[i]!;
          } catch (e) {
            failed = true;
            throw e;
          }
        }
      };
      const workers = Array.from({ length: Math.max(1, Math.min(concurrency, batches.length)) }, worker);
      const results = await Promise.allSettled(workers);
      const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (rejected) throw rejected.reason;
      return out;
    },
  };
}

async function errorMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  if (!text) return res.statusText;
  try {
    const j = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const m =
      typeof j.error === 'string'
        ? j.error
        : typeof j.error?.message === 'string'
          ? j.error.message
          : typeof j.message === 'string'
            ? j.message
            : typeof j.detail === 'string'
              ? j.detail
              : undefined;
    if (m) return m;
  } catch {
    // not JSON; use the text
  }
  return text.slice(0, 300);
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const secs = Number(value);
  if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function backoffFor(base: number, attempt: number, retryAfterMs: number | undefined): number {
  if (retryAfterMs !== undefined) return Math.min(MAX_BACKOFF_MS, retryAfterMs);
  const exp = Math.min(MAX_BACKOFF_MS, base * 2 ** attempt);
  return exp / 2 + Math.random() * (exp / 2);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}
