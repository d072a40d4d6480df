// Mapping words to the fixed niche list. Used by the normaliser (an LLM's 'Tech & Gadgets' -> technology)
// and by the local extractor (scoring a brief's product and creator words).
import { NICHES, type Niche } from './llm.js';

interface Lexicon {
  /** Words that name the niche itself or its creators ('tech', 'skincare'): used for labels and creator types. */
  names: string[];
  /** Product and topic words, weight 1. */
  words: string[];
  /** Words that hint only weakly (shared by several niches), weight 0.4. */
  weak?: string[];
}

const LEXICON: Record<Niche, Lexicon> = {
  lifestyle: {
    names: ['lifestyle', 'life style', 'luxury', 'self-care', 'selfcare', 'gifting', 'vlog', 'vloggers', 'slow living'],
    words: ['gift card', 'gift cards', 'experiences', 'experience', 'gift', 'gifts', 'hampers', 'hamper', 'candle', 'candles', 'home fragrance', 'journal', 'planner', 'stationery', 'daily routine', 'subscription box', 'rituals', 'hobby', 'hobbies', 'incense', 'agarbatti', 'pooja', 'puja', 'spiritual', 'devotional', 'diffuser', 'colouring book', 'coloring book', 'fountain pen'],
    weak: ['premium', 'urban', 'aesthetic', 'wellness', 'weekend', 'birthdays', 'anniversaries'],
  },
  fashion: {
    names: ['fashion', 'style', 'streetwear', 'apparel', 'clothing', 'menswear', 'womenswear', 'ethnic wear', 'watch', 'watches', 'jewellery', 'jewelry', 'footwear', 'sneakerheads', 'sneaker', 'ootd'],
    words: ['trainer', 'trainers', 'sneakers', 'shoes', 'shoe', 'dress', 'dresses', 'saree', 'sarees', 'sari', 'kurta', 'kurtas', 'lehenga', 'jeans', 'denim', 't-shirt', 'tee', 'tees', 'hoodie', 'hoodies', 'jacket', 'jackets', 'knit', 'handbag', 'handbags', 'bag', 'bags', 'wallet', 'sunglasses', 'eyewear', 'accessories', 'outfit', 'outfits', 'wardrobe', 'collection', 'silk', 'cotton', 'linen', 'sapphire crystal', 'automatic', 'chronograph', 'wristwatch', 'ring', 'necklace', 'earrings', 'bracelet', 'bracelets', 'bangle', 'bangles', 'pendant', 'pendants', 'anklet', 'anklets', 'brooch', 'cufflinks', 'kada', 'handwoven', 'weaves', 'lookbook', 'capsule', 'colourways', 'colorways', 'wear it', 'glasses', 'eyeglasses', 'spectacles', 'frames', 'abayas', 'kurta sets'],
    weak: ['wear', 'style-conscious', 'colours', 'colors', 'festive', 'weddings'],
  },
  technology: {
    names: ['tech', 'technology', 'gadget', 'gadgets', 'electronics', 'consumer electronics', 'unboxing', 'tech reviewers'],
    words: ['telecom', 'postpaid', 'prepaid', 'broadband', 'fibre internet', 'sim', 'sims', 'data plan', 'mobile data', '5g', 'smartphone', 'phone', 'phones', 'laptop', 'laptops', 'projector', 'charger', 'wireless charging', 'charging stand', 'charging case', 'charging dock', 'wireless', 'bluetooth', 'earbuds', 'headphones', 'speaker', 'speakers', 'keyboard', 'mouse', 'smartwatch', 'software', 'saas', 'ai', 'camera', 'drone', 'device', 'devices', 'usb', 'usb-c', '1080p', '4k', 'android', 'ios', 'router', 'wi-fi', 'wifi', 'power bank', 'tablet', 'monitor', 'mechanical keyboard', 'fingerprint', 'smart', 'app-controlled', 'battery', 'mah', 'hz', 'oled', 'amoled', 'processor', 'coding', 'developers', 'cloud', 'cybersecurity', 'vpn', 'plugin', 'chip', 'sensor', 'magnetic', 'fast charging', 'to-do list', 'to-do', 'task manager', 'productivity', 'reminders', 'note-taker', 'automation', 'browser extension', 'smart home', 'gadget', 'wearable', 'wearables', 'smart ring', 'smart glasses', 'tracker', 'trackers', 'gps tracker', 'e-reader', 'vr headset', 'ar glasses', 'solar', 'inverter', 'soundbar', 'home theatre', 'smart tv', 'television'],
    weak: ['app', 'apps', 'digital', 'online', 'gps', 'app store', 'play store', 'installs', 'notifications', 'sync'],
  },
  fitness: {
    names: ['fitness', 'gym', 'workout', 'workouts', 'sports', 'athletes', 'bodybuilding', 'calisthenics', 'running', 'runners', 'yoga'],
    words: ['cardio', 'hiit', 'exercise', 'training', 'skipping rope', 'jump rope', 'dumbbell', 'dumbbells', 'kettlebell', 'treadmill', 'protein', 'whey', 'pre-workout', 'muscle', 'strength', 'pilates', 'marathon', 'cycling', 'activewear', 'sportswear', 'resistance band', 'resistance bands', 'grip', 'climbing', 'climbers', 'warm-ups', 'warm-up', 'reps', 'steps', 'fitness tracker', 'yoga mat', 'crossfit', 'athleisure', 'sneakers for running', 'personal trainer', 'creatine', 'electrolyte', 'electrolytes', 'protein bar', 'protein powder', 'squat rack', 'home gym', 'pickleball', 'badminton', 'racket', 'paddle', 'swim', 'swimming'],
    weak: ['calories', 'active', 'outdoor', 'tennis', 'golf', 'football', 'cricket'],
  },
  food: {
    names: ['food', 'foodie', 'foodies', 'food & beverage', 'food and beverage', 'f&b', 'recipe', 'recipes', 'cooking', 'chef', 'chefs', 'beverage', 'beverages', 'drinks', 'culinary', 'baking', 'bakers'],
    words: ['snack', 'snacks', 'sauce', 'hot sauce', 'spice', 'spices', 'spicy', 'masala', 'chai', 'tea', 'teas', 'coffee', 'espresso', 'kombucha', 'juice', 'soda', 'beer', 'wine', 'whisky', 'gin', 'mocktail', 'mocktails', 'cocktail', 'chocolate', 'bakery', 'cookies', 'cake', 'restaurant', 'meal', 'meals', 'dining', 'tacos', 'pizza', 'burger', 'noodles', 'pasta', 'olive oil', 'ghee', 'honey', 'flavour', 'flavours', 'flavor', 'flavors', 'habanero', 'scoville', 'brewing', 'brewery', 'café', 'cafe', 'cafés', 'cafes', 'kitchen', 'home cooks', 'cook', 'dishes', 'tasting', 'breakfast', 'dessert', 'ice cream', 'biryani', 'pickle', 'herbal tea', 'tea bags', 'drink', 'bottled', 'low-sugar', 'vegan', 'plant-based milk', 'cereal', 'granola', 'millet', 'rice', 'basmati', 'atta', 'flour', 'dal', 'lentils', 'pulses', 'grocery', 'groceries', 'staples', 'cooking oil', 'namkeen', 'chips', 'crisps', 'bread', 'cheese', 'paneer', 'yogurt', 'curd', 'oats', 'muesli', 'jam', 'sweets', 'mithai', 'cold coffee', 'energy drink', 'meal kit', 'ready-to-cook', 'ready-to-eat', 'thali', 'thalis', 'tiffin', 'chutney', 'chutneys', 'condiments', 'dips', 'spreads', 'sauces'],
    weak: ['organic', 'healthy', 'fresh', 'taste', 'eat', 'eating', 'bottle', 'bottles'],
  },
  travel: {
    names: ['travel', 'traveller', 'travellers', 'traveler', 'travelers', 'tourism', 'wanderlust', 'backpacking', 'backpackers', 'travel vloggers'],
    words: ['trip', 'trips', 'holiday', 'holidays', 'vacation', 'vacations', 'hotel', 'hotels', 'resort', 'resorts', 'homestay', 'homestays', 'stays', 'flights', 'flight', 'airline', 'tour', 'tours', 'campervan', 'campervans', 'road trip', 'road trips', 'destination', 'destinations', 'itinerary', 'island-hopping', 'islands', 'luggage', 'suitcase', 'getaway', 'getaways', 'camping', 'trek', 'treks', 'trekking', 'cruise', 'honeymoon', 'honeymoons', 'visa', 'passport', 'sightseeing', 'beach', 'backwaters', 'booking', 'per night', 'glamping', 'hostel stays', 'packing cubes', 'packing', 'carry-on', 'travel pillow', 'travel adapter', 'lounge', 'lounges', 'layovers', 'jet lag'],
    weak: ['adventure', 'explore', 'weekend', 'drives'],
  },
  beauty: {
    names: ['beauty', 'skincare', 'skin care', 'makeup', 'make-up', 'cosmetics', 'haircare', 'hair care', 'grooming', 'mua'],
    words: ['serum', 'serums', 'sunscreen', 'spf', 'moisturiser', 'moisturizer', 'cleanser', 'face wash', 'toner', 'lipstick', 'lip', 'foundation', 'concealer', 'mascara', 'eyeliner', 'shampoo', 'conditioner', 'hair oil', 'fragrance', 'perfume', 'nail', 'nails', 'retinol', 'niacinamide', 'vitamin c', 'hyaluronic', 'bakuchiol', 'squalane', 'glow', 'skin', 'acne', 'pores', 'beard', 'trimmer', 'lotion', 'face mask', 'sheet mask', 'kajal', 'blush', 'brow', 'brows', 'eyebrow', 'eyebrows', 'lashes', 'eyelashes', 'highlighter', 'contour', 'bronzer', 'white cast', 'reef-safe', 'dull skin', 'manicure', 'pedicure', 'gel polish', 'nail kit', 'nail polish', 'laser hair reduction', 'waxing'],
    weak: ['gentle', 'routine', 'self-care', 'dermatologist'],
  },
  gaming: {
    names: ['gaming', 'gamer', 'gamers', 'game', 'games', 'esports', 'e-sports', 'streamers', 'twitch', 'lets play'],
    words: ['video game', 'pc game', 'console', 'playstation', 'xbox', 'nintendo', 'switch', 'steam', 'roguelike', 'deckbuilder', 'rpg', 'mmo', 'fps', 'multiplayer', 'co-op', 'indie studio', 'studio', 'wishlist', 'wishlists', 'early access', 'speedrun', 'speedruns', 'players', 'farming sim', 'farming sims', 'controller', 'gaming chair', 'headset', 'mobile game', 'level', 'levels', 'quests', 'boss'],
    weak: ['play', 'playing', 'streams', 'discord'],
  },
  finance: {
    names: ['finance', 'financial', 'personal finance', 'personal-finance', 'fintech', 'money', 'investing', 'finfluencers', 'finfluencer'],
    words: ['savings', 'saving', 'save', 'invest', 'investment', 'investments', 'stocks', 'stock', 'mutual fund', 'mutual funds', 'sip', 'sips', 'gold', 'digital gold', 'bank', 'banking', 'credit card', 'credit cards', 'credit score', 'loan', 'loans', 'insurance', 'tax', 'taxes', 'upi', 'payments', 'wallet', 'crypto', 'trading', 'budgeting', 'split rent', 'bills', 'expense', 'expenses', 'pension', 'retirement', 'wealth', 'portfolio', 'emi', 'neobank', 'fixed deposit', 'interest', 'premium upgrades', 'health insurance', 'life insurance', 'term insurance', 'car insurance', 'insurance plan', 'policy', 'policies', 'bookkeeping', 'accounting', 'invoicing', 'invoice', 'invoices', 'itr', 'tax filing', 'payroll', 'credit line', 'savings account', 'current account', 'debit card', 'cashback'],
    weak: ['salaried', 'rent', 'settle up', 'safety net'],
  },
  education: {
    names: ['education', 'edtech', 'educational', 'educators', 'teachers', 'study', 'studytubers', 'learning'],
    words: ['course', 'courses', 'class', 'classes', 'bootcamp', 'bootcamps', 'certificate', 'certification', 'tutor', 'tutoring', 'tuition', 'exam prep', 'exam', 'exams', 'school', 'schools', 'university', 'college', 'skills', 'upskilling', 'upskill', 'lessons', 'curriculum', 'enrolments', 'enrollments', 'enrolment', 'learners', 'students', 'e-learning', 'online course', 'cohort', 'batch', 'syllabus', 'interview prep', 'mock interviews', 'placement', 'placements', 'language learning', 'olympiad', 'coaching', 'workshop', 'masterclass', 'math', 'maths', 'homework', 'science', 'phonics', 'spelling', 'grammar', 'vocabulary', 'revision', 'mock tests', 'neet', 'jee', 'upsc', 'ielts', 'toefl', 'gre', 'gmat', 'crash course', 'doubt-solving', 'coaching institute', 'tuition', 'language-learning', 'language learning', 'native speakers'],
    weak: ['learn', 'teach', 'live classes', 'practice', 'study', 'kids'],
  },
  health: {
    names: ['health', 'healthcare', 'wellness', 'mental health', 'mental-health', 'medical', 'doctors', 'nutritionists', 'nutrition'],
    words: ['therapy', 'therapist', 'therapists', 'counsellor', 'counsellors', 'counselor', 'counselors', 'doctor', 'clinic', 'hospital', 'pharmacy', 'medicine', 'medicines', 'diagnostic', 'diagnostics', 'supplement', 'supplements', 'vitamins', 'vitamin', 'magnesium', 'sleep', 'anxiety', 'stress', 'burnout', 'ayurveda', 'ayurvedic', 'immunity', 'gut health', 'probiotic', 'probiotics', 'physio', 'physiotherapy', 'blood pressure', 'diabetes', 'telehealth', 'teleconsultation', 'health check', 'meditation', 'mindfulness', 'gummies', 'gummy', 'rehab', 'period', 'menstrual', 'pcos', 'hearing', 'dental', 'teeth', 'aligners', 'orthodontic', 'toothpaste', 'oral care', 'dentist', 'thyroid', 'test kit', 'lab tests', 'blood test', 'eye care', 'eye tests', 'eye test', 'contact lenses', 'joint pain', 'back pain', 'neck pain'],
    weak: ['health-conscious', 'health-curious', 'calm', 'healthy', 'breathable'],
  },
  parenting: {
    names: ['parenting', 'parent', 'parents', 'mom', 'moms', 'mum', 'mums', 'mommy', 'mummy', 'dad', 'dads', 'mother', 'mothers', 'father', 'fathers', 'mompreneurs'],
    words: ['baby', 'babies', 'toddler', 'toddlers', 'newborn', 'newborns', 'infant', 'infants', 'nursery', 'nurseries', 'diaper', 'diapers', 'nappy', 'nappies', 'pregnancy', 'maternity', 'sleep sack', 'stroller', 'pram', 'feeding', 'night feeds', 'breastfeeding', 'teething', 'stacking blocks', 'toys', 'toy', 'preschool', 'playtime'],
    weak: ['family', 'families', 'safe', 'grandparents', 'kids', 'children', 'child'],
  },
  pets: {
    names: ['pet', 'pets', 'pet parents', 'pet owners', 'petfluencers', 'dog', 'dogs', 'cat', 'cats'],
    words: ['puppy', 'puppies', 'kitten', 'kittens', 'pet food', 'dog food', 'cat food', 'collar', 'leash', 'harness', 'vet', 'vets', 'kibble', 'treats', 'litter', 'aquarium', 'bird', 'birds', 'breeds', 'grooming kit', 'huskies', 'beagles', 'paws', 'paw', 'fur', 'chew', 'dog owners', 'cat owners'],
    weak: ['walks', 'yard'],
  },
  home: {
    names: ['home', 'home decor', 'home décor', 'decor', 'décor', 'interiors', 'interior', 'home and garden', 'home & garden', 'diy', 'home improvement'],
    words: ['furniture', 'sofa', 'sofas', 'recliner', 'rug', 'rugs', 'dhurrie', 'carpet', 'curtains', 'bedding', 'bedsheets', 'bedsheet', 'duvet', 'duvets', 'quilt', 'quilts', 'comforter', 'pillowcases', 'bed linen', 'mattress', 'pillow', 'pillows', 'cushion', 'cushions', 'kitchenware', 'cookware', 'appliance', 'appliances', 'cleaning', 'vacuum', 'living room', 'bedroom', 'planter', 'planters', 'garden', 'gardening', 'plants', 'lamp', 'lamps', 'lighting', 'storage', 'organiser', 'organizer', 'wallpaper', 'paint', 'tiles', 'makeover', 'makeovers', 'renters', 'air purifier', 'water purifier', 'mop', 'towels', 'dinnerware', 'vase', 'balcony', 'housewarming', 'first home', 'solar', 'rooftop solar', 'inverter', 'geyser', 'water heater', 'electricity bills', 'home security', 'smart lock', 'indoor plant', 'indoor plants'],
    weak: ['home', 'house', 'spills'],
  },
  automotive: {
    names: ['automotive', 'auto', 'car', 'cars', 'motoring', 'bikers', 'motorcycle', 'motorcycles', 'auto creators', 'car creators'],
    words: ['ev charger', 'ev charging', 'ev owners', 'charging station', 'bike', 'bikes', 'scooter', 'scooters', 'ev', 'evs', 'electric vehicle', 'electric scooter', 'tyre', 'tyres', 'tire', 'tires', 'inflator', 'engine', 'vehicle', 'vehicles', 'dashcam', 'dash cam', 'helmet', 'helmets', 'riders', 'drivers', 'driving', 'garage', 'car care', 'car wash', 'highway', 'test ride', 'test-ride', 'test drive', 'dealership', 'showroom', 'ex-showroom', 'mileage', 'psi', 'car owners', 'motorbike', 'range'],
    weak: ['drives', 'road', 'commute', 'commutes'],
  },
  entertainment: {
    names: ['entertainment', 'comedy', 'comedians', 'comedian', 'meme', 'memes', 'music', 'musicians', 'film', 'films', 'movie', 'movies', 'cinema', 'ott', 'pop culture', 'celebrity'],
    words: ['stand-up', 'standup', 'special', 'series', 'web series', 'show', 'shows', 'album', 'albums', 'song', 'songs', 'single', 'band', 'concert', 'concerts', 'festival', 'podcast', 'podcasts', 'streaming', 'theatre', 'theater', 'trailer', 'episode', 'episodes', 'season', 'netflix', 'spotify', 'playlist', 'playlists', 'tracks', 'binge', 'documentary', 'anime', 'reaction videos', 'tickets', 'premiere', 'synth-pop', 'singer', 'rapper', 'gig'],
    weak: ['fans', 'watch', 'watched', 'friday night'],
  },
};

// Product and topic words in the other languages briefs arrive in (German, Portuguese, Spanish, French,
// Indonesian), as word starts so that compounds count ('Hundehalter', 'Babyschlafsack', 'Reiseziel'). Only
// starts that open no common English word are listed.
const FOREIGN_STEMS: Record<Niche, string[]> = {
  lifestyle: ['geschenk', 'kerze', 'presentes', 'velas', 'regalo', 'cadeau', 'bougie', 'hadiah', 'lilin'],
  fashion: ['kleid', 'jacke', 'schuhe', 'mantel', 'tasche', 'schmuck', 'roupa', 'moda', 'vestido', 'sapato', 'tênis', 'bolsa', 'joia', 'ropa', 'zapato', 'vêtement', 'chaussure', 'pakaian', 'baju', 'sepatu', 'perhiasan', 'gamis', 'hijab', 'jilbab', 'kerudung', 'kemeja', 'busana', 'batik', 'kaos', 'celana', 'camisa', 'camiseta', 'calça', 'hemd', 'chemise'],
  technology: ['dockingstation', 'handy', 'kopfhörer', 'ladegerät', 'rechner', 'tecnologia', 'celular', 'fone de ouvido', 'ordinateur', 'écouteur', 'ponsel', 'gawai', 'teknologi'],
  fitness: ['turnringe', 'klimmzug', 'muskel', 'krafttraining', 'treino', 'musculação', 'corrida', 'entrenamiento', 'gimnasio', 'entraînement', 'olahraga', 'latihan'],
  food: ['frühstück', 'lebensmittel', 'müesli', 'kaffee', 'getränk', 'brot', 'käse', 'rezept', 'comida', 'lanche', 'café da manhã', 'pão', 'queijo', 'bebida', 'receita', 'cerveja', 'receta', 'nourriture', 'recette', 'makanan', 'minuman', 'kopi', 'resep', 'sambal'],
  travel: ['reise', 'urlaub', 'wanderung', 'wanderpaar', 'hütte', 'ferien', 'viagem', 'viagens', 'viaje', 'praia', 'praias', 'passagem', 'turismo', 'mochileiro', 'hospedagem', 'pousada', 'voyage', 'vacances', 'séjour', 'escapade', 'chambre', 'nuitée', 'auberge', 'hébergement', 'croisière', 'übernachtung', 'wisata', 'liburan', 'perjalanan', 'penginapan'],
  beauty: ['haut', 'hautpflege', 'kosmetik', 'haare', 'cabelo', 'pele', 'maquiagem', 'cacheado', 'piel', 'cabello', 'maquillaje', 'peau', 'cheveux', 'maquillage', 'kulit', 'rambut', 'kecantikan', 'perawatan wajah'],
  gaming: ['spiel', 'jogo', 'jogos', 'videojuego', 'jeu vidéo', 'permainan'],
  finance: ['geld', 'sparen', 'spartopf', 'konto', 'versicherung', 'haushaltsbuch', 'finanz', 'kredit', 'darlehen', 'girokonto', 'zinsen', 'remesa', 'préstamo', 'prestamo', 'crédito', 'tarjeta', 'nómina', 'nomina', 'quincena', 'intereses', 'buró', 'cuenta de', 'empréstimo', 'cartão', 'juros', 'boleto', 'pinjaman', 'rekening', 'dinheiro', 'poupança', 'investiment', 'cartão de crédito', 'dinero', 'ahorro', 'épargne', 'keuangan', 'tabungan', 'investasi', 'asuransi'],
  education: ['kurs', 'lernen', 'schule', 'studium', 'ausbildung', 'curso', 'escola', 'estudante', 'vestibular', 'educação', 'escuela', 'école', 'kursus', 'belajar', 'sekolah', 'pendidikan', 'kuliah'],
  health: ['gesundheit', 'schlaf', 'apotheke', 'arzt', 'saúde', 'farmácia', 'suplemento', 'salud', 'santé', 'sommeil', 'kesehatan', 'obat', 'suplemen'],
  parenting: ['eltern', 'mütter', 'neugebor', 'schwanger', 'windel', 'säugling', 'mães', 'mãe', 'bebê', 'bebês', 'gestante', 'maternidade', 'bebé', 'madres', 'bébé', 'bayi', 'ibu hamil', 'anak'],
  pets: ['hund', 'welpe', 'katze', 'kätzchen', 'haustier', 'tierarzt', 'cachorro', 'gato', 'gatos', 'perro', 'chien', 'anjing', 'kucing', 'hewan peliharaan'],
  home: ['wohnung', 'wohnzimmer', 'möbel', 'küche', 'akustik', 'wandpaneel', 'cozinha', 'móveis', 'decoração', 'hogar', 'muebles', 'meuble', 'rumah', 'perabot', 'dapur', 'dekorasi'],
  automotive: ['fahrzeug', 'elektroauto', 'kombi', 'reichweite', 'probefahrt', 'anhänger', 'carro', 'automóvel', 'veículo', 'coche', 'voiture', 'mobil listrik', 'kendaraan', 'motor listrik'],
  entertainment: ['konzert', 'musik', 'kino', 'música', 'filme', 'série', 'concerto', 'musique', 'konser', 'pertunjukan'],
};
const FOREIGN_RES = Object.fromEntries(
  NICHES.map((n) => [n, new RegExp(`(?<![\\p{L}\\p{N}])(?:${FOREIGN_STEMS[n].map((w) => escapeRe(w).replace(/ /g, '\\s+')).join('|')})`, 'gu')]),
) as Record<Niche, RegExp>;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Plural-tolerant, word-bounded phrase matcher ('creator' also matches 'creators').
function phraseRe(words: string[]): RegExp {
  const alts = [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length).map((w) => escapeRe(w).replace(/ /g, '[\\s-]+'));
  // Matched against lower-cased text, so no 'i' flag (case-folding Unicode regexes compile slowly).
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'gu');
}

const NAME_RES = Object.fromEntries(NICHES.map((n) => [n, phraseRe(LEXICON[n].names)])) as Record<Niche, RegExp>;
const WORD_RES = Object.fromEntries(
  NICHES.map((n) => [n, phraseRe([...LEXICON[n].names, ...LEXICON[n].words])]),
) as Record<Niche, RegExp>;
const WEAK_RES = Object.fromEntries(
  NICHES.map((n) => [n, LEXICON[n].weak?.length ? phraseRe(LEXICON[n].weak) : null]),
) as Record<Niche, RegExp | null>;

// Every phrase of every niche in one matcher, longest first: at each position the longest phrase wins, so
// 'health insurance' counts for finance and not also 'health' for health, 'dog food' for pets and not 'food'.
const normPhrase = (w: string) => w.toLowerCase().replace(/[\s-]+/g, ' ');
const PHRASE_OWNERS = new Map<string, Niche[]>();
for (const n of NICHES) {
  for (const w of [...LEXICON[n].names, ...LEXICON[n].words]) {
    const k = normPhrase(w);
    const owners = PHRASE_OWNERS.get(k) ?? [];
    if (!owners.includes(n)) owners.push(n);
    PHRASE_OWNERS.set(k, owners);
  }
}
const ALL_PHRASES_RE = phraseRe([...PHRASE_OWNERS.keys()]);

/** Phrase counts per niche, each stretch of text counted once, for its longest phrase. */
function nicheCounts(text: string): Map<Niche, number> {
  const out = new Map<Niche, number>();
  if (!text) return out;
  for (const m of text.toLowerCase().matchAll(ALL_PHRASES_RE)) {
    const k = normPhrase(m[0]);
    const owners = PHRASE_OWNERS.get(k) ?? PHRASE_OWNERS.get(k.replace(/es$/, '')) ?? PHRASE_OWNERS.get(k.replace(/s$/, '')) ?? [];
    for (const n of owners) out.set(n, (out.get(n) ?? 0) + 1);
  }
  return out;
}

function count(re: RegExp | null, text: string): number {
  if (!re || !text) return 0;
  text = text.toLowerCase();
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text)) n++;
  return n;
}

/** Position of the first niche-name word in the text, per niche (for 'fashion and watch creators'). */
function firstNamePositions(text: string): Array<[Niche, number]> {
  const out: Array<[Niche, number]> = [];
  const lower = text.toLowerCase();
  for (const n of NICHES) {
    const re = NAME_RES[n];
    re.lastIndex = 0;
    const m = re.exec(lower);
    if (m) out.push([n, m.index]);
  }
  return out.sort((a, b) => a[1] - b[1]);
}

/**
 * Maps a free niche value ('Tech & Gadgets', 'Beauty / Skincare', 'F&B') to one of NICHES, or ''.
 * The first niche named wins; a text that names none is scored on product words.
 */
export function normalizeNiche(value: unknown): Niche | '' {
  if (typeof value !== 'string') return '';
  const v = value.trim().toLowerCase();
  if (!v) return '';
  if ((NICHES as readonly string[]).includes(v)) return v as Niche;
  const named = firstNamePositions(v);
  if (named.length) return named[0]![0];
  let best: Niche | '' = '';
  let bestScore = 0;
  for (const n of NICHES) {
    const s = count(WORD_RES[n], v);
    if (s > bestScore) {
      best = n;
      bestScore = s;
    }
  }
  return best;
}

export interface NicheEvidence {
  /** An explicit niche/category value ('Niche: food'). */
  stated?: string;
  /** Creator-type phrases ('skincare and beauty creators', 'tech reviewers'). */
  creatorPhrases: string[];
  /** The product's own words: name and description. */
  product: string;
  /** The whole brief. */
  brief: string;
  /** Posterior of the learned model (niche-model.ts), added to the lexicon's points. */
  model?: Map<Niche, number>;
  /** Points the model's posterior is worth (a creator type named first is worth 10). */
  modelWeight?: number;
}

/** Picks the niche with the most evidence; '' when nothing points anywhere. */
export function scoreNiche(ev: NicheEvidence): Niche | '' {
  if (ev.stated) {
    const n = normalizeNiche(ev.stated);
    if (n) return n;
  }
  const score = new Map<Niche, number>();
  const add = (n: Niche, s: number) => score.set(n, (score.get(n) ?? 0) + s);
  for (const phrase of ev.creatorPhrases) {
    const named = firstNamePositions(phrase.toLowerCase());
    // The first niche named for the creators is the brief's own call ('auto and tech creators').
    named.forEach(([n], i) => add(n, i === 0 ? 10 : 5));
    if (!named.length) {
      for (const n of NICHES) if (count(WORD_RES[n], phrase)) add(n, 3);
    }
  }
  const productCounts = nicheCounts(ev.product);
  const briefCounts = nicheCounts(ev.brief);
  for (const n of NICHES) {
    const p = count(FOREIGN_RES[n], ev.product);
    if (p) productCounts.set(n, (productCounts.get(n) ?? 0) + p);
    const b = count(FOREIGN_RES[n], ev.brief);
    if (b) briefCounts.set(n, (briefCounts.get(n) ?? 0) + b);
  }
  for (const n of NICHES) {
    const p = productCounts.get(n) ?? 0;
    if (p) add(n, 2 * Math.min(p, 3));
    const b = briefCounts.get(n) ?? 0;
    if (b) add(n, Math.min(b, 5));
    const w = count(WEAK_RES[n], ev.brief);
    if (w) add(n, 0.4 * Math.min(w, 4));
  }
  for (const [n, p] of ev.model ?? []) if (p > 0.01) add(n, (ev.modelWeight ?? 0) * p);
  let best: Niche | '' = '';
  let bestScore = 0;
  for (const [n, s] of score) {
    if (s > bestScore) {
      best = n;
      bestScore = s;
    }
  }
  return bestScore >= 1 ? best : '';
}
