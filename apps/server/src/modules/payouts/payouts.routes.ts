import { ZErrorResponse, ZIdParams, ZMilestone, ZMilestoneRelease, ZPayout } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PayoutsService } from './payouts.service.js';

export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  const tags = ['payouts'];
  app.post(
    '/milestones/:id/release',
    {
      schema: {
        operationId: 'releaseMilestone',
        tags,
        description:
          'Records the payment of a payable milestone on the manual ledger (optional reference and date of the external payment). The first release is 200; any later one 409. Owners and admins release; members within their approval limit.',
        params: ZIdParams,
        body: ZMilestoneRelease,
        response: { 200: ZMilestone, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => payouts.release(req.ctx, req.params.id, req.body ?? {}),
  );
  app.get(
    '/campaigns/:id/payouts',
    { schema: { operationId: 'listCampaignPayouts', tags, description: 'The campaign’s payout ledger: one row per payment, each traceable to a milestone and a contract.', params: ZIdParams, response: { 200: ZPayout.array(), 404: ZErrorResponse } } },
    (req) => payouts.ledger(req.ctx, req.params.id),
  );
};
