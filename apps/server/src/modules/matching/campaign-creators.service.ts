import type { TCampaignCreatorsAdded } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { writeAudit } from '../../auth/audit.js';
import { budgetPosition } from '../../domain/budget/ledger.js';
import { AppError, notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { actorOf } from '../notes/actor.js';
import { createOutreachRepo } from '../outreach/outreach.repo.js';
import { rateInCampaignCurrency } from './scoring.js';

/** Campaigns that take no new creators. */
const CLOSED = new Set(['archived', 'completed']);

function money(n: number, currency: string): string {
  try {
    return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(n);
  } catch {
    return `${Math.round(n)} ${currency}`;
  }
}

/**
 * Several creators added to a campaign in one action (Discover's bulk "Add to campaign"), all or nothing, under the
 * campaign row's lock (the one the budget ledger takes): refused with a 409 naming the reason when the campaign is
 * closed, when its planned creators all have agreed deals, when its budget has nothing left, or when a creator's rate
 * alone is above what the budget has left. Creators already in the campaign are left as they are.
 */
export function createCampaignCreatorsService({ db }: { db: Database }) {
  return {
    async add(ctx: RequestContext, campaignId: string, creatorIds: string[]): Promise<TCampaignCreatorsAdded> {
      const ids = [...new Set(creatorIds)];
      return db.transaction(async (tx) => {
        const { rows: camp } = await tx.query<{ status: string; product_name: string }>(
          'select status, product_name from campaigns where workspace_id = $1 and id = $2 for update',
          [ctx.workspaceId, campaignId],
        );
        const campaign = camp[0];
        if (!campaign) throw notFound('Campaign not found');
        if (CLOSED.has(campaign.status)) {
          throw new AppError(409, 'campaign_closed', `${campaign.product_name} is ${campaign.status}: creators can't be added to it; nothing was added`, {
            status: campaign.status,
          });
        }
        const { rows: creators } = await tx.query<{ id: string; handle: string; typical_rate: number; currency: string }>(
          'select id, handle, typical_rate::float8 as typical_rate, currency from creators where id = any($1::uuid[])',
          [ids],
        );
        const found = new Set(creators.map((c) => c.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) throw notFound(missing.length === 1 ? `Creator not found: ${missing[0]}` : `Creators not found: ${missing.join(', ')}`);

        const pos = (await budgetPosition(tx, campaignId))!;
        const { rows: present } = await tx.query<{ creator_id: string }>(
          'select creator_id from outreach where campaign_id = $1 and creator_id = any($2::uuid[])',
          [campaignId, ids],
        );
        const already = new Set(present.map((r) => r.creator_id));
        const adding = creators.filter((c) => !already.has(c.id));
        if (adding.length > 0) {
          if (pos.open_slots <= 0) {
            throw new AppError(
              409,
              'campaign_full',
              `All ${pos.planned_creators} planned creators of ${campaign.product_name} have agreed deals: raise its planned creators to add more; nothing was added`,
              { planned_creators: pos.planned_creators, deals: pos.deals },
            );
          }
          if (pos.available < 1) {
            throw new AppError(409, 'budget_spent', `The budget of ${campaign.product_name} is fully committed (${money(pos.total_budget, pos.currency)}); nothing was added`, {
              total_budget: pos.total_budget,
              available: pos.available,
            });
          }
          const over = adding
            .map((c) => ({ id: c.id, handle: c.handle, rate: Math.round(rateInCampaignCurrency(c, pos.currency)) }))
            .filter((c) => c.rate > pos.available);
          if (over.length) {
            const names = over.slice(0, 5).map((c) => `@${c.handle} (${money(c.rate, pos.currency)})`);
            const more = over.length > 5 ? ` and ${over.length - 5} more` : '';
            throw new AppError(
              409,
              'over_budget',
              `${names.join(', ')}${more}: each rate alone is above the ${money(pos.available, pos.currency)} the budget has left; nothing was added`,
              { available: pos.available, currency: pos.currency, creators: over },
            );
          }
        }
        const entries = await createOutreachRepo(tx).ensure(ctx.workspaceId, campaignId, ids, tx, actorOf(ctx).userId);
        const created = entries.filter((e) => e.created).length;
        if (created > 0) {
          await writeAudit(tx, ctx, {
            action: 'campaign.creators_added',
            targetType: 'campaign',
            targetId: campaignId,
            details: { created, existing: entries.length - created, creator_ids: entries.filter((e) => e.created).map((e) => e.creator_id) },
          });
        }
        return {
          campaign_id: campaignId,
          created,
          existing: entries.length - created,
          entries,
          currency: pos.currency,
          budget_available: pos.available,
          open_slots: pos.open_slots,
        };
      });
    },
  };
}
export type CampaignCreatorsService = ReturnType<typeof createCampaignCreatorsService>;
