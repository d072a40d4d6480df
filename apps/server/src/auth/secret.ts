import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../db/client.js';

/**
 * The secret that signs session cookies: AUTH_SECRET when set, else one generated on the first start and kept in the
 * database (inside the data folder for the embedded database; shared by every process on PostgreSQL).
 */
export async function resolveAuthSecret(db: SqlExecutor, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(`insert into app_secrets (name, value) values ('auth_secret', $1) on conflict (name) do nothing`, [randomBytes(48).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>(`select value from app_secrets where name = 'auth_secret'`);
  return rows[0]!.value;
}
