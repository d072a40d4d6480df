/**
 * Deterministic generator of realistic creators for seeding and benchmarks.
 *
 * Determinism: every creator is a pure function of (seed, index, reference date). Each index gets its own
 * small counter-seeded PRNG (sfc32 seeded through murmur3's finaliser), so the i-th creator is identical
 * whatever the batch split or `startIndex`. Names come from faker's locale data (`new Faker({ locale })`),
 * read once into arrays; we do not call `faker.seed()` per creator because it costs ~20 µs (MT19937 init)
 * and would cap throughput below 50k creators/s.
 *
 * Uniqueness: handles end with the creator's index in decimal, after a base that never ends in a digit, so
 * two indexes can never produce the same handle (on any platform, case-insensitively); emails are derived
 * from the handle, one fixed local-part pattern per example domain, so they are unique as well.
 */
import { Faker, de, en, en_AU, en_IN, en_NG, es, es_MX, fr, id_ID, it, pt_BR, yo_NG, base } from '@faker-js/faker';
import { AGE_BUCKETS, FX_UNITS_PER_USD, type TAudience, type TCreatorInputParsed, type TNiche, type TPlatform } from '@inflow/contracts';

export interface GeneratedCreator extends TCreatorInputParsed {
  channel_name: string;
  audience: TAudience;
  last_active_at: string;
  topics: string[];
}

export interface GenerateCreatorsOptions {
  count: number;
  seed?: number;
  /** Index of the first creator; creator i is the same for any split into batches. */
  startIndex?: number;
  /** `last_active_at` falls within the 90 days before this instant. Default 2026-11-01T00:00:00Z. */
  referenceDate?: string | Date;
}

export const DEFAULT_CREATOR_SEED = 42;
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------------------
// PRNG

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** sfc32, seeded from (seed, index). Small, fast and good enough for synthetic data. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | null = null;

  constructor(seed: number, index: number) {
    const lo = index >>> 0;
    const hi = Math.floor(index / 4294967296) >>> 0;
    const s = fmix32((seed >>> 0) ^ 0x9e3779b9);
    this.a = fmix32(s ^ lo);
    this.b = fmix32(this.a ^ hi ^ 0x85ebca6b);
    this.c = fmix32(this.b ^ lo ^ 0xc2b2ae35);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(arr: readonly T[]): T {
    return arr[this.int(arr.length)]!;
  }

  /** Standard normal (Box-Muller, caching the second value). */
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    let u = this.next();
    while (u === 0) u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** k distinct elements of arr, in random order. */
  sample<T>(arr: readonly T[], k: number): T[] {
    const copy = arr.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + this.int(copy.length - i);
      const t = copy[i]!;
      copy[i] = copy[j]!;
      copy[j] = t;
    }
    copy.length = n;
    return copy;
  }
}

/** Weighted choice over a precomputed table. */
class Weighted<T> {
  private readonly items: T[];
  private readonly cum: number[];
  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map((e) => e[0]);
    let total = 0;
    this.cum = entries.map((e) => (total += e[1]));
    this.cum = this.cum.map((c) => c / total);
  }
  pick(rng: Rng): T {
    const u = rng.next();
    const cum = this.cum;
    for (let i = 0; i < cum.length; i++) if (u < cum[i]!) return this.items[i]!;
    return this.items[this.items.length - 1]!;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Niche vocabulary

interface NicheVocab {
  topics: string[];
  /** Extra topics for Indian creators (India-first product). */
  topicsIN?: string[];
  nouns: string[];
  adjectives: string[];
  roles: string[];
  rolesFemale?: string[];
  rolesMale?: string[];
  /** Short words for handles. */
  tags: string[];
  /** Share of female creators in the niche. */
  femaleCreators: number;
  /** Share of female audience. */
  femaleAudience: number;
  /** Multipliers on the platform weights. */
  platforms: Partial<Record<TPlatform, number>>;
  /** Multipliers on the age buckets 13-17, 18-24, 25-34, 35-44, 45+. */
  age: [number, number, number, number, number];
  engagement: number;
  rate: number;
  weight: number;
}

export const NICHE_VOCAB: Record<TNiche, NicheVocab> = {
  lifestyle: {
    topics: ['daily vlogs', 'morning routines', 'productivity', 'minimalism', 'self care', 'journaling', 'personal growth', 'slow living', 'weekend plans', 'wellness habits', 'city life', 'budget living', 'day in my life', 'home decor'],
    topicsIN: ['desi lifestyle', 'festive season', 'college life'],
    nouns: ['Diaries', 'Daily', 'Life', 'Journal', 'Days', 'Living', 'Stories', 'Moments'],
    adjectives: ['Everyday', 'Simple', 'Slow', 'Little', 'Happy', 'Curious'],
    roles: ['Lifestyle creator', 'Vlogger', 'Storyteller', 'Content creator', 'Lifestyle blogger'],
    tags: ['life', 'vlogs', 'daily', 'diaries', 'living'],
    femaleCreators: 0.65,
    femaleAudience: 0.64,
    platforms: { instagram: 1.3, youtube: 1.0, tiktok: 1.1, twitter: 0.5 },
    age: [1, 1.1, 1.1, 0.9, 0.8],
    engagement: 1.0,
    rate: 1.0,
    weight: 10,
  },
  fashion: {
    topics: ['streetwear', 'sustainable fashion', 'outfit ideas', 'styling tips', 'thrift hauls', 'capsule wardrobe', 'sneakers', 'menswear', 'modest fashion', 'accessories', 'seasonal trends', 'lookbooks', 'try-on hauls', 'workwear'],
    topicsIN: ['ethnic wear', 'sarees', 'kurtas', 'wedding outfits', 'festive looks'],
    nouns: ['Style', 'Closet', 'Wardrobe', 'Looks', 'Threads', 'Fits', 'Style Edit', 'Couture'],
    adjectives: ['Stylish', 'Chic', 'Dapper', 'Modern', 'Urban', 'Effortless'],
    roles: ['Fashion creator', 'Stylist', 'Style blogger', 'Fashion enthusiast', 'Fashion designer'],
    tags: ['style', 'fits', 'closet', 'wears', 'looks'],
    femaleCreators: 0.75,
    femaleAudience: 0.72,
    platforms: { instagram: 1.6, youtube: 0.7, tiktok: 1.3, twitter: 0.3 },
    age: [1.1, 1.3, 1.1, 0.8, 0.6],
    engagement: 1.0,
    rate: 1.05,
    weight: 9,
  },
  technology: {
    topics: ['smartphones', 'gadget reviews', 'laptops', 'audio gear', 'wearables', 'smart home', 'coding', 'pc builds', 'ai tools', 'cameras', 'unboxings', 'tech news', 'productivity apps', 'budget tech'],
    topicsIN: ['phones under 20k', 'tech deals', 'indian startups'],
    nouns: ['Tech', 'Gadgets', 'Bytes', 'Unboxed', 'Tech Talks', 'Geek', 'Circuit', 'Reviews'],
    adjectives: ['Techie', 'Digital', 'Smart', 'Honest', 'Geeky'],
    roles: ['Tech reviewer', 'Gadget nerd', 'Software engineer and creator', 'Tech explainer', 'Tech journalist'],
    tags: ['tech', 'techie', 'gadgets', 'bytes', 'geek'],
    femaleCreators: 0.22,
    femaleAudience: 0.28,
    platforms: { instagram: 0.7, youtube: 1.7, tiktok: 0.8, twitter: 1.5 },
    age: [0.9, 1.2, 1.2, 0.9, 0.7],
    engagement: 0.9,
    rate: 1.2,
    weight: 8,
  },
  fitness: {
    topics: ['gym workouts', 'hiit', 'yoga', 'running', 'strength training', 'home workouts', 'calisthenics', 'mobility', 'weight loss', 'bodybuilding', 'marathon training', 'crossfit', 'pilates', 'sports nutrition'],
    topicsIN: ['desi diet plans', 'yoga for beginners', 'home workouts without equipment'],
    nouns: ['Fitness', 'Fit', 'Gains', 'Workouts', 'Strength', 'Fit Club', 'Moves', 'Training'],
    adjectives: ['Strong', 'Fit', 'Active', 'Lean', 'Everyday'],
    roles: ['Certified fitness coach', 'Personal trainer', 'Fitness creator', 'Runner and coach', 'Yoga teacher'],
    tags: ['fit', 'fitness', 'lifts', 'gains', 'moves'],
    femaleCreators: 0.48,
    femaleAudience: 0.5,
    platforms: { instagram: 1.4, youtube: 1.2, tiktok: 1.1, twitter: 0.3 },
    age: [0.8, 1.2, 1.3, 0.9, 0.6],
    engagement: 1.05,
    rate: 1.0,
    weight: 8,
  },
  food: {
    topics: ['home cooking', 'street food', 'baking', 'easy recipes', 'restaurant reviews', 'healthy recipes', 'vegetarian recipes', 'meal prep', 'desserts', 'regional cuisine', 'food travel', 'coffee', 'one-pot meals', 'air fryer recipes'],
    topicsIN: ['south indian recipes', 'north indian cuisine', 'indian desserts', 'tiffin recipes', 'mumbai street food'],
    nouns: ['Kitchen', 'Eats', 'Recipes', 'Bites', 'Table', 'Spice', 'Food Diaries', 'Cooks'],
    adjectives: ['Hungry', 'Spicy', 'Homestyle', 'Tasty', 'Curious'],
    roles: ['Home cook', 'Food blogger', 'Chef', 'Recipe developer', 'Food explorer'],
    tags: ['eats', 'cooks', 'kitchen', 'foodie', 'bites'],
    femaleCreators: 0.58,
    femaleAudience: 0.56,
    platforms: { instagram: 1.3, youtube: 1.3, tiktok: 1.1, twitter: 0.3 },
    age: [0.8, 1.0, 1.1, 1.0, 1.0],
    engagement: 1.0,
    rate: 0.95,
    weight: 9,
  },
  travel: {
    topics: ['budget travel', 'solo travel', 'backpacking', 'luxury hotels', 'road trips', 'travel hacks', 'hidden gems', 'weekend getaways', 'mountains', 'beaches', 'travel photography', 'van life', 'visa tips', 'itineraries'],
    topicsIN: ['himalayan treks', 'goa', 'kerala backwaters', 'rajasthan road trips'],
    nouns: ['Travels', 'Wanderlust', 'Journeys', 'Trails', 'Passport', 'Nomad', 'Roads', 'Escapes'],
    adjectives: ['Wandering', 'Roaming', 'Backpacking', 'Curious', 'Nomadic'],
    roles: ['Travel creator', 'Travel photographer', 'Backpacker', 'Full-time traveller', 'Travel writer'],
    tags: ['travels', 'wanders', 'roams', 'nomad', 'trails'],
    femaleCreators: 0.55,
    femaleAudience: 0.54,
    platforms: { instagram: 1.5, youtube: 1.3, tiktok: 0.9, twitter: 0.4 },
    age: [0.6, 1.0, 1.3, 1.1, 0.9],
    engagement: 1.0,
    rate: 1.0,
    weight: 7,
  },
  beauty: {
    topics: ['skincare', 'makeup tutorials', 'haircare', 'product reviews', 'nail art', 'skincare routines', 'affordable makeup', 'bridal makeup', 'fragrances', 'clean beauty', 'acne care', 'grooming'],
    topicsIN: ['ayurvedic skincare', 'makeup for indian skin tones', 'mehendi'],
    nouns: ['Beauty', 'Glow', 'Glam', 'Skin', 'Makeup', 'Beauty Edit'],
    adjectives: ['Glowing', 'Glam', 'Radiant', 'Flawless', 'Everyday'],
    roles: ['Makeup artist', 'Skincare enthusiast', 'Beauty creator', 'Licensed esthetician', 'Beauty blogger'],
    tags: ['glow', 'glam', 'beauty', 'skin', 'makeup'],
    femaleCreators: 0.86,
    femaleAudience: 0.82,
    platforms: { instagram: 1.6, youtube: 1.1, tiktok: 1.4, twitter: 0.2 },
    age: [1.2, 1.3, 1.1, 0.8, 0.6],
    engagement: 1.05,
    rate: 1.1,
    weight: 8,
  },
  gaming: {
    topics: ['mobile gaming', 'valorant', 'minecraft', 'gta', 'esports', 'game reviews', "let's plays", 'speedruns', 'pc gaming', 'console gaming', 'live streams', 'gaming setups', 'fps games', 'retro games'],
    topicsIN: ['bgmi', 'free fire max', 'indian esports'],
    nouns: ['Gaming', 'Plays', 'Gamer', 'Arena', 'Clutch', 'Respawn', 'Live'],
    adjectives: ['Pro', 'Epic', 'Clutch', 'Legendary', 'Noob'],
    roles: ['Gamer', 'Streamer', 'Esports player', 'Gaming creator', 'Game reviewer'],
    tags: ['plays', 'gaming', 'gamer', 'gg', 'clutch'],
    femaleCreators: 0.18,
    femaleAudience: 0.24,
    platforms: { instagram: 0.5, youtube: 2.0, tiktok: 1.0, twitter: 0.8 },
    age: [1.8, 1.5, 0.9, 0.5, 0.3],
    engagement: 1.1,
    rate: 0.95,
    weight: 7,
  },
  finance: {
    topics: ['personal finance', 'investing', 'stock market', 'budgeting', 'credit cards', 'crypto', 'tax planning', 'retirement planning', 'real estate', 'side hustles', 'financial literacy', 'insurance', 'saving money', 'index funds'],
    topicsIN: ['mutual funds', 'sip investing', 'tax saving', 'upi and payments', 'stock market india'],
    nouns: ['Finance', 'Money', 'Wealth', 'Money Talks', 'Wealth Club', 'Capital', 'Markets'],
    adjectives: ['Smart', 'Frugal', 'Savvy', 'Wealthy', 'Money-wise'],
    roles: ['Personal finance educator', 'Chartered accountant', 'Investor', 'Financial planner', 'Ex-banker'],
    tags: ['finance', 'money', 'wealth', 'invests', 'capital'],
    femaleCreators: 0.28,
    femaleAudience: 0.3,
    platforms: { instagram: 0.9, youtube: 1.6, tiktok: 0.6, twitter: 1.8 },
    age: [0.3, 1.0, 1.5, 1.2, 0.9],
    engagement: 0.85,
    rate: 1.4,
    weight: 5,
  },
  education: {
    topics: ['study tips', 'exam preparation', 'science explainers', 'maths', 'history', 'language learning', 'career advice', 'coding tutorials', 'general knowledge', 'english speaking', 'online courses', 'book summaries', 'physics', 'interview prep'],
    topicsIN: ['upsc preparation', 'jee preparation', 'neet preparation', 'board exams'],
    nouns: ['Academy', 'Classes', 'Learning', 'Study', 'Explains', 'Tutorials', 'Notes'],
    adjectives: ['Smart', 'Curious', 'Bright', 'Clever'],
    roles: ['Teacher', 'Educator', 'Tutor', 'Science communicator', 'Professor'],
    tags: ['learns', 'study', 'academy', 'explains', 'classes'],
    femaleCreators: 0.45,
    femaleAudience: 0.48,
    platforms: { instagram: 0.8, youtube: 2.0, tiktok: 0.8, twitter: 0.8 },
    age: [1.6, 1.6, 1.0, 0.6, 0.5],
    engagement: 0.95,
    rate: 1.0,
    weight: 6,
  },
  health: {
    topics: ['mental health', 'nutrition', 'wellness', 'sleep', 'gut health', 'diabetes care', "women's health", 'healthy habits', 'doctor explains', 'weight management', 'meditation', 'stress management', 'healthy ageing'],
    topicsIN: ['ayurveda', 'yoga', 'home remedies'],
    nouns: ['Health', 'Wellness', 'Healthy Living', 'Wellbeing', 'Vitality'],
    adjectives: ['Healthy', 'Mindful', 'Balanced', 'Well'],
    roles: ['Doctor', 'Nutritionist', 'Wellness coach', 'Registered dietitian', 'Therapist'],
    tags: ['health', 'wellness', 'healthy', 'mindful', 'wellbeing'],
    femaleCreators: 0.6,
    femaleAudience: 0.6,
    platforms: { instagram: 1.3, youtube: 1.3, tiktok: 0.9, twitter: 0.7 },
    age: [0.4, 0.9, 1.2, 1.2, 1.3],
    engagement: 1.0,
    rate: 1.05,
    weight: 5,
  },
  parenting: {
    topics: ['parenting tips', 'baby care', 'toddler activities', 'pregnancy', 'family vlogs', 'kids education', 'healthy kids meals', 'newborn care', 'positive parenting', 'working parents', 'family travel', 'kids crafts'],
    topicsIN: ['indian baby food', 'joint family life'],
    nouns: ['Family', 'Little Ones', 'Parenting', 'Tiny Tribe', 'Family Diaries'],
    adjectives: ['Happy', 'Busy', 'Modern', 'Mindful'],
    roles: ['Parent and creator', 'Family vlogger', 'Parenting coach'],
    rolesFemale: ['Mom of two', 'Mom of one', 'New mom', 'Pediatric nurse and mom'],
    rolesMale: ['Dad of two', 'Dad of three', 'Stay-at-home dad', 'First-time dad'],
    tags: ['family', 'parenting', 'kids', 'littles'],
    femaleCreators: 0.8,
    femaleAudience: 0.78,
    platforms: { instagram: 1.5, youtube: 1.2, tiktok: 0.9, twitter: 0.3 },
    age: [0.1, 0.6, 1.8, 1.5, 0.7],
    engagement: 1.05,
    rate: 1.0,
    weight: 4,
  },
  pets: {
    topics: ['dog training', 'cat care', 'pet food', 'pet grooming', 'rescue animals', 'puppy training', 'pet health', 'aquariums', 'birds', 'dog vlogs', 'pet products', 'adoption stories'],
    topicsIN: ['indie dogs', 'street animal welfare'],
    nouns: ['Paws', 'Pets', 'Tails', 'Pet Life', 'Furry Friends', 'Pawsome'],
    adjectives: ['Furry', 'Happy', 'Pawsome', 'Wagging'],
    roles: ['Pet parent', 'Dog trainer', 'Vet', 'Animal rescuer', 'Cat person'],
    tags: ['paws', 'pets', 'tails', 'woofs'],
    femaleCreators: 0.65,
    femaleAudience: 0.62,
    platforms: { instagram: 1.5, youtube: 1.0, tiktok: 1.4, twitter: 0.4 },
    age: [1.0, 1.1, 1.1, 0.9, 0.9],
    engagement: 1.15,
    rate: 0.95,
    weight: 3,
  },
  home: {
    topics: ['home decor', 'interior design', 'diy projects', 'organization', 'small space living', 'gardening', 'home renovation', 'cleaning hacks', 'indoor plants', 'furniture', 'kitchen design', 'festive decor'],
    topicsIN: ['diwali decor', 'balcony gardens', 'rental home makeovers'],
    nouns: ['Home', 'Nest', 'Interiors', 'Living', 'Spaces', 'Abode', 'Decor'],
    adjectives: ['Cozy', 'Modern', 'Little', 'Happy', 'Sunny'],
    roles: ['Interior designer', 'DIY enthusiast', 'Home decor creator', 'Plant parent', 'Architect'],
    tags: ['home', 'nest', 'interiors', 'decor', 'spaces'],
    femaleCreators: 0.66,
    femaleAudience: 0.66,
    platforms: { instagram: 1.6, youtube: 1.1, tiktok: 0.9, twitter: 0.2 },
    age: [0.2, 0.7, 1.4, 1.4, 1.2],
    engagement: 1.0,
    rate: 1.05,
    weight: 3,
  },
  automotive: {
    topics: ['car reviews', 'motorcycles', 'electric vehicles', 'car modifications', 'road tests', 'car care', 'supercars', 'off-roading', 'motorsport', 'car buying tips', 'two-wheelers', 'road trips'],
    topicsIN: ['ev scooters', 'royal enfield rides', 'budget cars'],
    nouns: ['Motors', 'Garage', 'Drives', 'Auto', 'Wheels', 'Revs', 'Gear'],
    adjectives: ['Turbo', 'Fast', 'Petrolhead', 'Revved'],
    roles: ['Auto journalist', 'Car enthusiast', 'Motorcycle rider', 'Mechanic', 'Car reviewer'],
    tags: ['motors', 'drives', 'garage', 'wheels', 'revs'],
    femaleCreators: 0.12,
    femaleAudience: 0.15,
    platforms: { instagram: 1.0, youtube: 2.0, tiktok: 0.7, twitter: 0.6 },
    age: [0.6, 1.2, 1.3, 1.1, 0.9],
    engagement: 0.95,
    rate: 1.2,
    weight: 3,
  },
  entertainment: {
    topics: ['comedy sketches', 'movie reviews', 'music covers', 'dance', 'pop culture', 'memes', 'celebrity news', 'web series', 'reaction videos', 'stand-up comedy', 'short films', 'podcasts'],
    topicsIN: ['bollywood', 'regional cinema', 'desi comedy', 'cricket banter'],
    nouns: ['Entertainment', 'Comedy', 'Vibes', 'Show', 'Studio', 'Talkies', 'Films'],
    adjectives: ['Funny', 'Crazy', 'Candid', 'Filmy'],
    roles: ['Comedian', 'Actor', 'Musician', 'Dancer', 'Film critic', 'Entertainer'],
    tags: ['vibes', 'comedy', 'films', 'talkies', 'show'],
    femaleCreators: 0.45,
    femaleAudience: 0.5,
    platforms: { instagram: 1.2, youtube: 1.4, tiktok: 1.6, twitter: 0.8 },
    age: [1.4, 1.4, 1.0, 0.7, 0.5],
    engagement: 1.1,
    rate: 0.9,
    weight: 8,
  },
};

// ---------------------------------------------------------------------------------------------------------
// Countries, names, phones, currencies

type Lang = string;

interface NamePool {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  /** Surnames by gender (Indonesian data has them). */
  lastFemale?: readonly string[];
  lastMale?: readonly string[];
}

function fakerNames(locale: ConstructorParameters<typeof Faker>[0]['locale']): NamePool {
  const faker = new Faker({ locale });
  const p = faker.definitions.person;
  const first = p.first_name as { female?: string[]; male?: string[]; generic?: string[] };
  const last = p.last_name as { female?: string[]; male?: string[]; generic?: string[] };
  const generic = first.generic ?? [];
  return {
    female: first.female ?? generic,
    male: first.male ?? generic,
    last: last.generic ?? [...(last.female ?? []), ...(last.male ?? [])],
    lastFemale: last.female,
    lastMale: last.male,
  };
}

const IN_FEMALE = ['Priya', 'Ananya', 'Aishwarya', 'Kavya', 'Sneha', 'Pooja', 'Riya', 'Diya', 'Aditi', 'Shreya', 'Neha', 'Isha', 'Meera', 'Nandini', 'Tanvi', 'Sanya', 'Ishita', 'Ritika', 'Simran', 'Anjali', 'Divya', 'Kriti', 'Nikita', 'Pallavi', 'Radhika', 'Sakshi', 'Shruti', 'Swati', 'Tanya', 'Vaishnavi', 'Aarohi', 'Avni', 'Khushi', 'Mansi', 'Payal', 'Rashmi', 'Shalini', 'Sonal', 'Trisha', 'Zoya', 'Ayesha', 'Fatima', 'Harleen', 'Jasleen', 'Mehak', 'Kiara', 'Myra', 'Saanvi', 'Anushka', 'Bhavya'];
const IN_MALE = ['Aarav', 'Arjun', 'Rohan', 'Rahul', 'Vikram', 'Aditya', 'Karan', 'Siddharth', 'Nikhil', 'Varun', 'Ankit', 'Amit', 'Abhishek', 'Akash', 'Harsh', 'Ishaan', 'Kabir', 'Manish', 'Mohit', 'Pranav', 'Rajat', 'Sahil', 'Saurabh', 'Shubham', 'Tushar', 'Vivek', 'Yash', 'Dhruv', 'Kunal', 'Parth', 'Raghav', 'Tanmay', 'Vedant', 'Arnav', 'Ayaan', 'Farhan', 'Imran', 'Zaid', 'Gurpreet', 'Harpreet', 'Jaspreet', 'Aryan', 'Dev', 'Rishabh', 'Vihaan'];
const IN_NORTH_LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Yadav', 'Mishra', 'Agarwal', 'Jain', 'Kapoor', 'Malhotra', 'Mehta', 'Shah', 'Patel', 'Chopra', 'Khanna', 'Saxena', 'Srivastava', 'Tiwari', 'Pandey', 'Chauhan', 'Rathore', 'Bhatia', 'Arora', 'Sethi', 'Kohli', 'Bajaj', 'Khan', 'Qureshi', 'Ansari', 'Sheikh', 'Gill', 'Dhillon', 'Sandhu', 'Desai', 'Trivedi', 'Bhatt', "D'Souza", 'Fernandes', 'Menon', 'Nair'];

const IN_REGIONAL: Record<string, NamePool> = {
  ta: {
    female: ['Lakshmi', 'Divya', 'Keerthana', 'Janani', 'Harini', 'Sowmya', 'Nithya', 'Gayathri', 'Revathi', 'Deepika', 'Anitha', 'Pavithra', 'Priya', 'Kavya', 'Meenakshi'],
    male: ['Karthik', 'Arun', 'Vignesh', 'Senthil', 'Prakash', 'Saravanan', 'Dinesh', 'Hari', 'Suresh', 'Gokul', 'Naveen', 'Balaji', 'Ashwin', 'Manoj', 'Rajesh'],
    last: ['Iyer', 'Subramanian', 'Raman', 'Krishnan', 'Pillai', 'Murugan', 'Sundaram', 'Rajendran', 'Natarajan', 'Venkatesan', 'Srinivasan', 'Balasubramanian', 'Chandrasekaran', 'Kumar', 'Ramasamy'],
  },
  te: {
    female: ['Sravani', 'Lavanya', 'Sindhu', 'Haritha', 'Mounika', 'Swathi', 'Bhavana', 'Sahithi', 'Keerthi', 'Divya', 'Sirisha', 'Anusha', 'Tejaswini'],
    male: ['Srinivas', 'Venkat', 'Ravi', 'Sai', 'Praveen', 'Mahesh', 'Kiran', 'Chaitanya', 'Sandeep', 'Teja', 'Vamsi', 'Harsha', 'Naveen', 'Rakesh'],
    last: ['Reddy', 'Rao', 'Naidu', 'Chowdary', 'Varma', 'Raju', 'Goud', 'Murthy', 'Sastry', 'Yadav', 'Kumar', 'Prasad', 'Nayak'],
  },
  bn: {
    female: ['Ananya', 'Riya', 'Moumita', 'Sayani', 'Tanusree', 'Ankita', 'Debolina', 'Srijita', 'Paromita', 'Rupsa', 'Sohini', 'Ishani', 'Trisha'],
    male: ['Arijit', 'Soumya', 'Sourav', 'Debashis', 'Abhijit', 'Anirban', 'Subhajit', 'Rajdeep', 'Sayan', 'Arnab', 'Ritwik', 'Indranil', 'Sandip'],
    last: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Das', 'Bose', 'Sen', 'Dutta', 'Roy', 'Chakraborty', 'Sarkar', 'Mitra', 'Bhattacharya', 'Saha', 'Majumdar'],
  },
  mr: {
    female: ['Sayali', 'Gauri', 'Manasi', 'Ketaki', 'Rutuja', 'Prajakta', 'Aditi', 'Shravani', 'Mrunal', 'Sakshi', 'Tejashree', 'Pooja', 'Ashwini'],
    male: ['Omkar', 'Aniket', 'Sagar', 'Tejas', 'Pratik', 'Rohit', 'Swapnil', 'Aniruddha', 'Chinmay', 'Siddhesh', 'Prathamesh', 'Akshay', 'Nilesh'],
    last: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Pawar', 'Jadhav', 'Shinde', 'Gokhale', 'Deshpande', 'Bhosale', 'More', 'Kale', 'Apte', 'Gaikwad', 'Sawant'],
  },
};

const EN_NAMES: NamePool = {
  female: ['Emma', 'Olivia', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Charlotte', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Emily', 'Ella', 'Madison', 'Chloe', 'Grace', 'Lily', 'Hannah', 'Zoe', 'Natalie', 'Sarah', 'Jessica', 'Ashley', 'Lauren', 'Megan', 'Rachel', 'Samantha', 'Taylor', 'Brooke', 'Alyssa', 'Kayla', 'Jasmine', 'Maya', 'Aaliyah', 'Sofia', 'Camila', 'Layla', 'Nora', 'Riley', 'Aria', 'Brianna', 'Jenna', 'Kelsey', 'Morgan', 'Paige', 'Sydney', 'Vanessa', 'Holly', 'Poppy', 'Freya', 'Isla', 'Imogen', 'Niamh', 'Ruby', 'Daisy', 'Priya', 'Aisha', 'Mei'],
  male: ['Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'William', 'Benjamin', 'Lucas', 'Henry', 'Alexander', 'Mason', 'Michael', 'Ethan', 'Daniel', 'Jacob', 'Logan', 'Jackson', 'Sebastian', 'Jack', 'Aiden', 'Owen', 'Samuel', 'Matthew', 'Joseph', 'Levi', 'David', 'John', 'Wyatt', 'Carter', 'Julian', 'Luke', 'Isaac', 'Jayden', 'Theo', 'Dylan', 'Ryan', 'Nathan', 'Caleb', 'Connor', 'Tyler', 'Brandon', 'Justin', 'Kevin', 'Marcus', 'Andre', 'Jamal', 'Darius', 'Harry', 'Alfie', 'Archie', 'George', 'Callum', 'Kieran', 'Rhys', 'Jordan', 'Chris', 'Josh', 'Sam', 'Omar', 'Raj'],
  last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Patel', 'Kim', 'Nguyen', 'Chen', 'Khan', 'Ali', 'Walsh', "O'Brien", 'Murray', 'Davies', 'Hall', 'Clarke', 'Jenkins', 'Foster', 'Powell', 'Russell', 'Griffin', 'Hayes', 'Myers', 'Ford', 'Hamilton', 'Graham', 'Sullivan', 'Wallace', 'Fraser', 'MacDonald', 'Reid', 'Shah', 'Okafor', 'Mensah', 'Ahmed'],
};
const FR_FEMALE = ['Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Jade', 'Louise', 'Sarah', 'Clara', 'Juliette', 'Lucie', 'Zoé', 'Anaïs', 'Margaux', 'Pauline', 'Mathilde', 'Charlotte', 'Océane', 'Élodie', 'Marine', 'Laura', 'Julie', 'Amandine', 'Clémence', 'Lina', 'Yasmine'];
const FR_MALE = ['Lucas', 'Hugo', 'Louis', 'Nathan', 'Théo', 'Gabriel', 'Arthur', 'Jules', 'Raphaël', 'Maxime', 'Thomas', 'Antoine', 'Alexandre', 'Julien', 'Nicolas', 'Quentin', 'Clément', 'Mathis', 'Romain', 'Baptiste', 'Adrien', 'Paul', 'Victor', 'Karim', 'Mehdi', 'Yanis'];

const AE_NAMES: NamePool = {
  female: ['Fatima', 'Mariam', 'Aisha', 'Noora', 'Hessa', 'Shamma', 'Maitha', 'Latifa', 'Reem', 'Sara', 'Layla', 'Huda', 'Amna', 'Dana', 'Alya', 'Noor', 'Yasmin'],
  male: ['Mohammed', 'Ahmed', 'Khalid', 'Omar', 'Saeed', 'Rashid', 'Hamdan', 'Sultan', 'Abdullah', 'Yousef', 'Faisal', 'Majid', 'Hamad', 'Tariq', 'Ali', 'Hassan'],
  last: ['Al Mansoori', 'Al Nuaimi', 'Al Hashimi', 'Al Marri', 'Al Ketbi', 'Al Shamsi', 'Al Falasi', 'Al Suwaidi', 'Al Mazrouei', 'Al Dhaheri', 'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Farouk', 'Hamdan', 'Karim'],
};
const SG_NAMES: NamePool = {
  female: ['Wei Ling', 'Hui Min', 'Jia Hui', 'Xin Yi', 'Shu Fen', 'Nur Aisyah', 'Siti Aminah', 'Priya', 'Rachel', 'Chloe', 'Nicole', 'Michelle', 'Charmaine', 'Joanne', 'Sharifah'],
  male: ['Wei Jie', 'Jun Hao', 'Zhi Hao', 'Jia Wei', 'Kai Xiang', 'Muhammad Hafiz', 'Irfan', 'Ravi', 'Marcus', 'Ryan', 'Daniel', 'Jonathan', 'Darren', 'Bryan', 'Haziq'],
  last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Rahman', 'Ismail', 'Pillai', 'Nair', 'Low', 'Sim'],
};
const PH_NAMES: NamePool = {
  female: ['Maria', 'Angelica', 'Kristine', 'Jasmine', 'Patricia', 'Camille', 'Bea', 'Nicole', 'Trisha', 'Andrea', 'Joanna', 'Katrina', 'Bianca', 'Janelle', 'Mika'],
  male: ['John Paul', 'Mark', 'Christian', 'Joshua', 'Carlo', 'Miguel', 'Paolo', 'Jericho', 'Rafael', 'Angelo', 'Kevin', 'Francis', 'Nathaniel', 'Gabriel', 'Enzo'],
  last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Dela Cruz', 'Villanueva', 'Ramos', 'Aquino', 'Castillo', 'Gonzales', 'Navarro', 'Flores', 'Pascual', 'Soriano'],
};

function mergePools(...pools: NamePool[]): NamePool {
  return {
    female: [...new Set(pools.flatMap((p) => p.female))],
    male: [...new Set(pools.flatMap((p) => p.male))],
    last: [...new Set(pools.flatMap((p) => p.last))],
  };
}

const POOLS = (() => {
  // Faker's en/en_IN/fr first-name lists are long but dated (or joke surnames); curated lists read as real creators.
  const inGeneral: NamePool = { female: IN_FEMALE, male: IN_MALE, last: [...new Set([...IN_NORTH_LAST, ...fakerNames([en_IN, en, base]).last.filter((n) => n !== 'Abbott' && n !== 'Butt')])] };
  const ngIgbo: NamePool = {
    female: ['Chiamaka', 'Ngozi', 'Adaeze', 'Amaka', 'Chinonso', 'Zainab', 'Hauwa', 'Aisha', 'Ifeoma', 'Nneka'],
    male: ['Chinedu', 'Emeka', 'Obinna', 'Ikenna', 'Tunde', 'Musa', 'Ibrahim', 'Chukwuemeka', 'Uche', 'Kelechi'],
    last: ['Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Bello', 'Abubakar', 'Adeyemi', 'Okoro', 'Ibrahim'],
  };
  return {
    en: EN_NAMES,
    IN: inGeneral,
    AU: { ...fakerNames([en_AU, en, base]), last: EN_NAMES.last },
    DE: fakerNames([de, en, base]),
    FR: { ...fakerNames([fr, en, base]), female: FR_FEMALE, male: FR_MALE },
    ES: fakerNames([es, en, base]),
    IT: fakerNames([it, en, base]),
    BR: fakerNames([pt_BR, en, base]),
    MX: fakerNames([es_MX, es, en, base]),
    ID: fakerNames([id_ID, en, base]),
    NG: mergePools(fakerNames([en_NG, en, base]), fakerNames([yo_NG, en, base]), ngIgbo),
    AE: AE_NAMES,
    SG: SG_NAMES,
    PH: PH_NAMES,
  };
})();

interface CountryProfile {
  code: string;
  weight: number;
  currency: string;
  languages: readonly (readonly [Lang, number])[];
  cities: readonly string[];
  /** Share of the creator's audience in the home country. */
  home: number;
  neighbours: readonly string[];
  /** Relative price level of sponsored posts (US = 1). */
  market: number;
  phone: (rng: Rng) => string;
  names: (rng: Rng, lang: Lang) => NamePool;
  platforms?: Partial<Record<TPlatform, number>>;
  /** Second language of the local audience, besides the creator's own. */
  audienceLanguages: readonly string[];
}

const digits = (rng: Rng, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += rng.int(10);
  return s;
};

const US_AREAS = ['212', '213', '305', '310', '312', '347', '404', '415', '469', '512', '617', '646', '702', '713', '718', '773', '818', '917', '206', '303'];
const CA_AREAS = ['416', '437', '514', '604', '613', '647', '778', '403', '587', '902'];
// Fictional / drama ranges where the regulator publishes one: NANP 555-0100..0199, Ofcom 07700 900xxx,
// ACMA 0491 570 xxx, Bundesnetzagentur drama blocks, ARCEP 06 39 98 xx xx. Other countries: plausible mobile formats.
const DE_BLOCKS = ['3023125', '6990009', '4066969', '8999998'];

const COUNTRIES: CountryProfile[] = [
  {
    code: 'IN',
    weight: 40,
    currency: 'INR',
    languages: [['en', 34], ['hi', 36], ['ta', 8], ['te', 8], ['bn', 7], ['mr', 7]],
    cities: ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Kochi', 'Lucknow', 'Chandigarh', 'Indore', 'Goa'],
    home: 0.8,
    neighbours: ['US', 'AE', 'GB', 'CA', 'SG', 'AU', 'NP', 'SA'],
    market: 0.22,
    phone: (r) => `+919${digits(r, 9)}`,
    names: (r, lang) => (IN_REGIONAL[lang] && r.chance(0.8) ? IN_REGIONAL[lang]! : POOLS.IN),
    // TikTok has been banned in India since 2020.
    platforms: { tiktok: 0 },
    audienceLanguages: ['hi', 'en'],
  },
  {
    code: 'US',
    weight: 14,
    currency: 'USD',
    languages: [['en', 92], ['es', 8]],
    cities: ['New York', 'Los Angeles', 'Chicago', 'Austin', 'Miami', 'Seattle', 'Atlanta', 'Denver', 'San Francisco', 'Nashville'],
    home: 0.62,
    neighbours: ['CA', 'GB', 'MX', 'AU', 'IN', 'PH', 'DE'],
    market: 1,
    phone: (r) => `+1${r.pick(US_AREAS)}55501${digits(r, 2)}`,
    names: (_r, lang) => (lang === 'es' ? POOLS.MX : POOLS.en),
    audienceLanguages: ['en', 'es'],
  },
  {
    code: 'GB',
    weight: 6,
    currency: 'GBP',
    languages: [['en', 1]],
    cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Bristol', 'Edinburgh', 'Liverpool', 'Brighton'],
    home: 0.56,
    neighbours: ['US', 'IE', 'AU', 'CA', 'IN', 'DE'],
    market: 0.9,
    phone: (r) => `+447700900${digits(r, 3)}`,
    names: () => POOLS.en,
    audienceLanguages: ['en'],
  },
  {
    code: 'CA',
    weight: 3,
    currency: 'CAD',
    languages: [['en', 78], ['fr', 22]],
    cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Edmonton', 'Quebec City'],
    home: 0.5,
    neighbours: ['US', 'GB', 'IN', 'AU', 'FR'],
    market: 0.85,
    phone: (r) => `+1${r.pick(CA_AREAS)}55501${digits(r, 2)}`,
    names: (_r, lang) => (lang === 'fr' ? POOLS.FR : POOLS.en),
    audienceLanguages: ['en', 'fr'],
  },
  {
    code: 'AU',
    weight: 3,
    currency: 'AUD',
    languages: [['en', 1]],
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast', 'Canberra'],
    home: 0.56,
    neighbours: ['NZ', 'US', 'GB', 'IN', 'CA'],
    market: 0.85,
    phone: (r) => `+61491570${digits(r, 3)}`,
    names: () => POOLS.AU,
    audienceLanguages: ['en'],
  },
  {
    code: 'DE',
    weight: 4,
    currency: 'EUR',
    languages: [['de', 88], ['en', 12]],
    cities: ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Leipzig'],
    home: 0.7,
    neighbours: ['AT', 'CH', 'US', 'NL', 'PL'],
    market: 0.85,
    phone: (r) => `+49${r.pick(DE_BLOCKS)}${digits(r, 3)}`,
    names: () => POOLS.DE,
    audienceLanguages: ['de', 'en'],
  },
  {
    code: 'FR',
    weight: 3,
    currency: 'EUR',
    languages: [['fr', 92], ['en', 8]],
    cities: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Toulouse', 'Nice', 'Lille', 'Nantes'],
    home: 0.68,
    neighbours: ['BE', 'CH', 'CA', 'US', 'MA'],
    market: 0.75,
    phone: (r) => `+3363998${digits(r, 4)}`,
    names: () => POOLS.FR,
    audienceLanguages: ['fr', 'en'],
  },
  {
    code: 'ES',
    weight: 3,
    currency: 'EUR',
    languages: [['es', 1]],
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Bilbao', 'Málaga'],
    home: 0.6,
    neighbours: ['MX', 'AR', 'US', 'CO', 'FR'],
    market: 0.6,
    phone: (r) => `+346${digits(r, 8)}`,
    names: () => POOLS.ES,
    audienceLanguages: ['es', 'en'],
  },
  {
    code: 'BR',
    weight: 6,
    currency: 'BRL',
    languages: [['pt', 1]],
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Salvador', 'Recife', 'Brasília'],
    home: 0.85,
    neighbours: ['PT', 'US', 'AR', 'AO'],
    market: 0.3,
    phone: (r) => `+55${r.pick(['11', '21', '31', '41', '51', '61', '71', '81'])}9${digits(r, 8)}`,
    names: () => POOLS.BR,
    audienceLanguages: ['pt', 'en'],
  },
  {
    code: 'MX',
    weight: 4,
    currency: 'MXN',
    languages: [['es', 1]],
    cities: ['Mexico City', 'Guadalajara', 'Monterrey', 'Puebla', 'Mérida', 'Tijuana', 'Cancún'],
    home: 0.72,
    neighbours: ['US', 'CO', 'ES', 'AR', 'GT'],
    market: 0.3,
    phone: (r) => `+52${r.pick(['55', '33', '81'])}${digits(r, 8)}`,
    names: () => POOLS.MX,
    audienceLanguages: ['es', 'en'],
  },
  {
    code: 'AE',
    weight: 2,
    currency: 'AED',
    languages: [['ar', 50], ['en', 50]],
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Al Ain'],
    home: 0.48,
    neighbours: ['IN', 'SA', 'PK', 'EG', 'PH', 'GB'],
    market: 0.9,
    phone: (r) => `+9715${r.pick(['0', '2', '4', '5', '6', '8'])}${digits(r, 7)}`,
    // A large share of UAE-based creators are Indian or Filipino expatriates posting in English.
    names: (r, lang) => (lang === 'en' && r.chance(0.4) ? (r.chance(0.7) ? POOLS.IN : POOLS.PH) : POOLS.AE),
    audienceLanguages: ['ar', 'en'],
  },
  {
    code: 'SG',
    weight: 1.5,
    currency: 'SGD',
    languages: [['en', 1]],
    cities: ['Singapore'],
    home: 0.5,
    neighbours: ['MY', 'ID', 'IN', 'PH', 'US'],
    market: 0.75,
    phone: (r) => `+65${r.pick(['8', '9'])}${digits(r, 7)}`,
    names: () => POOLS.SG,
    audienceLanguages: ['en', 'zh'],
  },
  {
    code: 'ID',
    weight: 5,
    currency: 'IDR',
    languages: [['id', 85], ['en', 15]],
    cities: ['Jakarta', 'Surabaya', 'Bandung', 'Yogyakarta', 'Medan', 'Bali', 'Semarang', 'Makassar'],
    home: 0.85,
    neighbours: ['MY', 'SG', 'US', 'PH'],
    market: 0.2,
    phone: (r) => `+628${r.pick(['1', '5', '7', '8', '9'])}${digits(r, 9)}`,
    names: () => POOLS.ID,
    audienceLanguages: ['id', 'en'],
  },
  {
    code: 'PH',
    weight: 3,
    currency: 'PHP',
    languages: [['en', 1]],
    cities: ['Manila', 'Quezon City', 'Cebu', 'Davao', 'Makati', 'Baguio', 'Iloilo'],
    home: 0.75,
    neighbours: ['US', 'SA', 'AE', 'CA', 'SG'],
    market: 0.2,
    phone: (r) => `+639${digits(r, 9)}`,
    names: () => POOLS.PH,
    audienceLanguages: ['en', 'tl'],
  },
  {
    code: 'NG',
    weight: 2.5,
    currency: 'NGN',
    languages: [['en', 1]],
    cities: ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Enugu', 'Kano', 'Benin City'],
    home: 0.7,
    neighbours: ['GH', 'US', 'GB', 'KE', 'ZA'],
    market: 0.15,
    phone: (r) => `+234${r.pick(['70', '80', '81', '90', '91'])}${digits(r, 8)}`,
    names: () => POOLS.NG,
    audienceLanguages: ['en', 'yo'],
  },
];

/** Countries the generator uses (ISO 3166-1 alpha-2; the UK is stored as 'GB'). */
export const CREATOR_COUNTRIES = COUNTRIES.map((c) => c.code);

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  ...Object.fromEntries(COUNTRIES.map((c) => [c.code, c.currency])),
  IT: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  NZ: 'NZD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  HK: 'HKD',
  MY: 'MYR',
  TH: 'THB',
  VN: 'VND',
  PK: 'PKR',
  BD: 'BDT',
  LK: 'LKR',
  NP: 'NPR',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  EG: 'EGP',
  ZA: 'ZAR',
  KE: 'KES',
  GH: 'GHS',
  AR: 'ARS',
  CO: 'COP',
  CL: 'CLP',
  PE: 'PEN',
  TR: 'TRY',
  IL: 'ILS',
};

/** Usual currency of creators based in a country (ISO 3166 alpha-2, 'UK' accepted); undefined if unknown. */
export function currencyForCountry(country: string): string | undefined {
  const c = country.toUpperCase();
  return CURRENCY_BY_COUNTRY[c === 'UK' ? 'GB' : c];
}

const LANGUAGE_NAMES: Record<string, string> = {
  hi: 'Hindi',
  ta: 'Tamil',
  te: 'Telugu',
  bn: 'Bengali',
  mr: 'Marathi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  ar: 'Arabic',
  id: 'Indonesian',
};

const CITY_BY_LANG_IN: Record<string, readonly string[]> = {
  ta: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'],
  te: ['Hyderabad', 'Vijayawada', 'Visakhapatnam', 'Warangal'],
  bn: ['Kolkata', 'Siliguri', 'Durgapur'],
  mr: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  hi: ['Delhi', 'Lucknow', 'Jaipur', 'Indore', 'Patna', 'Bhopal', 'Noida', 'Gurugram'],
};

// ---------------------------------------------------------------------------------------------------------
// Platform models

interface PlatformModel {
  weight: number;
  /** Lognormal body: median followers and sigma of ln(followers). */
  median: number;
  sigma: number;
  /** Pareto tail: probability, start and shape. Smaller alpha = heavier tail. */
  tailP: number;
  tailMin: number;
  alpha: number;
  cap: number;
  /** Engagement rate (%) of a 10k-follower creator. */
  er10k: number;
  /** Average views per post as a share of followers for a 10k-follower creator. */
  views10k: number;
  viewsSigma: number;
  /** USD per sponsored post per 1,000 followers, at 1,000 followers (sub-linear above). */
  usdPerK: number;
  age: [number, number, number, number, number];
  maxHandle: number;
  handleDots: boolean;
}

const PLATFORM_MODELS: Record<TPlatform, PlatformModel> = {
  instagram: { weight: 42, median: 14_000, sigma: 1.25, tailP: 0.03, tailMin: 250_000, alpha: 1.2, cap: 300_000_000, er10k: 5.2, views10k: 0.3, viewsSigma: 0.4, usdPerK: 20, age: [0.07, 0.32, 0.35, 0.16, 0.1], maxHandle: 30, handleDots: true },
  youtube: { weight: 28, median: 18_000, sigma: 1.35, tailP: 0.035, tailMin: 250_000, alpha: 1.15, cap: 300_000_000, er10k: 4.0, views10k: 0.18, viewsSigma: 0.55, usdPerK: 35, age: [0.08, 0.26, 0.3, 0.2, 0.16], maxHandle: 30, handleDots: true },
  tiktok: { weight: 22, median: 22_000, sigma: 1.3, tailP: 0.03, tailMin: 250_000, alpha: 1.3, cap: 180_000_000, er10k: 8.5, views10k: 0.9, viewsSigma: 0.6, usdPerK: 14, age: [0.18, 0.42, 0.25, 0.1, 0.05], maxHandle: 24, handleDots: true },
  twitter: { weight: 14, median: 6_000, sigma: 1.2, tailP: 0.02, tailMin: 250_000, alpha: 1.45, cap: 150_000_000, er10k: 1.8, views10k: 0.12, viewsSigma: 0.5, usdPerK: 6, age: [0.03, 0.22, 0.35, 0.22, 0.18], maxHandle: 15, handleDots: false },
};

const PLATFORMS_LIST = Object.keys(PLATFORM_MODELS) as TPlatform[];
const NICHE_LIST = Object.keys(NICHE_VOCAB) as TNiche[];

const COUNTRY_TABLE = new Weighted(COUNTRIES.map((c) => [c, c.weight] as const));
const NICHE_TABLE = new Weighted(NICHE_LIST.map((n) => [n, NICHE_VOCAB[n].weight] as const));
const LANG_TABLES = new Map(COUNTRIES.map((c) => [c, new Weighted(c.languages)]));
const PLATFORM_TABLES = new Map(
  COUNTRIES.map((c) => [
    c,
    new Map(
      NICHE_LIST.map((n) => [
        n,
        new Weighted(PLATFORMS_LIST.map((p) => [p, PLATFORM_MODELS[p].weight * (NICHE_VOCAB[n].platforms[p] ?? 1) * (c.platforms?.[p] ?? 1)] as const)),
      ]),
    ),
  ]),
);

// ---------------------------------------------------------------------------------------------------------
// Helpers

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/**
 * Weights -> shares with two decimals summing to exactly 1: round each to whole percents, then give the
 * rounding residue (a point or two) to the largest share. Zero shares are dropped if asked.
 */
function toShares(keys: readonly string[], weights: number[], dropZero: boolean): Record<string, number> {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i]!;
  const pct: number[] = new Array(weights.length);
  let rounded = 0;
  let largest = 0;
  for (let i = 0; i < weights.length; i++) {
    pct[i] = Math.round((weights[i]! / total) * 100);
    rounded += pct[i]!;
    if (weights[i]! > weights[largest]!) largest = i;
  }
  pct[largest] = pct[largest]! + 100 - rounded;
  const out: Record<string, number> = {};
  for (let i = 0; i < keys.length; i++) if (!dropZero || pct[i]! > 0) out[keys[i]!] = pct[i]! / 100;
  return out;
}

const DIACRITICS = /[\u0300-\u036f]/g;
const slugCache = new Map<string, string>();
/** ASCII letters only ("José Müller" -> "josemuller"); memoised, since names come from finite lists. */
function slug(s: string): string {
  let out = slugCache.get(s);
  if (out === undefined) {
    out = s.normalize('NFD').replace(DIACRITICS, '').replace(/ß/g, 'ss').toLowerCase().replace(/[^a-z]/g, '');
    if (slugCache.size < 100_000) slugCache.set(s, out);
  }
  return out;
}

const ACRONYMS = new Set(['gta', 'bgmi', 'hiit', 'ai', 'pc', 'upsc', 'jee', 'neet', 'ev', 'diy', 'upi', 'sip', 'fps']);
/** Topic as shown in a bio: first letter capitalised, acronyms in capitals. */
const capitalise = (s: string) => {
  const words = s.split(' ').map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  const first = words[0]!;
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
};
const showCache = new Map<string, string>();
const showTopic = (s: string) => {
  let out = showCache.get(s);
  if (out === undefined) showCache.set(s, (out = s.split(' ').map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ')));
  return out;
};

/** "Rounds" a money amount the way people quote rates: 2-3 significant figures. */
function niceAmount(x: number): number {
  if (x < 20) return Math.max(1, Math.round(x));
  if (x < 100) return Math.round(x / 5) * 5;
  const step = Math.pow(10, Math.floor(Math.log10(x)) - 1) / 2;
  return Math.round(x / step) * step;
}

const CTA: Record<string, readonly string[]> = {
  en: ['📩 Collabs: email below', 'Brand partnerships welcome', 'For business enquiries use the email below', "Let's collaborate ✨", 'DM for collabs', ''],
  es: ['📩 Colaboraciones por email', 'Colabs: escríbeme por email', ''],
  fr: ['📩 Collabs : par email', 'Partenariats : contact par email', ''],
  de: ['📩 Kooperationen per E-Mail', 'Anfragen gern per E-Mail', ''],
  pt: ['📩 Parcerias: email', 'Publi e parcerias por email', ''],
  id: ['📩 Kerja sama: email', 'Endorse & kolaborasi via email', ''],
};
const CADENCE: Record<TPlatform, readonly string[]> = {
  instagram: ['Daily reels & stories.', 'New reels every week.', 'Reels thrice a week.'],
  youtube: ['New videos every Sunday.', 'New videos every Tuesday and Friday.', 'Weekly uploads.', 'New video every week.'],
  tiktok: ['Short videos daily.', 'New videos most days.', 'Going live on weekends.'],
  twitter: ['Threads every week.', 'Daily takes and threads.', 'Hot takes, threads, no spam.'],
};

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} & ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------------
// One creator

/** The creator at `index` for `seed`; pure function of its arguments. */
export function generateCreator(index: number, seed = DEFAULT_CREATOR_SEED, referenceMs = Date.parse(DEFAULT_REFERENCE_DATE)): GeneratedCreator {
  return generateLabelledCreator(index, seed, referenceMs).creator;
}

export type AccountIntegrity = 'honest' | 'bought_followers' | 'bought_engagement';

/** The creator at `index` and whether its numbers were generated as gamed (for tests and benchmarks). */
export function generateLabelledCreator(
  index: number,
  seed = DEFAULT_CREATOR_SEED,
  referenceMs = Date.parse(DEFAULT_REFERENCE_DATE),
): { creator: GeneratedCreator; integrity: AccountIntegrity } {
  const rng = new Rng(seed, index);
  const country = COUNTRY_TABLE.pick(rng);
  const niche = NICHE_TABLE.pick(rng);
  const vocab = NICHE_VOCAB[niche];
  const platform = PLATFORM_TABLES.get(country)!.get(niche)!.pick(rng);
  const model = PLATFORM_MODELS[platform];
  const language = LANG_TABLES.get(country)!.pick(rng);
  const female = rng.chance(vocab.femaleCreators);

  // Name
  const pool = country.names(rng, language);
  const first = rng.pick(female ? pool.female : pool.male);
  const lastPool = (female ? pool.lastFemale : pool.lastMale) ?? pool.last;
  const last = rng.pick(lastPool.length ? lastPool : pool.last);
  const name = `${first} ${last}`;

  // Channel name that fits the niche
  const firstShort = first.split(' ')[0]!;
  const noun = rng.pick(vocab.nouns);
  const adj = rng.pick(vocab.adjectives);
  let channel_name: string;
  switch (rng.int(7)) {
    case 0:
      channel_name = name;
      break;
    case 1:
      channel_name = `${firstShort}'s ${noun}`;
      break;
    case 2:
      channel_name = `${noun} with ${firstShort}`;
      break;
    case 3:
      channel_name = `The ${adj} ${noun}`;
      break;
    case 4:
      channel_name = `${noun} by ${firstShort}`;
      break;
    case 5:
      channel_name = `${firstShort} ${last}`.length <= 14 && rng.chance(0.5) ? `${firstShort} ${last} ${noun}` : `${firstShort} ${noun}`;
      break;
    default:
      channel_name = `${adj} ${firstShort}`;
  }
  if (niche === 'parenting' && rng.chance(0.5)) channel_name = `${firstShort}'s ${female ? 'Mom Life' : 'Dad Life'}`;

  // Handle: base (never ending in a digit) + separator + index => unique on every platform.
  const f = slug(first);
  const l = slug(last);
  const tag = rng.pick(vocab.tags);
  const dot = model.handleDots ? '.' : '_';
  let handleBase: string;
  switch (rng.int(8)) {
    case 0:
      handleBase = f + l;
      break;
    case 1:
      handleBase = `${f}${dot}${l}`;
      break;
    case 2:
      handleBase = `${f}_${l}`;
      break;
    case 3:
      handleBase = f + tag;
      break;
    case 4:
      handleBase = `${tag}with${f}`;
      break;
    case 5:
      handleBase = `${f}${dot}${l.charAt(0)}`;
      break;
    case 6:
      handleBase = slug(channel_name) || f + l;
      break;
    default:
      handleBase = `the${f}${tag}`;
  }
  const sepRoll = rng.next();
  const sep = sepRoll < 0.4 ? '' : sepRoll < 0.75 || !model.handleDots ? '_' : '.';
  const suffix = String(index);
  const room = model.maxHandle - suffix.length - sep.length;
  handleBase = handleBase.slice(0, Math.max(1, room)).replace(/[._]+$/, '');
  if (!handleBase) handleBase = f.charAt(0) || 'c';
  const handle = handleBase + sep + suffix;

  // Followers: lognormal body plus a Pareto tail of big accounts.
  let followers: number;
  if (rng.chance(model.tailP)) {
    followers = model.tailMin * Math.pow(1 - rng.next(), -1 / model.alpha);
  } else {
    followers = model.median * Math.exp(model.sigma * rng.normal());
  }
  // Fold overshoots back below the cap rather than piling creators up exactly on it.
  if (followers > model.cap) followers = model.cap * (0.5 + 0.5 * rng.next());
  followers = Math.round(Math.max(followers, 300));

  // Engagement falls with size (≈ 8-10% nano down to ≈ 1-2% mega on Instagram).
  const sizeFactor = Math.pow(followers / 10_000, -0.23);
  const expectedEr = model.er10k * sizeFactor * vocab.engagement;
  const engagement_rate = round2(clamp(expectedEr * Math.exp(0.35 * rng.normal()), 0.05, 40));
  const erRatio = engagement_rate / expectedEr;

  // Average views per post/video.
  const viewShare = model.views10k * Math.pow(followers / 10_000, -0.1) * Math.pow(erRatio, 0.8) * Math.exp(model.viewsSigma * rng.normal());
  const avg_views = Math.round(followers * clamp(viewShare, 0.005, platform === 'tiktok' ? 6 : 2));

  // Rate per sponsored post: sub-linear in followers, engagement-adjusted, priced for the local market.
  const usd =
    model.usdPerK * Math.pow(followers / 1000, 0.88) * Math.pow(erRatio, 0.5) * country.market * vocab.rate * Math.exp(0.25 * rng.normal());
  const currency = country.currency;
  const typical_rate = Math.min(1_000_000_000, niceAmount(Math.max(usd, 10 * country.market + 5) * FX_UNITS_PER_USD[currency]!));

  // Topics: 3-6 from the niche, with regional flavour for Indian creators.
  const topicCount = 3 + rng.int(4);
  const regional = country.code === 'IN' && vocab.topicsIN ? 1 + rng.int(2) : 0;
  const picked = [...rng.sample(vocab.topics, topicCount - regional), ...(regional ? rng.sample(vocab.topicsIN!, regional) : [])];
  const topics = rng.sample(picked, picked.length);

  // Bio
  // Regional-language creators live in their region; Hindi ones mostly in the Hindi belt.
  const regionalCities = country.code === 'IN' ? CITY_BY_LANG_IN[language] : undefined;
  const city = regionalCities && (language !== 'hi' || rng.chance(0.7)) ? rng.pick(regionalCities) : rng.pick(country.cities);
  const roles = (female ? vocab.rolesFemale : vocab.rolesMale) ?? [];
  const role = rng.pick(roles.length && rng.chance(0.6) ? roles : vocab.roles);
  const shown = topics.slice(0, 3).map(showTopic);
  let topicLine: string;
  switch (rng.int(4)) {
    case 0:
      topicLine = `Sharing ${listPhrase(shown)}.`;
      break;
    case 1:
      topicLine = `All about ${shown[0]} and ${shown[1]}.`;
      break;
    case 2:
      topicLine = `${shown.map(capitalise).join(' • ')}.`;
      break;
    default:
      topicLine = `Talking ${listPhrase(shown)} and more.`;
  }
  const langLine = language !== 'en' && LANGUAGE_NAMES[language] && rng.chance(0.6) ? ` Content in ${LANGUAGE_NAMES[language]}.` : '';
  const cta = rng.pick(CTA[language] ?? CTA.en!);
  const bio = `${role} from ${city}. ${topicLine} ${rng.pick(CADENCE[platform])}${langLine}${cta ? ` ${cta}` : ''}`;

  // Contact details
  let email: string | null = null;
  if (rng.chance(0.85)) {
    const variant = rng.int(3);
    email = variant === 0 ? `${handle}@example.com` : variant === 1 ? `collabs.${handle}@example.net` : `${handle}.team@example.org`;
  }
  const phone = rng.chance(0.9) ? country.phone(rng) : null;

  const audience = makeAudience(rng, country, language, platform, niche, female);

  // Most creators posted in the last week or two; none longer than 90 days ago.
  const ageMs = Math.floor(Math.pow(rng.next(), 2.2) * 90 * 86_400_000);
  const last_active_at = new Date(referenceMs - ageMs).toISOString();

  // A realistic minority of accounts game their numbers (drawn last, so honest creators are unchanged).
  const fraud = suspiciousAccount(rng, followers, engagement_rate, typical_rate, audience, country.code);

  const creator: GeneratedCreator = {
    name,
    handle,
    channel_name,
    platform,
    niche,
    topics,
    bio,
    followers_count: fraud.followers,
    engagement_rate: fraud.engagement_rate,
    avg_views,
    email,
    phone,
    country: country.code,
    language,
    profile_image: null,
    typical_rate: fraud.typical_rate,
    currency,
    audience: fraud.audience,
    last_active_at,
  };
  return { creator, integrity: fraud.integrity };
}

/** Share of generated accounts with bought followers, and with bought engagement (likes/comments from pods or bots). */
export const BOUGHT_FOLLOWERS_SHARE = 0.04;
export const BOUGHT_ENGAGEMENT_SHARE = 0.02;
/** Countries follower farms are commonly traced to; bought followers show up there in the audience split. */
const FARM_COUNTRIES = ['BD', 'PK', 'ID', 'VN', 'EG', 'NG', 'BR', 'PH', 'TR', 'RU'] as const;

/**
 * Bought followers: followers multiplied 3-10x by accounts that neither watch nor engage (the rate per follower and
 * the views per follower collapse), spread over farm countries, while the quoted price follows the inflated count.
 * Bought engagement: likes and comments multiplied 3-6x with views unchanged. Everyone else is returned as is.
 */
function suspiciousAccount(
  rng: Rng,
  followers: number,
  er: number,
  rate: number,
  audience: TAudience,
  home: string,
): { followers: number; engagement_rate: number; typical_rate: number; audience: TAudience; integrity: AccountIntegrity } {
  const roll = rng.next();
  if (roll < BOUGHT_FOLLOWERS_SHARE) {
    const k = 3 + 7 * rng.next();
    const homeShare = 0.18 + 0.12 * rng.next();
    const farms = rng.sample(FARM_COUNTRIES.filter((c) => c !== home), 6);
    const weights = [homeShare, ...farms.map(() => ((1 - homeShare) / farms.length) * (0.7 + 0.3 * rng.next()))];
    const countries = toShares([home, ...farms], weights, true);
    return {
      followers: Math.min(300_000_000, Math.round(followers * k)),
      engagement_rate: round2(clamp((er / k) * (1 + 0.3 * rng.next()), 0.01, 40)),
      typical_rate: niceAmount(rate * Math.pow(k, 0.8)),
      audience: { ...audience, countries },
      integrity: 'bought_followers',
    };
  }
  if (roll < BOUGHT_FOLLOWERS_SHARE + BOUGHT_ENGAGEMENT_SHARE) {
    const k = 3 + 3 * rng.next();
    return { followers, engagement_rate: round2(clamp(er * k, 0.05, 40)), typical_rate: rate, audience, integrity: 'bought_engagement' };
  }
  return { followers, engagement_rate: er, typical_rate: rate, audience, integrity: 'honest' };
}

const LANG_NEIGHBOURS: Record<string, readonly string[]> = {
  ta: ['LK', 'MY', 'SG', 'AE', 'US'],
  bn: ['BD', 'US', 'GB', 'AE'],
  hi: ['NP', 'AE', 'US', 'SA', 'GB'],
  te: ['US', 'AE', 'GB', 'AU'],
  mr: ['US', 'AE', 'GB'],
};

function makeAudience(rng: Rng, country: CountryProfile, language: string, platform: TPlatform, niche: TNiche, female: boolean): TAudience {
  // Countries: home dominant, then 2-4 neighbours.
  // Neighbours are listed closest first; pick among the first few and keep that order for the weights.
  const neighbours = (country.code === 'IN' && LANG_NEIGHBOURS[language]) || country.neighbours;
  const k = 2 + rng.int(3);
  const others = rng.sample(neighbours.slice(0, k + 2), k).sort((a, b) => neighbours.indexOf(a) - neighbours.indexOf(b));
  const home = clamp(country.home + 0.08 * rng.normal(), 0.4, 0.95);
  const raw = others.map((_, i) => (0.6 + 0.8 * rng.next()) / (i + 1));
  const rawTotal = raw.reduce((a, b) => a + b, 0);
  const countryKeys = [country.code, ...others];
  const otherWeights = raw.map((w) => ((1 - home) * w) / rawTotal);
  // The home country always leads.
  const countryWeights = [Math.max(home, otherWeights[0]! * 1.25), ...otherWeights];
  const countries = toShares(countryKeys, countryWeights, true);

  // Languages: the creator's own dominant, then the local audience languages.
  const langKeys = [language];
  const langWeights = [clamp(0.72 + 0.1 * rng.normal(), 0.45, 0.95)];
  for (const l of country.audienceLanguages)
    if (!langKeys.includes(l)) {
      langKeys.push(l);
      langWeights.push(0.1 + 0.2 * rng.next());
    }
  if (!langKeys.includes('en')) {
    langKeys.push('en');
    langWeights.push(0.05 + 0.1 * rng.next());
  }
  const languages = toShares(langKeys, langWeights, true);

  // Age: platform baseline x niche skew x noise.
  const base = PLATFORM_MODELS[platform].age;
  const skew = NICHE_VOCAB[niche].age;
  const age = toShares(
    AGE_BUCKETS,
    base.map((b, i) => b * skew[i]! * Math.exp(0.15 * rng.normal())),
    false,
  );

  // Gender: niche baseline, nudged towards the creator's own gender.
  const femaleShare = clamp(NICHE_VOCAB[niche].femaleAudience + (female ? 0.06 : -0.06) + 0.05 * rng.normal(), 0.05, 0.95);
  const other = rng.chance(0.5) ? 0.01 : 0.02;
  const fem = round2(femaleShare * (1 - other));
  const gender = { female: fem, male: round2(1 - fem - other), other };

  return { countries, languages, age, gender };
}

// ---------------------------------------------------------------------------------------------------------
// Public generator

/** Yields `count` creators starting at `startIndex`; creator i is the same for any batch split. */
export function* generateCreators(opts: GenerateCreatorsOptions): Generator<GeneratedCreator> {
  const seed = opts.seed ?? DEFAULT_CREATOR_SEED;
  const start = opts.startIndex ?? 0;
  const ref = opts.referenceDate === undefined ? Date.parse(DEFAULT_REFERENCE_DATE) : new Date(opts.referenceDate).getTime();
  if (!Number.isFinite(ref)) throw new RangeError('referenceDate is not a valid date');
  if (!Number.isInteger(start) || start < 0) throw new RangeError('startIndex must be a non-negative integer');
  if (!Number.isInteger(opts.count) || opts.count < 0) throw new RangeError('count must be a non-negative integer');
  for (let i = 0; i < opts.count; i++) yield generateCreator(start + i, seed, ref);
}
