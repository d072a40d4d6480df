import type { TNote } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { roleAtLeast, type RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import { actorOf } from './actor.js';

type Row = Record<string, unknown>;
const toNote = (r: Row): TNote => ({
  id: r.id as string,
  body: r.body as string,
  outreach_id: (r.outreach_id as string | null) ?? null,
  creator_id: (r.creator_id as string | null) ?? null,
  author: r.author_label as string,
  created_at: iso(r.created_at),
});

/** Notes on a creator or an outreach entry; an entry's notes also show the creator's own notes. */
export function createNotesService({ db }: { db: Database }) {
  return {
    async list(ctx: RequestContext, q: { outreach_id?: string; creator_id?: string }): Promise<TNote[]> {
      if (!q.outreach_id && !q.creator_id) throw badRequest('querystring/outreach_id: give outreach_id or creator_id');
      let creatorId = q.creator_id ?? null;
      if (q.outreach_id) {
        const { rows } = await db.query<{ creator_id: string }>('select creator_id from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, q.outreach_id]);
        if (!rows[0]) throw notFound('Outreach entry not found');
        creatorId = rows[0].creator_id;
      }
      const { rows } = await db.query<Row>(
        `select * from notes where workspace_id = $1 and (($2::uuid is not null and outreach_id = $2) or (creator_id = $3 and outreach_id is null))
         order by created_at desc, id`,
        [ctx.workspaceId, q.outreach_id ?? null, creatorId],
      );
      return rows.map(toNote);
    },
    async create(ctx: RequestContext, n: { body: string; outreach_id?: string; creator_id?: string }): Promise<TNote> {
      let creatorId = n.creator_id ?? null;
      if (n.outreach_id) {
        const { rows } = await db.query<{ creator_id: string }>('select creator_id from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, n.outreach_id]);
        if (!rows[0]) throw notFound('Outreach entry not found');
        creatorId = rows[0].creator_id;
      } else if (creatorId) {
        const { rows } = await db.query('select 1 from creators where id = $1', [creatorId]);
        if (!rows[0]) throw notFound('Creator not found');
      }
      const who = actorOf(ctx);
      const { rows } = await db.query<Row>(
        `insert into notes (workspace_id, creator_id, outreach_id, body, author_id, author_label) values ($1,$2,$3,$4,$5,$6) returning *`,
        [ctx.workspaceId, creatorId, n.outreach_id ?? null, n.body, who.userId, who.label],
      );
      return toNote(rows[0]!);
    },
    /** Its author, or an admin, may delete a note; the deletion is audited with the text it removed. */
    async remove(ctx: RequestContext, id: string) {
      const { rows } = await db.query<Row>('select * from notes where workspace_id = $1 and id = $2', [ctx.workspaceId, id]);
      const note = rows[0];
      if (!note) throw notFound('Note not found');
      const who = actorOf(ctx);
      if (note.author_id !== who.userId && !roleAtLeast(ctx.role, 'admin')) throw new AppError(403, 'forbidden', 'Only its author or an admin can delete a note');
      await db.transaction(async (tx) => {
        await tx.query('delete from notes where id = $1', [id]);
        await writeAudit(tx, ctx, { action: 'note.deleted', targetType: 'note', targetId: id, details: { body: note.body, outreach_id: note.outreach_id, creator_id: note.creator_id } });
      });
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
