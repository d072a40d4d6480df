import { z } from 'zod';
import { ZCallingHours } from './deals.js';
import { ZId, qBool, qInt } from './common.js';

export const AGENT_PHASES = ['matching', 'finding', 'calling', 'negotiating', 'done'] as const;
export const AGENT_EVENT_STATUSES = [
  'started',
  'matching',
  'creators_found',
  'calling',
  'call_completed',
  'negotiating',
  'deal',
  'no_deal',
  'info',
  'warning',
  'completed',
  'failed',
] as const;
export const ZAgentEventStatus = z.enum(AGENT_EVENT_STATUSES);

export const ZCreatorDetail = z.object({
  id: ZId,
  name: z.string(),
  niche: z.string(),
  followers: z.number().int(),
  typical_rate: z.number(),
  match_score: z.number().min(0).max(1),
});
export type TCreatorDetail = z.infer<typeof ZCreatorDetail>;

export const ZAgentEvent = z.object({
  /** 1, 2, 3, ... per run (the SSE `id`); 0 for an error event that belongs to no run. */
  seq: z.number().int(),
  /** null only for an error event sent when no run could be started (e.g. the campaign does not exist). */
  run_id: ZId.nullable(),
  message: z.string(),
  progress: z.number().min(0).max(100),
  status: ZAgentEventStatus,
  phase: z.enum(AGENT_PHASES),
  timestamp: z.string(),
  data: z
    .object({
      creator_details: z.array(ZCreatorDetail).optional(),
    })
    .catchall(z.unknown())
    .default({}),
});
export type TAgentEvent = z.infer<typeof ZAgentEvent>;

export const ZTriggerQuery = z.object({
  force_refresh: qBool.default(false),
  max_creators: qInt(1, 10).default(5),
  call_priority: z.enum(['high_match', 'recent_activity', 'all']).default('high_match'),
});
export type TTriggerQuery = z.infer<typeof ZTriggerQuery>;

/**
 * Run settings: the JSON body of POST /api/campaign-trigger/trigger/{campaignId} (its query keeps the original
 * parameters; the body wins where both are given). Unset: what the campaign still needs, its own targeting, approval on.
 */
export const ZRunSettings = z
  .object({
    max_creators: z.number().int().min(1).max(10).optional(),
    max_price_per_creator: z.number().positive().max(1e12).optional(),
    require_approval: z.boolean().default(true),
    auto_approve_below: z.number().positive().max(1e12).nullable().optional(),
    target_countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 codes such as IN, US')).max(60).optional(),
    calling_hours: ZCallingHours.optional(),
    force_refresh: z.boolean().optional(),
    call_priority: z.enum(['high_match', 'recent_activity', 'all']).optional(),
  })
  .strict();
export type TRunSettings = z.input<typeof ZRunSettings>;

/** The stream's query: the run parameters, plus where to resume (same as the Last-Event-ID header). */
export const ZAgentStreamQuery = ZTriggerQuery.extend({
  last_event_id: qInt(0, 1_000_000_000).optional(),
});
export type TAgentStreamQuery = z.infer<typeof ZAgentStreamQuery>;

/** What the final 'completed' event (and the run's summary) reports. */
export const ZAgentSummary = z.object({
  creators_called: z.number().int(),
  deals: z.number().int(),
  total_committed: z.number(),
  budget_left: z.number(),
  currency: z.string(),
});
export type TAgentSummary = z.infer<typeof ZAgentSummary>;

export const ZAgentRunState = z.enum(['queued', 'running', 'completed', 'failed']);
export const ZAgentRun = z.object({
  id: ZId,
  campaign_id: ZId,
  state: ZAgentRunState,
  phase: z.enum(AGENT_PHASES),
  progress: z.number(),
  params: z.object({
    force_refresh: z.boolean(),
    max_creators: z.number().int(),
    call_priority: z.string(),
  }),
  summary: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  events: z.array(ZAgentEvent).optional(),
});
export type TAgentRun = z.infer<typeof ZAgentRun>;

export const ZAgentRunList = z.array(ZAgentRun);
export const ZAgentRunsQuery = z.object({
  campaign_id: ZId.optional(),
  limit: qInt(1, 100).default(20),
});
