/**
 * The voice-provider interface: places a phone call to a creator, reports its progress and result
 * (transcript, analysis, extracted data) and serves its recording. Implementations: `simulated` (offline,
 * default) and `elevenlabs` (ElevenLabs Conversational AI over Twilio).
 */
import { z } from 'zod';

export type CallStatus = 'initiated' | 'in-progress' | 'processing' | 'done' | 'failed';
export const CALL_STATUSES = ['initiated', 'in-progress', 'processing', 'done', 'failed'] as const satisfies readonly CallStatus[];
/** A call in one of these states has ended: its result no longer changes. */
export const isTerminalStatus = (s: CallStatus): boolean => s === 'done' || s === 'failed';

export interface TranscriptEntry {
  role: 'agent' | 'creator';
  message: string;
  time_in_call_secs: number;
}

export type EvaluationResult = { result: 'success' | 'failure' | 'unknown'; rationale: string };

export interface ExtractedData {
  interest_level: string | null;
  collaboration_rate: string | null;
  content_preferences: string | null;
  timeline: string | null;
  contact_info: string | null;
  follow_up_actions: string | null;
  agreed_rate: number | null;
  deliverables: string | null;
}

/** How the rate discussion went (the simulated provider fills it; ElevenLabs does not report it). */
export interface NegotiationRecord {
  opening_offer: number;
  ceiling: number;
  currency: string;
  creator_ask: number | null;
  agreed_rate: number | null;
  rounds: number;
  /** 'deal', 'not_interested', 'offer_far_below_floor', 'final_offer_below_floor', 'above_ceiling', ... */
  outcome: string;
}

export interface CallResult {
  status: CallStatus;
  transcript: TranscriptEntry[];
  summary: string | null;
  /** Whole seconds; null until the call has ended. */
  duration_seconds: number | null;
  call_successful: boolean | null;
  evaluation_results: Record<string, EvaluationResult>;
  extracted_data: ExtractedData;
  /** Set when status is 'failed'. */
  error?: string;
  /** Set once the call is done when the provider has no recording for it, saying why in plain words. */
  recording_unavailable_reason?: string;
  negotiation?: NegotiationRecord;
}

export interface StartCallRequest {
  /** E.164, e.g. +14155550123 */
  to_number: string;
  creator: {
    id: string;
    name: string;
    niche: string;
    followers_count: number;
    engagement_rate: number;
    typical_rate: number;
    currency: string;
    topics: string[];
    email?: string | null;
  };
  campaign: { id: string; product_name: string; brand_name: string; product_description: string; key_use_cases: string; currency: string };
  negotiation: { opening_offer: number; ceiling: number; currency: string; deliverables: string };
}

export interface StartCallResult {
  provider_call_id: string;
  /** The telephony call id when the provider reports one (Twilio CallSid). */
  provider_call_sid?: string | null;
}

export interface VoiceProvider {
  readonly name: 'simulated' | 'elevenlabs';
  startCall(req: StartCallRequest): Promise<StartCallResult>;
  /** Throws VoiceProviderError with code 'not_found' for an unknown id. */
  getCall(providerCallId: string): Promise<CallResult>;
  /** null when there is no recording (yet, or at all). */
  getAudio(providerCallId: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Called once per call when it reaches 'done' or 'failed'. Returns an unsubscribe function. */
  onCallEnded?(listener: (providerCallId: string) => void): () => void;
  close?(): Promise<void>;
}

export type VoiceErrorCode =
  /** The request we were asked to make is invalid (e.g. a malformed phone number). */
  | 'bad_request'
  /** The provider does not know this call. */
  | 'not_found'
  /** The provider rejected our credentials. */
  | 'auth'
  /** The provider failed, timed out, or answered something we could not understand. */
  | 'upstream'
  /** A webhook signature was missing, malformed, stale or wrong. */
  | 'bad_signature';

export class VoiceProviderError extends Error {
  constructor(
    readonly code: VoiceErrorCode,
    message: string,
    readonly details: { status?: number; provider?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'VoiceProviderError';
  }
}

export const E164 = /^\+[1-9]\d{6,14}$/;
export const isE164 = (s: string): boolean => E164.test(s);

export const ZStartCallRequest = z.object({
  to_number: z.string().regex(E164, 'must be an E.164 phone number such as +14155550123'),
  creator: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    niche: z.string(),
    followers_count: z.number().nonnegative(),
    engagement_rate: z.number().nonnegative(),
    typical_rate: z.number().nonnegative(),
    currency: z.string().min(1),
    topics: z.array(z.string()),
    email: z.string().nullish(),
  }),
  campaign: z.object({
    id: z.string().min(1),
    product_name: z.string().min(1),
    brand_name: z.string().min(1),
    product_description: z.string(),
    key_use_cases: z.string(),
    currency: z.string().min(1),
  }),
  negotiation: z
    .object({
      opening_offer: z.number().nonnegative(),
      ceiling: z.number().positive('must be > 0: there is no budget for this creator'),
      currency: z.string().min(1),
      deliverables: z.string().min(1),
    })
    .refine((n) => n.opening_offer <= n.ceiling, { message: 'opening_offer must not exceed ceiling', path: ['opening_offer'] }),
});

/** Validates a start-call request; throws VoiceProviderError('bad_request') naming every problem. */
export function validateStartCallRequest(req: unknown): StartCallRequest {
  const r = ZStartCallRequest.safeParse(req);
  if (!r.success) {
    const problems = r.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`);
    throw new VoiceProviderError('bad_request', `Invalid call request: ${problems.join('; ')}`);
  }
  return r.data as StartCallRequest;
}

export const emptyExtractedData = (): ExtractedData => ({
  interest_level: null,
  collaboration_rate: null,
  content_preferences: null,
  timeline: null,
  contact_info: null,
  follow_up_actions: null,
  agreed_rate: null,
  deliverables: null,
});

/** Formats an amount for display, e.g. formatMoney(75000, 'INR') -> '₹75,000'. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
  } catch {
    return `${Math.round(amount).toLocaleString('en-US')} ${currency}`;
  }
}
