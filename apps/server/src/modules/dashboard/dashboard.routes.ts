import { ZDashboard } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { round } from '../../lib/rows.js';
import { RESPONDED_STATUSES, createCampaignsRepo } from '../campaigns/campaigns.repo.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const campaigns = createCampaignsRepo(db);
  app.get('/', { schema: { operationId: 'getDashboard', tags: ['dashboard'], response: { 200: ZDashboard } } }, async (req) => {
    const ws = req.ctx.workspaceId;
    const [counts, outreach, spend, recent] = await Promise.all([
      db.query<{ total: number; active: number }>(
        `select count(*)::int as total, count(*) filter (where status = 'active')::int as active from campaigns where workspace_id = $1 and status <> 'archived'`,
        [ws],
      ),
      db.query<{ entries: number; contacted: number; responses: number; deals: number; reach: number }>(
        `select count(*)::int as entries,
                count(*) filter (where o.last_contact is not null)::int as contacted,
                count(*) filter (where o.status = any($2::text[]))::int as responses,
                (select count(*) from deals d where d.workspace_id = $1 and d.status = 'agreed')::int as deals,
                (select coalesce(sum(cr.followers_count), 0) from deals d join creators cr on cr.id = d.creator_id
                  where d.workspace_id = $1 and d.status = 'agreed')::float8 as reach
         from outreach o where o.workspace_id = $1`,
        [ws, [...RESPONDED_STATUSES]],
      ),
      db.query<{ currency: string; amount: number }>(
        `select d.currency, sum(d.price)::float8 as amount from deals d
         where d.workspace_id = $1 and d.status = 'agreed' group by d.currency order by d.currency`,
        [ws],
      ),
      campaigns.list({ workspaceId: ws, limit: 3, offset: 0 }),
    ]);
    const o = outreach.rows[0]!;
    return {
      active_campaigns: counts.rows[0]!.active,
      total_campaigns: counts.rows[0]!.total,
      influencers_contacted: o.entries,
      response_rate: o.contacted > 0 ? round((o.responses / o.contacted) * 100, 1) : null,
      committed_spend: spend.rows,
      deals: o.deals,
      reach: o.reach,
      recent_campaigns: recent,
    };
  });
};
