import { ZCampaignCreatorsAdd, ZCampaignCreatorsAdded, ZCreatorAudienceQuality, ZErrorResponse, ZIdParams } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { num } from '../../lib/rows.js';
import { audienceQualityReport } from './audience-quality.js';
import type { CampaignCreatorsService } from './campaign-creators.service.js';

/** Discover's bulk "Add to campaign" and the profile's audience-quality verdict (mounted at /api/v1). */
export const campaignCreatorsRoutes: FastifyPluginAsyncZod<{ campaignCreators: CampaignCreatorsService; db: SqlExecutor }> = async (
  app,
  { campaignCreators, db },
) => {
  app.post(
    '/campaigns/:id/creators',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'addCreatorsToCampaign',
        tags: ['campaigns'],
        description:
          'Adds several creators to the campaign (one outreach entry each), all or nothing. 409 naming the reason, with nothing added, ' +
          'when the campaign is archived or completed (campaign_closed), when all its planned creators have agreed deals (campaign_full), ' +
          'when its budget is fully committed (budget_spent), or when a creator’s rate alone is above what the budget has left (over_budget). ' +
          'Creators already in the campaign are counted as existing.',
        params: ZIdParams,
        body: ZCampaignCreatorsAdd,
        response: { 200: ZCampaignCreatorsAdded, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => campaignCreators.add(req.ctx, req.params.id, req.body.creator_ids),
  );
  app.get(
    '/creators/:id/audience-quality',
    {
      schema: {
        operationId: 'creatorAudienceQuality',
        tags: ['creators'],
        description: 'The audience-quality score (0-100), its verdict and each signal behind it; signals the stored data cannot give are listed as unknown.',
        params: ZIdParams,
        response: { 200: ZCreatorAudienceQuality, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const { rows } = await db.query<Record<string, unknown>>(
        'select platform, followers_count, engagement_rate, avg_views, country, audience from creators where id = $1',
        [req.params.id],
      );
      const r = rows[0];
      if (!r) throw notFound('Creator not found');
      const report = audienceQualityReport({
        platform: r.platform as string,
        followers_count: num(r.followers_count),
        engagement_rate: num(r.engagement_rate),
        avg_views: num(r.avg_views),
        country: r.country as string,
        audience: (r.audience as { countries?: Record<string, number> } | null) ?? null,
      });
      return { creator_id: req.params.id, ...report };
    },
  );
};
