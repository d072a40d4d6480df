import type { SqlExecutor } from '../db/client.js';

/** The workspace a CLI acts for: `--workspace <id>`, else the first one created. Exits with a message when unknown. */
export async function resolveCliWorkspace(db: SqlExecutor, requested: string | undefined): Promise<string> {
  if (requested !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(requested)) {
    console.error(`--workspace must be a workspace id (UUID), got '${requested}'`);
    process.exit(2);
  }
  const { rows } = requested
    ? await db.query<{ id: string }>('select id from workspaces where id = $1', [requested])
    : await db.query<{ id: string }>('select id from workspaces order by created_at, id limit 1');
  if (!rows[0]) {
    console.error(requested ? `No workspace with id ${requested}` : 'There is no workspace yet: start the server once first');
    process.exit(2);
  }
  return rows[0].id;
}
