import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { startRuntime } from '../apps/server/src/runtime.js';
import { benchDir } from './db-bench.js';
const rt = await startRuntime(loadConfig({ ...process.env, DATA_DIR: benchDir(1000000), SEED_CREATORS: '0', DATABASE_URL: '' }), pino({ level: 'silent' }), { seed: false });
const db = rt.db;
const t = async (label: string, sql: string, params: unknown[] = []) => {
  const t0 = performance.now();
  const r = await db.query(sql, params);
  console.log(label, (performance.now() - t0).toFixed(1), 'ms', r.rows.length);
  return r;
};
const { rows } = await db.query<{ e: string }>('select embedding::text as e from campaigns limit 1');
const q = rows[0]!.e;
for (const ef of [40, 100, 200, 300]) {
  await db.transaction(async (tx) => {
    await tx.exec(`set local hnsw.ef_search = ${ef}`);
    const t0 = performance.now();
    await tx.query(`select id from creators c where c.embedding is not null order by c.embedding <=> $1::vector limit ${ef >= 300 ? 300 : 10}`, [q]);
    console.log('hnsw ef', ef, (performance.now() - t0).toFixed(1), 'ms');
  });
}
await t('niche', `select id, 1 - (c.embedding <=> $1::vector) from creators c where c.niche = 'fitness' and c.embedding is not null order by c.followers_count desc limit 200`, [q]);
await t('count discovery', `select count(*) from creators c where platform='youtube' and niche='fitness' and followers_count between 10000 and 5000000 and engagement_rate >= 1`);
await t('page discovery', `select id from creators c where platform='youtube' and niche='fitness' and followers_count between 10000 and 5000000 and engagement_rate >= 1 order by followers_count desc, id limit 40`);
await t('count name', `select count(*) from creators c where lower(c.name || ' ' || c.channel_name || ' ' || c.handle) like '%rahul%'`);
await t('page name', `select id from creators c where lower(c.name || ' ' || c.channel_name || ' ' || c.handle) like '%rahul%' order by followers_count desc, id limit 40`);
await t('window name', `select id, count(*) over() from creators c where lower(c.name || ' ' || c.channel_name || ' ' || c.handle) like '%rahul%' order by followers_count desc, id limit 40`);
const ex = await db.query<{ 'QUERY PLAN': string }>(`explain analyze select count(*) from creators c where platform='youtube' and niche='fitness' and followers_count between 10000 and 5000000 and engagement_rate >= 1`);
console.log(ex.rows.map((r) => r['QUERY PLAN']).join('\n'));
const ex2 = await db.query<{ 'QUERY PLAN': string }>(`explain analyze select id from creators c where platform='youtube' and niche='fitness' and followers_count between 10000 and 5000000 and engagement_rate >= 1 order by followers_count desc, id limit 40`);
console.log(ex2.rows.map((r) => r['QUERY PLAN']).join('\n'));
await rt.close();
