import type { TColumnMapping, TImport, TImportAccepted, TImportPreview } from '@inflow/contracts';
import { apiRequest, buildUrl, getApiBase } from '@/lib/api-client';

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
function postCsv<T>(path: string, file: Blob, settings: ImportSettings, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', query: query(settings), csv: file, headers, signal });
}

/** Dry run: how the columns are read and the first rows as they will be stored; nothing is written. */
export const previewImport = (file: Blob, settings: ImportSettings, signal?: AbortSignal) => postCsv<TImportPreview>('/api/v1/imports/preview', file, settings, {}, signal);

/** Starts the import job (202); one key per click, so a double click starts one import. */
export const startImport = (file: Blob, settings: ImportSettings, idempotencyKey: string) =>
  postCsv<TImportAccepted>('/api/v1/creators/import', file, settings, { 'Idempotency-Key': idempotencyKey });

export const getImport = (id: string, signal?: AbortSignal) => apiRequest<TImport>(`/api/v1/imports/${id}`, { signal });

export const importErrorsUrl = (id: string) => buildUrl(getApiBase(), `/api/v1/imports/${id}/errors.csv`);
