import { useQuery } from '@tanstack/react-query';
import type { TContractTemplate } from '@inflow/contracts';
import { apiRequest } from '@/lib/api-client';

export const contractTemplateKey = ['contract-template'] as const;

export const getContractTemplate = (signal?: AbortSignal) => apiRequest<TContractTemplate>('/api/v1/contract-template', { signal });

export const useContractTemplate = () => useQuery({ queryKey: contractTemplateKey, queryFn: ({ signal }) => getContractTemplate(signal) });
