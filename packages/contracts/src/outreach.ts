import { z } from 'zod';
import { ZE164, ZId, ZOutreachStatus } from './common.js';

export const ZConversation = z.object({
  status: z.string(),
  timestamp: z.string(),
  channel: z.string(),
  message_type: z.string(),
  conversation_id: z.string().nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZOutreach = z.object({
  id: ZId,
  campaign_id: ZId,
  creator_id: ZId,
  status: ZOutreachStatus,
  notes: z.string(),
  last_contact: z.string().nullable(),
  timestamp: z.string(),
  conversation_id: z.string().nullable(),
  conversations: z.array(ZConversation),
  /** Channel and message type of the latest conversation (null before any). */
  channel: z.string().nullable(),
  message_type: z.string().nullable(),
  agreed_rate: z.number().nullable(),
  deliverables: z.string().nullable(),
  timeline: z.string().nullable(),
  // Joined for screens, so that no list needs one call per row.
  creator_name: z.string(),
  creator_handle: z.string(),
  creator_channel_name: z.string(),
  creator_platform: z.string(),
  creator_avatar: z.string().nullable(),
  creator_phone: z.string().nullable(),
  creator_email: z.string().nullable(),
  campaign_name: z.string(),
  brand_name: z.string(),
  currency: z.string(),
  /** Who on the team owns the entry (null: unassigned). */
  owner_user_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  /** The open deal's price (proposed or agreed), else the agreed rate on the entry; null before any offer. */
  price: z.number().nullable(),
  price_state: z.enum(['proposed', 'agreed']).nullable(),
  /** The entry's next open task (earliest due date first). */
  next_task: z.object({ id: ZId, title: z.string(), due_date: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOutreach = z.infer<typeof ZOutreach>;
export const ZOutreachList = z.array(ZOutreach);

export const ZOutreachCreate = z.object({ campaign_id: ZId, creator_id: ZId });
export const ZOutreachBulkCreate = z.object({
  campaign_id: ZId,
  creator_ids: z.array(ZId).min(1, 'select at least one creator').max(100),
});
export const ZOutreachBulkResult = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  entries: z.array(ZOutreach),
});
export const ZOutreachUpdate = z
  .object({
    status: ZOutreachStatus,
    /**
     * The status the caller saw (the board sends the column it dragged from): when the entry has moved since,
     * the change is refused with 409 instead of overwriting a newer state.
     */
    expected_status: ZOutreachStatus,
    notes: z.string().max(10_000),
    /** A member's user id, `me` for the caller, or null to unassign. */
    owner_user_id: z.string().min(1).max(80).nullable(),
  })
  .partial()
  .refine((v) => v.status !== undefined || v.notes !== undefined || v.owner_user_id !== undefined, {
    message: 'body must contain status, notes or owner_user_id',
  });

/** Filters of the outreach list (the list view and the pipeline board). */
export const ZOutreachQuery = z.object({
  campaign_id: ZId.optional(),
  /** `me`, `none` (unassigned) or a member's user id. */
  owner: z.string().min(1).max(80).optional(),
  /** One stage or several, comma-separated. */
  status: z
    .string()
    .max(200)
    .transform((s, c) => {
      const list = s.split(',').map((x) => x.trim()).filter(Boolean);
      for (const x of list) {
        const r = ZOutreachStatus.safeParse(x);
        if (!r.success) {
          c.addIssue({ code: 'custom', message: `unknown stage “${x}”` });
          return z.NEVER;
        }
      }
      return list as z.infer<typeof ZOutreachStatus>[];
    })
    .optional(),
});

export const ZCampaignIdParams = z.object({ campaignId: ZId });

// ---- calls ----
export const ZCallInitiate = z.object({
  outreach_id: ZId,
  phone_number: ZE164.optional(),
});
export const ZCallInitiated = z.object({
  conversation_id: z.string(),
  call_id: ZId,
  status: z.string(),
  message: z.string(),
});

export const ZTranscriptEntry = z.object({
  role: z.enum(['agent', 'creator']),
  message: z.string(),
  time_in_call_secs: z.number(),
});
export const ZEvaluationResult = z.object({ result: z.string(), rationale: z.string() });
export const ZExtractedData = z.object({
  interest_level: z.string().nullable(),
  collaboration_rate: z.string().nullable(),
  content_preferences: z.string().nullable(),
  timeline: z.string().nullable(),
  contact_info: z.string().nullable(),
  follow_up_actions: z.string().nullable(),
  agreed_rate: z.number().nullable().optional(),
  deliverables: z.string().nullable().optional(),
});
export const ZCallRecord = z.object({
  id: ZId,
  conversation_id: z.string(),
  outreach_id: ZId,
  provider: z.string(),
  status: z.string(),
  summary: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  transcript: z.array(ZTranscriptEntry),
  evaluation_results: z.record(z.string(), ZEvaluationResult),
  extracted_data: ZExtractedData.nullable(),
  has_recording: z.boolean(),
  recording_unavailable_reason: z.string().nullable(),
  to_number: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type TCallRecord = z.infer<typeof ZCallRecord>;
export const ZConversationIdParams = z.object({ conversationId: z.string().min(1).max(200) });

export const ZEmailSend = z.object({
  outreach_id: ZId,
  /** Optional: when given it must be the creator's address on record (emails never go anywhere else). */
  to: z.string().trim().max(254).optional(),
  subject: z.string().trim().min(1).max(300).optional(),
  body: z.string().trim().min(1).max(20_000).optional(),
});
export const ZEmailSent = z.object({
  id: ZId,
  /** sent: delivered to the SMTP server; queued: handed to the send job; outbox: recorded only (no SMTP configured). */
  status: z.enum(['sent', 'queued', 'outbox']),
  to: z.string(),
  subject: z.string(),
  message: z.string(),
});

export const ZEmailRecord = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['outbox', 'queued', 'sent', 'failed']),
  transport: z.enum(['smtp', 'outbox']),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type TEmailRecord = z.infer<typeof ZEmailRecord>;
export const ZEmailList = z.array(ZEmailRecord);
