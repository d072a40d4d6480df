import { z } from 'zod';
import { ZId } from './common.js';

export const DEAL_STATUSES = ['proposed', 'agreed', 'rejected', 'cancelled'] as const;
export const ZDealStatus = z.enum(DEAL_STATUSES);

export const ZDealDeliverable = z.object({
  platform: z.string(),
  format: z.string(),
  count: z.number().int().min(1),
  due_date: z.string().nullable().optional(),
});

/** A negotiated outcome: proposed (waiting for approval) or agreed (money committed against the budget). */
export const ZDeal = z.object({
  id: ZId,
  campaign_id: ZId,
  creator_id: ZId,
  outreach_id: ZId,
  call_id: ZId.nullable(),
  creator_name: z.string(),
  campaign_name: z.string(),
  status: ZDealStatus,
  price: z.number(),
  currency: z.string(),
  deliverables: z.array(ZDealDeliverable),
  timeline: z.string().nullable(),
  /** What the deal rests on: the call's summary, the creator's ask, the ceiling the call was given. */
  evidence: z.record(z.string(), z.unknown()),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  rejected_by: z.string().nullable(),
  rejected_at: z.string().nullable(),
  created_at: z.string(),
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealListQuery = z.object({
  campaign_id: ZId.optional(),
  outreach_id: ZId.optional(),
  status: ZDealStatus.optional(),
});
export const ZDealReject = z.object({ reason: z.string().trim().max(1000).optional() }).optional();

/** Run settings of the Auto Co-Pilot (the JSON body of POST /api/campaign-trigger/trigger/{campaignId}). */
export const ZCallingHours = z
  .object({
    start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
    end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be HH:MM (24:00 for midnight)'),
  })
  .refine((h) => h.start < h.end || h.end === '24:00', { message: 'start must be before end' });
export type TCallingHours = z.infer<typeof ZCallingHours>;
