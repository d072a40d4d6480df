import { generateCreators } from './creators-generator.js';
const t0 = performance.now();
await import('./creators-generator.js');
let n = 0, x = 0;
const t = performance.now();
for (const c of generateCreators({ count: Number(process.env.N ?? 1_000_000) })) { n++; x += c.handle.length; }
const dt = performance.now() - t;
console.log(`${n.toLocaleString()} creators in ${(dt / 1000).toFixed(2)} s = ${Math.round(n / dt * 1000).toLocaleString()} /s; rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
