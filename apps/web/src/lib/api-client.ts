/**
 * The one HTTP client of the app. Every failure becomes an ApiError whose message is the
 * spec's text, so screens can show `error.message` as is:
 *   'HTTP error! status: {code}, message: {server message or status text}'
 *   'Unable to connect to the server at {url}. Please check if the server is running and accessible.'
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The server's error code ({ message, code }), when it sent one. */
    readonly code: string | null = null,
    /** The server's own message, without the 'HTTP error!' prefix. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNotFound = (e: unknown): boolean => isApiError(e) && e.status === 404;
export const isClientError = (e: unknown): boolean => isApiError(e) && e.status >= 400 && e.status < 500;

function trimBase(base: string | undefined): string {
  return (base ?? '').trim().replace(/\/+$/, '');
}

/** Main API base; empty means the page's own origin. */
export function getApiBase(): string {
  return trimBase(import.meta.env.VITE_API_BASE);
}

/** Agent service base (Auto Co-Pilot); defaults to the main API base. */
export function getAgentBase(): string {
  return trimBase(import.meta.env.VITE_AGENT_BASE) || getApiBase();
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === '') continue;
      params.set(k, String(v));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** The server a URL points at, as the network-failure message names it. */
export function serverLabel(url: string): string {
  try {
    const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
    return new URL(url, origin).origin;
  } catch {
    return url;
  }
}

export function networkErrorMessage(url: string): string {
  return `Unable to connect to the server at ${serverLabel(url)}. Please check if the server is running and accessible.`;
}

export function httpErrorMessage(status: number, message: string): string {
  return `HTTP error! status: ${status}, message: ${message}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A CSV file or text sent as is (Content-Type: text/csv) instead of a JSON body. */
  csv?: Blob | string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Which server: the main API (default) or the agent service. */
  base?: 'api' | 'agent';
}

async function toHttpError(res: Response): Promise<ApiError> {
  let serverMessage: string | null = null;
  let code: string | null = null;
  try {
    const text = await res.text();
    if (text) {
      try {
        const json: unknown = JSON.parse(text);
        if (json && typeof json === 'object') {
          const m = (json as { message?: unknown }).message;
          const c = (json as { code?: unknown }).code;
          if (typeof m === 'string' && m) serverMessage = m;
          if (typeof c === 'string' && c) code = c;
        }
      } catch {
        // Not JSON: fall back to the status text below.
      }
    }
  } catch {
    // Body unreadable: fall back to the status text.
  }
  const shown = serverMessage ?? (res.statusText || 'Request failed');
  return new ApiError(httpErrorMessage(res.status, shown), res.status, code, serverMessage);
}

/** fetch() with the app's error rules; returns the Response for callers that need the raw body. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const base = options.base === 'agent' ? getAgentBase() : getApiBase();
  const url = buildUrl(base, path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.csv !== undefined) {
    headers['Content-Type'] = 'text/csv';
    body = options.csv;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(networkErrorMessage(url), 0);
  }
  if (!res.ok) throw await toHttpError(res);
  return res;
}

/** JSON request; resolves with the parsed body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(httpErrorMessage(res.status, 'The server sent a response that is not valid JSON'), res.status);
  }
}

/** The text a screen shows for any thrown value. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}
