/**
 * The steps of one Auto Co-Pilot run: load the campaign, match creators, pick whom to call, call them with
 * bounded concurrency inside the budget, and report.
 *
 * Durability: every step's effect is written with its event (runs.repo appendEvent writes the event, the
 * progress and the checkpoint in one transaction), so a run taken over after a restart knows exactly which
 * creators were picked, which calls were placed and which outcomes were reported. Calls are never placed
 * twice: a call placed but not yet recorded is found again by its outreach entry and start time.
 *
 * Budget: remaining = total budget - agreed rates already committed on the campaign - ceilings reserved by
 * calls in progress. A call's ceiling (negotiation.ts priceRange) is at most remaining / creators left, and is
 * reserved before the call starts and released when its outcome is recorded, so calls running at the same
 * time can never jointly promise more than the budget.
 */
import type { TAgentEvent, TAgentSummary, TCallRecord, TCreator, TCreatorDetail } from '@inflow/contracts';
import { AppError } from '../http/errors.js';
import { systemContext, type RequestContext } from '../lib/context.js';
import type { CallsService } from '../modules/calls/calls.service.js';
import type { MatchingService, ScoredCreator } from '../modules/matching/matching.service.js';
import { rateInCampaignCurrency } from '../modules/matching/scoring.js';
import type { OutreachRepo } from '../modules/outreach/outreach.repo.js';
import { priceRange } from './negotiation.js';
import { LeaseLostError, type AgentPhase, type CampaignBudget, type NewEvent, type RunRow, type RunsRepo, type RunUpdate } from './runs.repo.js';

/** Lowest match score (0-1) a creator needs to be considered. */
export const MATCH_THRESHOLD = 0.4;
/** How many ranked creators the run looks at before filtering (already called, no phone, ...). */
export const MATCH_POOL = 500;
/** A creator called for the campaign within this many days is not called again unless force_refresh. */
export const RECALL_AFTER_DAYS = 7;
/** A ceiling under this share of the creator's usual rate is not worth a call: it would only be declined. */
export const MIN_CEILING_SHARE = 0.5;
export const DELIVERABLES = 'one sponsored video and two stories';

/** Progress: matching 0-15, finding 15-20, calls 20-95, the summary 100. */
const PROGRESS = { matching: 5, matched: 12, found: 20, callsEnd: 95 } as const;
const CALL_STARTED_WEIGHT = 0.3;

export interface PlannedCreator {
  creator_id: string;
  outreach_id: string;
  name: string;
  niche: string;
  followers: number;
  /** In the campaign's currency. */
  typical_rate: number;
  match_score: number;
}

interface PlacedCall {
  call_id: string;
  ceiling: number;
  opening_offer: number;
}

type Outcome =
  | { kind: 'deal'; agreed_rate: number; deal_status?: 'proposed' | 'agreed' }
  | { kind: 'no_deal'; reason: string }
  /** Not called: no budget for them, or the call could not be placed. */
  | { kind: 'not_called'; reason: string };

export interface Checkpoint {
  v: 1;
  plan: PlannedCreator[];
  calls: Record<string, PlacedCall>;
  outcomes: Record<string, Outcome>;
}

export interface RunDeps {
  repo: RunsRepo;
  matching: Pick<MatchingService, 'shortlist'>;
  calls: Pick<CallsService, 'initiate' | 'waitForEnd'>;
  outreach: Pick<OutreachRepo, 'ensure' | 'update'>;
  /** Tells live streams about an event that was just committed. */
  publish(e: TAgentEvent): void;
  owner: string;
  leaseSeconds: number;
  callConcurrency: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export type RunResult = 'finished' | 'interrupted' | 'not_claimed' | 'lease_lost';

/** Formats money the way a marketer reads it: ₹2,40,000 for rupees, $240,000 for dollars. */
export function money(amount: number, currency: string): string {
  const locale = currency.toUpperCase() === 'INR' ? 'en-IN' : 'en-US';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(amount));
  } catch {
    return `${Math.round(amount).toLocaleString('en-US')} ${currency}`;
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const PRIORITY_TEXT = {
  high_match: 'best match first',
  recent_activity: 'most recently active first',
  all: 'largest audience first',
} as const;

/** Orders eligible creators by the chosen call priority. */
export function prioritize(list: ScoredCreator[], priority: keyof typeof PRIORITY_TEXT): ScoredCreator[] {
  const byMatch = (a: ScoredCreator, b: ScoredCreator) => b.scores.match_score - a.scores.match_score || b.similarity - a.similarity;
  const time = (c: TCreator) => (c.last_active_at ? Date.parse(c.last_active_at) : -Infinity);
  const sorted = [...list];
  if (priority === 'recent_activity') sorted.sort((a, b) => time(b.creator) - time(a.creator) || byMatch(a, b));
  else if (priority === 'all') sorted.sort((a, b) => b.creator.followers_count - a.creator.followers_count || byMatch(a, b));
  else sorted.sort(byMatch);
  return sorted;
}

/** The run stops with this reason as its 'failed' event. */
class RunFailed extends Error {}
/** The process is shutting down: the run is handed back, to be resumed. */
class Interrupted extends Error {}

/** Claims the run for this process and executes it to the end (or until the signal aborts it). */
export async function executeRun(deps: RunDeps, runId: string, signal: AbortSignal): Promise<RunResult> {
  const claimed = await deps.repo.claim(runId, deps.owner, deps.leaseSeconds);
  if (!claimed) return 'not_claimed';
  return new RunExecution(deps, claimed.run, claimed.previousState === 'running', signal).go();
}

class RunExecution {
  private readonly ctx: RequestContext;
  private checkpoint: Checkpoint | null;
  private campaign: CampaignBudget | null = null;
  private phase: AgentPhase;
  private chain: Promise<unknown> = Promise.resolve();
  /** Ceilings held by calls in progress, per creator. */
  private readonly reserved = new Map<string, number>();
  private readonly starting = new Set<Promise<unknown>>();
  /** Calls being placed or followed, per creator. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stop = new AbortController();
  private readonly stopped: Promise<'stopped'>;
  private leaseLost = false;

  constructor(
    private readonly deps: RunDeps,
    private readonly run: RunRow,
    private readonly resumed: boolean,
    signal: AbortSignal,
  ) {
    this.ctx = systemContext(run.workspace_id, 'Auto Co-Pilot');
    this.checkpoint = (run.checkpoint as Checkpoint | null) ?? null;
    this.phase = run.phase;
    if (signal.aborted) this.stop.abort();
    else signal.addEventListener('abort', () => this.stop.abort(), { once: true });
    this.stopped = new Promise((resolve) => this.stop.signal.addEventListener('abort', () => resolve('stopped'), { once: true }));
  }

  async go(): Promise<RunResult> {
    const heartbeat = setInterval(() => void this.renewLease(), (this.deps.leaseSeconds * 1000) / 3);
    heartbeat.unref();
    try {
      if (this.resumed) await this.announceResume();
      if (!this.checkpoint) await this.plan();
      await this.callAll();
      await this.finish();
      return 'finished';
    } catch (err) {
      if (this.leaseLost || err instanceof LeaseLostError) return 'lease_lost';
      if (err instanceof Interrupted || (this.stop.signal.aborted && !(err instanceof RunFailed))) {
        await this.suspend();
        return 'interrupted';
      }
      if (err instanceof RunFailed) {
        await this.fail(err.message);
        return 'finished';
      }
      this.deps.log?.error({ err, runId: this.run.id }, 'agent run failed unexpectedly');
      await this.fail(`The Co-Pilot stopped because of an unexpected error: ${(err as Error).message}`).catch((e: unknown) =>
        this.deps.log?.error({ err: e, runId: this.run.id }, 'could not record the failure of an agent run'),
      );
      return 'finished';
    } finally {
      clearInterval(heartbeat);
    }
  }

  // ---------------------------------------------------------------------------------------------------
  // Events

  /**
   * Writes an event (with the checkpoint as it is now) and then tells the streams. Emits are chained, so
   * they commit in the order they were made, and the checkpoint stored last is the newest.
   */
  private emit(ev: Omit<NewEvent, 'phase'> & { phase?: AgentPhase }, u: Omit<RunUpdate, 'owner' | 'leaseSeconds' | 'checkpoint'> = {}): Promise<TAgentEvent> {
    if (ev.phase) this.phase = ev.phase;
    const phase = this.phase;
    const checkpoint = this.checkpoint ? structuredClone(this.checkpoint) : undefined;
    const write = this.chain.then(async () => {
      const { event } = await this.deps.repo.appendEvent(this.run.id, { ...ev, phase }, { ...u, checkpoint, owner: this.deps.owner, leaseSeconds: this.deps.leaseSeconds });
      this.deps.publish(event);
      return event;
    });
    this.chain = write.catch(() => undefined);
    return write;
  }

  private progressNow(): number {
    const cp = this.checkpoint;
    if (!cp || cp.plan.length === 0) return PROGRESS.found;
    let done = 0;
    for (const p of cp.plan) done += cp.outcomes[p.creator_id] ? 1 : cp.calls[p.creator_id] ? CALL_STARTED_WEIGHT : 0;
    return PROGRESS.found + ((PROGRESS.callsEnd - PROGRESS.found) * done) / cp.plan.length;
  }

  private money(amount: number): string {
    return money(amount, this.campaign?.currency ?? 'INR');
  }

  private async renewLease() {
    try {
      if (!(await this.deps.repo.renewLease(this.run.id, this.deps.owner, this.deps.leaseSeconds))) {
        this.leaseLost = true;
        this.stop.abort();
      }
    } catch (err) {
      this.deps.log?.warn({ err, runId: this.run.id }, 'could not renew the agent run lease');
    }
  }

  private throwIfStopped() {
    if (this.stop.signal.aborted) throw new Interrupted();
  }

  private async loadCampaign(): Promise<CampaignBudget> {
    const c = await this.deps.repo.campaign(this.run.workspace_id, this.run.campaign_id);
    if (!c) throw new RunFailed('The campaign no longer exists, so the Co-Pilot stopped.');
    this.campaign = c;
    return c;
  }

  // ---------------------------------------------------------------------------------------------------
  // Steps

  private async announceResume() {
    const cp = this.checkpoint;
    if (!cp) {
      await this.emit({ status: 'info', progress: 0, message: 'Picked up again after an interruption: starting the search for creators over.' });
      return;
    }
    const done = cp.plan.filter((p) => cp.outcomes[p.creator_id]).length;
    const inProgress = cp.plan.filter((p) => !cp.outcomes[p.creator_id] && cp.calls[p.creator_id]).length;
    const toCall = cp.plan.length - done - inProgress;
    const parts = [`${done} of ${plural(cp.plan.length, 'creator')} done`];
    if (inProgress) parts.push(`${plural(inProgress, 'call')} in progress to follow up`);
    if (toCall) parts.push(`${toCall} still to call`);
    await this.emit({ status: 'info', progress: this.progressNow(), message: `Picked up again after an interruption: ${listNames(parts)}.` });
  }

  private async plan() {
    const params = this.run.params;
    const c = await this.loadCampaign();
    const remaining = c.total_budget - c.committed;
    if (remaining < 1) {
      throw new RunFailed(
        `The whole budget of ${this.money(c.total_budget)} is already committed to ${plural(c.deals, 'agreed deal')}, so there is nothing left to offer new creators.`,
      );
    }
    await this.emit({
      status: 'matching',
      phase: 'matching',
      progress: PROGRESS.matching,
      message: `Matching creators to ${c.product_name} by niche, audience, engagement and budget fit.`,
    });
    // The same portfolio shortlist as AI matching (docs/decisions/0021): the set that earns the most expected
    // engagements within what is left of the budget, honouring the campaign's targeting, one person at most once.
    // Creators already agreed (or opted out) and, unless force_refresh, those called in the last days are left out.
    const { recentlyCalled, agreed } = await this.deps.repo.contacted(c.id, RECALL_AFTER_DAYS);
    const recent = params.force_refresh ? [] : [...recentlyCalled].filter((id) => !agreed.has(id));
    const skippedText: string[] = [];
    if (agreed.size) skippedText.push(`${agreed.size} already agreed to this campaign`);
    if (recent.length) skippedText.push(`${recent.length} called in the last ${RECALL_AFTER_DAYS} days`);
    const countries = params.target_countries?.length ? params.target_countries : undefined;
    const eligible = await this.shortlist(c, {
      exclude: [...agreed, ...recent],
      budget: Math.max(0, remaining - c.reserved),
      // A creator the run can't make a viable offer to (negotiation.ts: at most the per-creator share, and any
      // max_price_per_creator) is not worth a call.
      maxRate: Math.min(c.total_budget / Math.max(1, c.planned_creators), params.max_price_per_creator ?? Infinity) / MIN_CEILING_SHARE,
      countries,
      openSlots: Math.max(1, c.planned_creators - c.deals),
    });
    this.throwIfStopped();
    const pct = Math.round(MATCH_THRESHOLD * 100);
    if (eligible.length === 0) {
      if (skippedText.length) {
        const hint = recent.length ? ' Start the Co-Pilot with "force refresh" to call recently contacted creators again.' : '';
        throw new RunFailed(`No one left to call: no other creator with a phone number fits the campaign and its budget; ${listNames(skippedText)}.${hint}`);
      }
      if (countries) {
        throw new RunFailed(
          `No creator with a phone number in ${countries.join(', ')} fits ${c.product_name} and its budget; creators outside the campaign's countries (${countries.join(', ')}) are never called.`,
        );
      }
      throw new RunFailed(`No creators match ${c.product_name} well enough (a match score of ${pct}% or more) within the budget, so no one was called.`);
    }
    await this.emit({
      status: 'info',
      phase: 'finding',
      progress: PROGRESS.matched,
      message: `Shortlisted ${plural(eligible.length, 'creator')} with a phone number whose rates fit the ${this.money(Math.max(0, remaining - c.reserved))} left.`,
    });

    const chosen = prioritize(eligible, params.call_priority).slice(0, params.max_creators);
    const entries = await this.deps.outreach.ensure(this.run.workspace_id, c.id, chosen.map((s) => s.creator.id));
    const outreachOf = new Map(entries.map((e) => [e.creator_id, e.id]));
    const plan: PlannedCreator[] = chosen.map((s) => ({
      creator_id: s.creator.id,
      outreach_id: outreachOf.get(s.creator.id)!,
      name: s.creator.name,
      niche: s.creator.niche,
      followers: s.creator.followers_count,
      typical_rate: Math.round(rateInCampaignCurrency(s.creator, c.currency)),
      match_score: Math.round(s.scores.match_score * 10) / 1000,
    }));
    this.checkpoint = { v: 1, plan, calls: {}, outcomes: {} };
    const details: TCreatorDetail[] = plan.map((p) => ({
      id: p.creator_id,
      name: p.name,
      niche: p.niche,
      followers: p.followers,
      typical_rate: p.typical_rate,
      match_score: Math.min(1, Math.max(0, p.match_score)),
    }));
    const skippedSentence = skippedText.length ? ` Skipped ${listNames(skippedText)}.` : '';
    await this.emit({
      status: 'creators_found',
      phase: 'finding',
      progress: PROGRESS.found,
      message: `Selected ${plural(plan.length, 'creator')} to call (${PRIORITY_TEXT[params.call_priority]}): ${listNames(plan.map((p) => p.name))}.${skippedSentence}`,
      data: { creator_details: details },
    });
  }

  /**
   * Whom to call: the portfolio shortlist for the deals still open, then, while the run may call more (max_creators),
   * the next best portfolios as backups (a creator may decline), each within the same budget.
   */
  private async shortlist(
    c: CampaignBudget,
    o: { exclude: string[]; budget: number; maxRate: number; countries?: string[]; openSlots: number },
  ): Promise<ScoredCreator[]> {
    const max = this.run.params.max_creators;
    const out: ScoredCreator[] = [];
    const people = new Set<string>();
    const exclude = [...o.exclude];
    while (out.length < max) {
      const r = await this.deps.matching.shortlist(this.ctx, c.id, {
        match_threshold: MATCH_THRESHOLD,
        match_count: Math.min(o.openSlots, max - out.length),
        exclude,
        budget: o.budget,
        maxRate: o.maxRate,
        countries: o.countries,
        requirePhone: true,
      });
      if (r.picked.length === 0) break;
      for (const s of r.picked) {
        exclude.push(s.creator.id);
        const person = `${s.creator.name.trim().toLowerCase()}|${s.creator.country}`;
        if (people.has(person) || s.match_score / 100 < MATCH_THRESHOLD) continue;
        people.add(person);
        const { niche_match, audience_match, engagement_score, budget_fit, match_score } = s;
        out.push({ creator: s.creator, similarity: s.similarity, scores: { niche_match, audience_match, engagement_score, budget_fit, match_score } });
      }
    }
    return out.slice(0, max);
  }

  /** The price range for the next creator, from the budget as it stands now. */
  private async rangeFor(p: PlannedCreator, notStarted: number, inFlight: number) {
    const c = await this.loadCampaign();
    let reservedSum = 0;
    for (const v of this.reserved.values()) reservedSum += v;
    // Other paths (manual calls, other processes) hold budget too: the ledger's open reservations include them and
    // this run's confirmed calls; the triggers refuse any call that would still not fit.
    const remaining = Math.max(0, c.total_budget - c.committed - Math.max(reservedSum, c.reserved));
    // Creators left = those still to call, but no more than the deals the campaign still wants.
    const openSlots = c.planned_creators - c.deals - inFlight;
    const creatorsLeft = Math.max(1, Math.min(notStarted, openSlots));
    const priced = priceRange({
      remainingBudget: remaining,
      creatorsLeft,
      creatorRate: p.typical_rate,
      perCreatorShare: c.total_budget / Math.max(1, c.planned_creators),
    });
    const cap = this.run.params.max_price_per_creator ?? Infinity;
    const range = { ...priced, ceiling: Math.min(priced.ceiling, cap), opening_offer: Math.min(priced.opening_offer, cap) };
    const viable = range.ceiling >= 1 && (p.typical_rate <= 0 || range.ceiling >= MIN_CEILING_SHARE * p.typical_rate);
    return { ...range, remaining, viable };
  }

  private async callAll() {
    const cp = this.checkpoint!;
    if (!this.campaign) await this.loadCampaign();
    const todo: PlannedCreator[] = [];
    const inFlight = this.inFlight;
    const track = (id: string, p: Promise<void>) => {
      const tracked = p.finally(() => inFlight.delete(id));
      tracked.catch(() => undefined);
      inFlight.set(id, tracked);
    };

    for (const p of cp.plan) {
      if (cp.outcomes[p.creator_id]) continue;
      let placed = cp.calls[p.creator_id];
      if (!placed) {
        // Placed just before an interruption, before its event was written: follow it, never call twice.
        const found = await this.deps.repo.callSince(p.outreach_id, this.run.created_at);
        if (found) {
          placed = { call_id: found.id, ceiling: found.ceiling ?? 0, opening_offer: found.opening_offer ?? 0 };
          cp.calls[p.creator_id] = placed;
        }
      }
      if (placed) {
        this.reserved.set(p.creator_id, placed.ceiling);
        track(p.creator_id, this.follow(p, placed));
      } else {
        todo.push(p);
      }
    }

    const concurrency = Math.max(1, this.deps.callConcurrency);
    while (todo.length > 0 || inFlight.size > 0) {
      this.throwIfStopped();
      while (todo.length > 0 && inFlight.size < concurrency) {
        const next = todo[0]!;
        const range = await this.rangeFor(next, todo.length, inFlight.size);
        if (!range.viable) {
          // Calls in progress may leave budget unused when they end: wait for them before deciding.
          if (inFlight.size > 0) break;
          todo.shift();
          const reason =
            range.remaining < 1
              ? 'the budget is fully committed'
              : `the ${this.money(range.remaining)} left in the budget is well under their usual rate of ${this.money(next.typical_rate)}`;
          cp.outcomes[next.creator_id] = { kind: 'not_called', reason };
          await this.emit({ status: 'info', phase: 'calling', progress: this.progressNow(), message: `Not calling ${next.name}: ${reason}.`, data: { creator_id: next.creator_id } });
          continue;
        }
        todo.shift();
        this.reserved.set(next.creator_id, range.ceiling);
        track(next.creator_id, this.callOne(next, { ceiling: range.ceiling, opening_offer: range.opening_offer }));
      }
      if (inFlight.size > 0) await Promise.race([...inFlight.values(), this.stopped]);
    }
  }

  private async callOne(p: PlannedCreator, range: { ceiling: number; opening_offer: number }) {
    const cp = this.checkpoint!;
    const params = this.run.params;
    const starting = this.deps.calls.initiate(this.ctx, {
      outreach_id: p.outreach_id,
      negotiation: { opening_offer: range.opening_offer, ceiling: range.ceiling, deliverables: DELIVERABLES },
      approval: { require: params.require_approval ?? true, auto_below: params.auto_approve_below ?? null },
      callingHours: params.calling_hours ?? undefined,
      targetCountries: params.target_countries?.length ? params.target_countries : undefined,
    });
    this.starting.add(starting);
    let call: TCallRecord;
    try {
      ({ call } = await starting);
    } catch (err) {
      this.reserved.delete(p.creator_id);
      if (!(err instanceof AppError)) throw err;
      const reason = err.code === 'conflict' ? 'they are already on a call about this campaign' : err.message.replace(/\.$/, '');
      cp.outcomes[p.creator_id] = { kind: 'not_called', reason };
      await this.emit({ status: 'warning', phase: 'calling', progress: this.progressNow(), message: `Could not call ${p.name}: ${reason}.`, data: { creator_id: p.creator_id } });
      return;
    } finally {
      this.starting.delete(starting);
    }
    const placed = { call_id: call.id, ceiling: range.ceiling, opening_offer: range.opening_offer };
    cp.calls[p.creator_id] = placed;
    await this.emit({
      status: 'calling',
      phase: 'calling',
      progress: this.progressNow(),
      message: `Calling ${p.name}: opening at ${this.money(range.opening_offer)}, ready to go up to ${this.money(range.ceiling)} (their usual rate is ${this.money(p.typical_rate)}).`,
      data: { creator_id: p.creator_id, outreach_id: p.outreach_id, call_id: call.id, opening_offer: range.opening_offer, ceiling: range.ceiling, currency: this.campaign!.currency },
    });
    await this.follow(p, placed);
  }

  /** Waits for a placed call to end, then records and reports its outcome. */
  private async follow(p: PlannedCreator, placed: PlacedCall) {
    const cp = this.checkpoint!;
    const ended = await Promise.race([this.deps.calls.waitForEnd(placed.call_id), this.stopped]);
    if (ended === 'stopped' || (ended.status !== 'done' && ended.status !== 'failed')) throw new Interrupted();
    const rec = ended;
    const currency = this.campaign!.currency;
    const base = { creator_id: p.creator_id, outreach_id: p.outreach_id, call_id: rec.id, ceiling: placed.ceiling, currency };
    const agreed = rec.status === 'done' ? (rec.extracted_data?.agreed_rate ?? null) : null;

    if (agreed !== null && agreed <= placed.ceiling + 0.5) {
      this.reserved.delete(p.creator_id);
      // The call's end recorded the deal: proposed (waiting for approval) or agreed (approval off or auto-approved).
      const deal = await this.deps.repo.dealForCall(rec.id);
      const dealStatus = deal?.status === 'agreed' ? 'agreed' : 'proposed';
      cp.outcomes[p.creator_id] = { kind: 'deal', agreed_rate: agreed, deal_status: dealStatus };
      const what = rec.extracted_data?.deliverables ?? DELIVERABLES;
      const when = rec.extracted_data?.timeline ? `, ${rec.extracted_data.timeline}` : '';
      await this.emit({
        status: 'deal',
        phase: 'negotiating',
        progress: this.progressNow(),
        message:
          dealStatus === 'agreed'
            ? `Deal: ${p.name} agreed to ${this.money(agreed)} for ${what}${when}.`
            : `Deal proposed: ${p.name} would do ${what} for ${this.money(agreed)}${when}. It waits for your approval; they were told the brand will confirm.`,
        data: { ...base, agreed_rate: agreed, deliverables: what, deal_status: dealStatus, deal_id: deal?.id ?? null },
      });
      return;
    }

    let reason: string;
    if (agreed !== null) {
      // A provider reported a price above what the agent was allowed to offer: it is not a deal within budget.
      await this.deps.outreach.update(this.run.workspace_id, p.outreach_id, {
        status: 'negotiating',
        agreed_rate: null,
        notes: `The call reported ${this.money(agreed)}, above the ${this.money(placed.ceiling)} the budget allowed; not recorded as a deal.`,
      });
      reason = `the call reported ${this.money(agreed)}, above the ${this.money(placed.ceiling)} the budget allowed, so it was not recorded as a deal`;
    } else {
      reason = await this.noDealReason(rec, placed);
    }
    this.reserved.delete(p.creator_id);
    cp.outcomes[p.creator_id] = { kind: 'no_deal', reason };
    await this.emit({
      status: 'no_deal',
      phase: 'negotiating',
      progress: this.progressNow(),
      message: `No deal with ${p.name}: ${reason}.`,
      data: { ...base, agreed_rate: null, call_status: rec.status },
    });
  }

  private async noDealReason(rec: TCallRecord, placed: PlacedCall): Promise<string> {
    if (rec.status === 'failed') {
      const why = (rec.error ?? 'the voice provider reported an error').replace(/\.$/, '');
      if (/restart/i.test(why)) return 'the call was cut off by a server restart';
      return `the call did not go through (${why.charAt(0).toLowerCase()}${why.slice(1)})`;
    }
    if (rec.transcript.every((t) => t.role !== 'creator')) return 'they did not answer';
    const n = await this.deps.repo.callNegotiation(rec.id);
    const interest = (rec.extracted_data?.interest_level ?? '').toLowerCase();
    if (n?.outcome === 'not_interested' || interest === 'low' || interest === 'none') return 'they are not interested in this collaboration';
    if (n?.creator_ask && n.creator_ask > placed.ceiling) {
      return `they asked for ${this.money(n.creator_ask)}, more than the ${this.money(placed.ceiling)} the budget allows for them`;
    }
    return 'no rate was agreed on the call; follow up from the outreach page';
  }

  private async finish() {
    const cp = this.checkpoint!;
    const c = await this.loadCampaign();
    const outcomes = cp.plan.map((p) => cp.outcomes[p.creator_id]).filter((o): o is Outcome => !!o);
    const called = outcomes.filter((o) => o.kind !== 'not_called').length;
    const deals = outcomes.filter((o): o is Extract<Outcome, { kind: 'deal' }> => o.kind === 'deal');
    // Only agreed deals are money; proposed ones wait for a person.
    const agreedDeals = deals.filter((d) => d.deal_status === 'agreed');
    const proposedDeals = deals.filter((d) => d.deal_status !== 'agreed');
    const committed = agreedDeals.reduce((s, d) => s + d.agreed_rate, 0);
    const proposedSum = proposedDeals.reduce((s, d) => s + d.agreed_rate, 0);
    const budgetLeft = Math.max(0, c.total_budget - c.committed);
    const summary: TAgentSummary & { total_budget: number; deals_agreed: number; deals_proposed: number; total_proposed: number } = {
      creators_called: called,
      deals: deals.length,
      total_committed: committed,
      budget_left: budgetLeft,
      currency: c.currency,
      total_budget: c.total_budget,
      deals_agreed: agreedDeals.length,
      deals_proposed: proposedDeals.length,
      total_proposed: proposedSum,
    };
    if (called === 0) {
      const reasons = [...new Set(outcomes.map((o) => (o.kind === 'not_called' ? o.reason : '')).filter(Boolean))];
      throw new RunFailed(`No calls could be placed: ${reasons.slice(0, 3).join('; ')}.`);
    }
    const closed = agreedDeals.length ? `closed ${plural(agreedDeals.length, 'deal')} for ${this.money(committed)}` : '';
    const proposed = proposedDeals.length ? `proposed ${plural(proposedDeals.length, 'deal')} for your approval (${this.money(proposedSum)})` : '';
    const dealText = [closed, proposed].filter(Boolean).join(' and ') || 'closed no deals';
    await this.emit(
      {
        status: 'completed',
        phase: 'done',
        progress: 100,
        message: `Finished: called ${plural(called, 'creator')}, ${dealText}; ${this.money(budgetLeft)} of the budget left${proposedDeals.length ? ' once those are approved' : ''}.`,
        data: summary,
      },
      { state: 'completed', summary, finish: true },
    );
  }

  private async fail(reason: string) {
    await this.emit(
      { status: 'failed', phase: 'done', progress: this.checkpoint ? this.progressNow() : 0, message: reason, data: { reason } },
      { state: 'failed', error: reason, finish: true },
    );
  }

  /** Shutdown: let calls being placed get recorded, say so in the log, and hand the run back. */
  private async suspend() {
    await Promise.allSettled([...this.starting, ...this.inFlight.values()]);
    await this.chain;
    try {
      await this.emit({
        status: 'warning',
        progress: this.checkpoint ? this.progressNow() : 0,
        message: 'The server is shutting down. The Co-Pilot will continue from here when it is back.',
      });
    } finally {
      await this.deps.repo.release(this.run.id, this.deps.owner);
    }
  }
}
