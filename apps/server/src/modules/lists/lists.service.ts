import type { TShortlist, TShortlistDetail } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import type { OutreachService } from '../outreach/outreach.service.js';

type Row = Record<string, unknown>;
const toList = (r: Row): TShortlist => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  creator_count: Number(r.creator_count ?? 0),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Shortlists: named lists of creators a workspace keeps; a list goes into a campaign in one step. */
export function createListsService({ db, outreach }: { db: Database; outreach: OutreachService }) {
  async function assertCreators(ex: SqlExecutor, ids: string[]) {
    if (ids.length === 0) return;
    const { rows } = await ex.query<{ id: string }>('select id from creators where id = any($1::uuid[])', [ids]);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw notFound(missing.length === 1 ? 'Creator not found' : `Creators not found: ${missing.join(', ')}`);
  }
  async function addCreators(ex: SqlExecutor, workspaceId: string, listId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    await assertCreators(ex, unique);
    const { rows } = await ex.query(
      `insert into shortlist_creators (workspace_id, shortlist_id, creator_id) select $1, $2, unnest($3::uuid[]) on conflict do nothing returning creator_id`,
      [workspaceId, listId, unique],
    );
    await ex.query('update shortlists set updated_at = now() where id = $1', [listId]);
    return rows.length;
  }
  async function head(ctx: RequestContext, id: string) {
    const { rows } = await db.query<Row>(
      `select l.*, (select count(*) from shortlist_creators m where m.shortlist_id = l.id) as creator_count from shortlists l where l.workspace_id = $1 and l.id = $2`,
      [ctx.workspaceId, id],
    );
    if (!rows[0]) throw notFound('Shortlist not found');
    return toList(rows[0]);
  }
  async function get(ctx: RequestContext, id: string): Promise<TShortlistDetail> {
    const list = await head(ctx, id);
    const { rows } = await db.query<Row>(
      `select c.id, c.name, c.handle, c.platform, c.niche, c.followers_count, c.engagement_rate, c.country, m.added_at
       from shortlist_creators m join creators c on c.id = m.creator_id where m.shortlist_id = $1 order by m.added_at desc, c.name`,
      [id],
    );
    return {
      ...list,
      creators: rows.map((r) => ({
        id: r.id as string,
        name: r.name as string,
        handle: (r.handle as string | null) ?? null,
        platform: r.platform as string,
        niche: (r.niche as string | null) ?? null,
        followers_count: num(r.followers_count),
        engagement_rate: num(r.engagement_rate),
        country: (r.country as string | null) ?? null,
        added_at: iso(r.added_at),
      })),
    };
  }
  const duplicate = (name: string) => (err: Error) => {
    if (/unique|duplicate/i.test(err.message)) throw conflict(`A shortlist named "${name}" exists already`);
    throw err;
  };
  return {
    get,
    async list(ctx: RequestContext): Promise<TShortlist[]> {
      const { rows } = await db.query<Row>(
        `select l.*, (select count(*) from shortlist_creators m where m.shortlist_id = l.id) as creator_count
         from shortlists l where l.workspace_id = $1 order by l.updated_at desc, l.name`,
        [ctx.workspaceId],
      );
      return rows.map(toList);
    },
    async create(ctx: RequestContext, l: { name: string; description: string; creator_ids: string[] }) {
      const id = await db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>('insert into shortlists (workspace_id, name, description) values ($1,$2,$3) returning id', [
            ctx.workspaceId,
            l.name,
            l.description,
          ]);
          await addCreators(tx, ctx.workspaceId, rows[0]!.id, l.creator_ids);
          return rows[0]!.id;
        })
        .catch(duplicate(l.name));
      return get(ctx, id);
    },
    async update(ctx: RequestContext, id: string, p: { name?: string; description?: string }) {
      await head(ctx, id);
      await db
        .query('update shortlists set name = coalesce($3, name), description = coalesce($4, description), updated_at = now() where workspace_id = $1 and id = $2', [
          ctx.workspaceId,
          id,
          p.name ?? null,
          p.description ?? null,
        ])
        .catch(duplicate(p.name ?? ''));
      return get(ctx, id);
    },
    async remove(ctx: RequestContext, id: string) {
      const l = await head(ctx, id);
      await db.transaction(async (tx) => {
        await tx.query('delete from shortlists where workspace_id = $1 and id = $2', [ctx.workspaceId, id]);
        await writeAudit(tx, ctx, { action: 'shortlist.deleted', targetType: 'shortlist', targetId: id, details: { name: l.name, creators: l.creator_count } });
      });
    },
    async add(ctx: RequestContext, id: string, creatorIds: string[]) {
      await head(ctx, id);
      await db.transaction((tx) => addCreators(tx, ctx.workspaceId, id, creatorIds));
      return get(ctx, id);
    },
    async removeCreator(ctx: RequestContext, id: string, creatorId: string) {
      await head(ctx, id);
      const { rows } = await db.query('delete from shortlist_creators where shortlist_id = $1 and creator_id = $2 returning creator_id', [id, creatorId]);
      if (!rows[0]) throw notFound('That creator is not on this shortlist');
      return get(ctx, id);
    },
    /** Adds every creator of the list to a campaign (existing entries kept); creators who opted out are left out. */
    async addToCampaign(ctx: RequestContext, id: string, campaignId: string) {
      const l = await get(ctx, id);
      const { rows: out } = await db.query<{ creator_id: string }>(
        'select creator_id from contact_optouts where workspace_id = $1 and creator_id = any($2::uuid[])',
        [ctx.workspaceId, l.creators.map((c) => c.id)],
      );
      const skip = new Set(out.map((r) => r.creator_id));
      const ids = l.creators.map((c) => c.id).filter((c) => !skip.has(c));
      if (ids.length === 0) {
        return { created: 0, existing: 0, message: l.creators.length === 0 ? 'The shortlist is empty' : 'Every creator on this list asked not to be contacted' };
      }
      const r = await outreach.ensureMany(ctx, campaignId, ids);
      const parts = [`${r.created} added to the campaign`];
      if (r.existing) parts.push(`${r.existing} already in it`);
      if (skip.size) parts.push(`${skip.size} left out (asked not to be contacted)`);
      return { created: r.created, existing: r.existing, message: parts.join(', ') };
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
