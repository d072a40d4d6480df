import { generateCreators } from './creators-generator.js';
const all = [...generateCreators({ count: 200000 })];
const by = (k: (c: any) => string) => { const m: Record<string, number> = {}; for (const c of all) m[k(c)] = (m[k(c)] ?? 0) + 1; return Object.entries(m).sort((a, b) => b[1] - a[1]).map(([a, b]) => `${a}:${(b / all.length * 100).toFixed(1)}`).join(' '); };
console.log(by((c) => c.country)); console.log(by((c) => c.platform)); console.log(by((c) => c.niche)); console.log(by((c) => c.language));
const q = (arr: number[], p: number) => arr[Math.floor(p * (arr.length - 1))];
for (const p of ['instagram', 'youtube', 'tiktok', 'twitter']) {
  const f = all.filter((c) => c.platform === p).map((c) => c.followers_count).sort((a, b) => a - b);
  console.log(p, 'median', q(f, 0.5), 'p10', q(f, 0.1), 'p90', q(f, 0.9), 'p99', q(f, 0.99), 'max', f[f.length - 1], '>1M %', (f.filter((x) => x > 1e6).length / f.length * 100).toFixed(2), '1k-100k %', (f.filter((x) => x >= 1e3 && x <= 1e5).length / f.length * 100).toFixed(1));
  const tiers = [[0, 1e4], [1e4, 1e5], [1e5, 1e6], [1e6, 1e10]];
  console.log('  ER by tier', tiers.map(([a, b]) => { const e = all.filter((c) => c.platform === p && c.followers_count >= a! && c.followers_count < b!).map((c) => c.engagement_rate).sort((x, y) => x - y); return q(e, 0.5); }).join(' / '),
   ' views/followers median', q(all.filter((c) => c.platform === p).map((c) => c.avg_views / c.followers_count).sort((a, b) => a - b), 0.5)?.toFixed(3));
}
for (const cc of ['IN', 'US', 'GB', 'DE', 'BR', 'ID', 'NG', 'AE']) {
  const sample = all.filter((c) => c.country === cc).slice(0, 3);
  for (const c of sample) console.log(cc, c.language, c.platform, c.niche, '|', c.name, '|', c.handle, '|', c.channel_name, '|', c.followers_count, c.engagement_rate + '%', c.avg_views, c.typical_rate, c.currency, c.phone, c.email, '\n   ', c.bio, JSON.stringify(c.topics), JSON.stringify(c.audience.countries), JSON.stringify(c.audience.languages));
}
const inIG = all.filter((c) => c.country === 'IN' && c.platform === 'instagram' && c.followers_count > 40000 && c.followers_count < 60000).map((c) => c.typical_rate).sort((a, b) => a - b);
console.log('IN IG 40-60k rate median', q(inIG, 0.5), 'p10', q(inIG, 0.1), 'p90', q(inIG, 0.9));
const usIG = all.filter((c) => c.country === 'US' && c.platform === 'instagram' && c.followers_count > 80000 && c.followers_count < 120000).map((c) => c.typical_rate).sort((a, b) => a - b);
console.log('US IG 80-120k rate median', q(usIG, 0.5));
console.log('email %', (all.filter((c) => c.email).length / all.length * 100).toFixed(1), 'phone %', (all.filter((c) => c.phone).length / all.length * 100).toFixed(1));
console.log('max handle len by platform', ['instagram', 'youtube', 'tiktok', 'twitter'].map((p) => Math.max(...all.filter((c) => c.platform === p).map((c) => c.handle.length))));
