/**
 * The domain vocabulary behind the local embedding and the matching scores.
 *
 * Sixteen niche axes (one per creator niche) and a few dozen finer concepts
 * ("audio gear", "skincare", "running") each with a list of terms: words,
 * stems and two-word phrases. A term feeds its concept and, through the
 * concept, one or more niches with a weight (a wearable is mostly technology
 * and partly fitness). The same tokenizer and stemmer are used for the
 * vocabulary and for the text, so 'workouts', 'workout' and 'working out'
 * meet on the same stems.
 *
 * Term syntax in the tables: words separated by spaces, a phrase joins its
 * words with '_', an optional ':weight' (default 1) marks weaker, more
 * ambiguous terms, e.g. 'audio:0.7'.
 */
import { NICHES, type TNiche } from '@inflow/contracts';

export { NICHES };
export type Niche = TNiche;

export interface ConceptDef {
  /** 'technology' for a niche's general terms, 'technology.audio' for a finer concept. */
  readonly id: string;
  /** How strongly the concept belongs to each niche (0-1). */
  readonly niches: Partial<Record<Niche, number>>;
  readonly terms: string;
}

/** General terms of each niche: they feed only the niche axes. */
const GENERAL: Record<Niche, string> = {
  technology:
    'technology tech techie techy gadget gadgets gizmo electronics electronic consumer_electronics device:0.7 devices:0.7 unboxing:0.8 tech_review gadget_review innovation:0.4 digital:0.4 smart:0.3 wireless:0.7 bluetooth:0.7 usb charger charging:0.4 battery:0.4 hardware software:0.8 app:0.4 apps:0.4 specs benchmark:0.6 geek:0.6 nerd:0.4',
  fitness:
    'fitness fit:0.5 gym gyms workout workouts exercise exercises exercising training:0.5 train:0.3 trainer personal_trainer coach:0.4 athlete athletes athletic sport:0.6 sports:0.6 sporty active:0.3 activewear athleisure:0.7 sweat sweaty fitfam gains physique reps',
  food:
    'food foods foodie foodies cooking cook cooks recipe recipes chef chefs cuisine culinary meal meals dish dishes eat eats eating:0.7 tasty delicious yummy flavour flavor flavours flavors taste:0.5 snack snacks snacking homecooking home_cooking mukbang',
  beauty:
    'beauty cosmetics cosmetic glam glamour makeup_artist mua beauty_tips beauty_routine grwm',
  fashion:
    'fashion fashionista style:0.6 styles:0.5 stylish outfit outfits ootd clothing clothes apparel wardrobe garment garments trendy trends:0.3 designer:0.5 lookbook styling stylist wear:0.3 dress dresses',
  travel:
    'travel travels traveler travelers traveller travellers travelling traveling trip trips wanderlust explore:0.4 exploring:0.4 explorer:0.5 destination destinations vacation vacations holiday:0.7 holidays:0.7 tourism tourist tourists abroad passport itinerary getaway getaways sightseeing',
  gaming:
    'gaming gamer gamers game:0.8 games:0.8 videogame videogames video_game video_games esports esport e_sports gameplay playthrough lets_play speedrun speedrunning streamer:0.6 twitch',
  finance:
    'finance finances financial money:0.7 investing invest investment investments investor investors wealth personal_finance budgeting budget:0.3 savings saving:0.4 save_money fintech',
  education:
    'education educational educator learning learn:0.6 study studying studies:0.5 student students teacher teachers teaching tutor tutoring tutorial:0.4 tutorials:0.4 course courses lesson lessons exam exams school:0.6 college:0.5 university edtech knowledge:0.5 science:0.6 math maths physics chemistry biology explainer explainers',
  health:
    'health healthy:0.7 wellness wellbeing well_being medical:0.8 doctor doctors physician nurse healthcare hospital medicine:0.8 immunity:0.7 holistic ayurveda ayurvedic',
  parenting:
    'parenting parent parents mom moms mother mothers mum mums mommy mama dad dads father fathers daddy family:0.6 families:0.6 motherhood fatherhood momlife dadlife mompreneur',
  pets:
    'pet pets petcare pet_care pet_parent animal:0.7 animals:0.7 vet veterinarian veterinary',
  home:
    'home:0.6 homes:0.6 house:0.6 household interior interiors interior_design decor home_decor decoration furniture apartment:0.6 living_room bedroom cozy homemaker homeowner',
  automotive:
    'automotive auto:0.5 car cars vehicle vehicles driving:0.7 driver:0.6 motoring automobile automobiles',
  entertainment:
    'entertainment entertainer entertaining celebrity celebrities pop_culture viral:0.3 fun:0.3 funny:0.6 reels:0.2',
  lifestyle:
    'lifestyle vlog vlogs vlogger vloggers vlogging daily_life day_in_the_life routine:0.6 routines:0.6 aesthetic:0.5 inspiration:0.3 everyday:0.4 living:0.3',
};

/** Finer concepts; each gets a sub-axis of its own where the dimension allows. */
const CONCEPTS: readonly ConceptDef[] = [
  // technology
  { id: 'technology.mobile', niches: { technology: 1 }, terms: 'smartphone smartphones phone:0.8 phones:0.8 mobile:0.5 iphone android samsung pixel oneplus xiaomi realme tablet tablets ipad 5g phone_review' },
  { id: 'technology.audio', niches: { technology: 1 }, terms: 'earbuds earbud headphones headphone earphones earphone airpods buds:0.6 headset headsets audio:0.8 speaker:0.6 speakers:0.6 soundbar noise_cancelling noise_cancellation anc hifi audiophile tws' },
  { id: 'technology.computing', niches: { technology: 1 }, terms: 'laptop laptops computer computers pc pcs macbook desktop keyboard monitor coding programming programmer developer developers software_engineering ai artificial_intelligence chatgpt machine_learning cloud saas cybersecurity' },
  { id: 'technology.wearables', niches: { technology: 0.8, fitness: 0.5 }, terms: 'smartwatch smartwatches wearable wearables fitness_tracker fitness_band fitbit garmin apple_watch smart_ring' },
  { id: 'technology.camera', niches: { technology: 0.8, travel: 0.2 }, terms: 'camera cameras photography:0.6 photographer:0.5 drone drones gopro lens lenses dslr mirrorless' },
  { id: 'technology.smart_home', niches: { technology: 0.7, home: 0.5 }, terms: 'smart_home alexa google_home smart_speaker robot_vacuum smart_plug smart_bulb' },
  // fitness
  { id: 'fitness.strength', niches: { fitness: 1 }, terms: 'weightlifting lifting:0.8 lifter bodybuilding bodybuilder powerlifting strength_training strength:0.5 crossfit dumbbell dumbbells kettlebell barbell muscle muscles hypertrophy calisthenics deadlift squat squats' },
  { id: 'fitness.cardio', niches: { fitness: 1 }, terms: 'running runner runners jogging jog marathon marathons half_marathon cycling cyclist hiit cardio treadmill triathlon sprint sprinting endurance spinning swimming:0.7 swimmer:0.7 5k 10k' },
  { id: 'fitness.mind_body', niches: { fitness: 0.7, health: 0.5 }, terms: 'yoga yogi pilates stretching stretch mobility flexibility asana asanas' },
  { id: 'fitness.nutrition', niches: { fitness: 0.7, health: 0.4, food: 0.3 }, terms: 'protein proteins whey supplement supplements preworkout pre_workout creatine macros bulking protein_bar protein_shake electrolytes' },
  { id: 'fitness.sports', niches: { fitness: 0.8, entertainment: 0.2 }, terms: 'football soccer cricket basketball tennis badminton golf boxing boxer mma martial_arts kickboxing volleyball athletics' },
  // food
  { id: 'food.restaurants', niches: { food: 1, travel: 0.2 }, terms: 'restaurant restaurants street_food cafe cafes dining food_review food_reviews food_blogger eatery bistro takeaway zomato swiggy food_tour' },
  { id: 'food.baking', niches: { food: 1 }, terms: 'baking bake baker bakes cake cakes dessert desserts pastry pastries bread cookie cookies chocolate sweets brownies' },
  { id: 'food.drinks', niches: { food: 1 }, terms: 'coffee tea cocktail cocktails mocktails wine beer barista smoothie smoothies juice juices beverage beverages drinks' },
  { id: 'food.healthy', niches: { food: 0.7, health: 0.5 }, terms: 'vegan vegetarian plant_based healthy_eating healthy_recipes keto salad salads gluten_free organic:0.5 superfood superfoods millet millets' },
  { id: 'food.dishes', niches: { food: 1 }, terms: 'indian_food biryani curry curries pasta pizza sushi ramen noodles tacos bbq barbecue grill grilling burger burgers spices masala' },
  // beauty
  { id: 'beauty.skincare', niches: { beauty: 1 }, terms: 'skincare skin_care skin:0.6 sunscreen spf serum serums moisturizer moisturiser moisturizing cleanser toner retinol acne pimple glowing_skin glow:0.4 facial dermatologist:0.5 niacinamide hyaluronic sunblock' },
  { id: 'beauty.makeup', niches: { beauty: 1 }, terms: 'makeup make_up lipstick lipsticks foundation:0.4 mascara eyeliner eyeshadow blush concealer contour highlighter kajal nails nail_art manicure' },
  { id: 'beauty.hair', niches: { beauty: 1 }, terms: 'haircare hair_care hair:0.7 shampoo conditioner hairstyle hairstyles curls curly_hair hair_oil hair_growth salon' },
  { id: 'beauty.fragrance', niches: { beauty: 0.8, fashion: 0.3 }, terms: 'perfume perfumes fragrance fragrances cologne deodorant' },
  { id: 'beauty.grooming', niches: { beauty: 0.8, fashion: 0.2 }, terms: 'grooming beard beards shaving shave razor trimmer mens_grooming' },
  // fashion
  { id: 'fashion.streetwear', niches: { fashion: 1 }, terms: 'streetwear sneakers sneaker sneakerhead hoodie hoodies tshirt tshirts t_shirt jeans denim' },
  { id: 'fashion.accessories', niches: { fashion: 1 }, terms: 'jewelry jewellery accessories handbag handbags bags:0.5 sunglasses earrings necklace' },
  { id: 'fashion.ethnic', niches: { fashion: 1 }, terms: 'saree sarees sari kurta kurtas kurti lehenga ethnic_wear traditional_wear' },
  { id: 'fashion.luxury', niches: { fashion: 0.8, lifestyle: 0.3 }, terms: 'luxury:0.5 couture haute_couture runway vogue designer_wear' },
  { id: 'fashion.sustainable', niches: { fashion: 1 }, terms: 'sustainable_fashion thrift thrifting thrifted secondhand second_hand vintage:0.5 upcycling' },
  // travel
  { id: 'travel.adventure', niches: { travel: 0.8, fitness: 0.3 }, terms: 'backpacking backpacker adventure:0.7 adventures:0.7 hiking hike hikes trekking trek treks camping mountains beach beaches roadtrip road_trip solo_travel outdoors:0.6 climbing' },
  { id: 'travel.hospitality', niches: { travel: 1 }, terms: 'hotel hotels resort resorts airbnb flight flights airline airlines cruise luxury_travel staycation hostel hostels' },
  // gaming
  { id: 'gaming.platforms', niches: { gaming: 1 }, terms: 'console consoles playstation ps5 ps4 xbox nintendo steam pc_gaming gaming_pc controller' },
  { id: 'gaming.titles', niches: { gaming: 1 }, terms: 'fortnite minecraft valorant pubg bgmi freefire free_fire roblox call_of_duty gta league_of_legends fifa apex_legends' },
  { id: 'gaming.gear', niches: { gaming: 0.7, technology: 0.5 }, terms: 'gaming_headset gaming_mouse mechanical_keyboard rgb gaming_setup gaming_chair' },
  // finance
  { id: 'finance.markets', niches: { finance: 1 }, terms: 'stock stocks stock_market trading trader traders mutual_fund mutual_funds sip etf etfs index_fund index_funds dividend dividends portfolio sensex nifty' },
  { id: 'finance.crypto', niches: { finance: 0.9, technology: 0.3 }, terms: 'crypto cryptocurrency cryptocurrencies bitcoin ethereum blockchain web3 nft nfts defi' },
  { id: 'finance.personal', niches: { finance: 1 }, terms: 'credit_card credit_cards credit:0.5 loan loans debt tax taxes insurance retirement pension banking bank:0.5 side_hustle passive_income upi payments:0.5' },
  { id: 'finance.business', niches: { finance: 0.7, education: 0.3 }, terms: 'entrepreneur entrepreneurs entrepreneurship startup startups business:0.5 ecommerce founder founders' },
  // education
  { id: 'education.exams', niches: { education: 1 }, terms: 'upsc neet jee gre gmat ielts toefl board_exams exam_prep competitive_exams' },
  { id: 'education.career', niches: { education: 0.6, lifestyle: 0.4 }, terms: 'career careers productivity:0.6 resume interview:0.6 interviews:0.6 upskilling skills:0.4 job:0.5 jobs:0.5 office:0.6 corporate:0.6 work_from_home wfh remote_work' },
  { id: 'education.books', niches: { education: 0.6, entertainment: 0.4 }, terms: 'books book reading booktok bookstagram author novel novels' },
  // health
  { id: 'health.mental', niches: { health: 0.9, lifestyle: 0.3 }, terms: 'mental_health meditation meditate mindfulness mindful anxiety stress therapy therapist self_care burnout sleep' },
  { id: 'health.nutrition', niches: { health: 0.8, food: 0.3, fitness: 0.3 }, terms: 'nutrition nutritionist dietitian dietician diet diets dieting weight_loss fat_loss gut_health vitamin vitamins calorie calories' },
  { id: 'health.conditions', niches: { health: 1 }, terms: 'diabetes pcos pcod thyroid cholesterol blood_pressure physio physiotherapy back_pain' },
  { id: 'health.women', niches: { health: 0.8, parenting: 0.2 }, terms: 'menstrual menstruation period_care fertility menopause womens_health' },
  // parenting
  { id: 'parenting.baby', niches: { parenting: 1 }, terms: 'baby babies newborn newborns infant infants toddler toddlers diaper diapers nappy nappies breastfeeding pregnancy pregnant maternity prenatal postpartum' },
  { id: 'parenting.kids', niches: { parenting: 0.9, education: 0.2 }, terms: 'kids kid children child toys toy homeschooling preschool' },
  // pets
  { id: 'pets.dogs', niches: { pets: 1 }, terms: 'dog dogs puppy puppies pup pups doggo canine' },
  { id: 'pets.cats', niches: { pets: 1 }, terms: 'cat cats kitten kittens kitty feline' },
  { id: 'pets.other', niches: { pets: 1 }, terms: 'aquarium bird:0.5 birds:0.5 rabbit hamster pet_food kibble pet_supplies' },
  // home
  { id: 'home.diy', niches: { home: 1 }, terms: 'diy renovation renovations remodel remodeling woodworking crafts:0.5 tools:0.3 makeover home_improvement' },
  { id: 'home.cleaning', niches: { home: 1 }, terms: 'cleaning cleaner organizing declutter decluttering laundry detergent vacuum mop' },
  { id: 'home.kitchen', niches: { home: 0.7, food: 0.4 }, terms: 'kitchen:0.7 kitchen_appliances cookware appliance appliances air_fryer mixer blender' },
  { id: 'home.garden', niches: { home: 1 }, terms: 'gardening garden gardens plants houseplants plant_care balcony' },
  // automotive
  { id: 'automotive.bikes', niches: { automotive: 1 }, terms: 'motorcycle motorcycles motorbike bike:0.5 bikes:0.5 superbike superbikes scooter scooters biker bikers motovlog motovlogger motovlogging' },
  { id: 'automotive.ev', niches: { automotive: 0.8, technology: 0.4 }, terms: 'ev evs electric_vehicle electric_vehicles electric_car electric_cars tesla charging_station' },
  { id: 'automotive.cars', niches: { automotive: 1 }, terms: 'suv suvs sedan hatchback supercar supercars racing motorsport f1 formula_1 car_review test_drive road_test car_care detailing' },
  // entertainment
  { id: 'entertainment.music', niches: { entertainment: 1 }, terms: 'music musician musicians singer singers singing song songs rapper rap hiphop hip_hop band concert concerts guitar dj playlist' },
  { id: 'entertainment.film', niches: { entertainment: 1 }, terms: 'movie movies film films cinema bollywood hollywood netflix web_series tv_shows anime actor actress' },
  { id: 'entertainment.comedy', niches: { entertainment: 1 }, terms: 'comedy comedian comedians standup stand_up sketch sketches skit skits meme memes prank pranks humor humour' },
  { id: 'entertainment.dance', niches: { entertainment: 0.8, fitness: 0.2 }, terms: 'dance dancer dancers dancing choreography choreographer' },
  // lifestyle
  { id: 'lifestyle.minimal', niches: { lifestyle: 0.8, health: 0.2 }, terms: 'minimalism minimalist slow_living morning_routine habits journaling' },
  { id: 'lifestyle.relationships', niches: { lifestyle: 1 }, terms: 'relationship relationships couple couples dating wedding weddings bride brides marriage' },
];

/**
 * Words that never carry meaning here: English function words and the field
 * labels the embedding texts use.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor of in on at to for from by with without into onto about above below over under than then so as is are was were be been being am do does did doing have has had having ' +
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs this that these those who whom whose which what when where why how ' +
    'all any both each few more most other some such no not only own same too very can will just should would could may might must shall also there here up down out off again further once ' +
    'if while because until per via etc eg ie im ive id youre dont doesnt isnt its lets get got gets new every one two' +
    ' niche topics topic bio name channel product description audience target use uses cases goal goals campaign brand'
  ).split(/\s+/),
);

/**
 * Frequent, low-information words in creator bios and briefs; an IDF-like
 * down-weight for the hashed part of the embedding and ignored for topic overlap.
 */
export const LOW_INFO: ReadonlySet<string> = new Set(
  (
    'content creator creators video videos channel followers follower follow subscribe subscribers post posts posting daily life love loves loving sharing share shares tips tip best latest world things thing ' +
    'everything journey passionate lover lovers enthusiast official page account welcome hi hello based review reviews reviewing honest simple easy quick top guide guides ideas idea hacks hack ' +
    'awareness sales sale conversion conversions launch launches engagement reach drive increase boost grow growth brand brands people users customers audiences young real want need make made making like ' +
    'india indian us usa uk global worldwide online free great good better day days week weeks year years time'
  ).split(/\s+/),
);

const DOUBLE_OK = new Set(['l', 's', 'z']);

/**
 * A light, deterministic suffix stripper (plural, -ing, -ed). Applied to both
 * the vocabulary and the text, so it only has to be consistent, not correct.
 */
export function stem(token: string): string {
  const n = token.length;
  if (n <= 3) return token;
  const c = token.charCodeAt(n - 1);
  if (c === 115 /* s */) {
    if (token.endsWith('sses')) return token.slice(0, -2);
    if (n > 4 && token.endsWith('ies')) return token.slice(0, -3) + 'y';
    if (token.endsWith('ss') || token.endsWith('us') || token.endsWith('is')) return token;
    if (n > 4 && (token.endsWith('xes') || token.endsWith('ches') || token.endsWith('shes') || token.endsWith('zes'))) return token.slice(0, -2);
    return token.slice(0, -1);
  }
  if (c === 103 /* g */ && n > 5 && token.endsWith('ing')) return undouble(token.slice(0, -3));
  if (c === 100 /* d */ && n > 4 && token.endsWith('ed') && !token.endsWith('eed')) return undouble(token.slice(0, -2));
  return token;
}

function undouble(s: string): string {
  const n = s.length;
  if (n >= 3 && s[n - 1] === s[n - 2] && !DOUBLE_OK.has(s[n - 1]!) && !isVowel(s.charCodeAt(n - 1))) return s.slice(0, -1);
  return s;
}

function isVowel(c: number): boolean {
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117;
}

/**
 * Splits text into lower-case word tokens: runs of letters/digits; a
 * lower-to-upper case change inside a word ('FitWithPriya') also yields the
 * parts. Non-ASCII letters are kept as word characters.
 */
export function tokenize(text: string, out: string[] = []): string[] {
  const n = text.length;
  let start = -1;
  let camel = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    const word = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c >= 0xc0 && isOtherLetter(c));
    if (word) {
      if (start < 0) start = i;
      else if (c >= 65 && c <= 90) {
        const p = text.charCodeAt(i - 1);
        if (p >= 97 && p <= 122) camel = true;
      }
    } else if (start >= 0) {
      pushToken(text, start, i, camel, out);
      start = -1;
      camel = false;
    }
  }
  return out;
}

/**
 * Non-ASCII code units that belong to words: Latin-1 letters and extended
 * scripts (Latin, Greek, Cyrillic, Indic ...), CJK and Hangul. Not general
 * punctuation and symbols (U+2000-U+2BFF: '•', '→') nor surrogates (emoji).
 */
function isOtherLetter(c: number): boolean {
  return (c < 0x2000 && c !== 0xd7 && c !== 0xf7) || (c >= 0x3040 && c < 0xd800) || (c >= 0xf900 && c < 0xfe00);
}

function pushToken(text: string, start: number, end: number, camel: boolean, out: string[]): void {
  out.push(text.slice(start, end).toLowerCase());
  if (!camel) return;
  let s = start;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    const p = text.charCodeAt(i - 1);
    if (c >= 65 && c <= 90 && p >= 97 && p <= 122) {
      out.push(text.slice(s, i).toLowerCase());
      s = i;
    }
  }
  out.push(text.slice(s, end).toLowerCase());
}

/** True for tokens made of digits only (years, counts, prices): they carry no topic. */
export function isNumeric(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Compiled vocabulary

export interface TermHit {
  /** Index into CONCEPT_LIST. */
  readonly concept: number;
  readonly weight: number;
}

export interface CompiledConcept {
  readonly id: string;
  /** -1 for a niche's general terms (no finer concept). */
  readonly subIndex: number;
  /** [nicheIndex, weight] pairs. */
  readonly niches: ReadonlyArray<readonly [number, number]>;
}

export interface Vocabulary {
  readonly concepts: readonly CompiledConcept[];
  /** Finer concepts only, in sub-axis order. */
  readonly subConceptIds: readonly string[];
  /** Single stems -> hits. */
  readonly unigrams: ReadonlyMap<string, readonly TermHit[]>;
  /** 'stem1 stem2' -> hits. */
  readonly bigrams: ReadonlyMap<string, readonly TermHit[]>;
  /** Stems that begin some bigram (to skip most bigram look-ups). */
  readonly bigramStarts: ReadonlySet<string>;
}

const NICHE_INDEX = new Map<string, number>(NICHES.map((n, i) => [n, i]));

export function nicheIndex(niche: string): number {
  return NICHE_INDEX.get(niche) ?? -1;
}

function compile(): Vocabulary {
  const concepts: CompiledConcept[] = [];
  const unigrams = new Map<string, TermHit[]>();
  const bigrams = new Map<string, TermHit[]>();
  const bigramStarts = new Set<string>();
  const subConceptIds: string[] = [];

  const add = (conceptIdx: number, terms: string) => {
    for (const raw of terms.split(/\s+/)) {
      if (!raw) continue;
      const [word, w] = raw.split(':') as [string, string | undefined];
      const weight = w === undefined ? 1 : Number(w);
      const parts = word.split('_').flatMap((p) => tokenize(p)).map(stem);
      if (parts.length === 0) continue;
      const table = parts.length === 1 ? unigrams : bigrams;
      // Longer phrases are keyed by their first two words; that is specific enough here.
      const key = parts.length === 1 ? parts[0]! : `${parts[0]} ${parts[1]}`;
      if (parts.length > 1) bigramStarts.add(parts[0]!);
      const list = table.get(key) ?? [];
      if (!list.some((h) => h.concept === conceptIdx)) list.push({ concept: conceptIdx, weight });
      table.set(key, list);
    }
  };

  for (const niche of NICHES) {
    const idx = concepts.length;
    concepts.push({ id: niche, subIndex: -1, niches: [[nicheIndex(niche), 1]] });
    add(idx, niche + ' ' + GENERAL[niche]);
  }
  for (const def of CONCEPTS) {
    const idx = concepts.length;
    const niches = Object.entries(def.niches).map(([n, w]) => [nicheIndex(n), w as number] as const);
    concepts.push({ id: def.id, subIndex: subConceptIds.length, niches });
    subConceptIds.push(def.id);
    add(idx, def.terms);
  }
  return { concepts, subConceptIds, unigrams, bigrams, bigramStarts };
}

export const VOCABULARY: Vocabulary = compile();

/** Calls visit(hits) for every vocabulary term found in the text (unigrams and bigrams). */
export function forEachTerm(
  tokens: readonly string[],
  visit: (hits: readonly TermHit[], stemmed: string) => void,
  onOther?: (stemmed: string) => void,
): void {
  const { unigrams, bigrams, bigramStarts } = VOCABULARY;
  let prev = '';
  for (const tok of tokens) {
    if (tok.length < 2 && !isNumeric(tok)) {
      prev = '';
      continue;
    }
    const s = stem(tok);
    if (prev && bigramStarts.has(prev)) {
      const b = bigrams.get(prev + ' ' + s);
      if (b) visit(b, prev + ' ' + s);
    }
    const u = unigrams.get(s) ?? unigrams.get(tok);
    if (u) visit(u, s);
    else if (onOther && !STOPWORDS.has(tok) && !isNumeric(tok)) onOther(s);
    prev = s;
  }
}

export interface TextAnalysis {
  /** Niche -> accumulated weight (sum over matched terms). */
  readonly niches: Map<Niche, number>;
  /** Finer concept ids found. */
  readonly concepts: Set<string>;
  /** Content stems (no stopwords, low-information words or numbers). */
  readonly stems: Set<string>;
}

/** Vocabulary analysis of a text, for explainable matching (slower than the embedding path; fine per request). */
export function analyzeText(text: string): TextAnalysis {
  const niches = new Map<Niche, number>();
  const concepts = new Set<string>();
  const stems = new Set<string>();
  const tokens = tokenize(text);
  for (const tok of tokens) {
    if (tok.length < 2 || STOPWORDS.has(tok) || LOW_INFO.has(tok) || isNumeric(tok)) continue;
    stems.add(stem(tok));
  }
  forEachTerm(tokens, (hits) => {
    for (const h of hits) {
      const c = VOCABULARY.concepts[h.concept]!;
      if (c.subIndex >= 0) concepts.add(c.id);
      for (const [ni, w] of c.niches) {
        const n = NICHES[ni]!;
        niches.set(n, (niches.get(n) ?? 0) + w * h.weight);
      }
    }
  });
  return { niches, concepts, stems };
}

/**
 * Maps free text ('Tech', 'consumer electronics', 'skincare') to one of the
 * sixteen niches, or undefined when the text names none clearly.
 */
export function normalizeNiche(text: string | null | undefined): Niche | undefined {
  if (!text) return undefined;
  const t = text.trim().toLowerCase();
  if (NICHE_INDEX.has(t)) return t as Niche;
  if (nicheCache.has(t)) return nicheCache.get(t);
  if (nicheCache.size >= 5000) nicheCache.clear();
  const n = inferNiche(t);
  nicheCache.set(t, n);
  return n;
}

const nicheCache = new Map<string, Niche | undefined>();

function inferNiche(t: string): Niche | undefined {
  const { niches } = analyzeText(t);
  let best: Niche | undefined;
  let bestW = 0;
  for (const [n, w] of niches) {
    if (w > bestW) {
      best = n;
      bestW = w;
    }
  }
  return bestW >= 0.5 ? best : undefined;
}
