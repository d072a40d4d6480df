import type { TContract } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull } from '../../lib/rows.js';

type Row = Record<string, unknown>;
type Sig = TContract['creator_signature'];

export function mapContract(r: Row, urls: { pdf: string; signed: string } = { pdf: `/api/v1/contracts/${r.id}/pdf`, signed: `/api/v1/contracts/${r.id}/signed.pdf` }): TContract {
  return {
    id: r.id as string,
    deal_id: r.deal_id as string,
    version: Number(r.version),
    status: r.status as TContract['status'],
    sha256: r.sha256 as string,
    pdf_url: urls.pdf,
    signed_pdf_url: r.signed_pdf_key ? urls.signed : null,
    signed_sha256: (r.signed_sha256 as string | null) ?? null,
    creator_signature: (r.creator_signature as Sig) ?? null,
    brand_signature: (r.brand_signature as Sig) ?? null,
    created_at: iso(r.created_at),
    signed_at: isoOrNull(r.signed_at),
  };
}

/** The deal's contract that is not superseded (there is at most one), or null. */
export async function currentContractRow(db: SqlExecutor, workspaceId: string, dealId: string): Promise<Row | null> {
  const { rows } = await db.query<Row>(`select * from contracts where workspace_id = $1 and deal_id = $2 and status <> 'superseded'`, [workspaceId, dealId]);
  return rows[0] ?? null;
}

export async function currentContract(db: SqlExecutor, workspaceId: string, dealId: string): Promise<TContract | null> {
  const r = await currentContractRow(db, workspaceId, dealId);
  return r ? mapContract(r) : null;
}

export async function contractEvent(
  db: SqlExecutor,
  contractId: string,
  ev: { action: string; actor: string; ip?: string | null; userAgent?: string | null; sha256?: string | null },
) {
  await db.query('insert into contract_events (contract_id, action, actor, ip, user_agent, sha256) values ($1, $2, $3, $4, $5, $6)', [
    contractId,
    ev.action,
    ev.actor,
    ev.ip ?? null,
    ev.userAgent ?? null,
    ev.sha256 ?? null,
  ]);
}
