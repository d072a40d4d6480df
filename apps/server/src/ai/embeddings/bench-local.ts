/**
 * Throughput of the local embedding on realistic creator texts.
 * Run: npx tsx apps/server/src/ai/embeddings/bench-local.ts [count] [dimension]
 */
import { creatorEmbeddingText } from './embeddings.js';
import { createLocalEmbeddings } from './local.js';

const count = Number(process.argv[2] ?? 200_000);
const dimension = Number(process.argv[3] ?? 64);

const TOPICS: Record<string, string[]> = {
  technology: ['smartphones', 'gadget reviews', 'unboxing', 'laptops', 'audio gear', 'smart home', 'coding'],
  fitness: ['strength training', 'hiit', 'home workouts', 'running', 'yoga', 'nutrition', 'bodybuilding'],
  food: ['street food', 'recipes', 'restaurant reviews', 'baking', 'vegan cooking', 'coffee'],
  beauty: ['skincare', 'makeup tutorials', 'haircare', 'product reviews', 'fragrance'],
  travel: ['budget travel', 'backpacking', 'luxury hotels', 'road trips', 'solo travel'],
  gaming: ['valorant', 'pc gaming', 'mobile gaming', 'esports', 'minecraft'],
  finance: ['personal finance', 'stock market', 'mutual funds', 'crypto', 'budgeting'],
  parenting: ['toddlers', 'newborn care', 'family vlogs', 'kids activities'],
};
const BIOS = [
  'Sharing {t} and {u} with a community of curious people. New video every week.',
  'I talk about {t}, {u} and everything in between. Based in {city}.',
  '{city} based creator. Honest takes on {t}. Collabs: DM.',
  'Your daily dose of {t} and {u}! Former engineer turned full-time creator.',
];
const CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'London', 'New York', 'Toronto', 'Sydney', 'Dubai'];
const FIRST = ['Priya', 'Arjun', 'Ananya', 'Rohan', 'Sam', 'Maya', 'Kai', 'Olivia', 'Liam', 'Zara'];
const LAST = ['Sharma', 'Mehta', 'Rao', 'Kapoor', 'Lee', 'Patel', 'Smith', 'Khan', 'Singh', 'Brown'];

let seed = 42;
const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;

const niches = Object.keys(TOPICS);
const texts: string[] = [];
for (let i = 0; i < count; i++) {
  const niche = pick(niches);
  const topics = [pick(TOPICS[niche]!), pick(TOPICS[niche]!), pick(TOPICS[niche]!)];
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  const bio = pick(BIOS).replace('{t}', topics[0]!).replace('{u}', topics[1]!).replace('{city}', pick(CITIES));
  texts.push(creatorEmbeddingText({ name, channel_name: `${name.split(' ')[0]}${niche}${i % 1000}`, niche, topics, bio }));
}
const avgChars = Math.round(texts.reduce((a, t) => a + t.length, 0) / texts.length);
const provider = createLocalEmbeddings({ dimension });
provider.embedSync(texts.slice(0, 5000)); // warm-up
const runs: number[] = [];
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  provider.embedSync(texts);
  runs.push(performance.now() - t0);
}
const best = Math.min(...runs);
console.table({
  texts: count,
  dimension,
  'avg chars': avgChars,
  'best ms': Math.round(best),
  'texts/s': Math.round((count / best) * 1000),
});
console.log('sample:', texts[0]);
