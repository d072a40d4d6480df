import type { TCampaignStatus } from '@inflow/contracts';

// The domain's lists come from the zod-free @inflow/contracts/vocabulary, so the browser bundle never pulls in zod
// just to read a list; what only the web shows is declared here.

export { PRODUCT_NAME } from './brand';
export { NICHES, OUTREACH_STATUS_LABELS, PLATFORMS } from '@inflow/contracts/vocabulary';
/** Every currency the server accepts (it has a rate for each). */
export { CURRENCY_CODES as CURRENCIES } from '@inflow/contracts/vocabulary';

export const EDITABLE_CAMPAIGN_STATUSES = ['planning', 'active', 'paused', 'completed'] as const satisfies readonly TCampaignStatus[];

export const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'Twitter',
};

export function platformLabel(p: string | null | undefined): string {
  if (!p) return '—';
  return PLATFORM_LABELS[p] ?? p.charAt(0).toUpperCase() + p.slice(1);
}
