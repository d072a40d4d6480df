import type { TAuditEntry } from '@inflow/contracts';
import type { SqlExecutor } from '../db/client.js';
import type { Actor } from '../lib/context.js';
import { iso } from '../lib/rows.js';

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

function actorColumns(actor: Actor | null): [TAuditEntry['actor_type'], string | null, string] {
  if (!actor) return ['anonymous', null, 'anonymous'];
  switch (actor.type) {
    case 'user':
      return ['user', actor.userId, actor.email];
    case 'api_key':
      return ['api_key', actor.keyId, `API key “${actor.name}”`];
    case 'system':
      return ['system', null, actor.name];
  }
}

/**
 * One row per action that matters (sign-ins, roles, keys, calls, emails, runs, imports, budgets, deletions).
 * Written in the same transaction as the change when the caller passes its transaction.
 */
export async function writeAudit(
  db: SqlExecutor,
  who: { actor: Actor | null; ip?: string; workspaceId: string | null },
  ev: AuditEvent,
): Promise<void> {
  const [type, id, label] = actorColumns(who.actor);
  await db.query(
    `insert into audit_log (workspace_id, actor_type, actor_id, actor_label, action, target_type, target_id, details, ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [who.workspaceId, type, id, label, ev.action, ev.targetType ?? null, ev.targetId ?? null, JSON.stringify(ev.details ?? {}), who.ip ?? null],
  );
}

/** The workspace's entries, plus the account events (sign-ins) of its current members; newest first. */
export async function listAudit(
  db: SqlExecutor,
  workspaceId: string,
  q: { limit: number; before?: number; action?: string },
): Promise<TAuditEntry[]> {
  const params: unknown[] = [workspaceId, q.limit];
  let extra = '';
  if (q.before !== undefined) {
    params.push(q.before);
    extra += ` and a.id < $${params.length}`;
  }
  if (q.action) {
    params.push(q.action);
    extra += ` and a.action = $${params.length}`;
  }
  const { rows } = await db.query<{
    id: string | number;
    created_at: unknown;
    actor_type: TAuditEntry['actor_type'];
    actor_id: string | null;
    actor_label: string;
    action: string;
    target_type: string | null;
    target_id: string | null;
    details: Record<string, unknown>;
  }>(
    `select a.id, a.created_at, a.actor_type, a.actor_id, a.actor_label, a.action, a.target_type, a.target_id, a.details
       from audit_log a
      where (a.workspace_id = $1
             or (a.workspace_id is null and a.actor_type = 'user'
                 and a.actor_id in (select user_id from workspace_members where workspace_id = $1)))${extra}
      order by a.id desc limit $2`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: iso(r.created_at),
    actor_type: r.actor_type,
    actor_id: r.actor_id,
    actor_label: r.actor_label,
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    details: r.details ?? {},
  }));
}
