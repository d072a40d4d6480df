import { z } from 'zod';
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
  seq: z.number().int(),
  run_id: ZId,
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
