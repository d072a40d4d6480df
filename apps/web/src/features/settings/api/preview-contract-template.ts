import { useMutation } from '@tanstack/react-query';
import type { TContractTemplatePreview } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

/** A template body (saved or not) filled from the workspace's latest agreed deal; the server writes nothing. */
export const previewContractTemplate = (body: { body: string; deal_id?: string }) =>
  apiRequest<TContractTemplatePreview>('/api/v1/contract-template/preview', { method: 'POST', body });

export const usePreviewContractTemplate = () => useMutation({ mutationFn: previewContractTemplate });
