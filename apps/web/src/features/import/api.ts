import type { TColumnMapping, TImport, TImportAccepted, TImportPreview } from '@inflow/contracts';
import { ApiError, apiRequest, buildUrl, getApiBase, httpErrorMessage, networkErrorMessage } from '@/lib/api-client';

export interface ImportSettings {
  mapping?: TColumnMapping;
  defaultCountry?: string;
  defaultPlatform?: string;
}

const query = (s: ImportSettings) => ({
  mapping: s.mapping ? JSON.stringify(s.mapping) : undefined,
  default_country: s.defaultCountry || undefined,
  default_platform: s.defaultPlatform || undefined,
});

/** POSTs the file itself as text/csv (the API streams it to disk), with the mapping and default country in the query. */
async function postCsv<T>(path: string, file: Blob, settings: ImportSettings, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const url = buildUrl(getApiBase(), path, query(settings));
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/csv', Accept: 'application/json', ...headers }, body: file, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(networkErrorMessage(url), 0);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as { message?: unknown; code?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : res.statusText || 'Request failed';
    throw new ApiError(httpErrorMessage(res.status, message), res.status, typeof body.code === 'string' ? body.code : null, message);
  }
  return json as T;
}

/** Dry run: how the columns are read and the first rows as they will be stored; nothing is written. */
export const previewImport = (file: Blob, settings: ImportSettings, signal?: AbortSignal) => postCsv<TImportPreview>('/api/v1/imports/preview', file, settings, {}, signal);

/** Starts the import job (202); one key per click, so a double click starts one import. */
export const startImport = (file: Blob, settings: ImportSettings, idempotencyKey: string) =>
  postCsv<TImportAccepted>('/api/v1/creators/import', file, settings, { 'Idempotency-Key': idempotencyKey });

export const getImport = (id: string, signal?: AbortSignal) => apiRequest<TImport>(`/api/v1/imports/${id}`, { signal });

export const importErrorsUrl = (id: string) => buildUrl(getApiBase(), `/api/v1/imports/${id}/errors.csv`);
