// The fixed lists of the domain, without zod: the web app imports this module directly
// (@inflow/contracts/vocabulary), so reading a list never bundles zod.

export const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter'] as const;
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
] as const;
/** 'archived' is what DELETE /campaigns/{id} leaves (hidden from lists unless asked for; see docs/decisions/0020). */
export const CAMPAIGN_STATUSES = ['planning', 'active', 'paused', 'completed', 'draft', 'archived'] as const;
/** The outreach state machine (Auto Co-Pilot issue): moved only by events (call ended, approval, manual move). */
export const OUTREACH_STATUSES = [
  'new',
  'contacted',
  'negotiating',
  'deal_proposed',
  'agreed',
  'declined',
  'no_answer',
  'do_not_contact',
] as const;
export const OUTREACH_STATUS_LABELS: Record<(typeof OUTREACH_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  deal_proposed: 'Deal proposed',
  agreed: 'Agreed',
  declined: 'Declined',
  no_answer: 'No answer',
  do_not_contact: 'Do not contact',
};
