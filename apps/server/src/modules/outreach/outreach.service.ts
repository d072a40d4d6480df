import { OUTREACH_STATUS_LABELS, type TOutreach, type TOutreachStatus } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import { writeAudit } from '../../auth/audit.js';
import type { RequestContext } from '../../lib/context.js';
import { createCampaignsRepo } from '../campaigns/campaigns.repo.js';
import { actorOf } from '../notes/actor.js';
import { createOutreachRepo, type OutreachFilters } from './outreach.repo.js';
import { manualMoveRefusal } from './transitions.js';

export function createOutreachService({ db }: { db: Database }) {
  const repo = createOutreachRepo(db);
  const campaigns = createCampaignsRepo(db);

  async function get(ctx: RequestContext, id: string): Promise<TOutreach> {
    const o = await repo.get(ctx.workspaceId, id);
    if (!o) throw notFound('Outreach entry not found');
    return o;
  }
  async function assertCampaign(ctx: RequestContext, campaignId: string) {
    const { rows } = await db.query<{ status: string; product_name: string }>('select status, product_name from campaigns where workspace_id = $1 and id = $2', [
      ctx.workspaceId,
      campaignId,
    ]);
    if (rows.length === 0) throw notFound('Campaign not found');
    if (rows[0]!.status === 'completed' || rows[0]!.status === 'archived') {
      throw new AppError(409, 'campaign_closed', `“${rows[0]!.product_name}” is ${rows[0]!.status}: creators can't be added to it`);
    }
  }
  /** `me` is the caller (a person); anyone else must be a member of the workspace; null unassigns. */
  async function resolveOwner(ctx: RequestContext, owner: string | null): Promise<string | null> {
    if (owner === null) return null;
    const userId = owner === 'me' ? actorOf(ctx).userId : owner;
    if (!userId) throw unprocessable('body/owner_user_id: this caller is not a person; name a member');
    const { rows } = await db.query('select 1 from workspace_members where workspace_id = $1 and user_id = $2', [ctx.workspaceId, userId]);
    if (!rows[0]) throw unprocessable('body/owner_user_id: is not a member of this workspace');
    return userId;
  }
  async function assertCreators(ids: string[]) {
    const { rows } = await db.query<{ id: string }>('select id from creators where id = any($1::uuid[])', [ids]);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw notFound(missing.length === 1 ? 'Creator not found' : `Creators not found: ${missing.join(', ')}`);
  }

  /** Creates entries for the given creators (idempotent: existing pairs are returned, never duplicated). */
  async function ensureMany(ctx: RequestContext, campaignId: string, creatorIds: string[]) {
    const unique = [...new Set(creatorIds)];
    await assertCampaign(ctx, campaignId);
    await assertCreators(unique);
    // New entries belong to the person who adds them (an API key acts for its creator; the Co-Pilot for nobody).
    const ids = await db.transaction((tx) => repo.ensure(ctx.workspaceId, campaignId, unique, tx, actorOf(ctx).userId));
    const entries = await repo.getMany(ctx.workspaceId, ids.map((r) => r.id));
    return { created: ids.filter((r) => r.created).length, existing: ids.filter((r) => !r.created).length, entries, ids };
  }

  return {
    repo,
    get,
    ensureMany,
    async listAll(ctx: RequestContext, filters: OutreachFilters = {}) {
      if (filters.owner !== 'me') return repo.listAll(ctx.workspaceId, filters);
      // `me` for a caller who is not a person (a system actor) owns nothing.
      const me = actorOf(ctx).userId;
      return me ? repo.listAll(ctx.workspaceId, { ...filters, owner: me }) : [];
    },
    async listByCampaign(ctx: RequestContext, campaignId: string) {
      if (!(await campaigns.get(ctx.workspaceId, campaignId))) throw notFound('Campaign not found');
      return repo.listByCampaign(ctx.workspaceId, campaignId);
    },
    async create(ctx: RequestContext, campaignId: string, creatorId: string) {
      const r = await ensureMany(ctx, campaignId, [creatorId]);
      return { entry: r.entries[0]!, created: r.created === 1 };
    },
    /**
     * A manual move (status), a note or a new owner: the one path for the list, the pipeline board and the API.
     * Moves follow the state machine's manual rules (transitions.ts) and are audited as `outreach.moved` in the same
     * transaction (the conversation timeline shows them); `expected_status` refuses a move of an entry that has moved
     * since the caller looked. The row is locked for the check, so two moves of one entry never interleave.
     */
    async update(
      ctx: RequestContext,
      id: string,
      patch: { status?: TOutreachStatus; expected_status?: TOutreachStatus; notes?: string; owner_user_id?: string | null },
    ) {
      const owner = patch.owner_user_id === undefined ? undefined : await resolveOwner(ctx, patch.owner_user_id);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: TOutreachStatus; creator_id: string; owner_user_id: string | null }>(
          'select status, creator_id, owner_user_id from outreach where workspace_id = $1 and id = $2 for update',
          [ctx.workspaceId, id],
        );
        const before = rows[0];
        if (!before) throw notFound('Outreach entry not found');
        const moving = patch.status !== undefined && patch.status !== before.status;
        if (patch.expected_status !== undefined && patch.expected_status !== before.status && patch.status !== before.status) {
          throw new AppError(
            409,
            'stale_status',
            `The entry is now ${OUTREACH_STATUS_LABELS[before.status]}, not ${OUTREACH_STATUS_LABELS[patch.expected_status]}: it was moved meanwhile`,
            { from: before.status, expected: patch.expected_status, to: patch.status ?? null },
          );
        }
        if (moving) {
          const refusal = manualMoveRefusal(before.status, patch.status!);
          if (refusal) throw new AppError(409, refusal.code, refusal.message, { from: before.status, to: patch.status });
        }
        await repo.update(ctx.workspaceId, id, { status: moving ? patch.status : undefined, notes: patch.notes, owner_user_id: owner }, tx);
        if (patch.status === 'do_not_contact') {
          await tx.query(
            `insert into contact_optouts (workspace_id, creator_id, channel, reason) values ($1, $2, 'all', 'marked do not contact') on conflict do nothing`,
            [ctx.workspaceId, before.creator_id],
          );
        }
        if (moving) {
          await writeAudit(tx, ctx, { action: 'outreach.moved', targetType: 'outreach', targetId: id, details: { from: before.status, to: patch.status } });
        }
        if (owner !== undefined && owner !== before.owner_user_id) {
          await writeAudit(tx, ctx, { action: 'outreach.owner_changed', targetType: 'outreach', targetId: id, details: { from: before.owner_user_id, to: owner } });
        }
      });
      return get(ctx, id);
    },
  };
}
export type OutreachService = ReturnType<typeof createOutreachService>;
