import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlExecutor } from '../../db/client.js';

/**
 * Do-not-contact, per workspace: a creator who unsubscribed, replied "stop", or was marked so is never called or
 * emailed by that workspace again. Every path that contacts a creator asks isOptedOut first.
 */
export async function isOptedOut(db: SqlExecutor, workspaceId: string, creatorId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from contact_optouts where workspace_id = $1 and creator_id = $2 limit 1', [workspaceId, creatorId]);
  return rows.length > 0;
}

/** Records an opt-out (idempotent) and stops the creator's running email sequences in that workspace. */
export async function recordOptOut(
  db: SqlExecutor,
  o: { workspaceId: string; creatorId: string; channel?: 'all' | 'email'; reason: string },
): Promise<{ created: boolean }> {
  const { rows } = await db.query(
    `insert into contact_optouts (workspace_id, creator_id, channel, reason) values ($1, $2, $3, $4) on conflict do nothing returning creator_id`,
    [o.workspaceId, o.creatorId, o.channel ?? 'all', o.reason],
  );
  await db.query(
    `with s as (
       update email_sequences set status = 'stopped', stop_reason = 'opted_out', stopped_at = now(), updated_at = now()
       where workspace_id = $1 and status = 'active' and outreach_id in (select id from outreach where workspace_id = $1 and creator_id = $2)
       returning id)
     update email_sequence_steps set status = 'cancelled', updated_at = now() where sequence_id in (select id from s) and status = 'pending'`,
    [o.workspaceId, o.creatorId],
  );
  return { created: rows.length > 0 };
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 22);

/** The token of an unsubscribe link: names the workspace and creator, signed so nobody can opt someone else out. */
export function unsubscribeToken(secret: string, workspaceId: string, creatorId: string): string {
  const payload = Buffer.from(`${workspaceId}:${creatorId}`).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyUnsubscribeToken(secret: string, token: string): { workspaceId: string; creatorId: string } | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const want = Buffer.from(mac(secret, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [workspaceId, creatorId] = Buffer.from(payload, 'base64url').toString().split(':');
  return workspaceId && creatorId ? { workspaceId, creatorId } : null;
}

const replyMac = (secret: string, outreachHex: string) => createHmac('sha256', secret).update(`reply:${outreachHex}`).digest('hex').slice(0, 12);

/** The reply-to token of an outreach entry: `<outreach id hex>.<signature>` in the local part after '+'. */
export function replyToken(secret: string, outreachId: string): string {
  const hex = outreachId.replace(/-/g, '');
  return `${hex}.${replyMac(secret, hex)}`;
}

/** Finds a valid reply token in any of the addresses; returns the outreach id it names. */
export function outreachFromReplyAddresses(secret: string, addresses: string[]): string | null {
  for (const a of addresses) {
    const m = /\+([0-9a-f]{32})\.([0-9a-f]{12})@/i.exec(a);
    if (!m) continue;
    const hex = m[1]!.toLowerCase();
    if (replyMac(secret, hex) !== m[2]!.toLowerCase()) continue;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return null;
}
