/**
 * ElevenLabs Conversational AI reply shapes (zod) and their mapping to our CallResult. Shared by the REST
 * adapter (GET conversation) and the post-call webhook (whose `data` has the same shape).
 */
import { z } from 'zod';
import { emptyExtractedData, type CallResult, type EvaluationResult, type ExtractedData, type TranscriptEntry } from './voice.js';

export const ZOutboundCallResponse = z.object({
  success: z.boolean().optional(),
  message: z.string().nullish(),
  conversation_id: z.string().nullish(),
  callSid: z.string().nullish(),
  call_sid: z.string().nullish(),
});

const ZResult = z.enum(['success', 'failure', 'unknown']);

export const ZConversation = z.object({
  conversation_id: z.string().min(1),
  agent_id: z.string().nullish(),
  status: z.enum(['initiated', 'in-progress', 'processing', 'done', 'failed']),
  transcript: z
    .array(
      z.object({
        role: z.enum(['agent', 'user']),
        message: z.string().nullish(),
        time_in_call_secs: z.number().nullish(),
      }),
    )
    .nullish(),
  metadata: z
    .object({
      start_time_unix_secs: z.number().nullish(),
      call_duration_secs: z.number().nullish(),
      termination_reason: z.string().nullish(),
    })
    .nullish(),
  analysis: z
    .object({
      evaluation_criteria_results: z
        .record(
          z.string(),
          z.object({
            criteria_id: z.string().nullish(),
            result: ZResult,
            rationale: z.string().nullish(),
          }),
        )
        .nullish(),
      data_collection_results: z
        .record(
          z.string(),
          z.object({
            data_collection_id: z.string().nullish(),
            value: z.unknown().optional(),
            rationale: z.string().nullish(),
          }),
        )
        .nullish(),
      call_successful: z.union([ZResult, z.boolean()]).nullish(),
      transcript_summary: z.string().nullish(),
    })
    .nullish(),
  has_audio: z.boolean().nullish(),
});
export type ElevenLabsConversation = z.infer<typeof ZConversation>;

/** A data-collection value as text: trimmed strings, numbers and booleans as text, objects as JSON. */
function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** A money amount from a data-collection value: 56700, '56,700', '₹56,700', '$1.2k', '56.7K INR'. */
export function parseAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const m = /(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?\b/.exec(v.replace(/\s+(?=\d)/g, ''));
  if (!m) return null;
  const n = Number(m[1]!.replaceAll(',', ''));
  if (!Number.isFinite(n)) return null;
  const mult = m[2] ? (m[2].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  return n * mult;
}

const TEXT_FIELDS = ['interest_level', 'collaboration_rate', 'content_preferences', 'timeline', 'contact_info', 'follow_up_actions', 'deliverables'] as const;

export function conversationToCallResult(c: ElevenLabsConversation): CallResult {
  const transcript: TranscriptEntry[] = [];
  for (const t of c.transcript ?? []) {
    if (t.message === null || t.message === undefined || t.message.trim() === '') continue; // tool calls etc.
    transcript.push({ role: t.role === 'agent' ? 'agent' : 'creator', message: t.message, time_in_call_secs: t.time_in_call_secs ?? 0 });
  }
  const evaluation_results: Record<string, EvaluationResult> = {};
  for (const [key, r] of Object.entries(c.analysis?.evaluation_criteria_results ?? {})) {
    evaluation_results[r.criteria_id || key] = { result: r.result, rationale: r.rationale ?? '' };
  }
  const collected = c.analysis?.data_collection_results ?? {};
  const extracted_data: ExtractedData = emptyExtractedData();
  for (const f of TEXT_FIELDS) extracted_data[f] = asText(collected[f]?.value);
  extracted_data.agreed_rate = parseAmount(collected.agreed_rate?.value);

  const cs = c.analysis?.call_successful;
  const call_successful = typeof cs === 'boolean' ? cs : cs === 'success' ? true : cs === 'failure' ? false : null;
  const secs = c.metadata?.call_duration_secs;
  const result: CallResult = {
    status: c.status,
    transcript,
    summary: c.analysis?.transcript_summary?.trim() || null,
    duration_seconds: typeof secs === 'number' && Number.isFinite(secs) ? Math.round(secs) : null,
    call_successful,
    evaluation_results,
    extracted_data,
  };
  if (c.status === 'failed') {
    result.error = c.metadata?.termination_reason
      ? `ElevenLabs reports the call failed: ${c.metadata.termination_reason}`
      : 'ElevenLabs reports the call failed.';
  }
  if (c.status === 'done' && c.has_audio === false) {
    result.recording_unavailable_reason = 'ElevenLabs has no audio for this call (recording may be disabled for the agent).';
  }
  return result;
}
