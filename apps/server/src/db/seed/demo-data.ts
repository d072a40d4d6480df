/**
 * Demo brands, products and campaigns for a first start. The content is hand-written (fictional brands,
 * India-first, a few US/UK campaigns); the seed only varies the time of day of the timestamps, so
 * every run with the same seed and reference date gives identical data.
 */
import type { TCampaignStatus, TNiche } from '@inflow/contracts';
import { DEFAULT_REFERENCE_DATE, Rng } from './creators-generator.js';

export interface DemoProduct {
  name: string;
  description: string;
  category: string;
  price_range: string;
  target_audience: string;
  key_features: string[];
}

export interface DemoBrand {
  name: string;
  logo_url: string | null;
  industry: string;
  mission: string;
  values: string[];
  target_market: string;
  brand_voice: string;
  products: DemoProduct[];
}

/** A campaign; `brand_name` / `product_name` refer to a DemoBrand and one of its products. */
export interface DemoCampaign {
  product_name: string;
  brand_name: string;
  status: TCampaignStatus;
  total_budget: number;
  currency: string;
  planned_creators: number;
  product_description: string;
  target_audience: string;
  key_use_cases: string;
  campaign_goal: string;
  product_niche: TNiche;
  /** ISO dates (YYYY-MM-DD); null for drafts without a schedule. */
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface DemoData {
  brands: DemoBrand[];
  campaigns: DemoCampaign[];
}

const BRANDS: DemoBrand[] = [
  {
    name: 'Zorvia Audio',
    logo_url: null,
    industry: 'Consumer electronics',
    mission: 'Make premium-sounding audio and wearables affordable for every young Indian.',
    values: ['Honest specs', 'Design that lasts', 'After-sales that answers', 'Made for Indian ears'],
    target_market: 'Urban Indians aged 18-34 buying their first premium earbuds or smartwatch, mostly online',
    brand_voice: 'Energetic, confident and a little playful; talks specs plainly, never overclaims',
    products: [
      {
        name: 'Zorvia Pods Air',
        description: 'True wireless earbuds with 35 dB hybrid active noise cancellation, 40-hour battery with the case and low-latency gaming mode.',
        category: 'Wireless earbuds',
        price_range: '₹2,999 – ₹3,999',
        target_audience: 'College students, commuters and mobile gamers aged 18-30',
        key_features: ['35 dB hybrid ANC', '40-hour total battery', '45 ms gaming mode', 'IPX5 sweat resistance', 'Dual-device pairing'],
      },
      {
        name: 'Zorvia Fit Watch 2',
        description: 'AMOLED smartwatch with built-in GPS, SpO2 and heart-rate tracking, 110 sports modes and 10-day battery life.',
        category: 'Smartwatch',
        price_range: '₹4,499 – ₹5,999',
        target_audience: 'Fitness beginners and runners aged 20-40',
        key_features: ['1.43" AMOLED display', 'Built-in GPS', 'SpO2 and heart-rate tracking', '110 sports modes', '10-day battery'],
      },
    ],
  },
  {
    name: 'Masala Mornings',
    logo_url: null,
    industry: 'Packaged foods',
    mission: 'Bring back wholesome regional breakfasts that are ready in ten minutes.',
    values: ['No maida, no palm oil', 'Regional recipes', 'Farmer-first sourcing', 'Clean labels'],
    target_market: 'Working professionals and young families in Indian metros who want a quick, healthy breakfast',
    brand_voice: 'Warm, homely and nostalgic, with a dash of humour about busy mornings',
    products: [
      {
        name: 'Millet Upma Mix',
        description: 'Ready-to-cook foxtail millet upma with roasted vegetables and a tempering of curry leaves and mustard; just add hot water.',
        category: 'Ready-to-cook breakfast',
        price_range: '₹149 – ₹199 per 300 g pack',
        target_audience: 'Health-conscious working adults and hostel students aged 20-40',
        key_features: ['Ready in 5 minutes', '9 g protein per serving', 'No preservatives', 'Gluten-free millets'],
      },
      {
        name: 'Masala Oats Variety Pack',
        description: 'Savoury rolled oats in four flavours – tomato, peri peri, palak and classic masala – with real dehydrated vegetables.',
        category: 'Breakfast cereal',
        price_range: '₹349 – ₹449 per pack of 12',
        target_audience: 'Families and fitness-minded snackers looking for a savoury, high-fibre breakfast',
        key_features: ['4 flavours', 'High fibre', 'Real vegetables', 'Under 200 kcal per cup'],
      },
    ],
  },
  {
    name: 'Kesar & Clay',
    logo_url: null,
    industry: 'Beauty and personal care',
    mission: 'Ayurvedic skincare that is proven in the lab, not just in grandmother’s recipes.',
    values: ['Clinically tested', 'Cruelty-free', 'Transparent ingredients', 'Made for Indian skin'],
    target_market: 'Women aged 20-40 in India with an interest in natural, results-driven skincare',
    brand_voice: 'Calm, knowledgeable and inclusive; explains ingredients without jargon',
    products: [
      {
        name: 'Saffron Glow Serum',
        description: 'A lightweight kumkumadi and 5% niacinamide serum that fades dark spots and evens skin tone in six weeks.',
        category: 'Face serum',
        price_range: '₹899 – ₹1,099',
        target_audience: 'Women aged 22-38 dealing with pigmentation and dull skin',
        key_features: ['Kumkumadi with real saffron', '5% niacinamide', 'Dermatologically tested', 'Fragrance-free'],
      },
      {
        name: 'Sunscreen Gel SPF 50',
        description: 'A no-white-cast gel sunscreen with SPF 50 PA++++ and aloe, made for humid Indian summers.',
        category: 'Sunscreen',
        price_range: '₹499 – ₹599',
        target_audience: 'Students and working adults with oily or combination skin',
        key_features: ['SPF 50 PA++++', 'No white cast on deeper skin tones', 'Matte finish', 'Sweat resistant'],
      },
    ],
  },
  {
    name: 'PaisaPath',
    logo_url: null,
    industry: 'Fintech',
    mission: 'Help first-time investors in India build wealth with small, regular steps.',
    values: ['Simplicity', 'No hidden fees', 'Financial literacy', 'Trust and security'],
    target_market: 'Salaried Indians aged 22-35 who have never invested beyond a savings account or FD',
    brand_voice: 'Friendly, clear and reassuring; demystifies money without preaching',
    products: [
      {
        name: 'PaisaPath SIP',
        description: 'A direct mutual fund app to start SIPs from ₹100 a month with zero commission and goal-based portfolios.',
        category: 'Investment app',
        price_range: 'Free; SIPs from ₹100/month',
        target_audience: 'First-time investors aged 22-35 in tier 1 and tier 2 cities',
        key_features: ['Zero-commission direct funds', 'SIPs from ₹100', 'Goal-based portfolios', 'UPI autopay'],
      },
      {
        name: 'PaisaPath Gold',
        description: 'Save in 24K digital gold from ₹10, backed by insured vaults, with free conversion to coins.',
        category: 'Digital gold',
        price_range: 'From ₹10',
        target_audience: 'Young savers and families who prefer gold as a savings habit',
        key_features: ['Start from ₹10', '24K 99.9% pure', 'Insured vaults', 'Daily auto-save'],
      },
    ],
  },
  {
    name: 'StrideLab',
    logo_url: null,
    industry: 'Sportswear and athleisure',
    mission: 'Performance running gear engineered for hot-weather runners, at a fair price.',
    values: ['Performance first', 'Inclusive sizing', 'Sustainable materials', 'Community runs'],
    target_market: 'Recreational runners and gym-goers aged 20-40 in India and the US',
    brand_voice: 'Motivating, no-nonsense and community-driven',
    products: [
      {
        name: 'StrideLab Cloudrun',
        description: 'A lightweight daily trainer with a nitrogen-infused foam midsole and a breathable knit upper for hot, humid runs.',
        category: 'Running shoes',
        price_range: '₹5,999 – ₹7,499 / US$89 – US$109',
        target_audience: 'Beginner to intermediate runners training for 5K to half marathons',
        key_features: ['Nitrogen-infused foam', '232 g (UK 8)', 'Breathable knit upper', 'Reflective details'],
      },
      {
        name: 'FlexCore Leggings',
        description: 'High-waisted squat-proof leggings with a hidden phone pocket, made from 60% recycled nylon.',
        category: 'Activewear',
        price_range: '₹1,499 – ₹1,999',
        target_audience: 'Women aged 18-35 who do yoga, gym or pilates',
        key_features: ['Squat-proof', 'Hidden phone pocket', '60% recycled nylon', 'Sizes XS to 4XL'],
      },
    ],
  },
  {
    name: 'Wanderloom',
    logo_url: null,
    industry: 'Travel gear',
    mission: 'Luggage that makes every trip lighter, from weekend getaways to long-haul flights.',
    values: ['Built to last', 'Smart design', 'Lifetime warranty', 'Travel responsibly'],
    target_market: 'Frequent travellers aged 25-45 in India and the UK',
    brand_voice: 'Adventurous, aspirational and practical',
    products: [
      {
        name: 'Wanderloom Carry-On Pro',
        description: 'A polycarbonate cabin trolley with a front laptop compartment, USB-C port, TSA lock and 360° silent wheels.',
        category: 'Luggage',
        price_range: '₹8,999 – ₹11,999 / £129 – £159',
        target_audience: 'Business travellers and frequent flyers aged 25-45',
        key_features: ['Front laptop compartment', 'Built-in USB-C port', 'TSA-approved lock', 'Lifetime warranty'],
      },
      {
        name: 'Wanderloom Weekender Duffel',
        description: 'A water-resistant 40 L duffel with a separate shoe compartment that fits under a flight seat.',
        category: 'Bags',
        price_range: '₹4,499 – ₹5,499',
        target_audience: 'Young professionals planning weekend getaways and road trips',
        key_features: ['40 L capacity', 'Shoe compartment', 'Water-resistant fabric', 'Trolley sleeve'],
      },
    ],
  },
];

interface CampaignTemplate extends Omit<DemoCampaign, 'created_at' | 'updated_at' | 'start_date' | 'end_date'> {
  /** Days before the reference date when the campaign was created. */
  createdDaysAgo: number;
  /** Start and end relative to the reference date (negative = in the past); null = not scheduled. */
  startDay: number | null;
  endDay: number | null;
}

/** Budgets follow the builder's rule: per-creator fee x number of creators. */
const CAMPAIGNS: CampaignTemplate[] = [
  {
    brand_name: 'Zorvia Audio',
    product_name: 'Zorvia Fit Watch 2',
    status: 'completed',
    product_niche: 'fitness',
    currency: 'INR',
    planned_creators: 10,
    total_budget: 10 * 60_000,
    product_description: 'Zorvia Fit Watch 2: an AMOLED smartwatch with built-in GPS, SpO2 tracking and a 10-day battery, priced under ₹6,000.',
    target_audience: 'Fitness beginners and recreational runners aged 20-35 in Indian metros',
    key_use_cases: 'Tracking morning runs with GPS; monitoring heart rate during gym sessions; sleep tracking; 30-day fitness challenges',
    campaign_goal: 'Drive 5,000 purchases during the Great Indian festival sale with creator discount codes',
    createdDaysAgo: 58,
    startDay: -52,
    endDay: -22,
  },
  {
    brand_name: 'Masala Mornings',
    product_name: 'Masala Oats Variety Pack',
    status: 'completed',
    product_niche: 'food',
    currency: 'INR',
    planned_creators: 15,
    total_budget: 15 * 20_000,
    product_description: 'Savoury masala oats in four flavours with real vegetables, under 200 kcal a cup.',
    target_audience: 'Young families and working professionals in Mumbai, Pune, Bengaluru and Delhi NCR',
    key_use_cases: 'Five-minute weekday breakfast; office desk lunch; kids’ tiffin; post-workout meal',
    campaign_goal: 'Build awareness and trial: 2 million views and 20,000 sample-pack orders',
    createdDaysAgo: 55,
    startDay: -48,
    endDay: -12,
  },
  {
    brand_name: 'StrideLab',
    product_name: 'StrideLab Cloudrun',
    status: 'completed',
    product_niche: 'fitness',
    currency: 'USD',
    planned_creators: 6,
    total_budget: 6 * 2_500,
    product_description: 'StrideLab Cloudrun: a lightweight daily trainer with nitrogen-infused foam for hot, humid runs.',
    target_audience: 'US recreational runners aged 22-40 training for fall races',
    key_use_cases: 'Daily training runs; tempo workouts; race-day shoe for 5K to half marathon',
    campaign_goal: 'Launch in the US: 1,500 online orders via creator links during the fall marathon season',
    createdDaysAgo: 50,
    startDay: -45,
    endDay: -7,
  },
  {
    brand_name: 'Zorvia Audio',
    product_name: 'Zorvia Pods Air',
    status: 'active',
    product_niche: 'technology',
    currency: 'INR',
    planned_creators: 12,
    total_budget: 12 * 75_000,
    product_description: 'Zorvia Pods Air: true wireless earbuds with 35 dB hybrid ANC, 40-hour battery and a 45 ms gaming mode, at ₹3,499.',
    target_audience: 'College students, commuters and mobile gamers aged 18-30 across India',
    key_use_cases: 'Noise-free metro commutes; BGMI and Valorant sessions with low latency; calls on the go; gym workouts',
    campaign_goal: 'Diwali launch: 10,000 units sold on Amazon and Flipkart and 5 million views of unboxing and review videos',
    createdDaysAgo: 40,
    startDay: -30,
    endDay: 20,
  },
  {
    brand_name: 'Kesar & Clay',
    product_name: 'Saffron Glow Serum',
    status: 'active',
    product_niche: 'beauty',
    currency: 'INR',
    planned_creators: 10,
    total_budget: 10 * 80_000,
    product_description: 'Saffron Glow Serum: kumkumadi with real saffron and 5% niacinamide that fades dark spots in six weeks.',
    target_audience: 'Women aged 22-38 in India concerned about pigmentation and uneven skin tone',
    key_use_cases: 'Night-time skincare routine; pre-wedding glow prep; fading acne marks; six-week before/after diaries',
    campaign_goal: 'Grow D2C sales by 30% and collect 500 creator-led before/after reviews ahead of the wedding season',
    createdDaysAgo: 33,
    startDay: -21,
    endDay: 39,
  },
  {
    brand_name: 'Masala Mornings',
    product_name: 'Millet Upma Mix',
    status: 'active',
    product_niche: 'food',
    currency: 'INR',
    planned_creators: 20,
    total_budget: 20 * 15_000,
    product_description: 'Ready-to-cook foxtail millet upma with 9 g protein per serving, ready in five minutes with hot water.',
    target_audience: 'Health-conscious working adults and students aged 20-35 in South and West India',
    key_use_cases: 'Quick weekday breakfast; hostel and PG cooking; travel meals; a millet swap for instant noodles',
    campaign_goal: 'Trial at scale: 25,000 orders on quick-commerce apps via micro-creator recipe reels',
    createdDaysAgo: 25,
    startDay: -16,
    endDay: 14,
  },
  {
    brand_name: 'PaisaPath',
    product_name: 'PaisaPath SIP',
    status: 'active',
    product_niche: 'finance',
    currency: 'INR',
    planned_creators: 6,
    total_budget: 6 * 150_000,
    product_description: 'PaisaPath SIP: a zero-commission direct mutual fund app where SIPs start at ₹100 a month with UPI autopay.',
    target_audience: 'Salaried first-time investors aged 22-32 in tier 1 and tier 2 Indian cities',
    key_use_cases: 'Starting a first SIP; goal-based saving for a bike or a trip; switching from regular to direct funds; tax-saving ELSS',
    campaign_goal: '40,000 app installs and 8,000 first SIPs through explainer videos, with compliant disclaimers',
    createdDaysAgo: 20,
    startDay: -10,
    endDay: 60,
  },
  {
    brand_name: 'Kesar & Clay',
    product_name: 'Sunscreen Gel SPF 50',
    status: 'paused',
    product_niche: 'beauty',
    currency: 'INR',
    planned_creators: 8,
    total_budget: 8 * 40_000,
    product_description: 'A no-white-cast SPF 50 PA++++ gel sunscreen with aloe, made for humid Indian weather.',
    target_audience: 'Students and working adults aged 18-30 with oily or combination skin',
    key_use_cases: 'Daily commute sun protection; reapplying over makeup; outdoor sports; beach holidays',
    campaign_goal: 'Position the gel as the everyday sunscreen for deeper skin tones; paused while new packaging ships',
    createdDaysAgo: 45,
    startDay: -35,
    endDay: 25,
  },
  {
    brand_name: 'Wanderloom',
    product_name: 'Wanderloom Carry-On Pro',
    status: 'paused',
    product_niche: 'travel',
    currency: 'GBP',
    planned_creators: 5,
    total_budget: 5 * 1_200,
    product_description: 'A polycarbonate cabin trolley with a laptop compartment, USB-C port and a lifetime warranty.',
    target_audience: 'UK business travellers and frequent flyers aged 28-45',
    key_use_cases: 'Carry-on only city breaks; work trips with a laptop; airport-to-meeting days',
    campaign_goal: 'UK launch: 600 orders before the Christmas travel season; paused until stock clears customs',
    createdDaysAgo: 28,
    startDay: -18,
    endDay: 42,
  },
  {
    brand_name: 'StrideLab',
    product_name: 'FlexCore Leggings',
    status: 'planning',
    product_niche: 'fashion',
    currency: 'INR',
    planned_creators: 15,
    total_budget: 15 * 25_000,
    product_description: 'High-waisted, squat-proof leggings with a hidden phone pocket, made from 60% recycled nylon, sizes XS to 4XL.',
    target_audience: 'Women aged 18-35 who do yoga, gym or pilates and care about size-inclusive activewear',
    key_use_cases: 'Gym and yoga sessions; athleisure street style; travel comfort wear',
    campaign_goal: 'Launch the winter collection with 3 million reach and a 4% click-through to the D2C store',
    createdDaysAgo: 12,
    startDay: 14,
    endDay: 60,
  },
  {
    brand_name: 'Wanderloom',
    product_name: 'Wanderloom Weekender Duffel',
    status: 'planning',
    product_niche: 'travel',
    currency: 'INR',
    planned_creators: 12,
    total_budget: 12 * 35_000,
    product_description: 'A water-resistant 40 L weekender duffel with a shoe compartment that fits under a flight seat.',
    target_audience: 'Young professionals aged 24-35 in Indian metros planning winter getaways',
    key_use_cases: 'Weekend road trips; Himalayan treks; Goa getaways; under-seat cabin bag',
    campaign_goal: 'Winter getaway campaign: 2,500 orders and travel-itinerary content for the brand’s channels',
    createdDaysAgo: 7,
    startDay: 30,
    endDay: 75,
  },
  {
    brand_name: 'Zorvia Audio',
    product_name: 'Zorvia Pods Air',
    status: 'planning',
    product_niche: 'technology',
    currency: 'USD',
    planned_creators: 8,
    total_budget: 8 * 1_500,
    product_description: 'Zorvia Pods Air: ANC earbuds with a 40-hour battery at US$49, launching on Amazon US.',
    target_audience: 'US college students and budget-conscious tech buyers aged 18-28',
    key_use_cases: 'Campus commutes; study sessions with ANC; mobile gaming; workouts',
    campaign_goal: 'Amazon US launch: 300 verified reviews and a top-50 rank in wireless earbuds within six weeks',
    createdDaysAgo: 3,
    startDay: 19,
    endDay: 61,
  },
  {
    brand_name: 'PaisaPath',
    product_name: 'PaisaPath Gold',
    status: 'draft',
    product_niche: 'finance',
    currency: 'INR',
    planned_creators: 4,
    total_budget: 4 * 50_000,
    product_description: 'Digital 24K gold savings from ₹10 with insured vaults and free conversion to coins.',
    target_audience: 'Young savers and homemakers aged 25-45 who traditionally save in gold',
    key_use_cases: 'Daily auto-save; Dhanteras and wedding gold planning; gifting gold digitally',
    campaign_goal: 'Draft: awareness for Dhanteras with regional-language finance creators',
    createdDaysAgo: 2,
    startDay: null,
    endDay: null,
  },
  {
    brand_name: 'StrideLab',
    product_name: 'StrideLab Cloudrun',
    status: 'draft',
    product_niche: 'fitness',
    currency: 'INR',
    planned_creators: 10,
    total_budget: 10 * 50_000,
    product_description: 'StrideLab Cloudrun daily trainer, launching in India at ₹6,499 after its US debut.',
    target_audience: 'Indian recreational runners aged 22-40 training for winter marathons',
    key_use_cases: 'Training for the Mumbai and Delhi marathons; daily easy runs; running-club group runs',
    campaign_goal: 'Draft: India launch with running-club creators ahead of the winter marathon season',
    createdDaysAgo: 1,
    startDay: 45,
    endDay: 100,
  },
];

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Deterministic demo brands (with their products) and campaigns in every status. */
export function demoData(seed = 42, opts: { referenceDate?: string | Date } = {}): DemoData {
  const ref = new Date(opts.referenceDate ?? DEFAULT_REFERENCE_DATE).getTime();
  if (!Number.isFinite(ref)) throw new RangeError('referenceDate is not a valid date');
  const rng = new Rng(seed, 0x5eed);
  const brands = BRANDS.map((b) => ({ ...b, values: [...b.values], products: b.products.map((p) => ({ ...p, key_features: [...p.key_features] })) }));
  const campaigns = CAMPAIGNS.map(({ createdDaysAgo, startDay, endDay, ...c }): DemoCampaign => {
    // Office hours, IST (03:30-13:30 UTC), with a seeded minute.
    const created = ref - createdDaysAgo * DAY_MS + Math.floor((3.5 + rng.next() * 10) * 3_600_000);
    const createdMs = Math.min(created, ref - 60_000);
    const updatedMs = Math.min(ref - 60_000, createdMs + Math.floor(rng.next() * Math.min(createdDaysAgo, 5) * DAY_MS));
    return {
      ...c,
      start_date: startDay === null ? null : isoDate(ref + startDay * DAY_MS),
      end_date: endDay === null ? null : isoDate(ref + endDay * DAY_MS),
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(updatedMs).toISOString(),
    };
  });
  return { brands, campaigns };
}
