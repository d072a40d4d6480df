import { createLocalEmbeddings } from './local.js';
import { creatorEmbeddingText, campaignEmbeddingText, cosineSimilarity } from './embeddings.js';
const p = createLocalEmbeddings({});
console.log(p.layout);
const creators = {
  tech: creatorEmbeddingText({ name: 'Arjun Mehta', channel_name: 'TechWithArjun', niche: 'technology', topics: ['smartphones', 'gadget reviews', 'unboxing'], bio: 'Honest reviews of the latest phones, laptops and audio gear. New video every Tuesday.' }),
  tech2: creatorEmbeddingText({ name: 'Sam Lee', niche: 'technology', topics: ['pc builds', 'coding'], bio: 'Building PCs and writing code.' }),
  fitness: creatorEmbeddingText({ name: 'Priya Sharma', channel_name: 'FitWithPriya', niche: 'fitness', topics: ['strength training', 'hiit', 'home workouts'], bio: 'Certified personal trainer. Gym routines, HIIT and form tips for busy people.' }),
  food: creatorEmbeddingText({ name: 'Rohan Kapoor', channel_name: 'Rohan Cooks', niche: 'food', topics: ['street food', 'recipes', 'restaurant reviews'], bio: 'Exploring Mumbai one plate at a time. Easy recipes and street food tours.' }),
  beauty: creatorEmbeddingText({ name: 'Ananya Rao', channel_name: 'Glow with Ananya', niche: 'beauty', topics: ['skincare', 'makeup tutorials', 'product reviews'], bio: 'Skincare routines for Indian skin, affordable makeup and honest product reviews.' }),
  travel: creatorEmbeddingText({ name: 'Maya', niche: 'travel', topics: ['backpacking', 'budget travel'], bio: 'Solo traveller, 40 countries and counting.' }),
  gaming: creatorEmbeddingText({ name: 'Kai', niche: 'gaming', topics: ['valorant', 'pc gaming'], bio: 'Streaming FPS games nightly.' }),
};
const camp = campaignEmbeddingText({ product_name: 'wireless earbuds for gym workouts' });
console.log(camp);
const cv = p.embedSync([camp])[0]!;
for (const [k, t] of Object.entries(creators)) console.log(k, cosineSimilarity(cv, p.embedSync([t])[0]!).toFixed(3), t);
const camp2 = campaignEmbeddingText({ product_name: 'PulseBuds Pro', product_niche: 'technology', product_description: 'Sweat-proof wireless earbuds with active noise cancelling and 30 hour battery', key_use_cases: 'gym workouts, running, commuting', target_audience: 'young men and women 18-30 in India who work out', campaign_goal: 'drive awareness and sales for the launch' });
const cv2 = p.embedSync([camp2])[0]!;
for (const [k, t] of Object.entries(creators)) console.log(k, cosineSimilarity(cv2, p.embedSync([t])[0]!).toFixed(3));
// throughput
const N = 200000; const texts: string[] = []; const vals = Object.values(creators);
for (let i = 0; i < N; i++) texts.push(vals[i % vals.length]! + ' #' + i);
let t0 = performance.now(); p.embedSync(texts); let dt = performance.now() - t0;
console.log('texts/s', Math.round(N / dt * 1000), 'avg chars', Math.round(texts.reduce((a, t) => a + t.length, 0) / N));
