import { createHash, randomUUID } from 'node:crypto';
import type { TContract, TCountersign, TDeal } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { iso } from '../../lib/rows.js';
import { roleAtLeast, type RequestContext } from '../../lib/context.js';
import { actorLabel, promoCodeFor, utmUrlFor } from '../deals/deal-terms.js';
import { listMilestones, splitAmounts } from '../payouts/milestones.js';
import { renderContractPdf, renderSignedPdf } from './contract-pdf.js';
import { contractEvent, currentContractRow, mapContract } from './contracts.repo.js';
import { readFileBytes, type FileStore } from './file-store.js';
import { DEFAULT_TEMPLATE, DEFAULT_TEMPLATE_NAME, MERGE_FIELDS, renderTemplate, unknownFields, type MergeField } from './template.js';

type Row = Record<string, unknown>;
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const CONDITION_TEXT = { signed: 'when this agreement is signed by both parties', draft_approved: 'when the drafts are approved', post_live: 'when the posts are live' } as const;

/**
 * Deals from calls and approvals were agreed without milestones or tracking: before a contract or a portal link they
 * get the standard schedule (30% on signing, 70% on posting) and a promo code, so every agreed deal has them.
 */
export async function ensureDealTerms(tx: SqlExecutor, workspaceId: string, dealId: string): Promise<void> {
  const { rows } = await tx.query<{ price: number; promo_code: string | null; name: string; handle: string; platform: string; product_name: string; n: number }>(
    `select d.price, d.promo_code, cr.name, cr.handle, cr.platform, ca.product_name,
            (select count(*) from deal_milestones where deal_id = d.id)::int as n
       from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
      where d.workspace_id = $1 and d.id = $2`,
    [workspaceId, dealId],
  );
  const d = rows[0];
  if (!d) throw notFound('Deal not found');
  if (d.n === 0) {
    const [a, b] = splitAmounts(Number(d.price), [30, 70]);
    await tx.query(
      `insert into deal_milestones (workspace_id, deal_id, position, name, percent, amount, condition)
       values ($1, $2, 0, 'On signing', 30, $3, 'signed'), ($1, $2, 1, 'On posting', 70, $4, 'post_live') on conflict do nothing`,
      [workspaceId, dealId, a, b],
    );
  }
  if (!d.promo_code) {
    const code = promoCodeFor(d.handle || d.name);
    await tx.query('update deals set promo_code = $3, utm_url = $4 where workspace_id = $1 and id = $2 and promo_code is null', [
      workspaceId,
      dealId,
      code,
      utmUrlFor(undefined, { platform: d.platform, campaign: d.product_name, code }),
    ]);
  }
}

/** An unknown merge field would print as-is in every contract: 422 naming it and the known ones. */
function checkFields(body: string) {
  const unknown = unknownFields(body);
  if (unknown.length) throw unprocessable(`body field 'body': unknown merge field${unknown.length > 1 ? 's' : ''} ${unknown.map((f) => `{{${f}}}`).join(', ')}; use ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}`);
}

export function createContractsService({ db, files }: { db: Database; files: FileStore }) {
  async function template(ctx: RequestContext, tx: SqlExecutor = db) {
    const { rows } = await tx.query<Row>('select id, name, body, updated_at from contract_templates where workspace_id = $1 and is_default', [ctx.workspaceId]);
    const r = rows[0];
    // Every workspace starts with the default template; it is stored once someone edits it.
    return {
      id: (r?.id as string) ?? '00000000-0000-4000-8000-00000000c0de',
      name: (r?.name as string) ?? DEFAULT_TEMPLATE_NAME,
      body: (r?.body as string) ?? DEFAULT_TEMPLATE,
      merge_fields: [...MERGE_FIELDS],
      updated_at: r ? iso(r.updated_at) : new Date(0).toISOString(),
    };
  }

  async function contractRow(ctx: RequestContext, id: string, tx: SqlExecutor = db): Promise<Row> {
    const { rows } = await tx.query<Row>('select * from contracts where workspace_id = $1 and id = $2', [ctx.workspaceId, id]);
    if (!rows[0]) throw notFound('Contract not found');
    return rows[0];
  }

  async function mergeValues(tx: SqlExecutor, ctx: RequestContext, dealId: string, version: number): Promise<Record<MergeField, string>> {
    const { rows } = await tx.query<Row>(
      `select d.*, cr.name as creator_name, cr.handle, ca.product_name, ca.brand_name
         from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
        where d.workspace_id = $1 and d.id = $2`,
      [ctx.workspaceId, dealId],
    );
    const d = rows[0]!;
    const currency = d.currency as string;
    const deliverables = (d.deliverables as TDeal['deliverables']) ?? [];
    const milestones = await listMilestones(tx, ctx.workspaceId, dealId);
    const platforms = [...new Set(deliverables.map((x) => x.platform.toLowerCase()))];
    const disclosure =
      `The Creator will clearly disclose the paid partnership in every post, using the platform's own tool where there is one ` +
      `(${platforms.includes('instagram') ? 'Instagram "Paid partnership" label, ' : ''}${platforms.includes('youtube') ? 'YouTube "Includes paid promotion", ' : ''}${platforms.includes('tiktok') ? 'TikTok "Paid partnership" toggle, ' : ''}` +
      `and #ad at the start of the caption), as advertising rules require (ASCI in India, the FTC in the US, the ASA in the UK).`;
    return {
      brand: (d.brand_name as string) || 'the Brand',
      creator: `${d.creator_name as string}${d.handle ? ` (@${String(d.handle).replace(/^@/, '')})` : ''}`,
      campaign: d.product_name as string,
      date: new Date().toISOString().slice(0, 10),
      price: formatMoney(Number(d.price), currency),
      currency,
      deliverables: deliverables.length
        ? deliverables.map((x) => `- ${x.count} x ${x.platform} ${x.format}${x.due_date ? `, due ${x.due_date}` : ''}`).join('\n')
        : '- As agreed in writing between the parties',
      milestones: milestones.map((m) => `- ${m.name}: ${m.percent}% (${formatMoney(m.amount, currency)}), payable ${CONDITION_TEXT[m.condition]}`).join('\n'),
      usage_rights: (d.usage_rights as string | null) ?? 'The Brand may share and repost the published content on its own social media accounts for 6 months after publication, crediting the Creator. Paid advertising with the content needs the Creator\'s written consent.',
      exclusivity: (d.exclusivity as string | null) ?? 'None: the Creator may work with other brands, including in the same category.',
      disclosure,
      promo_code: (d.promo_code as string | null) ?? '-',
      utm_url: (d.utm_url as string | null) ?? '-',
      contract_version: String(version),
    };
  }

  return {
    template,

    /**
     * A template body filled from one of the workspace's own deals, as a contract generated now would read (nothing is
     * written): the given deal, else the latest agreed deal (one with milestones first). 404 when there is no deal yet.
     */
    async previewTemplate(ctx: RequestContext, input: { body: string; deal_id?: string }) {
      checkFields(input.body);
      const { rows } = await db.query<{ id: string; creator_name: string; product_name: string; next_version: number }>(
        `select d.id, cr.name as creator_name, ca.product_name,
                (select coalesce(max(version), 0)::int + 1 from contracts where deal_id = d.id) as next_version
           from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id
          where d.workspace_id = $1 and ($2::uuid is null and d.status = 'agreed' or d.id = $2::uuid)
          order by exists (select 1 from deal_milestones m where m.deal_id = d.id) desc, d.created_at desc limit 1`,
        [ctx.workspaceId, input.deal_id ?? null],
      );
      const d = rows[0];
      if (!d) throw notFound(input.deal_id ? 'Deal not found' : 'No agreed deal to preview the template with yet');
      return { deal_id: d.id, deal_label: `${d.creator_name} · ${d.product_name}`, markdown: renderTemplate(input.body, await mergeValues(db, ctx, d.id, d.next_version)) };
    },

    async updateTemplate(ctx: RequestContext, input: { name?: string; body: string }) {
      checkFields(input.body);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into contract_templates (workspace_id, name, body, is_default) values ($1, $2, $3, true)
           on conflict (workspace_id) where is_default do update set name = excluded.name, body = excluded.body, updated_at = now()`,
          [ctx.workspaceId, input.name ?? DEFAULT_TEMPLATE_NAME, input.body],
        );
        await writeAudit(tx, ctx, { action: 'contract_template.updated', targetType: 'contract_template' });
      });
      return template(ctx);
    },

    /** Generates the deal's contract (a new version supersedes the current one, signed or not). */
    async generate(ctx: RequestContext, dealId: string): Promise<TContract> {
      return db.transaction(async (tx) => {
        // The deal row's lock serialises two generations of one deal.
        const { rows } = await tx.query<{ status: string }>('select status from deals where workspace_id = $1 and id = $2 for update', [ctx.workspaceId, dealId]);
        if (!rows[0]) throw notFound('Deal not found');
        if (rows[0].status !== 'agreed') throw conflict(`This deal is ${rows[0].status}; contracts are generated for agreed deals`);
        await ensureDealTerms(tx, ctx.workspaceId, dealId);
        const prev = await currentContractRow(tx, ctx.workspaceId, dealId);
        if (prev) {
          await tx.query(`update contracts set status = 'superseded', superseded_at = now() where id = $1`, [prev.id]);
          await contractEvent(tx, prev.id as string, { action: 'superseded', actor: actorLabel(ctx.actor), ip: ctx.ip });
        }
        const v = await tx.query<{ n: number }>('select coalesce(max(version), 0)::int + 1 as n from contracts where deal_id = $1', [dealId]);
        const version = v.rows[0]!.n;
        const id = randomUUID();
        const tpl = await template(ctx, tx);
        const body = renderTemplate(tpl.body, await mergeValues(tx, ctx, dealId, version));
        const pdf = await renderContractPdf(body, { title: `Contract v${version}`, contractId: id, version, createdAt: new Date() });
        const hash = sha256(pdf);
        const key = `contracts/${ctx.workspaceId}/${id}-v${version}.pdf`;
        await files.put(key, pdf, { contentType: 'application/pdf' });
        const ins = await tx.query<Row>(
          `insert into contracts (id, workspace_id, deal_id, version, status, body, pdf_key, sha256, created_by)
           values ($1, $2, $3, $4, 'awaiting_creator', $5, $6, $7, $8) returning *`,
          [id, ctx.workspaceId, dealId, version, body, key, hash, actorLabel(ctx.actor)],
        );
        await contractEvent(tx, id, { action: `generated (version ${version})`, actor: actorLabel(ctx.actor), ip: ctx.ip, sha256: hash });
        await writeAudit(tx, ctx, { action: 'contract.generated', targetType: 'contract', targetId: id, details: { deal_id: dealId, version, sha256: hash, supersedes: prev?.id ?? null } });
        return mapContract(ins.rows[0]!);
      });
    },

    /** Every contract version of a deal, newest first (superseded ones too: they are the history). */
    async versions(ctx: RequestContext, dealId: string): Promise<TContract[]> {
      const d = await db.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
      if (!d.rows[0]) throw notFound('Deal not found');
      const { rows } = await db.query<Row>('select * from contracts where workspace_id = $1 and deal_id = $2 order by version desc', [ctx.workspaceId, dealId]);
      return rows.map((r) => mapContract(r));
    },

    async get(ctx: RequestContext, id: string) {
      const r = await contractRow(ctx, id);
      const ev = await db.query<Row>('select action, actor, ip, user_agent, sha256, at from contract_events where contract_id = $1 order by id', [id]);
      return {
        ...mapContract(r),
        events: ev.rows.map((e) => ({ action: e.action as string, actor: e.actor as string, ip: (e.ip as string | null) ?? null, user_agent: (e.user_agent as string | null) ?? null, sha256: (e.sha256 as string | null) ?? null, at: iso(e.at) })),
      };
    },

    async pdf(ctx: RequestContext, id: string, which: 'original' | 'signed'): Promise<Buffer> {
      const r = await contractRow(ctx, id);
      const key = which === 'original' ? (r.pdf_key as string) : (r.signed_pdf_key as string | null);
      if (!key) throw notFound('This contract is not signed yet');
      const bytes = await readFileBytes(files, key);
      if (!bytes) throw new AppError(404, 'file_missing', 'The contract file is missing from storage');
      return bytes;
    },

    /** The creator's signature, from the portal: typed full name + consent, on the current contract. */
    async creatorSign(workspaceId: string, dealId: string, name: string, meta: RequestMeta): Promise<TContract> {
      return db.transaction(async (tx) => {
        await tx.query('select 1 from deals where id = $1 for update', [dealId]);
        const c = await currentContractRow(tx, workspaceId, dealId);
        if (!c) throw conflict('There is no contract to sign yet; the brand will send it', { code: 'no_contract' });
        if (c.status !== 'awaiting_creator') throw conflict(c.status === 'signed' ? 'This contract is signed already' : 'You have signed this contract already');
        const sig = { name, at: new Date().toISOString(), ip: meta.ip, user_agent: meta.userAgent, sha256: c.sha256 as string };
        const up = await tx.query<Row>(`update contracts set creator_signature = $2::jsonb, status = 'awaiting_brand' where id = $1 returning *`, [c.id, JSON.stringify(sig)]);
        await contractEvent(tx, c.id as string, { action: 'signed by the creator', actor: name, ip: meta.ip, userAgent: meta.userAgent, sha256: c.sha256 as string });
        await writeAudit(tx, { actor: { type: 'system', name: `Creator “${name}” (portal)` }, workspaceId, ip: meta.ip ?? undefined }, {
          action: 'contract.signed_by_creator',
          targetType: 'contract',
          targetId: c.id as string,
          details: { deal_id: dealId, sha256: c.sha256, user_agent: meta.userAgent },
        });
        return mapContract(up.rows[0]!);
      });
    },

    /** The brand's countersignature: the contract becomes signed, with a signed PDF (signature page + audit trail). */
    async countersign(ctx: RequestContext, id: string, meta: RequestMeta, input?: TCountersign): Promise<TContract> {
      if (!roleAtLeast(ctx.role, 'member')) throw new AppError(403, 'forbidden', 'Viewers cannot countersign contracts');
      return db.transaction(async (tx) => {
        const c = await contractRow(ctx, id, tx);
        await tx.query('select 1 from deals where id = $1 for update', [c.deal_id]);
        const cur = await contractRow(ctx, id, tx);
        if (cur.status === 'awaiting_creator') throw conflict('The creator has not signed this contract yet');
        if (cur.status !== 'awaiting_brand') throw conflict(`This contract is ${cur.status}; only a contract the creator signed can be countersigned`);
        const now = new Date();
        const account = ctx.actor.type === 'user' ? ctx.actor.name || ctx.actor.email : actorLabel(ctx.actor);
        // The typed name is the signature (as on the portal); the account that typed it is kept in the trail beside it.
        const by = input?.full_name ?? account;
        const how = input ? `typed name, consent given, by ${actorLabel(ctx.actor)}` : `no typed name: recorded as ${actorLabel(ctx.actor)}`;
        const brandSig = { name: by, at: now.toISOString(), ip: meta.ip, user_agent: meta.userAgent, sha256: cur.sha256 as string };
        await contractEvent(tx, id, { action: `countersigned by the brand (${how})`, actor: by, ip: meta.ip, userAgent: meta.userAgent, sha256: cur.sha256 as string });
        const trail = await tx.query<Row>('select action, actor, ip, at from contract_events where contract_id = $1 order by id', [id]);
        const creatorSig = cur.creator_signature as { name: string; at: string; ip: string | null; user_agent: string | null; sha256: string };
        const original = await readFileBytes(files, cur.pdf_key as string);
        if (!original) throw new AppError(409, 'file_missing', 'The contract file is missing from storage; generate a new version');
        if (sha256(original) !== cur.sha256) throw new AppError(409, 'hash_mismatch', 'The stored contract does not match its recorded SHA-256; generate a new version');
        const signed = await renderSignedPdf(original, {
          contractId: id,
          version: Number(cur.version),
          originalSha256: cur.sha256 as string,
          signedAt: now,
          signatures: [
            { role: 'Creator', name: creatorSig.name, at: creatorSig.at, ip: creatorSig.ip, userAgent: creatorSig.user_agent, sha256: creatorSig.sha256 },
            { role: 'Brand', name: by, at: brandSig.at, ip: meta.ip, userAgent: meta.userAgent, sha256: brandSig.sha256 },
          ],
          trail: trail.rows.map((e) => ({ at: iso(e.at), action: e.action as string, actor: e.actor as string, ip: (e.ip as string | null) ?? null })),
        });
        const signedHash = sha256(signed);
        const key = `contracts/${ctx.workspaceId}/${id}-v${cur.version}-signed.pdf`;
        await files.put(key, signed, { contentType: 'application/pdf' });
        const up = await tx.query<Row>(
          `update contracts set brand_signature = $2::jsonb, status = 'signed', signed_pdf_key = $3, signed_sha256 = $4, signed_at = $5 where id = $1 returning *`,
          [id, JSON.stringify(brandSig), key, signedHash, now.toISOString()],
        );
        await writeAudit(tx, ctx, {
          action: 'contract.signed',
          targetType: 'contract',
          targetId: id,
          details: { deal_id: cur.deal_id, sha256: cur.sha256, signed_sha256: signedHash, signer: by, typed_name: !!input, consent: input?.consent ?? null, user_agent: meta.userAgent },
        });
        return mapContract(up.rows[0]!);
      });
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
