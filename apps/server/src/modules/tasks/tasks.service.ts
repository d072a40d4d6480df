import type { TTask } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import { actorOf } from '../notes/actor.js';

type Row = Record<string, unknown>;
const SELECT = `select t.*, t.due_date::text as due_text, u.name as assignee_name, cr.name as creator_name, ca.product_name as campaign_name
  from tasks t left join users u on u.id = t.assignee_id
  left join outreach o on o.id = t.outreach_id
  left join creators cr on cr.id = coalesce(t.creator_id, o.creator_id)
  left join campaigns ca on ca.id = o.campaign_id`;
const toTask = (r: Row): TTask => ({
  id: r.id as string,
  title: r.title as string,
  due_date: (r.due_text as string | null) ?? null,
  status: r.status as TTask['status'],
  assignee_id: (r.assignee_id as string | null) ?? null,
  assignee_name: (r.assignee_name as string | null) ?? null,
  outreach_id: (r.outreach_id as string | null) ?? null,
  creator_id: (r.creator_id as string | null) ?? null,
  creator_name: (r.creator_name as string | null) ?? null,
  campaign_name: (r.campaign_name as string | null) ?? null,
  created_by: r.created_by_label as string,
  created_at: iso(r.created_at),
  completed_at: r.completed_at ? iso(r.completed_at) : null,
});

/** Tasks with a due date and an assignee (a member of the workspace); 'My tasks' is assignee=me. */
export function createTasksService({ db }: { db: Database }) {
  async function resolveAssignee(ctx: RequestContext, assignee: string | null | undefined): Promise<string | null | undefined> {
    if (assignee === undefined || assignee === null) return assignee;
    const id = assignee === 'me' ? actorOf(ctx).userId : assignee;
    if (!id) throw unprocessable('body/assignee_id: this caller is not a person; name a member');
    const { rows } = await db.query('select 1 from workspace_members where workspace_id = $1 and user_id = $2', [ctx.workspaceId, id]);
    if (!rows[0]) throw unprocessable('body/assignee_id: is not a member of this workspace');
    return id;
  }
  async function get(ctx: RequestContext, id: string) {
    const { rows } = await db.query<Row>(`${SELECT} where t.workspace_id = $1 and t.id = $2`, [ctx.workspaceId, id]);
    if (!rows[0]) throw notFound('Task not found');
    return toTask(rows[0]);
  }
  return {
    get,
    async list(ctx: RequestContext, q: { assignee?: string; status: 'open' | 'done' | 'all'; outreach_id?: string }): Promise<TTask[]> {
      const params: unknown[] = [ctx.workspaceId];
      let where = 't.workspace_id = $1';
      if (q.status !== 'all') {
        params.push(q.status);
        where += ` and t.status = $${params.length}`;
      }
      if (q.assignee) {
        const id = q.assignee === 'me' ? actorOf(ctx).userId : q.assignee;
        params.push(id);
        where += ` and t.assignee_id = $${params.length}`;
      }
      if (q.outreach_id) {
        params.push(q.outreach_id);
        where += ` and t.outreach_id = $${params.length}`;
      }
      const { rows } = await db.query<Row>(`${SELECT} where ${where} order by t.status, t.due_date asc nulls last, t.created_at limit 500`, params);
      return rows.map(toTask);
    },
    async create(ctx: RequestContext, t: { title: string; due_date?: string | null; assignee_id?: string | null; outreach_id?: string; creator_id?: string }) {
      if (t.outreach_id) {
        const { rows } = await db.query('select 1 from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, t.outreach_id]);
        if (!rows[0]) throw notFound('Outreach entry not found');
      }
      if (t.creator_id) {
        const { rows } = await db.query('select 1 from creators where id = $1', [t.creator_id]);
        if (!rows[0]) throw notFound('Creator not found');
      }
      // Unassigned tasks go to whoever wrote them (a person); an API key without a person leaves it unassigned.
      const assignee = (await resolveAssignee(ctx, t.assignee_id)) ?? (t.assignee_id === null ? null : actorOf(ctx).userId);
      const { rows } = await db.query<{ id: string }>(
        `insert into tasks (workspace_id, title, due_date, assignee_id, outreach_id, creator_id, created_by_label) values ($1,$2,$3,$4,$5,$6,$7) returning id`,
        [ctx.workspaceId, t.title, t.due_date ?? null, assignee, t.outreach_id ?? null, t.creator_id ?? null, actorOf(ctx).label],
      );
      return get(ctx, rows[0]!.id);
    },
    async update(ctx: RequestContext, id: string, p: { title?: string; due_date?: string | null; assignee_id?: string | null; status?: 'open' | 'done' }) {
      await get(ctx, id);
      const assignee = await resolveAssignee(ctx, p.assignee_id);
      await db.query(
        `update tasks set title = coalesce($3, title),
           due_date = case when $4::boolean then $5::date else due_date end,
           assignee_id = case when $6::boolean then $7 else assignee_id end,
           status = coalesce($8, status),
           completed_at = case when $8 = 'done' and status <> 'done' then now() when $8 = 'open' then null else completed_at end,
           updated_at = now()
         where workspace_id = $1 and id = $2`,
        [ctx.workspaceId, id, p.title ?? null, p.due_date !== undefined, p.due_date ?? null, assignee !== undefined, assignee ?? null, p.status ?? null],
      );
      return get(ctx, id);
    },
    async remove(ctx: RequestContext, id: string) {
      const t = await get(ctx, id);
      await db.transaction(async (tx) => {
        await tx.query('delete from tasks where workspace_id = $1 and id = $2', [ctx.workspaceId, id]);
        await writeAudit(tx, ctx, { action: 'task.deleted', targetType: 'task', targetId: id, details: { title: t.title } });
      });
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
