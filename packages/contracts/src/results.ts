import { z } from 'zod';
import { ZCurrency, ZId } from './common.js';
import { ZDeal } from './deals.js';

/** From deal to results: milestones, contracts, the creator portal, content approval, payouts, posts, orders, report. */

export const MILESTONE_CONDITIONS = ['signed', 'draft_approved', 'post_live'] as const;
export const ZMilestoneCondition = z.enum(MILESTONE_CONDITIONS);

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const ZDeliverableInput = z.object({
  platform: z.string().trim().min(1).max(40),
  format: z.string().trim().min(1).max(40),
  count: z.number().int().min(1).max(100),
  due_date: ZDate.nullable().optional(),
});

export const ZMilestoneInput = z.object({
  name: z.string().trim().min(1).max(120),
  percent: z.number().gt(0).max(100),
  condition: ZMilestoneCondition,
});

export const DEFAULT_MILESTONES: z.infer<typeof ZMilestoneInput>[] = [
  { name: 'On signing', percent: 30, condition: 'signed' },
  { name: 'On posting', percent: 70, condition: 'post_live' },
];

/** POST /api/v1/deals: a deal recorded by hand; agreed at once (and committed on the budget ledger). */
export const ZDealCreate = z.object({
  campaign_id: ZId,
  creator_id: ZId,
  outreach_id: ZId.optional(),
  price: z.number().positive().max(1e12),
  currency: ZCurrency,
  deliverables: z.array(ZDeliverableInput).min(1).max(50),
  milestones: z
    .array(ZMilestoneInput)
    .min(1)
    .max(10)
    .refine((ms) => Math.abs(ms.reduce((s, m) => s + m.percent, 0) - 100) < 0.001, { message: 'percents must sum to 100' })
    .optional(),
  usage_rights: z.string().trim().max(2000).optional(),
  exclusivity: z.string().trim().max(2000).optional(),
  timeline: z.string().trim().max(500).optional(),
  /** The page the creator's UTM link points to (the brand's store); without it utm_url is the query string to append. */
  landing_url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2000).optional(),
});
export type TDealCreate = z.infer<typeof ZDealCreate>;

export const MILESTONE_STATUSES = ['pending', 'payable', 'released'] as const;
export const ZPayout = z.object({
  id: ZId,
  milestone_id: ZId,
  deal_id: ZId,
  contract_id: ZId.nullable(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  reference: z.string().nullable(),
  paid_at: z.string(),
  released_by: z.string(),
  created_at: z.string(),
  /**
   * paid: recorded on the manual ledger, or confirmed by the provider; processing: accepted by the provider, not
   * settled yet; submitting: sent to the provider, outcome not known yet (releasing again re-sends it, never twice).
   */
  status: z.enum(['submitting', 'processing', 'paid']),
  /** The provider's id of the money movement (Stripe tr_..., RazorpayX pout_...); null on the manual ledger. */
  provider_payout_id: z.string().nullable(),
  /** Why the last submission's outcome is unknown (network, provider error); null otherwise. */
  last_error: z.string().nullable(),
  /**
   * true: a submission whose outcome is unknown (it failed to get an answer, or its sender stopped), which a release
   * re-sends with the same idempotency key; the server may still refuse it (409 outcome_unknown) when a re-send could
   * pay twice. false while it is being sent, and once the provider answered.
   */
  resendable: z.boolean(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** The payout provider this server is configured with (PAYOUT_PROVIDER): manual ledger, Stripe Connect or RazorpayX. */
export const ZPayoutProviderInfo = z.object({ provider: z.enum(['manual', 'stripe', 'razorpayx']) });
export type TPayoutProviderInfo = z.infer<typeof ZPayoutProviderInfo>;

/** A milestone's latest payout attempt when it ended without paying (refused by the provider, failed or reversed later). */
export const ZPayoutFailure = z.object({ outcome: z.enum(['failed', 'reversed']), reason: z.string().nullable(), at: z.string() });

/** The creator's account at a payout provider for one deal: a Stripe connected account (acct_...). */
export const ZPayoutAccountInput = z.object({
  provider: z.literal('stripe'),
  account_id: z.string().trim().regex(/^acct_[A-Za-z0-9]{6,64}$/, 'must be a Stripe connected account id such as acct_1Nv0FGQ9RKHgCVdK'),
});
export const ZPayoutAccount = z.object({ deal_id: ZId, provider: z.literal('stripe'), account_id: z.string(), updated_by: z.string(), updated_at: z.string() });
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZMilestone = z.object({
  id: ZId,
  name: z.string(),
  percent: z.number(),
  amount: z.number(),
  condition: ZMilestoneCondition,
  /** pending: its condition is not met yet; payable: an approver may release it; released: paid (see payout). */
  status: z.enum(MILESTONE_STATUSES),
  payout: ZPayout.nullable(),
  /** Set when the milestone has no payout and its latest attempt failed (it is payable again: release to retry). */
  last_failure: ZPayoutFailure.nullable(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZSignature = z.object({
  name: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** SHA-256 of the document that was signed. */
  sha256: z.string(),
});

export const CONTRACT_STATUSES = ['awaiting_creator', 'awaiting_brand', 'signed', 'superseded'] as const;
export const ZContract = z.object({
  id: ZId,
  deal_id: ZId,
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  /** SHA-256 (hex) of the exact bytes of the generated PDF. */
  sha256: z.string(),
  pdf_url: z.string(),
  signed_pdf_url: z.string().nullable(),
  signed_sha256: z.string().nullable(),
  creator_signature: ZSignature.nullable(),
  brand_signature: ZSignature.nullable(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractEvent = z.object({ action: z.string(), actor: z.string(), ip: z.string().nullable(), user_agent: z.string().nullable(), sha256: z.string().nullable(), at: z.string() });

export const ZContractTemplate = z.object({ id: ZId, name: z.string(), body: z.string(), merge_fields: z.array(z.string()), updated_at: z.string() });
export const ZContractTemplateUpdate = z.object({ name: z.string().trim().min(1).max(200).optional(), body: z.string().min(1).max(50_000) });
export type TContractTemplate = z.infer<typeof ZContractTemplate>;
/** A template body to preview, filled from one of the workspace's own deals (the given one, or its latest agreed deal). */
export const ZContractTemplatePreviewInput = z.object({ body: z.string().min(1).max(50_000), deal_id: ZId.optional() });
export const ZContractTemplatePreview = z.object({ deal_id: ZId, deal_label: z.string(), markdown: z.string() });
export type TContractTemplatePreview = z.infer<typeof ZContractTemplatePreview>;
export type TContractTemplateUpdate = z.infer<typeof ZContractTemplateUpdate>;

export const ZDealDetail = ZDeal.extend({
  usage_rights: z.string().nullable(),
  exclusivity: z.string().nullable(),
  promo_code: z.string().nullable(),
  utm_url: z.string().nullable(),
  milestones: z.array(ZMilestone),
  contract: ZContract.nullable(),
});
export type TDealDetail = z.infer<typeof ZDealDetail>;

// ---- Portal ----
export const ZPortalLinkCreate = z.object({ expires_in_days: z.number().int().min(1).max(90).optional() }).nullish();
export const ZPortalLink = z.object({ url: z.string(), expires_at: z.string(), emailed_to: z.string().nullable() });
export const ZTokenParams = z.object({ token: z.string().min(10).max(200) });
export const ZPortalSign = z.object({
  full_name: z.string().trim().min(1, 'type your full name').max(200),
  consent: z.literal(true, { message: 'consent must be true' }),
});
export const ZPortalDecline = z.object({ reason: z.string().trim().max(1000).optional() }).nullish();

const UPI = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const ZPayoutDetailsInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('upi'), upi_id: z.string().trim().regex(UPI, 'must be a UPI ID such as name@bank') }),
  z.object({
    method: z.literal('bank'),
    account_holder: z.string().trim().min(2).max(140),
    iban: z.string().trim().optional(),
    account_number: z.string().trim().optional(),
    ifsc: z.string().trim().optional(),
  }),
  z.object({ method: z.literal('paypal'), email: z.email({ message: 'must be an email address' }) }),
]);
export type TPayoutDetailsInput = z.infer<typeof ZPayoutDetailsInput>;
export const ZPayoutDetails = z.object({ method: z.enum(['upi', 'bank', 'paypal']), summary: z.string(), updated_at: z.string() });

export const ZSubmissionComment = z.object({ id: ZId, author_type: z.enum(['brand', 'creator']), author_label: z.string(), body: z.string(), created_at: z.string() });
export const ZSubmission = z.object({
  id: ZId,
  deal_id: ZId,
  deliverable_index: z.number().int(),
  kind: z.enum(['draft', 'live']),
  version: z.number().int(),
  url: z.string().nullable(),
  platform: z.string().nullable(),
  file_name: z.string().nullable(),
  has_file: z.boolean(),
  note: z.string(),
  status: z.enum(['in_review', 'changes_requested', 'approved', 'live']),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  comments: z.array(ZSubmissionComment),
});
export type TSubmission = z.infer<typeof ZSubmission>;

export const ZSubmissionCreate = z
  .object({
    deliverable_index: z.number().int().min(0).max(49),
    kind: z.enum(['draft', 'live']),
    url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2000).optional(),
    note: z.string().trim().max(2000).optional(),
    /** A draft uploaded as a file (base64; the request is limited to 1 MB). */
    file: z.object({ name: z.string().trim().min(1).max(200), content_type: z.string().max(100), data_base64: z.string().min(1) }).optional(),
  })
  .refine((s) => !!s.url || !!s.file, { message: 'give a url or a file', path: ['url'] })
  .refine((s) => s.kind === 'draft' || !!s.url, { message: 'a live post needs its url', path: ['url'] });

export const ZDeliverableStatus = z.object({
  index: z.number().int(),
  platform: z.string(),
  format: z.string(),
  count: z.number().int(),
  due_date: z.string().nullable(),
  /** Past its due date without an approved draft (or a live post). */
  overdue: z.boolean(),
  state: z.enum(['not_started', 'in_review', 'changes_requested', 'approved', 'live']),
  drafts: z.array(ZSubmission),
  live: z.array(ZSubmission),
});
export type TDeliverableStatus = z.infer<typeof ZDeliverableStatus>;

export const ZPortalOffer = z.object({
  deal: z.object({
    id: ZId,
    status: z.string(),
    campaign_name: z.string(),
    brand_name: z.string().nullable(),
    creator_name: z.string(),
    price: z.number(),
    currency: z.string(),
    usage_rights: z.string().nullable(),
    exclusivity: z.string().nullable(),
    promo_code: z.string().nullable(),
    utm_url: z.string().nullable(),
  }),
  milestones: z.array(
    ZMilestone.omit({ payout: true, last_failure: true }).extend({
      /** Only once the money has moved. */
      paid_at: z.string().nullable(),
      /** paid; processing: released, not settled yet; failed: the latest payment did not go through; null: not paid yet. */
      payment: z.enum(['paid', 'processing', 'failed']).nullable(),
    }),
  ),
  deliverables: z.array(ZDeliverableStatus),
  contract: ZContract.nullable(),
  payout_details: ZPayoutDetails.nullable(),
  expires_at: z.string(),
});
export type TPortalOffer = z.infer<typeof ZPortalOffer>;

// ---- Content review ----
export const ZReviewComment = z.object({ body: z.string().trim().min(1).max(5000) });
export const ZRequestChanges = z.object({ comment: z.string().trim().min(1).max(5000) });

// ---- Payouts ----
export const ZMilestoneRelease = z
  .object({
    reference: z.string().trim().max(200).optional(),
    paid_at: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).or(ZDate).optional(),
  })
  .nullish();

// ---- Posts and orders ----
export const ZMetricsInput = z.object({
  captured_at: z.iso.datetime({ offset: true }).optional(),
  views: z.number().int().min(0).optional(),
  reach: z.number().int().min(0).optional(),
  likes: z.number().int().min(0).optional(),
  comments: z.number().int().min(0).optional(),
  shares: z.number().int().min(0).optional(),
  saves: z.number().int().min(0).optional(),
});
export const ZMetricsSnapshot = z.object({
  id: ZId,
  submission_id: ZId,
  post_url: z.string().nullable(),
  captured_at: z.string(),
  source: z.enum(['manual', 'csv', 'youtube']),
  views: z.number().nullable(),
  reach: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  saves: z.number().nullable(),
  created_by: z.string(),
});
export type TMetricsSnapshot = z.infer<typeof ZMetricsSnapshot>;

export const ZCsvImportResult = z.object({
  inserted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type TCsvImportResult = z.infer<typeof ZCsvImportResult>;

// ---- Report ----
const num = z.number().nullable();
export const ZReportCreator = z.object({
  deal_id: ZId,
  creator_id: ZId,
  creator_name: z.string(),
  spend: z.number(),
  /** Settled payouts only (status paid). */
  paid: z.number(),
  /** Payouts released but not settled yet (being sent or processing at the provider): not counted in paid. */
  paid_in_progress: z.number(),
  reach: num,
  views: num,
  engagements: num,
  engagement_rate: num,
  cpm: num,
  cpe: num,
  conversions: num,
  revenue: num,
  roi: num,
  deliverables_total: z.number().int(),
  deliverables_done: z.number().int(),
  deliverables_late: z.number().int(),
});
export const ZCampaignReport = z.object({
  campaign_id: ZId,
  campaign_name: z.string(),
  currency: z.string(),
  budget: z.number(),
  /** Agreed deals (committed money); paid = settled payouts; paid_in_progress = released, not settled yet. */
  spend: num,
  paid: z.number(),
  paid_in_progress: z.number(),
  reach: num,
  views: num,
  engagements: num,
  engagement_rate: num,
  cpm: num,
  cpe: num,
  conversions: num,
  revenue: num,
  roi: num,
  deliverables: z.object({ total: z.number().int(), done: z.number().int(), late: z.number().int() }),
  by_creator: z.array(ZReportCreator),
  over_time: z.array(z.object({ date: z.string(), views: num, engagements: num, conversions: z.number().int(), revenue: z.number() })),
  /** Where the figures come from, and when they were last updated. */
  sources: z.object({
    metrics: z.array(z.object({ source: z.string(), snapshots: z.number().int(), latest: z.string() })),
    orders: z.object({ count: z.number().int(), latest: z.string().nullable() }),
  }),
  generated_at: z.string(),
});
export type TCampaignReport = z.infer<typeof ZCampaignReport>;
