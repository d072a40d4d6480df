import { ZErrorResponse, ZIdParams, ZMilestone, ZMilestoneRelease, ZPayout, ZPayoutAccount, ZPayoutAccountInput, ZPayoutProviderInfo } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
          'Pays a payable milestone through the configured provider: on the manual ledger it records the external payment (optional reference and date); with Stripe or RazorpayX it sends the payout with an idempotency key derived from the milestone. The first release is 200; any later one 409 (a payout whose outcome was not confirmed is re-sent with the same key). Owners and admins release; members within their approval limit.',
        params: ZIdParams,
        body: ZMilestoneRelease,
        response: { 200: ZMilestone, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    (req) => payouts.release(req.ctx, req.params.id, req.body ?? {}),
  );
  app.get(
    '/deals/:id/payout-account',
    {
      schema: {
        operationId: 'getDealPayoutAccount',
        tags,
        description: 'The creator’s Stripe connected account set for this deal, or { account: null }.',
        params: ZIdParams,
        response: { 200: z.object({ account: ZPayoutAccount.nullable() }), 404: ZErrorResponse },
      },
    },
    (req) => payouts.getPayoutAccount(req.ctx, req.params.id),
  );
  app.put(
    '/deals/:id/payout-account',
    {
      schema: {
        operationId: 'setDealPayoutAccount',
        tags,
        description:
          'The creator’s Stripe connected account (acct_...) this deal’s milestones are transferred to with PAYOUT_PROVIDER=stripe; with Stripe configured it is checked there first (it exists on this platform and can receive transfers, else 422). Owners and admins.',
        params: ZIdParams,
        body: ZPayoutAccountInput,
        response: { 200: ZPayoutAccount, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse, 502: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    (req) => payouts.setPayoutAccount(req.ctx, req.params.id, req.body),
  );
  app.get(
    '/payouts/provider',
    {
      config: { minRole: 'member' },
      schema: {
        operationId: 'getPayoutProvider',
        tags,
        description: 'The payout provider this server is configured with (PAYOUT_PROVIDER): manual (payments recorded from outside), stripe (Connect transfers, a connected account per deal) or razorpayx. Members and up.',
        response: { 200: ZPayoutProviderInfo, 403: ZErrorResponse },
      },
    },
    () => ({ provider: payouts.provider }),
  );
  app.get(
    '/campaigns/:id/payouts',
    { schema: { operationId: 'listCampaignPayouts', tags, description: 'The campaign’s payout ledger: one row per payment, each traceable to a milestone and a contract.', params: ZIdParams, response: { 200: ZPayout.array(), 404: ZErrorResponse } } },
    (req) => payouts.ledger(req.ctx, req.params.id),
  );
};
