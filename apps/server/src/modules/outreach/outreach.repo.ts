import type { TConversation, TOutreach, TOutreachStatus } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';

type Row = Record<string, unknown>;

// Conversations are the entry's calls and emails, newest first, so one query serves every screen.
const SELECT = `
  select o.id, o.campaign_id, o.creator_id, o.status, o.notes, o.last_contact, o.conversation_id, o.agreed_rate,
         o.deliverables, o.timeline, o.created_at, o.updated_at,
         cr.name as creator_name, cr.handle as creator_handle, cr.channel_name as creator_channel_name,
         cr.platform as creator_platform, cr.profile_image as creator_avatar,
         coalesce(cc.phone, cr.phone) as creator_phone, coalesce(cc.email, cr.email) as creator_email,
         ca.product_name as campaign_name, ca.brand_name, ca.currency,
         o.owner_user_id, ou.name as owner_name, od.price as deal_price, od.status as deal_status,
         nt.id as next_task_id, nt.title as next_task_title, nt.due_date::text as next_task_due,
         coalesce(conv.items, '[]'::json) as conversations
  from outreach o
  join creators cr on cr.id = o.creator_id
  join campaigns ca on ca.id = o.campaign_id
  left join creator_contacts cc on cc.workspace_id = o.workspace_id and cc.creator_id = o.creator_id
  left join users ou on ou.id = o.owner_user_id
  left join lateral (
    select d.price, d.status from deals d where d.outreach_id = o.id and d.status in ('proposed', 'agreed') order by d.created_at desc limit 1
  ) od on true
  left join lateral (
    select t.id, t.title, t.due_date from tasks t where t.outreach_id = o.id and t.status = 'open'
    order by t.due_date asc nulls last, t.created_at limit 1
  ) nt on true
  left join lateral (
    select json_agg(x order by x.ts desc) as items from (
      select case when k.status = 'done' then 'completed' else k.status end as status, k.started_at as ts, 'phone' as channel, 'call' as message_type, k.conversation_id from calls k where k.outreach_id = o.id
      union all
      select e.status, e.created_at as ts, 'email' as channel, 'follow_up_email' as message_type, null as conversation_id from emails e where e.outreach_id = o.id
    ) x
  ) conv on true`;

/** What the entry is worth so far: the open deal's price, else the rate agreed on a call. */
function priceOf(r: Row): Pick<TOutreach, 'price' | 'price_state'> {
  if (r.deal_price !== null && r.deal_price !== undefined) {
    return { price: num(r.deal_price), price_state: r.deal_status === 'agreed' ? 'agreed' : 'proposed' };
  }
  if (r.agreed_rate !== null && r.agreed_rate !== undefined) return { price: num(r.agreed_rate), price_state: 'agreed' };
  return { price: null, price_state: null };
}

export interface OutreachFilters {
  campaign_id?: string;
  /** A user id, or `none` for unassigned entries. */
  owner?: string;
  status?: TOutreachStatus[];
}

export function mapOutreach(r: Row): TOutreach {
  const conversations = ((r.conversations as Row[] | string) ?? []) as Row[];
  const list = typeof conversations === 'string' ? (JSON.parse(conversations) as Row[]) : conversations;
  return {
    id: r.id as string,
    campaign_id: r.campaign_id as string,
    creator_id: r.creator_id as string,
    status: r.status as TOutreach['status'],
    notes: r.notes as string,
    last_contact: isoOrNull(r.last_contact),
    timestamp: iso(r.last_contact ?? r.created_at),
    conversation_id: (r.conversation_id as string | null) ?? null,
    conversations: list.map(
      (c): TConversation => ({
        status: c.status as string,
        timestamp: iso(c.ts),
        channel: c.channel as string,
        message_type: c.message_type as string,
        conversation_id: (c.conversation_id as string | null) ?? null,
      }),
    ),
    agreed_rate: r.agreed_rate === null || r.agreed_rate === undefined ? null : num(r.agreed_rate),
    deliverables: (r.deliverables as string | null) ?? null,
    timeline: (r.timeline as string | null) ?? null,
    creator_name: r.creator_name as string,
    creator_handle: r.creator_handle as string,
    creator_channel_name: r.creator_channel_name as string,
    creator_platform: r.creator_platform as string,
    creator_avatar: (r.creator_avatar as string | null) ?? null,
    creator_phone: (r.creator_phone as string | null) ?? null,
    channel: (list[0]?.channel as string | undefined) ?? null,
    message_type: (list[0]?.message_type as string | undefined) ?? null,
    creator_email: (r.creator_email as string | null) ?? null,
    campaign_name: r.campaign_name as string,
    brand_name: r.brand_name as string,
    currency: r.currency as string,
    owner_user_id: (r.owner_user_id as string | null) ?? null,
    owner_name: (r.owner_name as string | null) ?? null,
    ...priceOf(r),
    next_task: r.next_task_id
      ? { id: r.next_task_id as string, title: r.next_task_title as string, due_date: (r.next_task_due as string | null) ?? null }
      : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export interface OutreachOutcome {
  status?: string;
  notes?: string;
  last_contact?: 'now';
  conversation_id?: string;
  agreed_rate?: number | null;
  deliverables?: string | null;
  timeline?: string | null;
  owner_user_id?: string | null;
}

export function createOutreachRepo(db: SqlExecutor) {
  return {
    async listAll(workspaceId: string, f: OutreachFilters = {}): Promise<TOutreach[]> {
      const params: unknown[] = [workspaceId];
      let where = 'o.workspace_id = $1';
      if (f.campaign_id) {
        params.push(f.campaign_id);
        where += ` and o.campaign_id = $${params.length}`;
      }
      if (f.owner === 'none') where += ' and o.owner_user_id is null';
      else if (f.owner) {
        params.push(f.owner);
        where += ` and o.owner_user_id = $${params.length}`;
      }
      if (f.status?.length) {
        params.push(f.status);
        where += ` and o.status = any($${params.length}::text[])`;
      }
      const { rows } = await db.query<Row>(`${SELECT} where ${where} order by o.updated_at desc, o.id limit 1000`, params);
      return rows.map(mapOutreach);
    },
    async listByCampaign(workspaceId: string, campaignId: string): Promise<TOutreach[]> {
      const { rows } = await db.query<Row>(`${SELECT} where o.workspace_id = $1 and o.campaign_id = $2 order by o.created_at desc, o.id`, [
        workspaceId,
        campaignId,
      ]);
      return rows.map(mapOutreach);
    },
    async get(workspaceId: string, id: string, tx: SqlExecutor = db): Promise<TOutreach | null> {
      const { rows } = await tx.query<Row>(`${SELECT} where o.workspace_id = $1 and o.id = $2`, [workspaceId, id]);
      return rows[0] ? mapOutreach(rows[0]) : null;
    },
    /** Several entries in one query, in the order of ids. */
    async getMany(workspaceId: string, ids: string[]): Promise<TOutreach[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(`${SELECT} where o.workspace_id = $1 and o.id = any($2::uuid[])`, [workspaceId, ids]);
      const byId = new Map(rows.map((r) => [r.id as string, mapOutreach(r)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** Creates the entries that don't exist yet; returns each pair's id and whether it was new. */
    async ensure(
      workspaceId: string,
      campaignId: string,
      creatorIds: string[],
      tx: SqlExecutor = db,
      ownerUserId: string | null = null,
    ): Promise<{ id: string; creator_id: string; created: boolean }[]> {
      const { rows: inserted } = await tx.query<{ id: string; creator_id: string }>(
        `insert into outreach (workspace_id, campaign_id, creator_id, owner_user_id)
         select $1, $2, x, $4 from unnest($3::uuid[]) as x
         on conflict (campaign_id, creator_id) do nothing returning id, creator_id`,
        [workspaceId, campaignId, creatorIds, ownerUserId],
      );
      const { rows: all } = await tx.query<{ id: string; creator_id: string }>(
        'select id, creator_id from outreach where campaign_id = $1 and creator_id = any($2::uuid[])',
        [campaignId, creatorIds],
      );
      const created = new Set(inserted.map((r) => r.id));
      const order = new Map(creatorIds.map((c, i) => [c, i]));
      return all
        .map((r) => ({ id: r.id, creator_id: r.creator_id, created: created.has(r.id) }))
        .sort((a, b) => (order.get(a.creator_id) ?? 0) - (order.get(b.creator_id) ?? 0));
    },
    async update(workspaceId: string, id: string, o: OutreachOutcome, tx: SqlExecutor = db): Promise<boolean> {
      const sets: string[] = ['updated_at = now()'];
      const params: unknown[] = [workspaceId, id];
      for (const [k, v] of Object.entries(o)) {
        if (v === undefined) continue;
        if (k === 'last_contact') {
          sets.push('last_contact = now()');
          continue;
        }
        params.push(v);
        sets.push(`${k} = $${params.length}`);
      }
      const { rows } = await tx.query(`update outreach set ${sets.join(', ')} where workspace_id = $1 and id = $2 returning id`, params);
      return rows.length > 0;
    },
  };
}
export type OutreachRepo = ReturnType<typeof createOutreachRepo>;
