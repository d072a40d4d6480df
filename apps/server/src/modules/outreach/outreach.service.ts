import type { TOutreach } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
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
    const { rows } = await db.query('select 1 from campaigns where workspace_id = $1 and id = $2', [ctx.workspaceId, campaignId]);
    if (rows.length === 0) throw notFound('Campaign not found');
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
    async update(ctx: RequestContext, id: string, patch: { status?: string; notes?: string }) {
      if (!(await repo.update(ctx.workspaceId, id, patch))) throw notFound('Outreach entry not found');
      return get(ctx, id);
    },
  };
}
export type OutreachService = ReturnType<typeof createOutreachService>;
