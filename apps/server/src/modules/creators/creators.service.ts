import type { TCreatorListQuery } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { CreatorEmbedder } from '../matching/embed-records.js';
import { createCreatorsRepo } from './creators.repo.js';
import type { RequestContext } from '../../lib/context.js';

export interface CreatorsServiceDeps {
  db: Database;
  embedder: CreatorEmbedder;
}

export function createCreatorsService({ db }: CreatorsServiceDeps) {
  const repo = createCreatorsRepo(db);
  /** The directory's profiles with this workspace's own contact details, where it has any (one query per page). */
  async function withContacts<T extends { id: string; email: string | null; phone: string | null }>(ctx: RequestContext, list: T[]): Promise<T[]> {
    if (list.length === 0) return list;
    const { rows } = await db.query<{ creator_id: string; email: string | null; phone: string | null }>(
      'select creator_id, email, phone from creator_contacts where workspace_id = $1 and creator_id = any($2::uuid[])',
      [ctx.workspaceId, list.map((c) => c.id)],
    );
    if (rows.length === 0) return list;
    const own = new Map(rows.map((r) => [r.creator_id, r]));
    return list.map((c) => {
      const o = own.get(c.id);
      return o ? { ...c, email: o.email ?? c.email, phone: o.phone ?? c.phone } : c;
    });
  }
  return {
    repo,
    async list(ctx: RequestContext, q: TCreatorListQuery) {
      const { total, ...rest } = await repo.list(q);
      const creators = await withContacts(ctx, rest.creators);
      return { creators, items: creators, total, limit: q.limit, offset: q.offset };
    },
    async get(ctx: RequestContext, id: string) {
      const c = await repo.get(id);
      if (!c) throw notFound('Creator not found');
      return (await withContacts(ctx, [c]))[0]!;
    },
    async similar(ctx: RequestContext, id: string, limit: number, opts: { sameMarket?: boolean; sameSize?: boolean } = {}) {
      const similar = await repo.similar(id, limit, opts);
      if (!similar) throw notFound('Creator not found');
      return { creator_id: id, similar: await withContacts(ctx, similar) };
    },
    facets: () => repo.facets(),
    async history(ctx: RequestContext, id: string) {
      if (!(await repo.get(id))) throw notFound('Creator not found');
      return { creator_id: id, entries: await repo.history(ctx.workspaceId, id) };
    },
  };
}
export type CreatorsService = ReturnType<typeof createCreatorsService>;
