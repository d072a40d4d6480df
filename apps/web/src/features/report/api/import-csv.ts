import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportResult } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export type CsvImportKind = 'orders' | 'metrics';

/** A CSV file sent as text/csv; errors read like every other API error. */
export function importCsv(campaignId: string, kind: CsvImportKind, text: string): Promise<TCsvImportResult> {
  return apiRequest<TCsvImportResult>(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/${kind}/import`, { method: 'POST', csv: text });
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
