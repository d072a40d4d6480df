import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContractTemplate, TContractTemplateUpdate } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractTemplateKey } from './get-contract-template';

export const updateContractTemplate = (body: TContractTemplateUpdate) => apiRequest<TContractTemplate>('/api/v1/contract-template', { method: 'PUT', body });

export function useUpdateContractTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContractTemplate,
    onSuccess: (saved) => client.setQueryData(contractTemplateKey, saved),
  });
}
