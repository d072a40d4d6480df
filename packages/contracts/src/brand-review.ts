import { z } from 'zod';
import { ZId } from './common.js';
import { ZContract } from './results.js';

/**
 * The brand's side of deal to results (docs/decisions/0019): countersigning with a typed name, every contract version
 * of a deal, and the workspace's spend against attributed revenue (the dashboard's ROI card).
 */

/**
 * POST /api/v1/contracts/{id}/countersign. In the app the signer types their full name and ticks consent; a script
 * (API key) may send no body, and then the key's or account's name is recorded as the signer.
 */
export const ZCountersign = z
  .object({
    full_name: z.string().trim().min(1, 'type your full name').max(200),
    consent: z.literal(true, { message: 'consent must be true' }),
  })
  .nullish();
export type TCountersign = z.infer<typeof ZCountersign>;

/** GET /api/v1/deals/{id}/contracts: every version, newest first (superseded ones included). */
export const ZContractVersions = z.array(ZContract);

/** GET /api/v1/deals/{id}/portal-links: the deal's portal links, newest first (never the token: only its hash is kept). */
export const ZPortalLinkState = z.object({
  id: ZId,
  state: z.enum(['active', 'expired', 'revoked']),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type TPortalLinkState = z.infer<typeof ZPortalLinkState>;

const num = z.number().nullable();

/** GET /api/v1/reports/roi: spend against attributed revenue across the workspace's campaigns, per currency. */
export const ZRoiSummary = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      /** Agreed deals of every campaign in this currency. */
      spend: z.number(),
      /** Agreed deals of the campaigns that have order data (the spend ROI is measured against). */
      tracked_spend: z.number(),
      /** Orders attributed to those campaigns; null when no campaign in this currency has order data. */
      revenue: num,
      /** (revenue - tracked_spend) / tracked_spend; null without order data. */
      roi: num,
      campaigns: z.number().int(),
      campaigns_with_revenue: z.number().int(),
    }),
  ),
  campaigns: z.array(
    z.object({
      campaign_id: ZId,
      campaign_name: z.string(),
      currency: z.string(),
      spend: z.number(),
      revenue: num,
      roi: num,
      orders: z.number().int(),
    }),
  ),
  generated_at: z.string(),
});
export type TRoiSummary = z.infer<typeof ZRoiSummary>;
