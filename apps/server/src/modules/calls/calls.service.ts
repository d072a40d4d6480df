import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TCallingHours, TCallRecord } from '@inflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { priceRange } from '../../agent/negotiation.js';
import { emptyExtractedData, isTerminalStatus, VoiceProviderError, type CallResult, type VoiceProvider } from '../../ai/voice/voice.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { writeAudit } from '../../auth/audit.js';
import type { RequestContext } from '../../lib/context.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';
import type { RecordingStore } from '../../storage/recordings.js';
import { ObjectStoreError, parseRangeHeader, type ByteRange } from '../../storage/object-store.js';
import { rateInCampaignCurrency } from '../matching/scoring.js';
import { createOutreachRepo, type OutreachOutcome } from '../outreach/outreach.repo.js';
import { budgetPosition, releaseForCall, reserveForCall } from '../../domain/budget/ledger.js';
import { parseDeliverables, recordDeal } from '../deals/deals.service.js';
import { callingWindow, type CallingHoursConfig } from '../../domain/calling-hours.js';

type Row = Record<string, unknown>;

/** A recording to send: its bytes (one range of them), or a range past its end (416). */
export type RecordingResponse =
  | { kind: 'bytes'; body: Readable; size: number; range: ByteRange | null; contentType: string }
  | { kind: 'unsatisfiable'; size: number };

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
  /** Whether a deal from this call waits for approval (default: the campaign's setting). */
  approval?: Approval;
  /** The calling window in the creator's local time (default: the campaign's, else CALLING_HOURS). */
  callingHours?: TCallingHours;
  /** Countries the campaign may call (default: the campaign's target countries; empty = any). */
  targetCountries?: string[];
}

/** What happens to a deal a call brings: approval required (default), unless below auto_below. */
export interface Approval {
  require: boolean;
  auto_below: number | null;
}

const DEFAULT_DELIVERABLES = 'one sponsored video and two stories';
export const DEFAULT_CALLING_HOURS: CallingHoursConfig = { start: '10:00', end: '19:00' };

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
    // The spec's six keys are always there (null until the call has been analysed).
    extracted_data: (r.extracted_data as TCallRecord['extracted_data']) ?? emptyExtractedData(),
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
export function outcomeOf(result: CallResult, ceiling: number | null = null): OutreachOutcome & { deal?: { price: number } ; optOut?: boolean } {
  // A call that never connected: nobody answered (the entry can be called again).
  if (result.status === 'failed') return { status: 'no_answer' };
  const x = result.extracted_data;
  if (result.negotiation?.outcome === 'do_not_contact') {
    return { status: 'do_not_contact', optOut: true, notes: 'The creator asked not to be contacted again.' };
  }
  if (x.agreed_rate !== null && x.agreed_rate !== undefined) {
    if (ceiling !== null && x.agreed_rate > ceiling) {
      return { status: 'negotiating', timeline: x.timeline, notes: `The creator asked for ${x.agreed_rate}, above the ceiling of ${ceiling}; not recorded as a deal.` };
    }
    // A deal: recorded as proposed (waiting for approval) or agreed by recordDeal, which moves the entry.
    return { deal: { price: x.agreed_rate }, deliverables: x.deliverables, timeline: x.timeline };
  }
  const interest = (x.interest_level ?? '').toLowerCase();
  if (result.transcript.every((t) => t.role !== 'creator')) return { status: 'no_answer' };
  if (interest === 'low' || interest === 'none' || result.negotiation?.outcome === 'not_interested') return { status: 'declined', timeline: x.timeline };
  return { status: 'negotiating', timeline: x.timeline };
}

export interface CallsServiceDeps {
  db: Database;
  /** The default calling window (CALLING_HOURS), in the creator's local time. */
  callingHours?: CallingHoursConfig;
  /** Now (tests pass a fixed clock). */
  clock?: () => Date;
  voice: VoiceProvider;
  recordings: RecordingStore;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}

export function createCallsService({ db, voice, recordings, log, pollIntervalMs = 1000, callingHours = DEFAULT_CALLING_HOURS, clock = () => new Date() }: CallsServiceDeps) {
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

  /** A call that never started: it ends failed and its ceiling is released; the entry is left as it was. */
  async function abortCall(callId: string, error: string) {
    await db.transaction(async (tx) => {
      await tx.query(`update calls set status = 'failed', error = $2, ended_at = now(), updated_at = now() where id = $1`, [callId, error]);
      await releaseForCall(tx, callId);
    });
  }

  /** A manual call's range, from the ledger: what agreed deals and calls in progress leave of the budget. */
  async function defaultRange(campaignId: string, creatorRate: number, creatorCurrency: string): Promise<NegotiationRange & { currency: string }> {
    const c = (await budgetPosition(db, campaignId))!;
    const range = priceRange({
      remainingBudget: c.available,
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
      const { rows } = await tx.query<{ outreach_id: string; workspace_id: string; ceiling: number | null; approval: Approval | null }>(
        `update calls set status = $2, summary = $3, duration_seconds = $4, transcript = $5::jsonb, evaluation_results = $6::jsonb,
           extracted_data = $7::jsonb, negotiation = coalesce(negotiation, '{}'::jsonb) || coalesce($8::jsonb, '{}'::jsonb),
           recording_path = $9, recording_content_type = $10,
           recording_unavailable_reason = $11, error = $12, ended_at = now(), updated_at = now()
         where id = $1 and status not in ('done', 'failed')
         returning outreach_id, workspace_id, (negotiation->>'ceiling')::float8 as ceiling, negotiation->'approval' as approval`,
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
      // The call's ceiling is no longer held; a deal (if any) takes its place in the same transaction.
      await releaseForCall(tx, callId);
      const { deal, optOut, ...outcome } = outcomeOf(result, r.ceiling);
      await outreach.update(r.workspace_id, r.outreach_id, { ...outcome, last_contact: 'now' }, tx);
      if (optOut) {
        await tx.query(
          `insert into contact_optouts (workspace_id, creator_id, channel, reason)
           select o.workspace_id, o.creator_id, 'all', 'asked on a call not to be contacted again' from outreach o where o.id = $1
           on conflict do nothing`,
          [r.outreach_id],
        );
      }
      if (deal) {
        const { rows: o } = await tx.query<{ campaign_id: string; creator_id: string; currency: string; platform: string }>(
          `select o.campaign_id, o.creator_id, c.currency, cr.platform from outreach o join campaigns c on c.id = o.campaign_id
             join creators cr on cr.id = o.creator_id where o.id = $1`,
          [r.outreach_id],
        );
        const approval: Approval = r.approval ?? { require: true, auto_below: null };
        const auto = !approval.require ? 'approval not required' : approval.auto_below !== null && deal.price < approval.auto_below ? `auto-approved below ${approval.auto_below}` : null;
        await recordDeal(
          tx,
          {
            workspaceId: r.workspace_id,
            campaignId: o[0]!.campaign_id,
            creatorId: o[0]!.creator_id,
            outreachId: r.outreach_id,
            callId,
            price: deal.price,
            currency: o[0]!.currency,
            deliverables: parseDeliverables(result.extracted_data.deliverables, o[0]!.platform),
            timeline: result.extracted_data.timeline ?? null,
            evidence: {
              summary: result.summary,
              creator_ask: result.negotiation?.creator_ask ?? null,
              ceiling: r.ceiling,
              deliverables: result.extracted_data.deliverables ?? null,
              conversation_id: providerCallId,
            },
          },
          auto ? { by: auto } : null,
        );
      }
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
        `select o.id, o.campaign_id, o.status as outreach_status, cr.id as creator_id, cr.name, cr.niche, cr.followers_count,
                cr.engagement_rate, cr.typical_rate, cr.currency as creator_currency, cr.topics, cr.country, cr.timezone,
                coalesce(cc.email, cr.email) as email, coalesce(cc.phone, cr.phone) as phone,
                ca.product_name, ca.brand_name, ca.product_description, ca.key_use_cases, ca.currency, ca.status as campaign_status,
                ca.require_approval, ca.auto_approve_below, ca.calling_hours, ca.target_countries,
                exists (select 1 from contact_optouts x where x.workspace_id = o.workspace_id and x.creator_id = o.creator_id) as opted_out
         from outreach o join creators cr on cr.id = o.creator_id join campaigns ca on ca.id = o.campaign_id
         left join creator_contacts cc on cc.workspace_id = o.workspace_id and cc.creator_id = cr.id
         where o.workspace_id = $1 and o.id = $2`,
        [ctx.workspaceId, input.outreach_id],
      );
      const o = rows[0];
      if (!o) throw notFound('Outreach entry not found');
      // Only the number on the creator's record is ever dialled (the workspace's own, else the directory's): a
      // caller-supplied number is accepted only when it is that number, so nobody can make us dial anywhere else.
      const onRecord = o.phone as string | null;
      if (input.phone_number !== undefined && input.phone_number !== onRecord) {
        throw new AppError(422, 'phone_not_on_record', `phone_number must be the number on ${o.name as string}'s record; calls go only to that number`);
      }
      const toNumber = onRecord;
      if (!toNumber) throw unprocessable(`${o.name as string} has no phone number on file; an admin or an import must add it first`);
      if (o.opted_out || o.outreach_status === 'do_not_contact') {
        throw new AppError(409, 'do_not_contact', `${o.name as string} asked not to be contacted; no call is placed`);
      }
      if (['paused', 'completed', 'archived'].includes(o.campaign_status as string)) {
        throw new AppError(409, 'campaign_not_running', `The campaign is ${o.campaign_status as string}; calls are placed only for running campaigns`);
      }
      // Run settings, else the campaign's own targeting; empty = any country.
      const countries = (input.targetCountries ?? (o.target_countries as string[] | null) ?? []).map((c) => (c.toUpperCase() === 'UK' ? 'GB' : c.toUpperCase()));
      const home = String(o.country).toUpperCase() === 'UK' ? 'GB' : String(o.country).toUpperCase();
      if (countries.length > 0 && !countries.includes(home)) {
        throw new AppError(409, 'outside_target_countries', `${o.name as string} is in ${o.country as string}, outside the campaign's countries (${countries.join(', ')})`);
      }
      const hours = input.callingHours ?? (o.calling_hours as CallingHoursConfig | null) ?? callingHours;
      const window = callingWindow(hours, { country: o.country as string, timezone: o.timezone as string | null }, clock());
      if (!window.open) {
        throw new AppError(
          409,
          'outside_calling_hours',
          `It is outside calling hours (${hours.start}-${hours.end}) for ${o.name as string}` +
            (window.next ? `; the next window opens ${window.next.local}` : '; the calling window never holds in their time zone'),
          { next_window_at: window.next?.at ?? null },
        );
      }
      const active = await getRow(db, `k.outreach_id = $1 and k.status in ('initiated','in-progress','processing')`, [o.id]);
      if (active) throw conflict('A call is already running for this outreach entry', { conversation_id: active.conversation_id });
      const position = await budgetPosition(db, o.campaign_id as string);
      if (position && position.open_slots <= 0) {
        throw new AppError(409, 'planned_creators_reached', `The campaign already has ${position.deals} agreed deals, all the creators it planned for`);
      }

      const range = input.negotiation
        ? { ...input.negotiation, currency: o.currency as string }
        : await defaultRange(o.campaign_id as string, num(o.typical_rate), o.creator_currency as string);

      if (range.ceiling <= 0) {
        throw unprocessable(`The campaign has no budget left for ${o.name as string}: agreed deals and running calls already cover the total budget`);
      }
      const approval: Approval = input.approval ?? {
        require: o.require_approval !== false,
        auto_below: o.auto_approve_below === null || o.auto_approve_below === undefined ? null : num(o.auto_approve_below),
      };

      // The call's ceiling is held in the ledger before anyone is dialled: the budget's triggers refuse it (409) when
      // agreed deals and other calls in progress leave too little, whatever runs at the same time.
      const callId = randomUUID();
      const placeholder = `pending-${callId}`;
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into calls (id, workspace_id, outreach_id, provider, conversation_id, to_number, status, negotiation)
             values ($1, $2, $3, $4, $5, $6, 'initiated', $7::jsonb)`,
            [callId, ctx.workspaceId, o.id, voice.name, placeholder, toNumber, JSON.stringify({ ...range, approval })],
          );
          await reserveForCall(tx, { workspaceId: ctx.workspaceId, campaignId: o.campaign_id as string, callId, amount: range.ceiling });
        });
      } catch (err) {
        // Two initiates raced past the check: the partial unique index let only one through.
        if ((err as { code?: string }).code === '23505') throw conflict('A call is already running for this outreach entry');
        throw err;
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
        await abortCall(callId, `The call could not be started: ${(err as Error).message}`);
        if (err instanceof VoiceProviderError) {
          throw new AppError(err.code === 'bad_request' ? 400 : 502, `voice_${err.code}`, `The call could not be started: ${err.message}`);
        }
        throw err;
      }

      const call = await db.transaction(async (tx) => {
        await tx.query(`update calls set conversation_id = $2, updated_at = now() where id = $1`, [callId, started.provider_call_id]);
        await outreach.update(ctx.workspaceId, o.id as string, { status: 'contacted', last_contact: 'now', conversation_id: started.provider_call_id }, tx);
        return (await getRow(tx, 'k.id = $1', [callId]))!;
      });
      await writeAudit(db, ctx, {
        action: 'call.placed',
        targetType: 'outreach',
        targetId: o.id as string,
        details: { call_id: call.id, creator_id: o.creator_id, to_number: toNumber, ceiling: range.ceiling, currency: range.currency },
      });
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

    /**
     * The call's recording from object storage, the whole of it or the one byte range an HTTP Range header asks
     * for (any process serves any recording: the storage is shared when it is S3).
     */
    async recording(ctx: RequestContext, conversationId: string, rangeHeader?: string): Promise<RecordingResponse> {
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
      const file = r.recording_path as string;
      const contentType = r.recording_content_type as string;
      const missing = () => new AppError(404, 'recording_unavailable', 'No call recording available: the stored file is missing.');
      const info = await recordings.stat(file);
      if (!info) throw missing();
      const wanted = parseRangeHeader(rangeHeader, info.size);
      if (wanted.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: info.size };
      let obj;
      try {
        obj = await recordings.open(file, wanted.kind === 'range' ? wanted.range : undefined);
      } catch (err) {
        // Replaced by a shorter object between stat and open: ask again.
        if (err instanceof ObjectStoreError && err.details.code === 'InvalidRange') return { kind: 'unsatisfiable', size: info.size };
        throw err;
      }
      if (!obj) throw missing();
      return { kind: 'bytes', body: obj.body, size: obj.size, range: obj.range, contentType };
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
