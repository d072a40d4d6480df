import type { TCampaignStatus, TNiche, TOutreachStatus, TPlatform } from '@inflow/contracts';

// Values mirror packages/contracts (type-checked with `satisfies`); they are declared here so that
// the browser bundle never pulls in zod just to read a list.

export { PRODUCT_NAME } from './brand';

export const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter'] as const satisfies readonly TPlatform[];

export const NICHES = [
  'lifestyle',
  'fashion',
  'technology',
  'fitness',
  'food',
  'travel',
  'beauty',
  'gaming',
  'finance',
  'education',
  'health',
  'parenting',
  'pets',
  'home',
  'automotive',
  'entertainment',
] as const satisfies readonly TNiche[];

export const EDITABLE_CAMPAIGN_STATUSES = ['planning', 'active', 'paused', 'completed'] as const satisfies readonly TCampaignStatus[];

/** The outreach state machine's labels, shown the same on every screen (mirrors OUTREACH_STATUS_LABELS). */
export const OUTREACH_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  deal_proposed: 'Deal proposed',
  agreed: 'Agreed',
  declined: 'Declined',
  no_answer: 'No answer',
  do_not_contact: 'Do not contact',
} as const satisfies Record<TOutreachStatus, string>;

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD', 'JPY'] as const;

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
