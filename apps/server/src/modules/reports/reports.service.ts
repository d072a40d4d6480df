/**
 * The campaign report: spend vs budget, deliverables, reach, views, engagements, CPM, CPE, conversions, revenue and ROI,
 * overall, by creator and over time. Every figure is computed from stored rows (the latest metrics snapshot of each
 * post, imported orders, agreed deals, payouts); a figure with no data behind it is null, never a guess.
 */
import type { TCampaignReport, TDeal, TRoiSummary } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso, round } from '../../lib/rows.js';
import { csvCell } from '../creators/csv.js';
import { renderReportPdf } from './report-pdf.js';

type Snap = { submission_id: string; deal_id: string; captured_at: string; source: string; views: number | null; reach: number | null; likes: number | null; comments: number | null; shares: number | null; saves: number | null };

const sumOrNull = (xs: (number | null)[]) => (xs.some((x) => x !== null) ? xs.reduce<number>((s, x) => s + (x ?? 0), 0) : null);
const engagementsOf = (s: Snap) => sumOrNull([s.likes, s.comments, s.shares, s.saves]);
const ratio = (a: number | null, b: number | null, k = 1, digits = 2) => (a === null || b === null || b === 0 ? null : round((a / b) * k, digits));

const FIELDS = ['views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
/** Per post, the latest known value of each figure (a snapshot without reach does not erase an earlier reach). */
function latestKnown(ordered: Snap[]): Map<string, Snap> {
  const out = new Map<string, Snap>();
  for (const s of ordered) {
    const cur = out.get(s.submission_id);
    if (!cur) {
      out.set(s.submission_id, { ...s });
      continue;
    }
    cur.captured_at = s.captured_at;
    for (const f of FIELDS) if (s[f] !== null) cur[f] = s[f];
  }
  return out;
}

function figures(spend: number, snaps: Snap[], orders: { amount: number }[] | null) {
  const reach = sumOrNull(snaps.map((s) => s.reach));
  const views = sumOrNull(snaps.map((s) => s.views));
  const engagements = sumOrNull(snaps.map(engagementsOf));
  const conversions = orders ? orders.length : null;
  const revenue = orders ? round(orders.reduce((s, o) => s + o.amount, 0)) : null;
  return {
    reach,
    views,
    engagements,
    engagement_rate: ratio(engagements, views, 1, 4),
    cpm: ratio(spend, views, 1000),
    cpe: ratio(spend, engagements, 1, 4),
    conversions,
    revenue,
    roi: revenue === null || spend === 0 ? null : round((revenue - spend) / spend, 4),
  };
}

export function createReportsService({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  async function report(ctx: RequestContext, campaignId: string): Promise<TCampaignReport> {
    const c = await db.query<{ id: string; product_name: string; currency: string; total_budget: number }>(
      'select id, product_name, currency, total_budget from campaigns where workspace_id = $1 and id = $2',
      [ctx.workspaceId, campaignId],
    );
    const camp = c.rows[0];
    if (!camp) throw notFound('Campaign not found');
    const deals = await db.query<{ id: string; creator_id: string; creator_name: string; price: number; deliverables: TDeal['deliverables'] }>(
      `select d.id, d.creator_id, cr.name as creator_name, d.price, d.deliverables from deals d join creators cr on cr.id = d.creator_id
        where d.workspace_id = $1 and d.campaign_id = $2 and d.status = 'agreed' order by d.created_at`,
      [ctx.workspaceId, campaignId],
    );
    const snaps = await db.query<Snap>(
      `select m.submission_id, s.deal_id, m.captured_at, m.source, m.views::float8 as views, m.reach::float8 as reach, m.likes::float8 as likes,
              m.comments::float8 as comments, m.shares::float8 as shares, m.saves::float8 as saves
         from post_metrics m join submissions s on s.id = m.submission_id join deals d on d.id = s.deal_id
        where m.workspace_id = $1 and d.campaign_id = $2 and d.status = 'agreed' order by m.captured_at`,
      [ctx.workspaceId, campaignId],
    );
    const allSnaps = snaps.rows.map((s) => ({ ...s, captured_at: iso(s.captured_at) }));
    const latest = latestKnown(allSnaps);
    const ord = await db.query<{ deal_id: string | null; ordered_at: unknown; amount: number; created_at: unknown }>(
      'select deal_id, ordered_at, amount, created_at from orders where workspace_id = $1 and campaign_id = $2 order by ordered_at',
      [ctx.workspaceId, campaignId],
    );
    const hasOrders = ord.rows.length > 0;
    // Paid is settled money only; a payout being sent or processing at the provider is shown apart, as in progress.
    const paid = await db.query<{ deal_id: string; paid: number; in_progress: number }>(
      `select deal_id, coalesce(sum(amount) filter (where status = 'paid'), 0)::float8 as paid,
              coalesce(sum(amount) filter (where status <> 'paid'), 0)::float8 as in_progress
         from payouts where workspace_id = $1 and campaign_id = $2 group by deal_id`,
      [ctx.workspaceId, campaignId],
    );
    const paidBy = new Map(paid.rows.map((p) => [p.deal_id, p.paid]));
    const inProgressBy = new Map(paid.rows.map((p) => [p.deal_id, p.in_progress]));
    const live = await db.query<{ deal_id: string; idx: number }>(
      `select distinct s.deal_id, s.deliverable_index as idx from submissions s join deals d on d.id = s.deal_id where s.workspace_id = $1 and d.campaign_id = $2 and s.kind = 'live'`,
      [ctx.workspaceId, campaignId],
    );
    const liveSet = new Set(live.rows.map((l) => `${l.deal_id}:${l.idx}`));
    const today = clock().toISOString().slice(0, 10);

    const by_creator = deals.rows.map((d) => {
      const items = d.deliverables.length ? d.deliverables : [{ platform: 'any', format: 'content', count: 1, due_date: null }];
      const done = items.filter((_, i) => liveSet.has(`${d.id}:${i}`)).length;
      const late = items.filter((x, i) => !liveSet.has(`${d.id}:${i}`) && !!x.due_date && x.due_date < today).length;
      const spend = Number(d.price);
      return {
        deal_id: d.id,
        creator_id: d.creator_id,
        creator_name: d.creator_name,
        spend,
        paid: paidBy.get(d.id) ?? 0,
        paid_in_progress: inProgressBy.get(d.id) ?? 0,
        ...figures(spend, [...latest.values()].filter((s) => s.deal_id === d.id), hasOrders ? ord.rows.filter((o) => o.deal_id === d.id) : null),
        deliverables_total: items.length,
        deliverables_done: done,
        deliverables_late: late,
      };
    });
    const spend = round(deals.rows.reduce((s, d) => s + Number(d.price), 0));

    // Over time: each day's cumulative figures (the latest snapshot of every post up to that day), and that day's orders.
    const days = [...new Set([...allSnaps.map((s) => s.captured_at.slice(0, 10)), ...ord.rows.map((o) => iso(o.ordered_at).slice(0, 10))])].sort();
    const over_time = days.map((day) => {
      const upTo = latestKnown(allSnaps.filter((s) => s.captured_at.slice(0, 10) <= day));
      const dayOrders = ord.rows.filter((o) => iso(o.ordered_at).slice(0, 10) === day);
      const vals = [...upTo.values()];
      return { date: day, views: sumOrNull(vals.map((s) => s.views)), engagements: sumOrNull(vals.map(engagementsOf)), conversions: dayOrders.length, revenue: round(dayOrders.reduce((s, o) => s + o.amount, 0)) };
    });

    const sources = new Map<string, { snapshots: number; latest: string }>();
    for (const s of allSnaps) {
      const cur = sources.get(s.source) ?? { snapshots: 0, latest: s.captured_at };
      sources.set(s.source, { snapshots: cur.snapshots + 1, latest: s.captured_at > cur.latest ? s.captured_at : cur.latest });
    }
    return {
      campaign_id: camp.id,
      campaign_name: camp.product_name,
      currency: camp.currency,
      budget: Number(camp.total_budget),
      spend: deals.rows.length ? spend : null,
      paid: round([...paidBy.values()].reduce((s, p) => s + p, 0)),
      paid_in_progress: round([...inProgressBy.values()].reduce((s, p) => s + p, 0)),
      ...figures(spend, [...latest.values()], hasOrders ? ord.rows : null),
      ...(deals.rows.length ? {} : { roi: null, cpm: null, cpe: null }),
      deliverables: {
        total: by_creator.reduce((s, x) => s + x.deliverables_total, 0),
        done: by_creator.reduce((s, x) => s + x.deliverables_done, 0),
        late: by_creator.reduce((s, x) => s + x.deliverables_late, 0),
      },
      by_creator,
      over_time,
      sources: {
        metrics: [...sources.entries()].map(([source, v]) => ({ source, ...v })),
        orders: { count: ord.rows.length, latest: hasOrders ? iso(ord.rows.reduce((a, o) => (iso(o.created_at) > iso(a.created_at) ? o : a)).created_at) : null },
      },
      generated_at: clock().toISOString(),
    };
  }

  const COLUMNS = ['creator', 'spend', 'paid', 'reach', 'views', 'engagements', 'engagement_rate', 'cpm', 'cpe', 'conversions', 'revenue', 'roi', 'deliverables_done', 'deliverables_total', 'deliverables_late'] as const;

  return {
    report,
    reportPdf: async (ctx: RequestContext, campaignId: string): Promise<Buffer> => renderReportPdf(await report(ctx, campaignId)),

    /**
     * Spend against attributed revenue across the workspace's campaigns, per currency (never added across currencies).
     * ROI is measured on the campaigns that have order data: a campaign without any orders imported has no revenue
     * figure, not a revenue of zero.
     */
    async roiSummary(ctx: RequestContext): Promise<TRoiSummary> {
      const { rows } = await db.query<{ id: string; product_name: string; currency: string; spend: number; deals: number; orders: number; revenue: number }>(
        `select c.id, c.product_name, c.currency,
                coalesce(d.spend, 0)::float8 as spend, coalesce(d.n, 0)::int as deals,
                coalesce(o.n, 0)::int as orders, coalesce(o.revenue, 0)::float8 as revenue
           from campaigns c
           left join (select campaign_id, sum(price) as spend, count(*) as n from deals where workspace_id = $1 and status = 'agreed' group by campaign_id) d on d.campaign_id = c.id
           left join (select campaign_id, sum(amount) as revenue, count(*) as n from orders where workspace_id = $1 group by campaign_id) o on o.campaign_id = c.id
          where c.workspace_id = $1 and (d.n > 0 or o.n > 0)
          order by c.currency, c.product_name`,
        [ctx.workspaceId],
      );
      const campaigns = rows.map((r) => {
        const revenue = r.orders > 0 ? round(r.revenue) : null;
        return {
          campaign_id: r.id,
          campaign_name: r.product_name,
          currency: r.currency,
          spend: round(r.spend),
          revenue,
          roi: revenue === null || r.spend === 0 ? null : round((revenue - r.spend) / r.spend, 4),
          orders: r.orders,
        };
      });
      const totals = [...new Set(campaigns.map((c) => c.currency))].map((currency) => {
        const of = campaigns.filter((c) => c.currency === currency);
        const tracked = of.filter((c) => c.revenue !== null);
        const trackedSpend = round(tracked.reduce((s, c) => s + c.spend, 0));
        const revenue = tracked.length ? round(tracked.reduce((s, c) => s + c.revenue!, 0)) : null;
        return {
          currency,
          spend: round(of.reduce((s, c) => s + c.spend, 0)),
          tracked_spend: trackedSpend,
          revenue,
          roi: revenue === null || trackedSpend === 0 ? null : round((revenue - trackedSpend) / trackedSpend, 4),
          campaigns: of.length,
          campaigns_with_revenue: tracked.length,
        };
      });
      return { totals, campaigns, generated_at: clock().toISOString() };
    },

    async reportCsv(ctx: RequestContext, campaignId: string): Promise<string> {
      const r = await report(ctx, campaignId);
      const line = (cells: unknown[]) => cells.map(csvCell).join(',');
      const rows = r.by_creator.map((c) => line([c.creator_name, c.spend, c.paid, c.reach, c.views, c.engagements, c.engagement_rate, c.cpm, c.cpe, c.conversions, c.revenue, c.roi, c.deliverables_done, c.deliverables_total, c.deliverables_late]));
      rows.push(line(['Total', r.spend, r.paid, r.reach, r.views, r.engagements, r.engagement_rate, r.cpm, r.cpe, r.conversions, r.revenue, r.roi, r.deliverables.done, r.deliverables.total, r.deliverables.late]));
      // Empty cells are unknown figures (no data), not zeros.
      return `${line([...COLUMNS])}\n${rows.join('\n')}\n`;
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
