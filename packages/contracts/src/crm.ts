import { z } from 'zod';
import { ZId } from './common.js';

/** Merge fields a template may use; the preview names any the outreach entry cannot fill. */
export const MERGE_FIELDS = [
  'first_name',
  'creator_name',
  'channel_name',
  'brand_name',
  'product_name',
  'campaign_name',
  'agreed_rate',
  'deliverables',
  'timeline',
  'call_summary',
  'sender_name',
] as const;
export type TMergeField = (typeof MERGE_FIELDS)[number];

export const ZEmailTemplateInput = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  subject: z.string().trim().min(1, 'is required').max(300),
  body: z.string().trim().min(1, 'is required').max(20_000),
});
export const ZEmailTemplatePatch = ZEmailTemplateInput.partial();
export const ZEmailTemplate = ZEmailTemplateInput.extend({
  /** A uuid for the workspace's own templates; `builtin:<name>` for the ones every workspace has. */
  id: z.string(),
  builtin: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZTemplateIdParams = z.object({ id: z.string().min(1).max(80) });

export const ZEmailPreviewRequest = z.object({
  outreach_id: ZId,
  /** A template to render; or subject and body (as edited) to render their merge fields. */
  template_id: z.string().min(1).max(80).optional(),
  subject: z.string().max(300).optional(),
  body: z.string().max(20_000).optional(),
});
export const ZEmailPreview = z.object({
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Merge fields the entry has no value for (left as they were written). */
  missing_fields: z.array(z.string()),
  /** How a send would go: 'smtp' delivers; 'outbox' only records (no SMTP server is configured). */
  transport: z.enum(['smtp', 'outbox']),
  opted_out: z.boolean(),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const OUTBOX_STATES = ['outbox', 'queued', 'sent', 'failed'] as const;
export const ZOutboxQuery = z.object({ outreach_id: ZId.optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
export const ZOutboxEntry = z.object({
  id: ZId,
  outreach_id: ZId,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** outbox: recorded only (no SMTP); queued: waiting for the SMTP job; sent; failed (after retries). */
  state: z.enum(OUTBOX_STATES),
  error: z.string().nullable(),
  creator_name: z.string(),
  campaign_name: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;

export const ZSequenceStepInput = z.object({
  subject: z.string().trim().min(1, 'is required').max(300),
  body: z.string().trim().min(1, 'is required').max(20_000),
  /** Minutes after the previous step (the first step: after the start). */
  delay_minutes: z.number().int().min(0).max(60 * 24 * 90),
});
export const ZSequenceCreate = z.object({
  /** A first email and up to 3 follow-ups. */
  steps: z.array(ZSequenceStepInput).min(1, 'needs a first email').max(4, 'takes a first email and at most 3 follow-ups'),
});
export const ZSequence = z.object({
  id: ZId,
  outreach_id: ZId,
  status: z.enum(['active', 'completed', 'stopped']),
  stop_reason: z.string().nullable(),
  created_at: z.string(),
  steps: z.array(
    z.object({
      position: z.number().int(),
      subject: z.string(),
      delay_minutes: z.number().int(),
      due_at: z.string(),
      status: z.enum(['pending', 'sent', 'cancelled']),
      email_id: z.string().nullable(),
    }),
  ),
});
export type TSequence = z.infer<typeof ZSequence>;

export const ZUnsubscribe = z.object({ token: z.string().min(10).max(400) });
export const ZUnsubscribed = z.object({ unsubscribed: z.boolean(), message: z.string() });

export const TIMELINE_KINDS = ['created', 'call', 'email_out', 'email_in', 'note', 'status', 'task', 'opt_out'] as const;
export const ZTimelineEvent = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  actor: z.string().nullable(),
  ref_id: z.string().nullable(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

// ── shortlists ────────────────────────────────────────────────────────────────
export const ZShortlistInput = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  description: z.string().trim().max(2000).default(''),
  creator_ids: z.array(ZId).max(1000).default([]),
});
export const ZShortlistPatch = z.object({ name: z.string().trim().min(1).max(120).optional(), description: z.string().trim().max(2000).optional() });
export const ZShortlist = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  creator_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TShortlist = z.infer<typeof ZShortlist>;
export const ZShortlistCreator = z.object({
  id: ZId,
  name: z.string(),
  handle: z.string().nullable(),
  platform: z.string(),
  niche: z.string().nullable(),
  followers_count: z.number().nullable(),
  engagement_rate: z.number().nullable(),
  country: z.string().nullable(),
  added_at: z.string(),
});
export const ZShortlistDetail = ZShortlist.extend({ creators: z.array(ZShortlistCreator) });
export type TShortlistDetail = z.infer<typeof ZShortlistDetail>;
export const ZShortlistAddCreators = z.object({ creator_ids: z.array(ZId).min(1, 'needs at least one creator').max(1000) });
export const ZShortlistMemberParams = z.object({ id: ZId, creatorId: ZId });
export const ZShortlistToCampaign = z.object({ campaign_id: ZId });
export const ZShortlistToCampaignResult = z.object({ created: z.number().int(), existing: z.number().int(), message: z.string() });

// ── notes and tasks ───────────────────────────────────────────────────────────
export const ZNoteQuery = z.object({ outreach_id: ZId.optional(), creator_id: ZId.optional() });
export const ZNoteInput = z
  .object({ body: z.string().trim().min(1, 'is required').max(10_000), outreach_id: ZId.optional(), creator_id: ZId.optional() })
  .refine((n) => n.outreach_id || n.creator_id, { message: 'needs outreach_id or creator_id', path: ['outreach_id'] });
export const ZNote = z.object({
  id: ZId,
  body: z.string(),
  outreach_id: ZId.nullable(),
  creator_id: ZId.nullable(),
  author: z.string(),
  created_at: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

const ZDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });
export const ZTaskQuery = z.object({
  /** `me` for the caller's own tasks. */
  assignee: z.string().max(80).optional(),
  status: z.enum(['open', 'done', 'all']).default('open'),
  outreach_id: ZId.optional(),
});
export const ZTaskInput = z.object({
  title: z.string().trim().min(1, 'is required').max(300),
  due_date: ZDate.nullable().optional(),
  /** A member's user id; `me` for the caller. */
  assignee_id: z.string().max(80).nullable().optional(),
  outreach_id: ZId.optional(),
  creator_id: ZId.optional(),
});
export const ZTaskPatch = z.object({
  title: z.string().trim().min(1).max(300).optional(),
  due_date: ZDate.nullable().optional(),
  assignee_id: z.string().max(80).nullable().optional(),
  status: z.enum(['open', 'done']).optional(),
});
export const ZTask = z.object({
  id: ZId,
  title: z.string(),
  due_date: z.string().nullable(),
  status: z.enum(['open', 'done']),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  outreach_id: ZId.nullable(),
  creator_id: ZId.nullable(),
  creator_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZPublicStats = z.object({ creators: z.number().int() });
export type TPublicStats = z.infer<typeof ZPublicStats>;
