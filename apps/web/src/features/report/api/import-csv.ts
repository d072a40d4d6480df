import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportResult } from '@inflow/contracts';
import { ApiError, getApiBase, httpErrorMessage, networkErrorMessage } from '@/lib/api-client';

export type CsvImportKind = 'orders' | 'metrics';

/** A CSV file sent as text/csv (the JSON client sends JSON only); errors read like every other API error. */
export async function importCsv(campaignId: string, kind: CsvImportKind, text: string): Promise<TCsvImportResult> {
  const url = `${getApiBase()}/api/v1/campaigns/${encodeURIComponent(campaignId)}/${kind}/import`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/csv', Accept: 'application/json' }, body: text });
  } catch {
    throw new ApiError(networkErrorMessage(url), 0);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const b = (body ?? {}) as { message?: unknown; code?: unknown };
    const msg = typeof b.message === 'string' ? b.message : res.statusText || 'Request failed';
    throw new ApiError(httpErrorMessage(res.status, msg), res.status, typeof b.code === 'string' ? b.code : null, typeof b.message === 'string' ? b.message : null);
  }
  return body as TCsvImportResult;
}

export function useImportCsv(campaignId: string, kind: CsvImportKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => importCsv(campaignId, kind, text),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['campaign-report', campaignId] });
      void qc.invalidateQueries({ queryKey: ['roi-summary'] });
      void qc.invalidateQueries({ queryKey: ['deal'] });
    },
  });
}
