/**
 * The creator portal: a secret link per deal (256-bit token, stored as SHA-256, expiring, revocable, one active link
 * per deal). The token is the only credential: it resolves to one deal of one workspace, and every portal query is
 * scoped by both, so a link never reads or changes another deal.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TPayoutDetailsInput, TPortalLinkState, TPortalOffer } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso, num } from '../../lib/rows.js';
import type { Mailer } from '../email/mailer.js';
import type { ContentService, SubmissionInput } from '../content/content.service.js';
import { mapContract, currentContractRow } from '../contracts/contracts.repo.js';
import { ensureDealTerms, formatMoney, type ContractsService, type RequestMeta } from '../contracts/contracts.service.js';
import { actorLabel } from '../deals/deal-terms.js';
import { listMilestones } from '../payouts/milestones.js';
import { checkPayoutDetails } from './payout-details.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const DEFAULT_LINK_DAYS = 30;

interface Resolved {
  workspaceId: string;
  dealId: string;
  expiresAt: string;
  token: string;
}

export function createPortalService(deps: {
  db: Database;
  mailer: Mailer;
  mailFrom: string;
  publicUrl: string;
  contracts: ContractsService;
  content: ContentService;
  clock?: () => Date;
}) {
  const { db, contracts, content } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** 404 for a token we never issued, 410 for one that expired or was revoked (or whose deal was cancelled). */
  async function resolve(token: string): Promise<Resolved> {
    const { rows } = await db.query<{ workspace_id: string; deal_id: string; expires_at: unknown; revoked_at: unknown; status: string }>(
      `select l.workspace_id, l.deal_id, l.expires_at, l.revoked_at, d.status
         from portal_links l join deals d on d.id = l.deal_id and d.workspace_id = l.workspace_id where l.token_hash = $1`,
      [hashToken(token)],
    );
    const l = rows[0];
    if (!l) throw notFound('This link is not valid');
    if (l.revoked_at) throw new AppError(410, 'link_revoked', 'This link was revoked; ask the brand for a new one');
    if (new Date(iso(l.expires_at)).getTime() <= clock().getTime()) throw new AppError(410, 'link_expired', 'This link has expired; ask the brand for a new one');
    if (l.status !== 'agreed') throw new AppError(410, 'deal_closed', `This offer is ${l.status === 'cancelled' ? 'closed' : l.status}`);
    return { workspaceId: l.workspace_id, dealId: l.deal_id, expiresAt: iso(l.expires_at), token };
  }

  const creatorLabel = async (r: Resolved) => {
    const { rows } = await db.query<{ name: string }>('select cr.name from deals d join creators cr on cr.id = d.creator_id where d.id = $1', [r.dealId]);
    return `${rows[0]?.name ?? 'Creator'} (portal)`;
  };

  async function offer(r: Resolved): Promise<TPortalOffer> {
    const { rows } = await db.query<Record<string, unknown>>(
      `select d.*, cr.name as creator_name, ca.product_name, ca.brand_name
         from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
        where d.workspace_id = $1 and d.id = $2`,
      [r.workspaceId, r.dealId],
    );
    const d = rows[0]!;
    const c = await currentContractRow(db, r.workspaceId, r.dealId);
    const pd = await db.query<{ method: 'upi' | 'bank' | 'paypal'; details: Record<string, string>; updated_at: unknown }>(
      'select method, details, updated_at from payout_details where workspace_id = $1 and deal_id = $2',
      [r.workspaceId, r.dealId],
    );
    const milestones = await listMilestones(db, r.workspaceId, r.dealId);
    const base = `/api/portal/${r.token}`;
    return {
      deal: {
        id: r.dealId,
        status: d.status as string,
        campaign_name: d.product_name as string,
        brand_name: (d.brand_name as string | null) || null,
        creator_name: d.creator_name as string,
        price: num(d.price),
        currency: d.currency as string,
        usage_rights: (d.usage_rights as string | null) ?? null,
        exclusivity: (d.exclusivity as string | null) ?? null,
        promo_code: (d.promo_code as string | null) ?? null,
        utm_url: (d.utm_url as string | null) ?? null,
      },
      // Paid only once the money has moved (a provider payout still being processed has no date for the creator yet).
      milestones: milestones.map(({ payout, last_failure, ...m }) => ({
        ...m,
        paid_at: payout?.status === 'paid' ? payout.paid_at : null,
        // The creator sees whether money reached them, not the provider's internals (an unknown outcome is processing).
        payment: payout ? (payout.status === 'paid' ? ('paid' as const) : ('processing' as const)) : last_failure ? ('failed' as const) : null,
      })),
      deliverables: await content.deliverables(db, r.workspaceId, r.dealId),
      contract: c ? mapContract(c, { pdf: `${base}/contract.pdf`, signed: `${base}/contract-signed.pdf` }) : null,
      payout_details: pd.rows[0] ? { method: pd.rows[0].method, summary: summaryOf(pd.rows[0].method, pd.rows[0].details), updated_at: iso(pd.rows[0].updated_at) } : null,
      expires_at: r.expiresAt,
    };
  }

  const summaryOf = (method: 'upi' | 'bank' | 'paypal', details: Record<string, string>) =>
    checkPayoutDetails({ method, ...details } as TPayoutDetailsInput).summary;

  return {
    resolve,

    async createLink(ctx: RequestContext, dealId: string, opts: { expiresInDays?: number }) {
      const expires = new Date(clock().getTime() + (opts.expiresInDays ?? DEFAULT_LINK_DAYS) * 86_400_000);
      const token = randomBytes(32).toString('base64url');
      const url = `${deps.publicUrl}/portal/${token}`;
      const result = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string; outreach_id: string; creator_name: string; email: string | null; product_name: string; brand_name: string; price: number; currency: string }>(
          `select d.status, d.outreach_id, cr.name as creator_name, coalesce(cc.email, cr.email) as email, ca.product_name, ca.brand_name, d.price, d.currency
             from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
             left join creator_contacts cc on cc.workspace_id = d.workspace_id and cc.creator_id = d.creator_id
            where d.workspace_id = $1 and d.id = $2 for update of d`,
          [ctx.workspaceId, dealId],
        );
        const d = rows[0];
        if (!d) throw notFound('Deal not found');
        if (d.status !== 'agreed') throw conflict(`This deal is ${d.status}; portal links are for agreed deals`);
        await ensureDealTerms(tx, ctx.workspaceId, dealId);
        // One active link per deal: a new link replaces the old one.
        await tx.query('update portal_links set revoked_at = now() where workspace_id = $1 and deal_id = $2 and revoked_at is null', [ctx.workspaceId, dealId]);
        await tx.query('insert into portal_links (workspace_id, deal_id, token_hash, expires_at, created_by) values ($1, $2, $3, $4, $5)', [
          ctx.workspaceId,
          dealId,
          hashToken(token),
          expires.toISOString(),
          actorLabel(ctx.actor),
        ]);
        let emailedTo: string | null = null;
        if (d.email) {
          const subject = `${d.brand_name || 'Your collaboration'}: your offer for ${d.product_name}`;
          const body =
            `Hi ${d.creator_name},\n\nHere is your page for the ${d.product_name} collaboration (${formatMoney(Number(d.price), d.currency)}): ` +
            `review the offer, sign the contract, add your payout details, and share drafts and live links.\n\n${url}\n\n` +
            `This link is personal; it works until ${expires.toISOString().slice(0, 10)}. Please do not forward it.\n`;
          let status: string;
          let error: string | null = null;
          try {
            status = (await deps.mailer.send({ from: deps.mailFrom, to: d.email, subject, text: body })).status;
          } catch (err) {
            status = 'failed';
            error = (err as Error).message.slice(0, 500);
          }
          await tx.query(
            `insert into emails (workspace_id, outreach_id, to_address, subject, body, status, transport, error, sent_at) values ($1, $2, $3, $4, $5, $6, $7, $8, case when $6 = 'sent' then now() end)`,
            [ctx.workspaceId, d.outreach_id, d.email, subject, body, status, deps.mailer.transport, error],
          );
          if (status !== 'failed') emailedTo = d.email;
        }
        await writeAudit(tx, ctx, { action: 'portal_link.created', targetType: 'deal', targetId: dealId, details: { expires_at: expires.toISOString(), emailed_to: emailedTo } });
        return { emailedTo };
      });
      return { url, expires_at: expires.toISOString(), emailed_to: result.emailedTo };
    },

    /** The deal's links, newest first, with their state now (the token itself is never stored, so never shown). */
    async links(ctx: RequestContext, dealId: string): Promise<TPortalLinkState[]> {
      const d = await db.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
      if (!d.rows[0]) throw notFound('Deal not found');
      const { rows } = await db.query<{ id: string; created_at: unknown; created_by: string; expires_at: unknown; revoked_at: unknown }>(
        'select id, created_at, created_by, expires_at, revoked_at from portal_links where workspace_id = $1 and deal_id = $2 order by created_at desc, id',
        [ctx.workspaceId, dealId],
      );
      const now = clock().getTime();
      return rows.map((l) => ({
        id: l.id,
        state: l.revoked_at ? 'revoked' : new Date(iso(l.expires_at)).getTime() <= now ? 'expired' : 'active',
        created_at: iso(l.created_at),
        created_by: l.created_by,
        expires_at: iso(l.expires_at),
        revoked_at: l.revoked_at ? iso(l.revoked_at) : null,
      }));
    },

    async revoke(ctx: RequestContext, dealId: string) {
      await db.transaction(async (tx) => {
        const d = await tx.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
        if (!d.rows[0]) throw notFound('Deal not found');
        const up = await tx.query('update portal_links set revoked_at = now() where workspace_id = $1 and deal_id = $2 and revoked_at is null returning id', [ctx.workspaceId, dealId]);
        await writeAudit(tx, ctx, { action: 'portal_link.revoked', targetType: 'deal', targetId: dealId, details: { links: up.rows.length } });
      });
    },

    offer: async (token: string) => offer(await resolve(token)),

    async sign(token: string, fullName: string, meta: RequestMeta) {
      const r = await resolve(token);
      await contracts.creatorSign(r.workspaceId, r.dealId, fullName, meta);
      return offer(r);
    },

    async decline(token: string, reason: string | undefined, meta: RequestMeta) {
      const r = await resolve(token);
      const label = await creatorLabel(r);
      await db.transaction(async (tx) => {
        const c = await currentContractRow(tx, r.workspaceId, r.dealId);
        if (c && c.status !== 'awaiting_creator') throw conflict('You have signed this contract; it can no longer be declined here');
        const up = await tx.query<{ outreach_id: string }>(
          `update deals set status = 'cancelled', updated_at = now(), evidence = evidence || jsonb_build_object('declined_by_creator', $3::text)
            where workspace_id = $1 and id = $2 and status = 'agreed' returning outreach_id`,
          [r.workspaceId, r.dealId, reason ?? ''],
        );
        if (up.rows[0]) await tx.query(`update outreach set status = 'declined', updated_at = now() where id = $1`, [up.rows[0].outreach_id]);
        await tx.query('update portal_links set revoked_at = now() where deal_id = $1 and revoked_at is null', [r.dealId]);
        await writeAudit(tx, { actor: { type: 'system', name: label }, workspaceId: r.workspaceId, ip: meta.ip ?? undefined }, {
          action: 'deal.declined_by_creator',
          targetType: 'deal',
          targetId: r.dealId,
          details: { reason: reason ?? null },
        });
      });
      return { status: 'declined' as const };
    },

    async setPayoutDetails(token: string, input: TPayoutDetailsInput, meta: RequestMeta) {
      const r = await resolve(token);
      const { stored } = checkPayoutDetails(input);
      const label = await creatorLabel(r);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into payout_details (deal_id, workspace_id, method, details) values ($1, $2, $3, $4::jsonb)
           on conflict (deal_id) do update set method = excluded.method, details = excluded.details, updated_at = now()`,
          [r.dealId, r.workspaceId, input.method, JSON.stringify(stored)],
        );
        await writeAudit(tx, { actor: { type: 'system', name: label }, workspaceId: r.workspaceId, ip: meta.ip ?? undefined }, {
          action: 'payout_details.updated',
          targetType: 'deal',
          targetId: r.dealId,
          details: { method: input.method },
        });
      });
      return offer(r);
    },

    async submit(token: string, input: SubmissionInput) {
      const r = await resolve(token);
      return content.submit(r.workspaceId, r.dealId, input, await creatorLabel(r));
    },

    async comment(token: string, submissionId: string, body: string) {
      const r = await resolve(token);
      return content.comment(r.workspaceId, submissionId, { type: 'creator', label: await creatorLabel(r) }, body, r.dealId);
    },

    async file(token: string, submissionId: string) {
      const r = await resolve(token);
      return content.file(r.workspaceId, submissionId, r.dealId);
    },

    async contractPdf(token: string, which: 'original' | 'signed') {
      const r = await resolve(token);
      const c = await currentContractRow(db, r.workspaceId, r.dealId);
      if (!c) throw notFound('There is no contract yet');
      return contracts.pdf({ workspaceId: r.workspaceId, role: 'viewer', actor: { type: 'system', name: 'portal' }, approvalLimit: 0 }, c.id as string, which);
    },
  };
}
export type PortalService = ReturnType<typeof createPortalService>;
