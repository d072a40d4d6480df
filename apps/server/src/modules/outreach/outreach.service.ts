import type { TOutreach } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { writeAudit } from '../../auth/audit.js';
import type { RequestContext } from '../../lib/context.js';
import { createCampaignsRepo } from '../campaigns/campaigns.repo.js';
import { createOutreachRepo } from './outreach.repo.js';

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
    const ids = await db.transaction((tx) => repo.ensure(ctx.workspaceId, campaignId, unique, tx));
    const entries = await repo.getMany(ctx.workspaceId, ids.map((r) => r.id));
    return { created: ids.filter((r) => r.created).length, existing: ids.filter((r) => !r.created).length, entries, ids };
  }

  return {
    repo,
    get,
    ensureMany,
    listAll: (ctx: RequestContext) => repo.listAll(ctx.workspaceId),
    async listByCampaign(ctx: RequestContext, campaignId: string) {
      if (!(await campaigns.get(ctx.workspaceId, campaignId))) throw notFound('Campaign not found');
      return repo.listByCampaign(ctx.workspaceId, campaignId);
    },
    async create(ctx: RequestContext, campaignId: string, creatorId: string) {
      const r = await ensureMany(ctx, campaignId, [creatorId]);
      return { entry: r.entries[0]!, created: r.created === 1 };
    },
    /** A manual move (status) or a note. Money moves only through deals; an opt-out is final. */
    async update(ctx: RequestContext, id: string, patch: { status?: string; notes?: string }) {
      const before = await get(ctx, id);
      if (patch.status !== undefined && patch.status !== before.status) {
        if (patch.status === 'agreed' || patch.status === 'deal_proposed') {
          throw new AppError(409, 'use_deals', 'A deal is agreed by approving it (Deals to approve), not by moving the entry');
        }
        if (before.status === 'do_not_contact') throw new AppError(409, 'do_not_contact', 'This creator asked not to be contacted; the entry stays closed');
        if (before.status === 'agreed' || before.status === 'deal_proposed') {
          throw new AppError(409, 'open_deal', `The entry has a ${before.status === 'agreed' ? 'deal' : 'proposed deal'}; reject or cancel the deal instead`);
        }
      }
      await db.transaction(async (tx) => {
        await repo.update(ctx.workspaceId, id, patch, tx);
        if (patch.status === 'do_not_contact') {
          await tx.query(
            `insert into contact_optouts (workspace_id, creator_id, channel, reason) values ($1, $2, 'all', 'marked do not contact') on conflict do nothing`,
            [ctx.workspaceId, before.creator_id],
          );
        }
        if (patch.status !== undefined && patch.status !== before.status) {
          await writeAudit(tx, ctx, { action: 'outreach.moved', targetType: 'outreach', targetId: id, details: { from: before.status, to: patch.status } });
        }
      });
      return get(ctx, id);
    },
  };
}
export type OutreachService = ReturnType<typeof createOutreachService>;
