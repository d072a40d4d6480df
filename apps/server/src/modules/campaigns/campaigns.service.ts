import { writeAudit } from '../../auth/audit.js';
import { ZCampaignCreate, type TCampaign, type TCampaignListQuery, type TCampaignUpdate } from '@inflow/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import type { CampaignEmbedder } from '../matching/embed-records.js';
import { createCampaignsRepo } from './campaigns.repo.js';

export interface CampaignsServiceDeps {
  db: Database;
  embedder: CampaignEmbedder;
}

/** The follower range the matcher filters on must not be empty. */
function checkFollowerRange(min: number | null | undefined, max: number | null | undefined) {
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
    throw badRequest("body field 'min_followers' must not be greater than 'max_followers'");
  }
}

export function createCampaignsService({ db, embedder }: CampaignsServiceDeps) {
  const repo = createCampaignsRepo(db);

  async function get(ctx: RequestContext, id: string): Promise<TCampaign> {
    const c = await repo.get(ctx.workspaceId, id);
    if (!c) throw notFound('Campaign not found');
    return c;
  }

  return {
    repo,
    list: (ctx: RequestContext, q: TCampaignListQuery) =>
      repo.list({ workspaceId: ctx.workspaceId, status: q.status, limit: q.limit, offset: q.offset }),

    get,

    async create(ctx: RequestContext, body: z.output<typeof ZCampaignCreate>): Promise<TCampaign> {
      checkFollowerRange(body.min_followers, body.max_followers);
      // The vector is computed before the write so the campaign and its embedding land together.
      const embedding = await embedder.embedCampaign(body);
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(ctx.workspaceId, body, tx);
        if (embedding) await repo.setEmbedding(newId, embedding, tx);
        return newId;
      });
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, patch: TCampaignUpdate): Promise<TCampaign> {
      const before = await get(ctx, id);
      const merged = { ...before, ...patch };
      checkFollowerRange(merged.min_followers, merged.max_followers);
      const textChanged = (['product_name', 'brand_name', 'product_description', 'target_audience', 'key_use_cases', 'campaign_goal', 'product_niche'] as const).some(
        (k) => patch[k] !== undefined && patch[k] !== before[k],
      );
      const embedding = textChanged ? await embedder.embedCampaign(merged) : null;
      await db.transaction(async (tx) => {
        await repo.update(ctx.workspaceId, id, patch, tx);
        if (embedding) await repo.setEmbedding(id, embedding, tx);
        if ((patch.total_budget !== undefined && patch.total_budget !== before.total_budget) || (patch.currency !== undefined && patch.currency !== before.currency)) {
          await writeAudit(tx, ctx, {
            action: 'campaign.budget_changed',
            targetType: 'campaign',
            targetId: id,
            details: { from: before.total_budget, to: patch.total_budget ?? before.total_budget, from_currency: before.currency, currency: patch.currency ?? before.currency },
          });
        }
      });
      return get(ctx, id);
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
