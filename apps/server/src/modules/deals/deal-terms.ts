/**
 * Deals recorded by hand (POST /api/v1/deals) and a deal's full terms (GET /api/v1/deals/{id}): milestones with their
 * status, promo code, UTM link and the current contract. A deal by hand goes through the same ledger rows as a call's:
 * inserted, then committed by commitDeal, whose triggers refuse it (409) over budget or over the planned creators.
 */
import { randomInt } from 'node:crypto';
import { DEFAULT_MILESTONES, type TDealCreate, type TDealDetail } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { ledgerRefusal } from '../../domain/budget/ledger.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { roleAtLeast, type Actor, type RequestContext } from '../../lib/context.js';
import { currentContract } from '../contracts/contracts.repo.js';
import { listMilestones, splitAmounts } from '../payouts/milestones.js';
import { commitDeal, type DealsService } from './deals.service.js';

export const actorLabel = (a: Actor) => (a.type === 'user' ? a.email : a.type === 'api_key' ? `API key “${a.name}”` : a.name);

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** NAME + 4 random characters, e.g. PRIYA7KQ2: readable, and hard to guess for someone else's code. */
export function promoCodeFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8) || 'CREATOR';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${base}${suffix}`;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export function utmUrlFor(landing: string | undefined, v: { platform: string; campaign: string; code: string }): string {
  const params = new URLSearchParams({ utm_source: v.platform, utm_medium: 'influencer', utm_campaign: slug(v.campaign), utm_content: v.code.toLowerCase() });
  if (!landing) return `?${params}`;
  const u = new URL(landing);
  for (const [k, val] of params) u.searchParams.set(k, val);
  return u.toString();
}

export function createDealTerms({ db, deals }: { db: Database; deals: DealsService }) {
  async function detail(ctx: RequestContext, id: string, tx: SqlExecutor = db): Promise<TDealDetail> {
    const deal = await deals.get(ctx, id, tx);
    const { rows } = await tx.query<{ usage_rights: string | null; exclusivity: string | null; promo_code: string | null; utm_url: string | null }>(
      'select usage_rights, exclusivity, promo_code, utm_url from deals where workspace_id = $1 and id = $2',
      [ctx.workspaceId, id],
    );
    const t = rows[0]!;
    return { ...deal, ...t, milestones: await listMilestones(tx, ctx.workspaceId, id), contract: await currentContract(tx, ctx.workspaceId, id) };
  }

  async function create(ctx: RequestContext, input: TDealCreate): Promise<TDealDetail> {
    if (!roleAtLeast(ctx.role, 'member')) throw new AppError(403, 'forbidden', 'Viewers cannot record deals');
    if (ctx.approvalLimit !== null && input.price > ctx.approvalLimit) {
      throw new AppError(403, 'over_approval_limit', `Your approval limit is ${ctx.approvalLimit} ${input.currency}; this deal is ${input.price} ${input.currency}. Ask an admin.`);
    }
    const milestones = input.milestones ?? DEFAULT_MILESTONES;
    return db.transaction(async (tx) => {
      const camp = await tx.query<{ id: string; currency: string; product_name: string; status: string }>(
        'select id, currency, product_name, status from campaigns where workspace_id = $1 and id = $2',
        [ctx.workspaceId, input.campaign_id],
      );
      const c = camp.rows[0];
      if (!c) throw notFound('Campaign not found');
      if (['completed', 'archived'].includes(c.status)) throw conflict(`This campaign is ${c.status}; it takes no new deals`);
      if (input.currency !== c.currency) throw unprocessable(`body field 'currency': the campaign's budget is in ${c.currency}; record the deal in ${c.currency}`);
      const cr = await tx.query<{ id: string; name: string; handle: string | null; platform: string | null }>('select id, name, handle, platform from creators where id = $1', [input.creator_id]);
      const creator = cr.rows[0];
      if (!creator) throw notFound('Creator not found');
      let outreachId = input.outreach_id;
      if (outreachId) {
        const o = await tx.query('select 1 from outreach where workspace_id = $1 and id = $2 and campaign_id = $3 and creator_id = $4', [
          ctx.workspaceId,
          outreachId,
          c.id,
          creator.id,
        ]);
        if (o.rows.length === 0) throw unprocessable(`body field 'outreach_id': no outreach entry of this creator in this campaign has that id`);
      } else {
        const o = await tx.query<{ id: string }>(
          `insert into outreach (workspace_id, campaign_id, creator_id, status) values ($1, $2, $3, 'negotiating')
           on conflict (campaign_id, creator_id) do update set updated_at = now() returning id`,
          [ctx.workspaceId, c.id, creator.id],
        );
        outreachId = o.rows[0]!.id;
      }
      const open = await tx.query<{ id: string; status: string }>(`select id, status from deals where outreach_id = $1 and status in ('proposed', 'agreed')`, [outreachId]);
      if (open.rows[0]) throw conflict(`This creator already has a ${open.rows[0].status} deal in this campaign (${open.rows[0].id})`);
      const code = promoCodeFor(creator.handle ?? creator.name);
      const utm = utmUrlFor(input.landing_url, { platform: input.deliverables[0]!.platform, campaign: c.product_name, code });
      const ins = await tx.query<{ id: string }>(
        `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, status, price, currency, deliverables, timeline, evidence,
                            usage_rights, exclusivity, promo_code, utm_url)
         values ($1, $2, $3, $4, 'proposed', $5, $6, $7::jsonb, $8, $9::jsonb, $10, $11, $12, $13) returning id`,
        [
          ctx.workspaceId,
          c.id,
          creator.id,
          outreachId,
          input.price,
          input.currency,
          JSON.stringify(input.deliverables.map((d) => ({ ...d, due_date: d.due_date ?? null }))),
          input.timeline ?? null,
          JSON.stringify({ source: 'recorded by hand', recorded_by: actorLabel(ctx.actor) }),
          input.usage_rights ?? null,
          input.exclusivity ?? null,
          code,
          utm,
        ],
      );
      const id = ins.rows[0]!.id;
      const amounts = splitAmounts(input.price, milestones.map((m) => m.percent));
      for (const [i, m] of milestones.entries()) {
        await tx.query(
          'insert into deal_milestones (workspace_id, deal_id, position, name, percent, amount, condition) values ($1, $2, $3, $4, $5, $6, $7)',
          [ctx.workspaceId, id, i, m.name, m.percent, amounts[i], m.condition],
        );
      }
      try {
        await commitDeal(tx, id, actorLabel(ctx.actor));
      } catch (err) {
        throw ledgerRefusal(err) ?? err;
      }
      await writeAudit(tx, ctx, {
        action: 'deal.recorded',
        targetType: 'deal',
        targetId: id,
        details: { price: input.price, currency: input.currency, creator_id: creator.id, campaign_id: c.id, milestones: milestones.length },
      });
      return detail(ctx, id, tx);
    });
  }

  return { create, detail };
}
export type DealTerms = ReturnType<typeof createDealTerms>;
