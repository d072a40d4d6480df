#!/usr/bin/env python3
"""Generates briefs-heldout-2.jsonl (issue 14, round 2): a fresh held-out corpus written BEFORE round-2 tuning.

Many hand-written style templates x a catalogue of invented products x budget phrasings x withheld-field
phrasings, with a fixed seed. Labels follow the dev set's conventions (names exact, canonical niche, budget
exact with the spec's rule: per-creator cost x creators, higher end of ranges, retainers x months, a stated total
as is; 1-2 keywords per text field; the exact set of missing labels).

Split: 'sealed' briefs use products and (for about half of them) style templates that never occur in the
'open' part, so the sealed figure measures styles the extractor was not tuned on. Only the sealed part's
aggregate figure may be looked at (npm run eval:briefs -- <file> --split sealed --summary).

Run: python3 gen-heldout-2.py > briefs-heldout-2.jsonl
"""
import json
import random

R = random.Random(20261123)

# brand, product, niche, description sentence fragment, desc keywords, audience (2), use cases (3), goal phrase, goal kws, creator word
CATALOGUE = [
    ("Mossgrove Tea Co", "Cloudleaf Oolong", "food", "a roasted oolong tea in pyramid tea bags", ["oolong"], ["tea drinkers", "office goers"], ["afternoon breaks", "after-dinner cups", "gifting"], "get 10,000 tins sold online", ["tins sold"], "food"),
    ("Quillnest", "Inkwise Tablet", "technology", "an e-ink writing tablet with a 10.3 inch paper-like screen", ["e-ink"], ["architects", "note-heavy students"], ["sketching", "meeting notes", "reading pdfs"], "drive pre-orders before the Diwali sale", ["pre-orders"], "tech"),
    ("Bramblewick", "Ember Jar Candle", "lifestyle", "a soy wax candle in a hand-thrown ceramic jar", ["soy wax candle"], ["young professionals", "gift shoppers"], ["self-care evenings", "housewarming gifts", "reading nooks"], "boost festive gifting sales", ["gifting sales"], "lifestyle"),
    ("Ferrovia Motors", "Stridex Helmet", "automotive", "a carbon-fibre full-face motorcycle helmet with a built-in intercom", ["motorcycle helmet"], ["bikers", "weekend riders"], ["highway rides", "city commutes", "group rides"], "sell 2,500 helmets this quarter", ["helmets"], "auto"),
    ("Pawsome Pantry", "Barkbites Crunch", "pets", "a grain-free dog treat made from sweet potato and chicken", ["dog treat"], ["dog parents", "first-time pet owners"], ["training sessions", "walks", "birthday treats"], "win trial packs and repeat orders", ["repeat orders"], "pet"),
    ("Sutradhar Learning", "CodeKhel", "education", "a block-coding course for children with weekly live classes", ["coding course"], ["parents of 8-12 year olds", "school teachers"], ["weekend learning", "summer vacation", "school projects"], "get 4,000 paid enrolments", ["enrolments"], "education"),
    ("Velvetine Cosmetics", "Plumline Lip Tint", "beauty", "a water-light lip and cheek tint in six shades", ["lip and cheek tint"], ["college girls", "makeup beginners"], ["no-makeup looks", "office days", "festive touch-ups"], "trend on reels and lift D2C sales", ["sales"], "beauty"),
    ("Stonefield Athletics", "Ridgeback Runner", "fitness", "a trail running shoe with a rock plate and grippy lugs", ["trail running shoe"], ["trail runners", "hikers"], ["mountain trails", "monsoon runs", "ultra races"], "grow sign-ups for our trail running club and shoe sales", ["sign-ups"], "running"),
    ("Lakshmi Ledger", "PaisaPal", "finance", "a budgeting app that sorts UPI spends automatically", ["budgeting app"], ["salaried millennials", "freelancers"], ["monthly budgeting", "tracking upi spends", "saving goals"], "drive app installs and 30-day retention", ["installs"], "finance"),
    ("Hearthly Homeware", "Coilmate Kettle", "home", "a gooseneck electric kettle with temperature presets", ["electric kettle"], ["coffee nerds", "home brewers"], ["pour-over coffee", "green tea", "instant noodles"], "sell out the launch batch on Amazon", ["sell out"], "home"),
    ("Kinfolk Kids", "Snugglenest Crib", "parenting", "a foldable travel crib with a breathable mesh side", ["travel crib"], ["new parents", "travelling families"], ["naps at grandma's", "hotel stays", "road trips"], "grow awareness among new parents and direct sales", ["awareness"], "parenting"),
    ("Riverlight Pictures", "The Salt Road", "entertainment", "a six-part docuseries about salt farmers of the Rann", ["docuseries"], ["documentary lovers", "history buffs"], ["weekend binge", "family viewing", "classroom screenings"], "get 2 million streams in the first month", ["streams"], "entertainment"),
    ("Orbitspark Studios", "Starfall Tactics", "gaming", "a turn-based sci-fi strategy game for mobile", ["strategy game"], ["strategy gamers", "commuters"], ["quick matches", "clan wars", "daily puzzles"], "get 100k pre-registrations on Play Store", ["pre-registrations"], "gaming"),
    ("Vaidya Roots", "Ashwa Calm Gummies", "health", "an ashwagandha gummy for stress and sleep", ["ashwagandha gummy"], ["stressed professionals", "night-shift workers"], ["winding down", "better sleep", "exam stress"], "build trust and drive first orders", ["first orders"], "wellness"),
    ("Wanderkraft", "Himalayan Homestay Pass", "travel", "a pass for 20 partner homestays in Himachal and Uttarakhand", ["homestays"], ["remote workers", "solo travellers"], ["workations", "slow travel", "monsoon getaways"], "get 1,200 pass bookings", ["bookings"], "travel"),
    ("Threadcraft", "Indigo Weekender Shirt", "fashion", "a hand-block-printed indigo linen shirt", ["linen shirt"], ["men 25-40", "slow-fashion fans"], ["weekend brunches", "beach holidays", "office fridays"], "sell the first 3,000 pieces", ["pieces"], "fashion"),
    ("Crumbcraft Bakehouse", "Millet Munch Cookies", "food", "a ragi and jowar cookie with jaggery", ["cookie"], ["health-conscious parents", "gym-goers"], ["tiffin boxes", "tea-time snacking", "post-workout snacks"], "get listed in 500 kirana stores and push quick-commerce orders", ["quick-commerce orders"], "food"),
    ("Arcwell Audio", "Sonicloop Buds", "technology", "a pair of noise-cancelling earbuds with 40-hour battery", ["earbuds"], ["commuters", "gamers"], ["metro rides", "work calls", "late-night gaming"], "hit 20,000 units on launch week", ["units"], "tech"),
    ("Greenhollow", "Repot Kit", "home", "a balcony gardening kit with self-watering pots", ["gardening kit"], ["apartment dwellers", "plant parents"], ["balcony gardens", "herb growing", "gifting"], "drive website sales in spring", ["website sales"], "home decor"),
    ("Tailwag Clinic", "VetNow", "pets", "a video-vet consultation app available 24x7", ["video-vet"], ["cat owners", "dog owners"], ["midnight emergencies", "diet advice", "vaccination reminders"], "get 15,000 first consultations", ["consultations"], "pet"),
    ("Brightpath Academy", "IELTS Sprint", "education", "an 8-week IELTS prep programme with mock tests", ["ielts"], ["study-abroad aspirants", "working professionals"], ["mock tests", "speaking practice", "weekend classes"], "fill 600 seats in the June batch", ["seats"], "edtech"),
    ("Glasswing Optics", "Clearview Blue", "fashion", "a blue-light blocking eyewear range in acetate frames", ["eyewear"], ["screen workers", "students"], ["long workdays", "gaming nights", "online classes"], "increase store walk-ins and online sales", ["online sales"], "fashion"),
    ("Saltmarsh Surf", "Tidewalker Board", "fitness", "a soft-top beginner surfboard", ["surfboard"], ["beginner surfers", "beach holidaymakers"], ["surf lessons", "weekend trips", "beach days"], "rent 800 boards across our Goa shacks", ["boards"], "sports"),
    ("Kumkum Jewels", "Naksh Studs", "fashion", "a pair of lab-grown diamond studs in 18K gold", ["diamond studs"], ["working women", "brides-to-be"], ["everyday wear", "engagements", "anniversary gifts"], "drive store visits and online orders during wedding season", ["online orders"], "jewellery"),
    ("Frostbyte Foods", "Momo Mania", "food", "a frozen momo pack in three fillings", ["frozen momo"], ["hostel students", "working couples"], ["late-night cravings", "house parties", "quick dinners"], "trial in metro cities and repeat purchases", ["repeat purchases"], "food"),
    ("Dhanvantari Labs", "Glucotrack Strip", "health", "a glucometer with Bluetooth app sync", ["glucometer"], ["diabetics", "caregivers"], ["daily sugar checks", "doctor visits", "travel"], "drive pharmacy sales and app activations", ["app activations"], "health"),
    ("Copperleaf Kitchens", "Tawa Pro", "home", "a pre-seasoned cast iron tawa", ["cast iron tawa"], ["home cooks", "newlyweds"], ["dosas", "rotis", "weekend pancakes"], "sell 10,000 units during the Big Billion Days", ["units"], "cooking"),
    ("Nimbus Airlines", "Nimbus Flex Fare", "travel", "a flexible fare with free date changes", ["flexible fare"], ["business travellers", "students flying home"], ["last-minute trips", "festival travel", "work trips"], "grow direct bookings on our app", ["direct bookings"], "travel"),
    ("Pixelplume", "Doodle Duel", "gaming", "a multiplayer drawing party game", ["party game"], ["friend groups", "streamers' audiences"], ["game nights", "discord hangouts", "office parties"], "reach 50,000 downloads", ["downloads"], "gaming"),
    ("Seedling Finance", "KiddoKoin", "finance", "a prepaid card and app that teaches teens to manage money", ["prepaid card"], ["parents of teenagers", "teens"], ["pocket money", "saving goals", "online purchases"], "get 25,000 family sign-ups", ["sign-ups"], "finance"),
    ("Ironroot Nutrition", "Plant Whey Chocolate", "fitness", "a pea and rice protein powder", ["protein powder"], ["vegan lifters", "gym beginners"], ["post-workout shakes", "breakfast smoothies", "meal replacement"], "drive first orders and subscriptions", ["subscriptions"], "fitness"),
    ("Cineloop", "Popcorn Pass", "entertainment", "a monthly movie subscription for 4 cinema tickets", ["movie subscription"], ["movie buffs", "couples"], ["weekend movies", "date nights", "first-day shows"], "get 40,000 subscribers", ["subscribers"], "film"),
    ("Zestora", "Fizz Nimbu", "food", "a sparkling nimbu pani in cans", ["sparkling nimbu pani"], ["college students", "office-goers"], ["summer afternoons", "road trips", "house parties"], "push trial and shelf visibility in modern trade", ["trial"], "food & beverage"),
    ("Lumenwise", "Glowdesk Lamp", "home", "a smart desk lamp with circadian lighting", ["desk lamp"], ["work-from-home professionals", "students"], ["late-night study", "video calls", "reading"], "drive sales on our website", ["sales"], "home"),
    ("Mitti Skin", "Kesar Glow Oil", "beauty", "a saffron face oil with kumkumadi", ["face oil"], ["women 25-45", "bridal shoppers"], ["night routine", "pre-wedding glow", "dull skin days"], "grow repeat buyers and reviews", ["reviews"], "skincare"),
    ("Trailmix Tours", "Spiti Winter Expedition", "travel", "a 9-day guided winter trip to Spiti valley", ["winter trip"], ["adventure seekers", "photographers"], ["snow treks", "monastery visits", "stargazing"], "fill 20 departures", ["departures"], "travel"),
    ("Cuddlecub", "Little Sprout Diapers", "parenting", "a plant-based diaper with wetness indicator", ["diaper"], ["new moms", "parents of toddlers"], ["overnight sleep", "travel", "daycare"], "gain trial and subscription sign-ups", ["subscription"], "mom"),
    ("Kitebird Labs", "Snapnote AI", "technology", "an AI note-taker for online meetings", ["note-taker"], ["startup founders", "consultants"], ["client calls", "stand-ups", "interviews"], "get 5,000 paid seats", ["paid seats"], "tech"),
    ("Meowmart", "Whisker Fountain", "pets", "a filtered water fountain for cats", ["water fountain"], ["cat parents", "multi-cat homes"], ["hydration", "travel days", "summer"], "sell 6,000 units", ["units"], "pet"),
    ("Vahan Care", "ShineShield Ceramic", "automotive", "a DIY ceramic coating kit for cars", ["ceramic coating"], ["car enthusiasts", "new car owners"], ["monsoon protection", "weekend detailing", "road trips"], "sell 4,000 kits online", ["kits"], "automotive"),
    ("Granary Row", "Khichdi Kit", "food", "a ready-to-cook millet khichdi kit", ["khichdi"], ["bachelors", "working parents"], ["weeknight dinners", "sick days", "office lunches"], "drive quick-commerce orders", ["orders"], "food"),
    ("Bookworm Bay", "StoryBox Junior", "education", "a monthly book subscription box for children", ["book subscription"], ["parents of 4-10 year olds", "grandparents"], ["bedtime reading", "gifting", "screen-free time"], "get 3,000 subscribers", ["subscribers"], "education"),
    ("Harbor & Pine", "Cedar Beard Balm", "beauty", "a cedarwood beard balm", ["beard balm"], ["bearded men", "grooming enthusiasts"], ["daily grooming", "office days", "date nights"], "sell 12,000 tins", ["tins"], "grooming"),
    ("Solstice Wellness", "Mindloom", "health", "a guided meditation app in Indian languages", ["meditation app"], ["anxious students", "busy parents"], ["morning meditation", "sleep stories", "panic moments"], "get 50,000 installs", ["installs"], "mental health"),
    ("Bytecraft Robotics", "Roboroo Kit", "education", "a build-your-own robot kit for teens", ["robot kit"], ["school students", "STEM teachers"], ["science fairs", "weekend building", "robotics clubs"], "sell 2,000 kits", ["kits"], "STEM"),
    ("Drizzle Umbrellas", "Stormflip", "fashion", "a windproof reverse-folding umbrella", ["umbrella"], ["office commuters", "college students"], ["monsoon commutes", "bike rides", "travel"], "double monsoon sales", ["monsoon sales"], "fashion"),
    ("Tarang Music", "Raag Riff", "entertainment", "an indie music festival across three cities", ["music festival"], ["indie music fans", "college students"], ["weekend gigs", "meetups", "festival trips"], "sell 15,000 tickets", ["tickets"], "music"),
    ("Haveli Hotels", "Jaisalmer Dunes Retreat", "travel", "a luxury tented camp in the Thar desert", ["tented camp"], ["honeymooners", "luxury travellers"], ["desert safaris", "anniversaries", "winter holidays"], "get 900 room nights booked", ["room nights"], "travel"),
    ("Gearloop", "Pedalsense", "fitness", "a smart cycling computer with GPS and cadence sensor", ["cycling computer"], ["road cyclists", "triathletes"], ["long rides", "race training", "commutes"], "get 3,000 units sold", ["units"], "cycling"),
    ("Nanhe Kadam", "Stepwise Shoes", "parenting", "a first-walker shoe with flexible soles", ["first-walker shoe"], ["parents of toddlers", "gift buyers"], ["first steps", "park visits", "baby showers"], "drive D2C orders", ["orders"], "parenting"),
    ("Coinvault", "Roundup Save", "finance", "a feature that rounds up card spends into a mutual fund", ["mutual fund"], ["first jobbers", "young couples"], ["saving change", "emergency funds", "goal saving"], "get 80,000 activations", ["activations"], "finance"),
    ("Shorelight Games", "Reef Rangers", "gaming", "an ocean-cleanup adventure game for Switch and PC", ["adventure game"], ["family gamers", "eco-minded players"], ["couch co-op", "weekend sessions", "classroom play"], "get 200k wishlists", ["wishlists"], "gaming"),
    ("Paneer & Co", "Malai Cubes", "food", "a fresh malai paneer in vacuum packs", ["paneer"], ["vegetarian families", "fitness folks"], ["high-protein meals", "tikka nights", "tiffins"], "win 30% share in Pune", ["share"], "food"),
    ("Carbonlite", "Voltride E-Scooter", "automotive", "an electric scooter with a swappable battery", ["electric scooter"], ["daily commuters", "delivery riders"], ["office commutes", "last-mile delivery", "college runs"], "get 5,000 test rides", ["test rides"], "EV"),
    ("Aangan Decor", "Jharokha Mirror", "home", "a hand-carved wooden mirror frame", ["mirror"], ["home decor lovers", "newlyweds"], ["entryway styling", "festive decor", "housewarming gifts"], "sell 1,500 pieces", ["pieces"], "home decor"),
    ("Nightjar Audio", "Midnight Mic", "technology", "a USB podcast microphone", ["microphone"], ["podcasters", "streamers"], ["podcast recording", "voice-overs", "online classes"], "get 4,000 units sold on launch", ["units"], "tech"),
    ("Sukoon Sleep", "Cloudrest Pillow", "health", "a cervical memory-foam pillow", ["memory-foam pillow"], ["desk workers", "people with neck pain"], ["better sleep", "travel", "neck pain relief"], "sell 8,000 pillows", ["pillows"], "health"),
    ("Chaiwala Republic", "Masala Chai Concentrate", "food", "a masala chai concentrate in 500 ml bottles", ["chai concentrate"], ["chai lovers", "cafe owners"], ["morning chai", "office pantry", "iced chai"], "get into 200 cafes", ["cafes"], "food"),
    ("Petal & Pout", "Dewdrop Serum", "beauty", "a niacinamide serum for oily skin", ["niacinamide serum"], ["teens with acne", "oily-skin folks"], ["morning routine", "pre-makeup prep", "summer skincare"], "get 20,000 orders", ["orders"], "skincare"),
    ("Stitchtale", "Kalamkari Tote", "fashion", "a hand-painted Kalamkari canvas tote bag", ["tote bag"], ["college girls", "artisan lovers"], ["college", "grocery runs", "travel"], "sell 5,000 totes", ["totes"], "fashion"),
    ("Mapleridge Pets", "Catnap Tower", "pets", "a cardboard cat scratching tower", ["cat scratching tower"], ["cat owners", "apartment dwellers"], ["playtime", "scratching", "naps"], "sell 3,000 towers", ["towers"], "pet"),
    ("Upskillr", "Data Analyst Bootcamp", "education", "a 16-week data analytics bootcamp with placement support", ["bootcamp"], ["career switchers", "fresh graduates"], ["job switch", "weekend study", "portfolio projects"], "get 1,000 admissions", ["admissions"], "education"),
    ("Wildroot Camping", "Trailnest Tent", "travel", "a 3-person ultralight tent", ["ultralight tent"], ["trekkers", "campers"], ["himalayan treks", "weekend camping", "music festivals"], "sell 2,000 tents", ["tents"], "outdoor"),
    ("Kavach Insurance", "BikeShield", "finance", "a pay-per-km two-wheeler insurance plan", ["two-wheeler insurance"], ["bike owners", "gig workers"], ["renewals", "daily commutes", "claims"], "get 30,000 policies sold", ["policies"], "finance"),
]

# Kept apart for the sealed part (never in the open part).
SEALED_CATALOGUE_IDX = set(range(0, len(CATALOGUE), 3))

# ---------- budget phrasings: (text, value) ----------
def inr_commas(n):
    s = str(int(n))
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail

def wcommas(n):
    return f"{int(n):,}"

WORDS_EN = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 12: "twelve", 15: "fifteen", 20: "twenty", 25: "twenty-five", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 75: "seventy-five"}
WORDS_HI = {1: "ek", 2: "do", 3: "teen", 4: "chaar", 5: "paanch", 6: "chhe", 7: "saat", 8: "aath", 10: "das", 12: "barah", 15: "pandrah", 20: "bees", 25: "pachees", 50: "pachaas"}

def budget_total_inr():
    k = R.randrange(9)
    if k == 0:
        l = R.choice([2, 3.5, 4, 6, 8, 12, 15, 25]); return (f"₹{l:g} lakh", int(l * 100000))
    if k == 1:
        v = R.choice([250000, 480000, 1250000, 3600000]); return (f"Rs {inr_commas(v)}", v)
    if k == 2:
        v = R.choice([5, 7.5, 9, 18]); return (f"INR {v:g}L", int(v * 100000))
    if k == 3:
        v = R.choice([1, 1.2, 2.5]); return (f"₹{v:g} Cr", int(v * 10000000))
    if k == 4:
        v = R.choice([350, 600, 900]); return (f"₹{v}K", v * 1000)
    if k == 5:
        w = R.choice([2, 3, 5, 10, 20]); return (f"{WORDS_EN[w]} lakh rupees", w * 100000)
    if k == 6:
        w = R.choice([1, 2]); return (f"{WORDS_HI[w]} crore", w * 10000000)
    if k == 7:
        v = R.choice([1.5, 2.4, 4]); return (f"INR {v:g} million", int(v * 1000000))
    lo, hi = R.choice([(6, 8), (10, 12), (3, 4)]); return (f"₹{lo}–{hi} lakh", hi * 100000)

def budget_total_foreign():
    k = R.randrange(7)
    if k == 0:
        v = R.choice([15, 22, 40, 65]); return (f"${v}k", v * 1000)
    if k == 1:
        v = R.choice([18000, 27500, 50000]); return (f"USD {wcommas(v)}", v)
    if k == 2:
        v = R.choice([12, 30, 45]); return (f"€{v}K", v * 1000)
    if k == 3:
        v = R.choice([9500, 16000, 24000]); return (f"£{wcommas(v)}", v)
    if k == 4:
        v = R.choice([1.2, 2]); return (f"${v:g}M", int(v * 1000000))
    if k == 5:
        w = R.choice([20, 40, 50]); return (f"{WORDS_EN[w]} thousand dollars", w * 1000)
    lo, hi = R.choice([(20, 25), (30, 35)]); return (f"${lo}k-${hi}k", hi * 1000)

def budget_per_creator(cw):
    k = R.randrange(8)
    n = R.choice([5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50])
    if k == 0:
        c = R.choice([15000, 25000, 40000, 60000]); return (f"{n} {cw} creators at ₹{c // 1000}K each", n * c)
    if k == 1:
        lo, hi = R.choice([(18, 22), (30, 40), (60, 80)]); return (f"{n} creators, ₹{lo}K–{hi}K each", n * hi * 1000)
    if k == 2:
        lo, hi = R.choice([(10, 15), (18, 22), (25, 30)]); return (f"₹{lo}K se ₹{hi}K per creator, {n} creators", n * hi * 1000)
    if k == 3:
        c = R.choice([800, 1200, 2000]); return (f"{n} creators x ${wcommas(c)} per creator", n * c)
    if k == 4:
        c = R.choice([1.5, 2]); return (f"{n} {cw} influencers, {c:g} lakh per influencer", int(n * c * 100000))
    if k == 5:
        lo, hi = R.choice([(8, 10), (12, 15), (4, 6)]); c = R.choice([35000, 50000])
        return (f"{lo}-{hi} {cw} creators, Rs {inr_commas(c)} per head", hi * c)
    if k == 6:
        c = R.choice([20, 50]); return (f"{WORDS_EN[c]} thousand per creator for {n} creators", n * c * 1000)
    c = R.choice([1500, 3000]); return (f"£{wcommas(c)} per creator, {n} creators", n * c)

def budget_retainer(cw):
    k = R.randrange(4)
    n = R.choice([3, 4, 5, 6, 10]); m = R.choice([2, 3, 6])
    if k == 0:
        c = R.choice([30000, 45000]); return (f"{n} {cw} creators on a monthly retainer of ₹{inr_commas(c)} each for {m} months", n * c * m)
    if k == 1:
        c = R.choice([1500, 2500]); return (f"${wcommas(c)}/month per creator, {n} creators, {m} months", n * c * m)
    if k == 2:
        c = R.choice([40, 75]); return (f"retainer: ₹{c}K per creator per month × {m} months, {n} creators", n * c * 1000 * m)
    c = R.choice([2000, 3500]); return (f"€{wcommas(c)} a month per creator for {m} months ({n} creators)", n * c * m)

def make_budget(cw):
    k = R.random()
    if k < 0.3:
        return budget_total_inr()
    if k < 0.5:
        return budget_total_foreign()
    if k < 0.82:
        return budget_per_creator(cw)
    return budget_retainer(cw)

DISTRACTORS = [
    "Last year we spent ₹{a} lakh on Meta ads.",
    "For context, our annual revenue is ₹{b} crore.",
    "Our founder's own page has {f} followers.",
    "Previous agency fee was ${c}k per quarter.",
    "We raised ${m}M in our Series A last year.",
    "The MRP is ₹{p}.",
    "Last Diwali's campaign cost us around ₹{a} lakh.",
    "We did {s} crore in GMV in FY24.",
]

def distractor():
    t = R.choice(DISTRACTORS)
    return t.format(a=R.choice([18, 35, 60]), b=R.choice([40, 120, 300]), f=R.choice(["2.1M", "480K", "1.3 million"]),
                    c=R.choice([8, 12]), m=R.choice([3, 5.5]), p=R.choice(["1,499", "2,999", "649"]), s=R.choice([12, 45]))

PLACEHOLDER = {
    "budget": ["TBD", "not decided yet", "will share separately", "NA", "pending approval from finance", "to be confirmed", "still being discussed internally", "we'll confirm next week", "—"],
    "brand": ["under embargo", "confidential till launch", "can't disclose yet", "TBA", "NDA client"],
    "product": ["name not finalised", "TBD", "still being decided", "working title under wraps"],
    "audience": ["not defined yet", "TBD", "still figuring out", "open to your suggestions"],
    "goal": ["not finalised", "TBD", "still deciding", "to be discussed"],
}

LABEL = {"product": "Product Name", "brand": "Brand Name", "audience": "Target Audience", "goal": "Campaign Goal", "budget": "Total Budget", "uses": "Key Use Cases"}

def join_list(xs, conj="and"):
    return ", ".join(xs[:-1]) + f" {conj} " + xs[-1] if len(xs) > 1 else xs[0]

# ---------- style templates ----------
# Each gets d: dict with brand, product, desc, aud, uses, goal, budget, cw, dist, and missing flags (value None
# means withheld with a placeholder phrase in ph[field], or omitted entirely when ph[field] is None).

def val(d, f, default):
    return d[f] if d[f] is not None else d["ph"].get(f) or default

def t_email(d):
    person = R.choice(["Ananya Rao", "Kunal Shah", "Priyanka Das", "Tom Becker", "Leah Morgan", "Arjun Menon"])
    first = person.split()[0]
    brand = d["brand"] or "our client"
    subj = f"Subject: Influencer brief – {d['product'] or 'new launch'}"
    lines = [f"From: {person} <{first.lower()}@{(d['brand'] or 'agencymail').split()[0].lower()}.com>", "To: partnerships@inflow.io", "Cc: media-team", subj, "", "Hi team,", ""]
    who = f"We at {d['brand']} are" if d["brand"] else f"We ({d['ph'].get('brand') or 'brand name can be shared later'}) are"
    prod = f"launching {d['product']}, {d['desc']}." if d["product"] else f"launching {d['desc']} (product name: {d['ph'].get('product') or 'TBC'})."
    lines.append(f"{who} {prod}")
    if d["aud"] is not None:
        lines.append(f"It's meant for {join_list(d['aud'])}.")
    elif d["ph"].get("audience"):
        lines.append(f"Audience: {d['ph']['audience']}.")
    lines.append(f"People will use it for {join_list(d['uses'])}.")
    if d["goal"] is not None:
        lines.append(f"The aim is to {d['goal']}.")
    elif d["ph"].get("goal"):
        lines.append(f"Objective: {d['ph']['goal']}.")
    if d["dist"]:
        lines.append(d["dist"])
    if d["budget"] is not None:
        lines.append(f"Budget: {d['budget']}.")
    elif d["ph"].get("budget"):
        lines.append(f"Budget: {d['ph']['budget']}.")
    lines += ["", "Best,", person, f"Brand Manager{', ' + d['brand'] if d['brand'] else ''}", R.choice(["Winner – Golden Mic Awards 2024", "ET Brand Equity Disruptor of the Year", "+91 98200 11223", "Sent from my iPhone"])]
    return "\n".join(lines)

def t_slack(d):
    s = f"@channel quick brief from {d['brand'] or 'the client (name ' + (d['ph'].get('brand') or 'withheld') + ')'} :rocket:\n"
    s += f"> product: {d['product'] or d['ph'].get('product') or 'tbd'} – {d['desc']}\n"
    if d["aud"] is not None:
        s += f"> who: {join_list(d['aud'])}\n"
    elif d["ph"].get("audience"):
        s += f"> who: {d['ph']['audience']}\n"
    s += f"> when they'd use it: {', '.join(d['uses'])}\n"
    if d["goal"] is not None:
        s += f"> kpi: {d['goal']}\n"
    elif d["ph"].get("goal"):
        s += f"> kpi: {d['ph']['goal']}\n"
    if d["budget"] is not None:
        s += f"> money: {d['budget']}\n"
    elif d["ph"].get("budget"):
        s += f"> money: {d['ph']['budget']}\n"
    if d["dist"]:
        s += f"fyi {d['dist'][0].lower() + d['dist'][1:]}\n"
    s += "lmk who can pick this up 🙏"
    return s

def t_whatsapp(d):
    a, b = R.choice([("Rhea", "Sam"), ("Vikram", "Neha"), ("Jo", "Farhan")])
    out = [f"[11:02] {a}: hey! got a new one for u"]
    if d["brand"]:
        out.append(f"[11:02] {a}: brand is {d['brand']}")
    elif d["ph"].get("brand"):
        out.append(f"[11:02] {a}: brand - {d['ph']['brand']}")
    out.append(f"[11:03] {b}: ok whats the product")
    out.append(f"[11:03] {a}: {d['product'] or d['ph'].get('product') or 'no name yet'}. its {d['desc']}")
    if d["aud"] is not None:
        out.append(f"[11:04] {a}: for {join_list(d['aud'])}")
    elif d["ph"].get("audience"):
        out.append(f"[11:04] {a}: audience {d['ph']['audience']}")
    out.append(f"[11:04] {a}: use cases - {', '.join(d['uses'])}")
    if d["goal"] is not None:
        out.append(f"[11:05] {a}: they want to {d['goal']}")
    elif d["ph"].get("goal"):
        out.append(f"[11:05] {a}: goal {d['ph']['goal']}")
    out.append(f"[11:05] {b}: budget?")
    out.append(f"[11:06] {a}: {d['budget'] if d['budget'] is not None else (d['ph'].get('budget') or 'no idea')}")
    if d["dist"]:
        out.append(f"[11:06] {a}: {d['dist']}")
    out.append(f"[11:07] {b}: 👍")
    return "\n".join(out)

def t_bullets(d):
    out = [f"New launch brief — {d['product'] or 'unnamed product'}", ""]
    out.append(f"- Company: {d['brand'] or d['ph'].get('brand') or '-'}")
    out.append(f"- The product: {d['product'] or d['ph'].get('product') or '-'}, {d['desc']}")
    if d["aud"] is not None or d["ph"].get("audience"):
        out.append(f"- Who it's for: {join_list(d['aud']) if d['aud'] is not None else d['ph']['audience']}")
    out.append(f"- Moments of use: {', '.join(d['uses'])}")
    if d["goal"] is not None or d["ph"].get("goal"):
        out.append(f"- What success looks like: {d['goal'] if d['goal'] is not None else d['ph']['goal']}")
    if d["budget"] is not None or d["ph"].get("budget"):
        out.append(f"- Money: {d['budget'] if d['budget'] is not None else d['ph']['budget']}")
    if d["dist"]:
        out.append(f"- Background: {d['dist']}")
    return "\n".join(out)

def t_keyvalue(d):
    out = []
    out.append(f"Client: {d['brand'] or d['ph'].get('brand') or ''}".rstrip())
    out.append(f"Offering: {d['product'] or d['ph'].get('product') or ''}".rstrip())
    out.append(f"Description: {d['desc'][0].upper() + d['desc'][1:]}")
    if d["aud"] is not None or d["ph"].get("audience"):
        out.append(f"Target: {', '.join(d['aud']) if d['aud'] is not None else d['ph']['audience']}")
    out.append(f"Usage: {', '.join(d['uses'])}")
    if d["goal"] is not None or d["ph"].get("goal"):
        out.append(f"KPI: {d['goal'] if d['goal'] is not None else d['ph']['goal']}")
    if d["budget"] is not None or d["ph"].get("budget"):
        out.append(f"Spend: {d['budget'] if d['budget'] is not None else d['ph']['budget']}")
    if d["dist"]:
        out.append(f"Notes: {d['dist']}")
    return "\n".join(out)

def t_table(d):
    rows = [("Brand", d["brand"] or d["ph"].get("brand") or "-"), ("Product", d["product"] or d["ph"].get("product") or "-"), ("What it is", d["desc"])]
    if d["aud"] is not None or d["ph"].get("audience"):
        rows.append(("Audience", ", ".join(d["aud"]) if d["aud"] is not None else d["ph"]["audience"]))
    rows.append(("Use cases", ", ".join(d["uses"])))
    if d["goal"] is not None or d["ph"].get("goal"):
        rows.append(("Objective", d["goal"] if d["goal"] is not None else d["ph"]["goal"]))
    if d["budget"] is not None or d["ph"].get("budget"):
        rows.append(("Budget", d["budget"] if d["budget"] is not None else d["ph"]["budget"]))
    out = ["Campaign brief", "", "| Field | Detail |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows]
    if d["dist"]:
        out += ["", d["dist"]]
    return "\n".join(out)

def t_lower(d):
    s = f"hi so we're {d['brand'] or 'a stealth brand (' + (d['ph'].get('brand') or 'name later') + ')'} and we're putting out {d['product'] or 'a product (name ' + (d['ph'].get('product') or 'tbd') + ')'} which is {d['desc']}. "
    if d["aud"] is not None:
        s += f"mostly for {join_list(d['aud'])}. "
    elif d["ph"].get("audience"):
        s += f"audience is {d['ph']['audience']}. "
    s += f"ppl use it for {join_list(d['uses'])}. "
    if d["goal"] is not None:
        s += f"we wanna {d['goal']}. "
    elif d["ph"].get("goal"):
        s += f"goal {d['ph']['goal']}. "
    if d["dist"]:
        s += d["dist"] + " "
    if d["budget"] is not None:
        s += f"budget is {d['budget']}"
    elif d["ph"].get("budget"):
        s += f"budget {d['ph']['budget']}"
    return s.lower().strip()

def t_hinglish(d):
    s = "Hi team! "
    if d["brand"]:
        s += f"Hum {d['brand']} se hain. "
    elif d["ph"].get("brand"):
        s += f"Brand ka naam abhi {d['ph']['brand']} hai. "
    if d["product"]:
        s += f"Humara naya product {d['product']} hai — {d['desc']}. "
    else:
        s += f"Naya product {d['desc']} hai, naam {d['ph'].get('product') or 'abhi decide nahi hua'}. "
    if d["aud"] is not None:
        s += f"Ye {join_list(d['aud'], 'aur')} ke liye hai. "
    elif d["ph"].get("audience"):
        s += f"Audience: {d['ph']['audience']}. "
    s += f"Log ise {join_list(d['uses'], 'aur')} ke liye use karenge. "
    if d["goal"] is not None:
        s += f"Humara goal hai {d['goal']}. "
    elif d["ph"].get("goal"):
        s += f"Goal: {d['ph']['goal']}. "
    if d["dist"]:
        s += d["dist"] + " "
    if d["budget"] is not None:
        s += f"Budget {d['budget']} hai."
    elif d["ph"].get("budget"):
        s += f"Budget abhi {d['ph']['budget']}."
    return s.strip()

def t_rfp(d):
    out = ["REQUEST FOR PROPOSAL — INFLUENCER PROGRAMME", "", "1. Background"]
    bg = f"{d['brand']} is a fast-growing D2C company." if d["brand"] else f"The client ({d['ph'].get('brand') or 'name shared after NDA'}) is a fast-growing D2C company."
    out.append(bg + " " + distractor() + " " + (d["dist"] or ""))
    out.append("")
    out.append("2. The product")
    out.append(f"{d['product'] or 'The product (' + (d['ph'].get('product') or 'name TBD') + ')'} is {d['desc']}.")
    out.append("")
    out.append("3. Audience")
    out.append(join_list(d["aud"]) + "." if d["aud"] is not None else (d["ph"].get("audience") or "To be shared."))
    out.append("")
    out.append("4. Use cases")
    out.append("; ".join(d["uses"]) + ".")
    out.append("")
    out.append("5. Objectives")
    out.append((d["goal"][0].upper() + d["goal"][1:] + ".") if d["goal"] is not None else (d["ph"].get("goal") or "To be agreed."))
    out.append("")
    out.append("6. Commercials")
    out.append(f"Creator budget: {d['budget']}." if d["budget"] is not None else f"Creator budget: {d['ph'].get('budget') or 'to be shared'}.")
    out.append("Agency fees are separate. Proposals due in two weeks.")
    return "\n".join(out)

def t_short(d):
    s = f"{d['product'] or 'New product'} by {d['brand'] or 'us'} — {d['desc']}. "
    if d["aud"] is not None:
        s += f"For {join_list(d['aud'])}. "
    s += f"Use: {', '.join(d['uses'])}. "
    if d["goal"] is not None:
        s += f"Want to {d['goal']}. "
    if d["budget"] is not None:
        s += f"{d['budget']}."
    elif d["ph"].get("budget"):
        s += f"Budget {d['ph']['budget']}."
    return s.strip()

def t_typos(d):
    s = f"Helo, this is from {d['brand'] or 'a brand we cant name yet'}. we are lanching {d['product'] or 'a new product'}, its {d['desc']}. "
    if d["aud"] is not None:
        s += f"Target audiance is {join_list(d['aud'])}. "
    elif d["ph"].get("audience"):
        s += f"Target audiance: {d['ph']['audience']}. "
    s += f"Usecases: {', '.join(d['uses'])}. "
    if d["goal"] is not None:
        s += f"Main objectve is to {d['goal']}. "
    if d["budget"] is not None:
        s += f"Budjet - {d['budget']}. "
    elif d["ph"].get("budget"):
        s += f"Budjet - {d['ph']['budget']}. "
    if d["dist"]:
        s += d["dist"]
    return s.strip()

def t_narrative(d):
    s = f"At {d['brand'] or 'our company (we are ' + (d['ph'].get('brand') or 'in stealth') + ')'}, we've spent two years building {d['product'] or 'our first product'}: {d['desc']}. "
    if d["aud"] is not None:
        s += f"We built it with {join_list(d['aud'])} in mind. "
    s += f"We see people reaching for it during {join_list(d['uses'])}. "
    if d["goal"] is not None:
        s += f"With this campaign we hope to {d['goal']}. "
    if d["dist"]:
        s += d["dist"] + " "
    if d["budget"] is not None:
        s += f"We've set aside {d['budget']} for creators."
    elif d["ph"].get("budget"):
        s += f"The creator budget is {d['ph']['budget']}."
    return s.strip()

def t_formal(d):
    out = ["Dear Sir/Madam,", ""]
    out.append(f"We at {d['brand'] or 'our organisation'} are pleased to introduce {d['product'] or 'our new offering'}, {d['desc']}.")
    if d["aud"] is not None:
        out.append(f"The offering is intended for {join_list(d['aud'])}.")
    elif d["ph"].get("audience"):
        out.append(f"The target audience is {d['ph']['audience']}.")
    out.append(f"Key use cases include {join_list(d['uses'])}.")
    if d["goal"] is not None:
        out.append(f"Our objective is to {d['goal']}.")
    elif d["ph"].get("goal"):
        out.append(f"The objective is {d['ph']['goal']}.")
    if d["budget"] is not None:
        out.append(f"An allocation of {d['budget']} has been approved for influencer marketing.")
    elif d["ph"].get("budget"):
        out.append(f"The budget is {d['ph']['budget']}.")
    if d["dist"]:
        out.append(d["dist"])
    out += ["", "Yours faithfully,", "Head of Marketing", d["brand"] or "(name withheld)"]
    return "\n".join(out)

def t_qa(d):
    out = [f"Q: Which brand?\nA: {d['brand'] or d['ph'].get('brand') or 'Prefer not to say'}"]
    out.append(f"Q: What's the product?\nA: {d['product'] or d['ph'].get('product') or 'Not named yet'} — {d['desc']}")
    out.append(f"Q: Who should see it?\nA: {join_list(d['aud']) if d['aud'] is not None else (d['ph'].get('audience') or 'Not sure')}")
    out.append(f"Q: How do people use it?\nA: {', '.join(d['uses'])}")
    out.append(f"Q: What's the goal?\nA: {d['goal'] if d['goal'] is not None else (d['ph'].get('goal') or 'Undecided')}")
    out.append(f"Q: Budget?\nA: {d['budget'] if d['budget'] is not None else (d['ph'].get('budget') or 'Unknown')}")
    return "\n".join(out)

def t_markdown(d):
    out = [f"# {d['product'] or 'Launch'} brief", "", "## Brand", d["brand"] or d["ph"].get("brand") or "n/a", "", "## Product", f"{d['product'] or d['ph'].get('product') or 'n/a'} — {d['desc']}", ""]
    if d["aud"] is not None or d["ph"].get("audience"):
        out += ["## Audience", join_list(d["aud"]) if d["aud"] is not None else d["ph"]["audience"], ""]
    out += ["## Use cases"] + [f"* {u}" for u in d["uses"]] + [""]
    if d["goal"] is not None or d["ph"].get("goal"):
        out += ["## Goal", d["goal"] if d["goal"] is not None else d["ph"]["goal"], ""]
    if d["budget"] is not None or d["ph"].get("budget"):
        out += ["## Budget", d["budget"] if d["budget"] is not None else d["ph"]["budget"]]
    if d["dist"]:
        out += ["", "## Context", d["dist"]]
    return "\n".join(out)

def t_numbered(d):
    out = [f"1) Brand - {d['brand'] or d['ph'].get('brand') or 'n/a'}", f"2) Product - {d['product'] or d['ph'].get('product') or 'n/a'} ({d['desc']})"]
    out.append(f"3) Audience - {join_list(d['aud']) if d['aud'] is not None else (d['ph'].get('audience') or 'n/a')}")
    out.append(f"4) Uses - {', '.join(d['uses'])}")
    out.append(f"5) Goal - {d['goal'] if d['goal'] is not None else (d['ph'].get('goal') or 'n/a')}")
    out.append(f"6) Budget - {d['budget'] if d['budget'] is not None else (d['ph'].get('budget') or 'n/a')}")
    return "\n".join(out)

def t_voice(d):
    s = f"so um basically we're {d['brand'] or 'a brand, cant say the name yet'}, right, and the thing is called {d['product'] or 'uh we havent named it'}, it's {d['desc']}. "
    if d["aud"] is not None:
        s += f"like the people we want are {join_list(d['aud'])}. "
    s += f"and they'd use it for {join_list(d['uses'])}, stuff like that. "
    if d["goal"] is not None:
        s += f"what we really want is to {d['goal']}. "
    if d["budget"] is not None:
        s += f"and money wise we're looking at {d['budget']}."
    elif d["ph"].get("budget"):
        s += f"budget is {d['ph']['budget']} honestly."
    return s.strip()

def t_forward(d):
    inner = t_keyvalue(d)
    return f"FYI, see below.\n\n---------- Forwarded message ---------\nFrom: {R.choice(['Marketing Desk', 'Sana Qureshi'])} <desk@mailhub.com>\nDate: Mon, 3 Nov\nSubject: Re: creator campaign\nTo: Inflow Team\n\n{inner}"

def t_agency(d):
    ag = R.choice(["Bluefin Media", "Hivemind Collective", "Northstar PR"])
    s = f"Hi, {ag} here on behalf of our client {d['brand'] or '(name under NDA)'}. "
    s += f"They're launching {d['product'] or 'a new product'}, {d['desc']}. "
    if d["aud"] is not None:
        s += f"Core audience: {join_list(d['aud'])}. "
    s += f"Use cases: {', '.join(d['uses'])}. "
    if d["goal"] is not None:
        s += f"Campaign goal: {d['goal']}. "
    elif d["ph"].get("goal"):
        s += f"Campaign goal: {d['ph']['goal']}. "
    if d["dist"]:
        s += d["dist"] + " "
    if d["budget"] is not None:
        s += f"Creator budget is {d['budget']}, excluding our retainer."
    elif d["ph"].get("budget"):
        s += f"Creator budget: {d['ph']['budget']}."
    return s.strip()

def t_productfirst(d):
    s = f"{d['product'] or 'Our new launch'} ({'by ' + d['brand'] if d['brand'] else 'brand ' + (d['ph'].get('brand') or 'confidential')}) is {d['desc']}. "
    if d["aud"] is not None:
        s += f"Perfect for {join_list(d['aud'])}. "
    s += f"Think {join_list(d['uses'])}. "
    if d["goal"] is not None:
        s += f"Target: {d['goal']}. "
    if d["budget"] is not None:
        s += f"Total spend {d['budget']}."
    elif d["ph"].get("budget"):
        s += f"Spend: {d['ph']['budget']}."
    if d["dist"]:
        s += " " + d["dist"]
    return s.strip()

def t_arrow(d):
    out = [f"brand → {d['brand'] or d['ph'].get('brand') or '?'}", f"product → {d['product'] or d['ph'].get('product') or '?'}", f"what → {d['desc']}"]
    if d["aud"] is not None or d["ph"].get("audience"):
        out.append(f"for → {', '.join(d['aud']) if d['aud'] is not None else d['ph']['audience']}")
    out.append(f"use → {', '.join(d['uses'])}")
    if d["goal"] is not None or d["ph"].get("goal"):
        out.append(f"goal → {d['goal'] if d['goal'] is not None else d['ph']['goal']}")
    if d["budget"] is not None or d["ph"].get("budget"):
        out.append(f"budget → {d['budget'] if d['budget'] is not None else d['ph']['budget']}")
    return "\n".join(out)

def t_hinglish_chat(d):
    s = f"bhai ek naya brief aaya hai. {('brand ' + d['brand']) if d['brand'] else 'brand abhi ' + (d['ph'].get('brand') or 'secret')} hai, product {d['product'] or 'ka naam pending'} — {d['desc']}. "
    if d["aud"] is not None:
        s += f"target {join_list(d['aud'], 'aur')} hai. "
    s += f"use: {', '.join(d['uses'])}. "
    if d["goal"] is not None:
        s += f"unko {d['goal']} karna hai. "
    if d["budget"] is not None:
        s += f"budget {d['budget']} ka hai."
    elif d["ph"].get("budget"):
        s += f"budget {d['ph']['budget']}."
    return s.strip()

def t_semicolon(d):
    parts = [f"brand={d['brand'] or d['ph'].get('brand') or ''}", f"product={d['product'] or d['ph'].get('product') or ''}", f"desc={d['desc']}"]
    if d["aud"] is not None:
        parts.append(f"audience={', '.join(d['aud'])}")
    parts.append(f"use_cases={', '.join(d['uses'])}")
    if d["goal"] is not None:
        parts.append(f"goal={d['goal']}")
    if d["budget"] is not None or d["ph"].get("budget"):
        parts.append(f"budget={d['budget'] if d['budget'] is not None else d['ph']['budget']}")
    return "; ".join(parts)

OPEN_TEMPLATES = [t_email, t_slack, t_whatsapp, t_bullets, t_keyvalue, t_table, t_lower, t_hinglish, t_rfp, t_short, t_typos, t_narrative, t_formal]
SEALED_ONLY_TEMPLATES = [t_qa, t_markdown, t_numbered, t_voice, t_forward, t_agency, t_productfirst, t_arrow, t_hinglish_chat, t_semicolon]

# Templates that cannot show a withheld audience/goal without a placeholder phrase: absent means absent.
def build(idx, entry, template, split):
    brand, product, niche, desc, desc_kw, aud, uses, goal, goal_kw, cw = entry
    d = {"brand": brand, "product": product, "desc": desc, "aud": list(aud), "uses": list(uses), "goal": goal, "cw": cw, "ph": {}, "dist": None}
    budget_text, budget_val = make_budget(cw)
    d["budget"] = budget_text
    if R.random() < 0.35:
        d["dist"] = distractor()
    missing = []
    if R.random() < 0.32:
        k = R.random()
        fields = ["budget"] if k < 0.45 else ["brand"] if k < 0.6 else ["product"] if k < 0.7 else ["audience"] if k < 0.8 else ["goal"] if k < 0.9 else ["budget", R.choice(["brand", "goal", "audience"])]
        for f in fields:
            key = {"budget": "budget", "brand": "brand", "product": "product", "audience": "aud", "goal": "goal"}[f]
            d[key] = None
            d["ph"][f] = R.choice(PLACEHOLDER[f]) if R.random() < 0.8 else None
            missing.append(LABEL[f])
    text = template(d)
    # Templates that drop an absent field silently still produce a brief where the field is truly absent.
    expected = {
        "product_name": product if d["product"] else "",
        "brand_name": brand if d["brand"] else "",
        "product_niche": niche,
        "total_budget": budget_val if d["budget"] is not None else None,
        "product_description": desc_kw,
        "target_audience": [aud[0]] if d["aud"] is not None else [],
        "key_use_cases": uses[:2],
        "campaign_goal": goal_kw if d["goal"] is not None else [],
    }
    order = ["Product Name", "Brand Name", "Product Description", "Target Audience", "Key Use Cases", "Campaign Goal", "Product Niche", "Total Budget"]
    missing = [m for m in order if m in missing]
    return {"id": f"h2-{idx:03d}", "split": split, "style": template.__name__[2:], "brief": text, "expected": expected, "missing": missing}

def main():
    open_entries = [e for i, e in enumerate(CATALOGUE) if i not in SEALED_CATALOGUE_IDX]
    sealed_entries = [e for i, e in enumerate(CATALOGUE) if i in SEALED_CATALOGUE_IDX]
    out = []
    idx = 1
    # open part: 85 briefs, every open template, open products
    for n in range(85):
        e = open_entries[n % len(open_entries)]
        t = OPEN_TEMPLATES[n % len(OPEN_TEMPLATES)] if n < 52 else R.choice(OPEN_TEMPLATES)
        out.append(build(idx, e, t, "open")); idx += 1
    # sealed part: 45 briefs, sealed products; ~60% on sealed-only templates
    for n in range(45):
        e = sealed_entries[n % len(sealed_entries)]
        t = SEALED_ONLY_TEMPLATES[n % len(SEALED_ONLY_TEMPLATES)] if n % 5 < 3 else R.choice(OPEN_TEMPLATES)
        out.append(build(idx, e, t, "sealed")); idx += 1
    R.shuffle(out)
    for o in out:
        print(json.dumps(o, ensure_ascii=False))

main()
