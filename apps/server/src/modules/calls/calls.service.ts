import type { TCallRecord } from '@inflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { priceRange } from '../../agent/negotiation.js';
import { emptyExtractedData, isTerminalStatus, VoiceProviderError, type CallResult, type VoiceProvider } from '../../ai/voice/voice.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';
import type { RecordingStore } from '../../storage/recordings.js';
import { rateInCampaignCurrency } from '../matching/scoring.js';
import { createOutreachRepo, type OutreachOutcome } from '../outreach/outreach.repo.js';

type Row = Record<string, unknown>;

export interface NegotiationRange {
  opening_offer: number;
  ceiling: number;
  deliverables: string;
}

export interface InitiateCallInput {
  outreach_id: string;
  phone_number?: string;
  /** Set by the agent, which splits the budget over its creators; a manual call derives one from the campaign. */
  negotiation?: NegotiationRange;
}

const DEFAULT_DELIVERABLES = 'one sponsored video and two stories';

export function mapCall(r: Row): TCallRecord {
  return {
    id: r.id as string,
    conversation_id: r.conversation_id as string,
    outreach_id: r.outreach_id as string,
    provider: r.provider as string,
    status: r.status as string,
    summary: (r.summary as string | null) ?? null,
    duration_seconds: r.duration_seconds === null ? null : num(r.duration_seconds),
    transcript: (r.transcript as TCallRecord['transcript']) ?? [],
    evaluation_results: (r.evaluation_results as TCallRecord['evaluation_results']) ?? {},
    extracted_data: (r.extracted_data as TCallRecord['extracted_data']) ?? null,
    has_recording: !!r.recording_path,
    recording_unavailable_reason: (r.recording_unavailable_reason as string | null) ?? null,
    to_number: r.to_number as string,
    started_at: iso(r.started_at),
    ended_at: isoOrNull(r.ended_at),
    error: (r.error as string | null) ?? null,
  };
}

/**
 * What a finished call means for the outreach entry. A rate above the ceiling the call was given is never recorded as a
 * deal (a real voice agent could report one): the entry stays in negotiation for a person to decide.
 */
export function outcomeOf(result: CallResult, ceiling: number | null = null): OutreachOutcome {
  if (result.status === 'failed') return { status: 'failed' };
  const x = result.extracted_data;
  if (x.agreed_rate !== null && x.agreed_rate !== undefined) {
    if (ceiling !== null && x.agreed_rate > ceiling) {
      return { status: 'negotiating', timeline: x.timeline, notes: `The creator asked for ${x.agreed_rate}, above the ceiling of ${ceiling}; not recorded as a deal.` };
    }
    return { status: 'agreed', agreed_rate: x.agreed_rate, deliverables: x.deliverables, timeline: x.timeline };
  }
  const interest = (x.interest_level ?? '').toLowerCase();
  if (result.transcript.every((t) => t.role !== 'creator')) return { status: 'no_answer' };
  if (interest === 'low' || interest === 'none' || result.negotiation?.outcome === 'not_interested') return { status: 'declined', timeline: x.timeline };
  return { status: 'negotiating', timeline: x.timeline };
}

export interface CallsServiceDeps {
  db: Database;
  voice: VoiceProvider;
  recordings: RecordingStore;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}

export function createCallsService({ db, voice, recordings, log, pollIntervalMs = 1000 }: CallsServiceDeps) {
  const outreach = createOutreachRepo(db);
  const waiters = new Map<string, ((c: TCallRecord) => void)[]>();
  const watching = new Map<string, Promise<void>>();
  const wakeups = new Map<string, () => void>();
  let closed = false;

  const unsubscribe = voice.onCallEnded?.((providerCallId) => wakeups.get(providerCallId)?.());

  async function getRow(tx: SqlExecutor, where: string, params: unknown[]): Promise<TCallRecord | null> {
    const { rows } = await tx.query<Row>(`select k.* from calls k where ${where}`, params);
    return rows[0] ? mapCall(rows[0]) : null;
  }

  async function defaultRange(campaignId: string, creatorRate: number, creatorCurrency: string): Promise<NegotiationRange & { currency: string }> {
    const { rows } = await db.query<{ total_budget: number; planned_creators: number; currency: string; committed: number }>(
      `select c.total_budget, c.planned_creators, c.currency,
              coalesce((select sum(agreed_rate) from outreach where campaign_id = c.id and status = 'agreed'), 0)::float8
                + coalesce((select sum((k.negotiation->>'ceiling')::float8) from calls k join outreach o on o.id = k.outreach_id
                            where o.campaign_id = c.id and k.status in ('initiated','in-progress','processing')), 0)::float8 as committed
       from campaigns c where c.id = $1`,
      [campaignId],
    );
    const c = rows[0]!;
    const range = priceRange({
      remainingBudget: Math.max(0, c.total_budget - c.committed),
      creatorsLeft: 1,
      creatorRate: rateInCampaignCurrency({ typical_rate: creatorRate, currency: creatorCurrency }, c.currency),
      perCreatorShare: c.total_budget / Math.max(1, c.planned_creators),
    });
    return { ...range, deliverables: DEFAULT_DELIVERABLES, currency: c.currency };
  }

  async function sleepOrWake(providerCallId: string, ms: number) {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wakeups.set(providerCallId, () => {
        clearTimeout(t);
        resolve();
      });
    });
    wakeups.delete(providerCallId);
  }

  async function finish(callId: string, providerCallId: string, result: CallResult) {
    let recording: { file: string; contentType: string } | null = null;
    let unavailable: string | null = result.recording_unavailable_reason ?? null;
    if (result.status === 'done') {
      try {
        const audio = await voice.getAudio(providerCallId);
        if (audio) recording = await recordings.save(callId, audio.body, audio.contentType);
        else unavailable ??= 'The voice provider has no recording for this call.';
      } catch (err) {
        unavailable = `The recording could not be copied from the voice provider: ${(err as Error).message}`;
        log.warn({ err, callId }, 'recording download failed');
      }
    } else {
      unavailable ??= 'The call did not connect, so there is no recording.';
    }
    await db.transaction(async (tx) => {
      // Only the first finisher writes: several processes may follow the same call after a restart.
      const { rows } = await tx.query<{ outreach_id: string; workspace_id: string; ceiling: number | null }>(
        `update calls set status = $2, summary = $3, duration_seconds = $4, transcript = $5::jsonb, evaluation_results = $6::jsonb,
           extracted_data = $7::jsonb, negotiation = coalesce(negotiation, '{}'::jsonb) || coalesce($8::jsonb, '{}'::jsonb),
           recording_path = $9, recording_content_type = $10,
           recording_unavailable_reason = $11, error = $12, ended_at = now(), updated_at = now()
         where id = $1 and status not in ('done', 'failed')
         returning outreach_id, workspace_id, (negotiation->>'ceiling')::float8 as ceiling`,
        [
          callId,
          result.status,
          result.summary,
          result.duration_seconds === null ? null : Math.round(result.duration_seconds),
          JSON.stringify(result.transcript),
          JSON.stringify(result.evaluation_results),
          JSON.stringify(result.extracted_data),
          result.negotiation ? JSON.stringify(result.negotiation) : null,
          recording?.file ?? null,
          recording?.contentType ?? null,
          recording ? null : unavailable,
          result.error ?? null,
        ],
      );
      const r = rows[0];
      if (!r) return;
      await outreach.update(r.workspace_id, r.outreach_id, { ...outcomeOf(result, r.ceiling), last_contact: 'now' }, tx);
    });
  }

  /** Follows a call at the provider until it ends, mirroring each status into the row. */
  function watch(callId: string, providerCallId: string): Promise<void> {
    const existing = watching.get(callId);
    if (existing) return existing;
    const p = (async () => {
      let lastStatus = '';
      let failures = 0;
      while (!closed) {
        let result: CallResult;
        try {
          result = await voice.getCall(providerCallId);
          failures = 0;
        } catch (err) {
          const gone = err instanceof VoiceProviderError && err.code === 'not_found';
          if (gone || ++failures >= 10) {
            const why = gone
              ? 'The call was interrupted (the server restarted while it was running) and cannot be resumed.'
              : `Lost contact with the voice provider: ${(err as Error).message}`;
            await finish(callId, providerCallId, emptyResult('failed', why));
            break;
          }
          await sleepOrWake(providerCallId, pollIntervalMs * failures);
          continue;
        }
        if (isTerminalStatus(result.status)) {
          await finish(callId, providerCallId, result);
          break;
        }
        if (result.status !== lastStatus) {
          lastStatus = result.status;
          await db.query('update calls set status = $2, updated_at = now() where id = $1', [callId, result.status]);
        }
        await sleepOrWake(providerCallId, pollIntervalMs);
      }
    })()
      .catch((err) => log.error({ err, callId }, 'call watcher failed'))
      .finally(async () => {
        watching.delete(callId);
        const list = waiters.get(callId) ?? [];
        waiters.delete(callId);
        const rec = await getRow(db, 'k.id = $1', [callId]).catch(() => null);
        if (rec) for (const w of list) w(rec);
      });
    watching.set(callId, p);
    return p;
  }

  return {
    async initiate(ctx: RequestContext, input: InitiateCallInput): Promise<{ call: TCallRecord; message: string }> {
      const { rows } = await db.query<Row>(
        `select o.id, o.campaign_id, cr.id as creator_id, cr.name, cr.niche, cr.followers_count, cr.engagement_rate, cr.typical_rate,
                cr.currency as creator_currency, cr.topics, cr.email, cr.phone,
                ca.product_name, ca.brand_name, ca.product_description, ca.key_use_cases, ca.currency
         from outreach o join creators cr on cr.id = o.creator_id join campaigns ca on ca.id = o.campaign_id
         where o.workspace_id = $1 and o.id = $2`,
        [ctx.workspaceId, input.outreach_id],
      );
      const o = rows[0];
      if (!o) throw notFound('Outreach entry not found');
      const toNumber = input.phone_number ?? (o.phone as string | null);
      if (!toNumber) throw unprocessable(`${o.name as string} has no phone number on file; pass phone_number in E.164 form`);
      const active = await getRow(db, `k.outreach_id = $1 and k.status in ('initiated','in-progress','processing')`, [o.id]);
      if (active) throw conflict('A call is already running for this outreach entry', { conversation_id: active.conversation_id });

      const range = input.negotiation
        ? { ...input.negotiation, currency: o.currency as string }
        : await defaultRange(o.campaign_id as string, num(o.typical_rate), o.creator_currency as string);

      if (range.ceiling <= 0) {
        throw unprocessable(`The campaign has no budget left for ${o.name as string}: agreed deals and running calls already cover the total budget`);
      }
      let started;
      try {
        started = await voice.startCall({
          to_number: toNumber,
          creator: {
            id: o.creator_id as string,
            name: o.name as string,
            niche: o.niche as string,
            followers_count: num(o.followers_count),
            engagement_rate: num(o.engagement_rate),
            typical_rate: rateInCampaignCurrency({ typical_rate: num(o.typical_rate), currency: o.creator_currency as string }, o.currency as string),
            currency: o.currency as string,
            topics: o.topics as string[],
            email: o.email as string | null,
          },
          campaign: {
            id: o.campaign_id as string,
            product_name: o.product_name as string,
            brand_name: o.brand_name as string,
            product_description: o.product_description as string,
            key_use_cases: o.key_use_cases as string,
            currency: o.currency as string,
          },
          negotiation: { opening_offer: range.opening_offer, ceiling: range.ceiling, currency: range.currency, deliverables: range.deliverables },
        });
      } catch (err) {
        if (err instanceof VoiceProviderError) {
          throw new AppError(err.code === 'bad_request' ? 400 : 502, `voice_${err.code}`, `The call could not be started: ${err.message}`);
        }
        throw err;
      }

      let call: TCallRecord;
      try {
        call = await db.transaction(async (tx) => {
          const { rows: ins } = await tx.query<Row>(
            `insert into calls (workspace_id, outreach_id, provider, conversation_id, to_number, status, negotiation)
             values ($1, $2, $3, $4, $5, 'initiated', $6::jsonb) returning *`,
            [ctx.workspaceId, o.id, voice.name, started.provider_call_id, toNumber, JSON.stringify(range)],
          );
          await outreach.update(ctx.workspaceId, o.id as string, { status: 'calling', last_contact: 'now', conversation_id: started.provider_call_id }, tx);
          return mapCall(ins[0]!);
        });
      } catch (err) {
        // Two initiates raced past the check: the partial unique index let only one through.
        if ((err as { code?: string }).code === '23505') throw conflict('A call is already running for this outreach entry');
        throw err;
      }
      void watch(call.id, call.conversation_id);
      return { call, message: `Calling ${o.name as string} at ${toNumber}` };
    },

    /** Resolves when the call has ended (done or failed), with its final record. */
    waitForEnd(callId: string): Promise<TCallRecord> {
      return new Promise((resolve, reject) => {
        getRow(db, 'k.id = $1', [callId])
          .then((rec) => {
            if (!rec) return reject(notFound('Call not found'));
            if (!watching.has(callId) && ['done', 'failed'].includes(rec.status)) return resolve(rec);
            const list = waiters.get(callId) ?? [];
            list.push(resolve);
            waiters.set(callId, list);
            if (!watching.has(callId)) void watch(callId, rec.conversation_id);
          })
          .catch(reject);
      });
    },

    async analysis(ctx: RequestContext, conversationId: string): Promise<TCallRecord> {
      const rec = await getRow(db, 'k.workspace_id = $1 and k.conversation_id = $2', [ctx.workspaceId, conversationId]);
      if (!rec) throw notFound('No call analysis available');
      return rec;
    },

    async listForOutreach(ctx: RequestContext, outreachId: string): Promise<TCallRecord[]> {
      const { rows: o } = await db.query('select 1 from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, outreachId]);
      if (!o.length) throw notFound('Outreach entry not found');
      const { rows } = await db.query<Row>('select * from calls where outreach_id = $1 order by started_at desc', [outreachId]);
      return rows.map(mapCall);
    },

    async recording(ctx: RequestContext, conversationId: string): Promise<{ path: string; contentType: string }> {
      const { rows } = await db.query<Row>(
        'select recording_path, recording_content_type, recording_unavailable_reason, status from calls where workspace_id = $1 and conversation_id = $2',
        [ctx.workspaceId, conversationId],
      );
      const r = rows[0];
      if (!r) throw notFound('No call recording available');
      if (!r.recording_path) {
        const why = (r.recording_unavailable_reason as string | null) ?? (isTerminalStatus(r.status as CallResult['status']) ? 'No recording was stored for this call.' : 'The call is still running; the recording is available once it ends.');
        throw new AppError(404, 'recording_unavailable', `No call recording available: ${why}`);
      }
      const p = await recordings.locate(r.recording_path as string);
      if (!p) throw new AppError(404, 'recording_unavailable', 'No call recording available: the stored file is missing.');
      return { path: p, contentType: r.recording_content_type as string };
    },

    /** A provider pushed the final result (webhook): store it now instead of waiting for the next poll. */
    async acceptResult(providerCallId: string, result: CallResult): Promise<boolean> {
      const rec = await getRow(db, 'k.conversation_id = $1', [providerCallId]);
      if (!rec) return false;
      if (!['done', 'failed'].includes(rec.status) && isTerminalStatus(result.status)) {
        const w = wakeups.get(providerCallId);
        if (w) w();
        else await finish(rec.id, providerCallId, result);
      }
      return true;
    },

    /** After a restart: follow the calls that were still running. */
    async resumeActive(): Promise<number> {
      const { rows } = await db.query<{ id: string; conversation_id: string }>(
        `select id, conversation_id from calls where status in ('initiated','in-progress','processing')`,
      );
      for (const r of rows) void watch(r.id, r.conversation_id);
      return rows.length;
    },

    async close() {
      closed = true;
      unsubscribe?.();
      for (const w of wakeups.values()) w();
      await Promise.allSettled([...watching.values()]);
    },
  };
}
export type CallsService = ReturnType<typeof createCallsService>;

function emptyResult(status: 'failed', error: string): CallResult {
  return {
    status,
    transcript: [],
    summary: null,
    duration_seconds: null,
    call_successful: false,
    evaluation_results: {},
    extracted_data: emptyExtractedData(),
    error,
    recording_unavailable_reason: 'The call did not complete, so there is no recording.',
  };
}
