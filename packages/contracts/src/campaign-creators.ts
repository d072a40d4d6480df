import { z } from 'zod';
import { ZId } from './common.js';

/** POST /api/v1/campaigns/{id}/creators: several creators added to a campaign in one action, all or nothing. */
export const ZCampaignCreatorsAdd = z.object({
  creator_ids: z.array(ZId).min(1, 'select at least one creator').max(100, 'at most 100 creators at once'),
});
export const ZCampaignCreatorsAdded = z.object({
  campaign_id: ZId,
  /** New outreach entries. */
  created: z.number().int(),
  /** Creators already in the campaign (left as they were). */
  existing: z.number().int(),
  entries: z.array(z.object({ id: ZId, creator_id: ZId, created: z.boolean() })),
  currency: z.string(),
  /** What the campaign's budget may still commit (total - agreed deals - held ceilings), in its currency. */
  budget_available: z.number(),
  /** Deals the campaign still wants (planned creators - agreed deals). */
  open_slots: z.number().int(),
});
export type TCampaignCreatorsAdd = z.infer<typeof ZCampaignCreatorsAdd>;
export type TCampaignCreatorsAdded = z.infer<typeof ZCampaignCreatorsAdded>;

/** GET /api/v1/creators/{id}/audience-quality: the score with the signals behind it (docs/decisions/0008). */
export const ZCreatorAudienceQuality = z.object({
  creator_id: ZId,
  score: z.number().int().min(0).max(100),
  verdict: z.enum(['genuine', 'doubtful', 'suspicious']),
  /** One line per signal the stored profile allows, each saying whether it is within the norm. */
  signals: z.array(z.object({ signal: z.string(), ok: z.boolean(), detail: z.string() })),
  /** Signals that cannot be computed from what is stored. */
  unknown: z.array(z.string()),
});
export type TCreatorAudienceQuality = z.infer<typeof ZCreatorAudienceQuality>;
