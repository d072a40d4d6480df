// Unit cases for the pieces the extractor is built from: the amount grammar and budget composition,
// the placeholder grammar, and the negative lexicons of names. The sentences are made up for these
// tests (no eval or fixture brief is copied here).
import { describe, expect, it } from 'vitest';
import { composeTerms } from './budget.js';
import { extractLocally } from './local.js';
import { findAmounts } from './money.js';
import { findNames, mailDomains } from './names.js';
import { isPlaceholderValue } from './placeholder.js';
import { classifyLabel, segment } from './segment.js';

const budgetOf = (brief: string) => extractLocally(brief).campaign.total_budget;
const amount = (text: string) => findAmounts(text).map((a) => [a.low, a.high, a.currency]);

describe('amount grammar', () => {
  it('reads numerals with Indian and western grouping, signs and codes', () => {
    expect(amount('₹3,40,000')).toEqual([[340_000, 340_000, 'INR']]);
    expect(amount('USD 62,500')).toEqual([[62_500, 62_500, 'USD']]);
    expect(amount('£7,250')).toEqual([[7_250, 7_250, 'GBP']]);
  });

  it('reads multiplier words and letters', () => {
    expect(amount('₹4.2 lakh')[0]![1]).toBe(420_000);
    expect(amount('INR 3L')[0]![1]).toBe(300_000);
    expect(amount('₹2.3 Cr')[0]![1]).toBe(23_000_000);
    expect(amount('€65K')[0]![1]).toBe(65_000);
    expect(amount('$1.4M')[0]![1]).toBe(1_400_000);
    expect(amount('INR 3.5 million')[0]![1]).toBe(3_500_000);
  });

  it('reads ranges, keeping both ends', () => {
    expect(amount('₹14K se ₹19K')).toEqual([[14_000, 19_000, 'INR']]);
    expect(amount('$2k-$3k')[0]!.slice(0, 2)).toEqual([2_000, 3_000]);
  });

  it('reads budgets written in words, English and Hindi', () => {
    expect(budgetOf('Budget: seven lakh rupees for home creators.')).toBe(700_000);
    expect(budgetOf('Budget: teen crore.')).toBe(30_000_000);
    expect(budgetOf('Budget: thirty thousand dollars.')).toBe(30_000);
  });
});

describe('budget composition', () => {
  it('is count × the higher end of the rate, with ranges of counts at their higher end', () => {
    expect(budgetOf('Budget: 35 creators, ₹45K–55K each.')).toBe(35 * 55_000);
    expect(budgetOf('We want 6-9 gaming creators, Rs 28,000 per head.')).toBe(9 * 28_000);
    expect(budgetOf('Money: ₹11K se ₹16K per creator, 18 creators')).toBe(18 * 16_000);
  });

  it('multiplies a monthly retainer by creators and months', () => {
    expect(budgetOf('Spend: $1,800/month per creator, 7 creators, 4 months.')).toBe(1_800 * 7 * 4);
    expect(budgetOf('Budget: 5 pet creators on a monthly retainer of ₹22,000 each for 3 months.')).toBe(5 * 22_000 * 3);
  });

  it('sums priced groups joined by +', () => {
    expect(composeTerms('budget: 12 creators at ₹18K + 2 celebs at ₹3 lakh each')?.total).toBe(12 * 18_000 + 2 * 300_000);
    expect(composeTerms('Budget: $900/creator × 11 + $4,000 for one podcast host')?.total).toBe(11 * 900 + 4_000);
    expect(composeTerms('Budget: ₹6 lakh')).toBeNull();
  });

  it('ignores past spend, revenue, funding and follower counts', () => {
    expect(budgetOf('Last Holi campaign cost us around ₹22 lakh. Budget: ₹9 lakh for food creators.')).toBe(900_000);
    expect(budgetOf('For context, our annual revenue is ₹85 crore. We raised $7M last year. Budget: ₹14 lakh.')).toBe(1_400_000);
    expect(budgetOf('Our founder has 2.4M followers. Spend: £11,000.')).toBe(11_000);
  });

  it('takes a signed amount standing alone as the budget', () => {
    expect(budgetOf('[10:14] Meera: budget?\n[10:15] Dev: ₹3 Cr')).toBe(30_000_000);
  });
});

describe('placeholder grammar', () => {
  it('recognises values that are unknown, withheld or to come', () => {
    for (const v of [
      'TBD',
      'tba',
      'NA',
      'n/a',
      '—',
      'not decided yet',
      'yet to be finalised',
      'to be agreed',
      'will share separately',
      "we'll confirm next week",
      'pending approval from finance',
      'under embargo',
      'confidential till launch',
      "can't disclose yet",
      'still being discussed internally',
      'open to your suggestions',
      'abhi decide nahi hua',
    ]) {
      expect(isPlaceholderValue(v), v).toBe(true);
    }
  });

  it('leaves real values alone', () => {
    for (const v of ['Nanhe Steps', 'Natura Foods', 'Tidewell', 'TBD, roughly ₹4 lakh', 'college students and young parents', '₹6 lakh']) {
      expect(isPlaceholderValue(v), v).toBe(false);
    }
  });

  it('reports a labelled placeholder as a missing field', () => {
    const r = extractLocally(
      'Brand: Orchard Lane\nProduct: Crispmate Chips, baked apple chips\nAudience: not defined yet\nUse: lunchboxes, road trips\nGoal: 5,000 packs\nBudget: pending approval',
    );
    expect(r.missing_fields).toEqual(['Target Audience', 'Total Budget']);
    expect(r.campaign.brand_name).toBe('Orchard Lane');
  });
});

describe('names: negative lexicons and cues', () => {
  const names = (brief: string) => findNames(segment(brief));

  it('never takes e-mail header words, awards, funding rounds or sale events for names', () => {
    const n = names(
      'To: Inflow Team\nSubject: Brief\n\nHi team,\nWe at Copperpot Living are launching the Emberline Skillet, a cast iron pan. We raised money in our Series B. Winner – Golden Spoon Awards 2025.',
    );
    expect(n.brand).toBe('Copperpot Living');
    expect(n.product).toBe('Emberline Skillet');
    expect(names('Our Big Billion Days push: Zestwave is launching Pulp Pop, a fruit bar.').product).toBe('Pulp Pop');
  });

  it('reads modifier compounds as descriptions, not names', () => {
    expect(names('We are Infosys-backed startup Kheti Mitra. Launching Kheti Mitra Pro, a crop advisory app.').brand).toBe('Kheti Mitra');
  });

  it('reads the brand in informal and Hinglish phrasing', () => {
    expect(names('Hey team — Arvind at Coral Cove Foods. We are launching Reef Crunch, a seaweed snack.').brand).toBe('Coral Cove Foods');
    expect(names('Hum Pehchaan Crafts se hain. Humara naya product Mitti Lamp hai.').brand).toBe('Pehchaan Crafts');
    expect(names('Hum Pehchaan Crafts se hain. Humara naya product Mitti Lamp hai.').product).toBe('Mitti Lamp');
  });

  it("takes the sender's mail domain as evidence for the brand", () => {
    const brief =
      'From: Tara Joshi <tara@fernandfable.in>\nTo: hello@inflow.io\nSubject: new launch\n\nHi! Launching Moss Lamp, a moss-covered night lamp, with Fern & Fable. For plant lovers. Budget: ₹2 lakh.';
    expect(mailDomains(brief)).toEqual(['fernandfable']);
    expect(extractLocally(brief).campaign.brand_name).toBe('Fern & Fable');
  });

  it('reads brands named in brackets, as the client, or as the team', () => {
    expect(names('We (Quarry Coffee) are launching Slate Roast, a dark roast.').brand).toBe('Quarry Coffee');
    expect(names('The client is Harbor Bank and the product is Harbor Saver, a savings app.')).toEqual({ brand: 'Harbor Bank', product: 'Harbor Saver' });
    expect(names('Quick brief from the Pinegate team. We are rolling out Pinegate Pass, a gym membership.').brand).toBe('Pinegate');
  });

  it('reads names from all-lowercase chat', () => {
    const n = names("hi so we're brightnook and we're putting out lumen jar which is a solar lamp. budget is 2 lakh");
    expect(n.brand).toBe('brightnook');
    expect(n.product).toBe('lumen jar');
  });

  it('turns tables, Q/A pairs, chat questions and typo labels into fields', () => {
    expect(classifyLabel('Budjet')).toBe('total_budget');
    expect(classifyLabel('Which brand')).toBe('brand_name');
    const table = names('| Field | Detail |\n|---|---|\n| Brand | Saffron Trail |\n| Product | Kesar Drops |');
    expect(table).toEqual({ brand: 'Saffron Trail', product: 'Kesar Drops' });
    const qa = names('Q: Which brand?\nA: Loomfield\nQ: What is the product?\nA: Weft Throw — a cotton blanket');
    expect(qa.brand).toBe('Loomfield');
    expect(qa.product).toBe('Weft Throw');
    expect(budgetOf('[09:01] Kiran: budget?\n[09:02] Ana: €18K')).toBe(18_000);
  });
});

describe('round 3 rules (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));

  it('reads markdown-emphasised labels and prefers a brand label over a company label', () => {
    const r = extractLocally('*Brand:* Quillmoss\n*Product:* Inkleaf, a refillable fountain pen\n*Budget:* not decided yet');
    expect(r.campaign.brand_name).toBe('Quillmoss');
    expect(r.missing_fields).toContain('Total Budget');
    expect(names('Company: Tarnfield Agro Pvt Ltd\nBrand: Sproutsy\nProduct: Sproutsy Mix, a seed blend').brand).toBe('Sproutsy');
  });

  it('finds a brand no cue names, but never a sentence opener or a place', () => {
    expect(names('Brief — Marigold Health\nProduct: Calmloop, a breathing trainer\nAudience: students').brand).toBe('Marigold Health');
    expect(names('FYI — new inbound: Lantern Mart wants creators for their Glowpack Bundle, a rain kit.').brand).toBe('Lantern Mart');
    expect(names("Agency note: the client wants to stay anonymous. They're launching Brightcard, a cashback card.").brand).toBe('');
  });

  it('reads agency briefs for the client, not the agency', () => {
    const brief =
      'From: Ravi <ravi@loudpeakpr.in>\nTo: team@inflow.app\nSubject: brief\n\nWe are Loudpeak PR and we handle Ember Teas. They are launching Smoke Chai, a smoked black tea.';
    expect(extractLocally(brief).campaign.brand_name).toBe('Ember Teas');
  });

  it('keeps titles whole', () => {
    expect(names('Hi! Kettlebook Press here. We are publishing The Quiet Harbour, a debut novel.').product).toBe('The Quiet Harbour');
    expect(names('We are Pebble Studio. Our show Mina and the Moon is a cartoon series.').product).toBe('Mina and the Moon');
    expect(names("We're launching 'Nana's Recipe Tin', a cookbook box.").product).toBe("Nana's Recipe Tin");
    expect(names('We sell it at Pondicherry stores: launching Tidebar in the UK next.').product).toBe('Tidebar');
  });

  it('reads the budget idioms of round 3', () => {
    expect(budgetOf('For students on a budget. Budget: 12 creators × ₹10,000.')).toBe(120_000);
    expect(budgetOf('Client budget: ₹80,000 per month for 3 months.')).toBe(240_000);
    expect(budgetOf('Budget: ₹6 lakh, split between Instagram (₹4L) and YouTube (₹2L).')).toBe(600_000);
    expect(budgetOf('Budget: 6 creators at ₹50K each, and a 3-month retainer for 2 of them at ₹20K/month.')).toBe(420_000);
    expect(budgetOf('12 food creators, har ek ko ₹15K.')).toBe(180_000);
  });

  it('treats more phrasings as withheld', () => {
    expect(isPlaceholderValue('has not been finalised')).toBe(true);
    expect(isPlaceholderValue("something we'd like to discuss with you on a call")).toBe(true);
    expect(isPlaceholderValue('details will come later')).toBe(true);
    expect(isPlaceholderValue('weekend trips and late-night drives')).toBe(false);
  });
});

describe("the maker's own words in the description", () => {
  it('adds what the maker says it makes when the product sentence lacks it', () => {
    const d = (brief: string) => extractLocally(brief).campaign.product_description;
    expect(d('Hi! Tidyloom here — we make compostable bin liners. New: Loop Liner, a 30 L roll (₹299). For renters.')).toContain('compostable bin liners');
    expect(d('Our client is Swiftpress, a shirt ironing app in Pune. They are launching Press Go: ironing in 3 hours.')).toContain('ironing app');
    expect(d('Hi, Velvetmoss here. We are launching Moss Mat, a moss bath mat that dries fast.')).toBe('Moss Mat, a moss bath mat that dries fast.');
  });
});

describe('round 4 rules (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));

  it('reads layouts: chat stamps with seconds, numbered and dotted labels, unusual label words', () => {
    expect(segment('[02/07/25, 6:05:19 AM] Tanvi: brand is Orchid Row')[0]!.text).toBe('brand is Orchid Row');
    const u = segment('3. Audience. Retired teachers who garden.\nSpend. ₹2 lakh in total.');
    expect(u.map((x) => x.label)).toEqual(['target_audience', 'total_budget']);
    expect(classifyLabel('Commissioned by')).toBe('brand_name');
    expect(classifyLabel('Parent brand')).toBe('brand_name');
    expect(classifyLabel('Prepared by')).toBeNull();
    expect(classifyLabel('Request for proposal')).not.toBe('target_audience');
    expect(classifyLabel('Folks we want')).toBe('target_audience');
    expect(classifyLabel("What we're promoting")).toBe('product_description');
  });

  it('reads a name after a lowercase article, and keeps a capital The', () => {
    expect(names('the product is the Volta Mini 2 — a pocket fan with 3 speeds').product).toBe('Volta Mini 2');
    expect(names("we've made a gadget called the Snapgrip, it holds phones on bikes").product).toBe('Snapgrip');
    expect(names('We are Harbour Sound. Our new album is The Salt Lanterns, an acoustic record.').product).toBe('The Salt Lanterns');
  });

  it('reads more name phrasings', () => {
    expect(names('Humara naya range hai Mitti Magic — clay cookware jo khana tasty banata hai.').product).toBe('Mitti Magic');
    const by = names('Glowberry lip tint by Petal Theory — for teens, school fests + parties.');
    expect([by.product, by.brand]).toEqual(['Glowberry', 'Petal Theory']);
    const cleft = names("Lantern Pro 3 — that's what we're building at Brightfield Labs. It is a camping lamp.");
    expect([cleft.product, cleft.brand]).toEqual(['Lantern Pro 3', 'Brightfield Labs']);
    expect(names('we r pixelpaw, tiny team. new thing is a cat tree called climbr.').brand).toBe('pixelpaw');
  });

  it("does not take a person after 'our founder,' for a name", () => {
    const r = names('A letter from our CEO, Ravi Menon:\nAt Fernbrook we have spent a year on Dewdrop Mist, a face mist for cyclists.');
    expect(r.product).toBe('Dewdrop Mist');
    expect(r.brand).toBe('Fernbrook');
  });

  it('reads an unnamed product from its label as the description', () => {
    const r = extractLocally('Brand: Kelpwise\nProduct: a reusable silicone food bag — name not final yet.\nAudience: families\nBudget: ₹1 lakh');
    expect(r.campaign.product_description).toContain('silicone food bag');
    expect(r.missing_fields).toContain('Product Name');
  });
});

describe('round 4 rules, second batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));

  it("reads 'is ready with', 'X = our client', 'from the makers of X comes Y'", () => {
    const ready = names('Hearthly Goods is finally ready with the Ember Throw — chunky wool blankets in 5 shades.');
    expect([ready.product, ready.brand]).toEqual(['Ember Throw', 'Hearthly Goods']);
    expect(names('Notes\n• Kestrel Bikes = our client, makes gravel bikes\n• launching: Kestrel Ridge, a gravel bike').brand).toBe('Kestrel Bikes');
    const makers = names('From the makers of Tallow soaps comes Tallow Baby — gentle bars for newborn skin.');
    expect([makers.product, makers.brand]).toEqual(['Tallow Baby', 'Tallow']);
  });

  it('reads question labels by what they ask, and story labels as the description', () => {
    expect(classifyLabel("Who's the brand?")).toBe('brand_name');
    expect(classifyLabel('Who is it for')).toBe('target_audience');
    expect(classifyLabel('Logline')).toBe('product_description');
  });

  it("reads 'has been approved' after an amount as the budget, and a count of things under 'Target' as the goal", () => {
    expect(budgetOf('Brand: Qilin Teas. A sum of ₹4 lakh has been approved for this.')).toBe(400_000);
    expect(extractLocally('Brand: Qilin Teas\nProduct: Qilin Oolong\nTarget - 800 hampers\nBudget: ₹1L').campaign.campaign_goal).toContain('800 hampers');
  });

  it('tells a withheld product name from a withheld company name in brackets', () => {
    expect(names("We're launching a new UV 400 polarised sunglass range next week (name under wraps). Brand: Solis").product).toBe('');
    expect(names('A Pune startup (name not public yet) launching Tiffo, a lunchbox warmer.').product).toBe('Tiffo');
  });

  it('takes the brand for the product when the brand is itself described as one and nothing else is named', () => {
    const r = names("I'm Kai, co-founder of Driftnote. Driftnote is a voice-journaling app for night-shift nurses.");
    expect([r.product, r.brand]).toEqual(['Driftnote', 'Driftnote']);
  });

  it('reads lowercase chat phrasings', () => {
    const hi = names('apna brand hai chhotu chai. naya launch hai kulhad kit — clay cups ka set.');
    expect([hi.product, hi.brand]).toEqual(['kulhad kit', 'chhotu chai']);
    const team = names("its the mossy fox team!! our app is called pebblepal — it reminds you to drink water.");
    expect([team.product, team.brand]).toEqual(['pebblepal', 'mossy fox']);
  });

  it('reads a creator type in brackets after the count, and long labelled names', () => {
    expect(extractLocally('Brand: Stillwell\nProduct: Stillpoint, a cork block set\nBudget: 10 creators × ₹40K (yoga/pilates)').campaign.product_niche).toBe('fitness');
    expect(names('Brand: Tarn Valley\nProduct: Tarn Valley Stone Ground Whole Wheat Atta 5kg').product).toBe('Tarn Valley Stone Ground Whole Wheat Atta 5kg');
  });
});

describe('round 4 rules, third batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('drops trade marks and keeps bracketed lists in one clause', () => {
    const r = names('Hi! SnugPaw™ Heated Mat is our newest launch at Furrow Pets — a heated pad for old cats.');
    expect([r.product, r.brand]).toEqual(['SnugPaw Heated Mat', 'Furrow Pets']);
    expect(segment('Honestly the details (audience, goals, budget) are still open.')).toHaveLength(1);
    expect(segment('Goal: sales. Brand & budget: to be confirmed.').some((u) => u.labelText === 'Brand & budget')).toBe(true);
  });

  it('reads more ways of naming the product and its maker', () => {
    expect(names('Our first product: the Mossy Mug, a self-heating mug.').product).toBe('Mossy Mug');
    const baby = names('Big day — Copperfield Teas has a new baby: Smoky Chai Tins, loose-leaf smoked chai.');
    expect([baby.product, baby.brand]).toEqual(['Smoky Chai Tins', 'Copperfield Teas']);
    const from = names('Drift Runner 2 from Pacer Labs, a trail shoe with a rock plate. Audience: hikers.');
    expect([from.product, from.brand]).toEqual(['Drift Runner 2', 'Pacer Labs']);
    expect(names('Naanga Mallige Foods from Madurai. Namma new product Kara Murukku Bites — spicy snack.').brand).toBe('Mallige Foods');
    const ka = names("Hi! Kathaa Stage ka naya show hai 'Ghar Wapsi' — ek comedy play.");
    expect([ka.product, ka.brand]).toEqual(['Ghar Wapsi', 'Kathaa Stage']);
    expect(names('I run Cedar & Cloud Cafe in Shimla with my sister. We are launching Apple Crumble Jar, a dessert.').brand).toBe('Cedar & Cloud Cafe');
    const lc = names("we're the people behind tiffin tales (a cloud kitchen). launching a retail pack called chilli oil 3-pack, very hot.");
    expect([lc.product, lc.brand]).toEqual(['chilli oil 3-pack', 'tiffin tales']);
  });

  it('reads use cases from doing something with it, and Hinglish "ke liye perfect"', () => {
    expect(fields('Brand: Oatlyn. Product: Oatlyn Balm, a skin balm. For cyclists. Apply it on dry patches after a shower or before long rides. Budget: ₹1L.').key_use_cases).toContain('dry patches');
    expect(fields('Brand: Thela. Product: Thela Chaat Kit. Office wale log. Picnic, road trip aur movie night ke liye perfect. Budget: ₹1L.').key_use_cases).toContain('road trip');
    expect(fields('Brand: Loam. Product: Loam Jacket, a rain shell. Made for men 30-45 who cycle to work and camp on weekends. Budget: ₹1L.').target_audience).toContain('men 30-45');
  });

  it("reads 'our target for … is <number>' as a goal and a count of things as no budget", () => {
    expect(fields('Brand: Kite. Product: Kite Go, an app. Our target for the festive season is 40k app installs. Budget: ₹6L').campaign_goal).toContain('40k app installs');
    expect(budgetOf('Brand: Kite. Product: Kite Go. Goal: 80k wishlists before launch.')).toBeNull();
  });
});

describe('round 4 rules, fourth batch (made-up sentences)', () => {
  it("reads 'X — unka/their new product …' for the maker", () => {
    expect(findNames(segment('Mitra Mills — unka naya product hai Mitra Mop X2, ek spin mop.')).brand).toBe('Mitra Mills');
    expect(findNames(segment('Brightpath: their new app Brightpath Kids teaches phonics.')).brand).toBe('Brightpath');
  });

  it('keeps a label with lowercase words whole, and reads money for the creators as a whole as a total', () => {
    const u = segment('Goal: 900 sign-ups; Audience: nurses; Budget earmarked for creators: INR 7 lakh');
    expect(u.some((x) => x.labelText === 'Budget earmarked for creators')).toBe(true);
    expect(budgetOf('Brand: Vela. Product: Vela Pad. Budget for creators: ₹12 lakh.')).toBe(1_200_000);
  });

  it('does not read deliverable counts as money', () => {
    expect(budgetOf('Budget: 10 creators at ₹8,000-₹12,000 per creator (1 Reel + 2 Stories each)')).toBe(120_000);
  });
});

describe('round 4 rules, fifth batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('reads misspelt budgets, chat handles as speakers and Hinglish "X se <name>"', () => {
    expect(budgetOf('Brand: Tolu. Product: Tolu Pen. bugdet 1.5 lakh')).toBe(150_000);
    const chat = 'anu_k: brand = Pebblewick\nanu_k: product = Pebblewick Lamp, a salt lamp\nanu_k: budget 2 lakh';
    expect(segment(chat)[0]!.text).toBe('brand = Pebblewick');
    const hi = names('Hi ji, Ghar Seva Solutions se Suresh. Humne shuru kiya hai FixIt Now — plumber 30 minute mein.');
    expect([hi.product, hi.brand]).toEqual(['FixIt Now', 'Ghar Seva Solutions']);
  });

  it('reads names in two-name lines, quoted titles with The, and a name after a generic noun phrase', () => {
    const two = names('Orka Audio — Orka Buds 2.\nBudget 3 lakh.');
    expect([two.product, two.brand]).toEqual(['Orka Buds 2', 'Orka Audio']);
    expect(names("Big news from Parcelly. We're doing 'The Snack Crate' — a box of 12 regional snacks.").product).toBe('The Snack Crate');
    expect(names("Hi, this is Ira with Tollway. We've just released the Tollway app update, Tollway Go — it pays tolls by UPI.").product).toBe('Tollway Go');
    expect(names('Founder here (Dr. Kavita Rao). I built Sugar Sense, a glucose patch, under my company Oriel Diagnostics.').brand).toBe('Oriel Diagnostics');
    expect(names("Hello from Alibag! We're Salt Marsh Farms, a family farm. Our new label is Marsh Honey, raw honey.").brand).toBe('Salt Marsh Farms');
  });

  it('reads who a product is for before a participle clause, and "kaam aayega" as a use', () => {
    expect(fields("Brand: Giftly. Product: Giftly Box, a hamper. It's for office managers buying festive gifts. Goal: 500 boxes. Budget ₹1L.").target_audience).toContain('office managers');
    expect(fields('Brand: Rasta. Product: Rasta Pass, ek toll card. Truck drivers ke liye. Highway trips aur night drives pe kaam aayega. Budget ₹1L.').key_use_cases).toContain('night drives');
  });

  it('does not take a line of names for a description', () => {
    expect(extractLocally('Orka Audio — Orka Buds 2.\nBudget 3 lakh.').missing_fields).toContain('Product Description');
  });
});

describe("round 4: a 'for' list mixing people and occasions", () => {
  it('gives the people to the audience and the occasions to the use cases', () => {
    const c = extractLocally('Quillo sparkling tea by Fernleaf Co. — for gym regulars, post-run cooldowns + picnics. Goal: trials. ₹2L.').campaign;
    expect(c.target_audience).toContain('gym regulars');
    expect(c.key_use_cases).toContain('picnics');
  });
});

describe('round 4 rules, sixth batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('reads more name cues: working titles, a name tagged (brand), Hindi "yahan", "la rahe hain X"', () => {
    expect(names('Our new game (working title: Monsoon Market) is a trading sim.').product).toBe('Monsoon Market');
    expect(names('Kelp Street (brand) — our Sea Salt Crisps come in 4 flavours.').brand).toBe('Kelp Street');
    const hi = names('Saaz Naturals yahan. Hum la rahe hain Neem Glow Soap — handmade neem soap.');
    expect([hi.product, hi.brand]).toEqual(['Neem Glow Soap', 'Saaz Naturals']);
  });

  it("does not take an adjective 'debut' for a launch verb, and reads 'publishing'", () => {
    expect(names("We're publishing 'The Salt Orchard', a novel by debut author Mira Lal.").product).toBe('The Salt Orchard');
  });

  it('reads slashed labels and keeps a capital The opening a labelled value', () => {
    expect(classifyLabel('Venue/product')).toBe('product_name');
    expect(names('Brand: Kothi Stays\nProduct: The Mango Room at Kothi Jaipur — a garden suite').product).toBe('The Mango Room');
  });

  it("reads 'pitching it at' as the audience, and an activity with creators in it as a use", () => {
    expect(fields('Brand: Vento. Product: Vento Shell, a rain jacket. We are pitching it at bike couriers and hikers. Budget ₹1L.').target_audience).toContain('bike couriers');
    expect(fields('Brand: Arcadia. Product: Arcadia Con, a comic festival. People come for panels, signings and meeting creators. Budget ₹1L.').key_use_cases).toContain('panels');
  });

  it("prefers creators' rates over a price split off by a semicolon", () => {
    expect(budgetOf("Brand: Loft. Product: Loft Bag. It weighs 300 g; ₹4,999.\nThinking 6 travel creators at ₹20,000 each.")).toBe(120_000);
    expect(budgetOf('Tally Mat by Corewell: a yoga mat. For beginners. Goal: 5k sales. $6k.')).toBe(6_000);
  });
});

describe('round 4 rules, seventh batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('reads more maker phrasings', () => {
    const dashBy = names('Presenting Loop Lite — by Strideform. Strideform makes sandals.');
    expect([dashBy.product, dashBy.brand]).toEqual(['Loop Lite', 'Strideform']);
    const makers = names('Oak & Ember, makers of Smoky Salt and Chilli Honey, introduce Garlic Crunch Oil: a crunchy chilli oil.');
    expect([makers.product, makers.brand]).toEqual(['Garlic Crunch Oil', 'Oak & Ember']);
    const back = names('Tango Soda is back! Brisa Drinks is relaunching Tango Soda in cans.');
    expect([back.product, back.brand]).toEqual(['Tango Soda', 'Brisa Drinks']);
    expect(names("Meet Dosa Kit, Idli Co's answer to the café breakfast: batter, chutney and a pan.").brand).toBe('Idli Co');
    expect(names('To the Inflow team — Vardhan Capital Ltd. intends to promote its new product, Vardhan Gold Saver, a gold savings plan.').brand).toBe('Vardhan Capital Ltd.');
    expect(names('Halden Audio | Hush One launch brief\nHush One are wireless earbuds.').product).toBe('Hush One');
  });

  it('reads a place after an organisation noun, the domain as a prefix of a longer name, and lowercase "x here"', () => {
    expect(names('we are a tiny ceramics studio from Kalimpong. launching Cloud Cups, stoneware mugs.').brand).not.toBe('Kalimpong');
    expect(fields('From: ana@tidepoolco.in\nTo: x@inflow.in\nSubject: hi\n\nWe are doing the Tidepool Co Summer Tote — a canvas bag.').brand_name).toBe('Tidepool Co');
    expect(names('hey! moss & mortar here. we make plant pots. new one is called bloompot, a self-watering pot.').brand).toBe('moss & mortar');
  });

  it('reads new label words and slashed label runs', () => {
    expect(classifyLabel('Jobs to be done')).toBe('key_use_cases');
    expect(classifyLabel('North star')).toBe('campaign_goal');
    expect(classifyLabel('Total outlay')).toBe('total_budget');
    expect(classifyLabel('ICP')).toBe('target_audience');
    expect(segment('Client — Harbor Tea / Product — Harbor Chai Mix / Budget — ₹2 lakh').map((u) => u.label)).toEqual(['brand_name', 'product_name', 'total_budget']);
    expect(fields("Brand: Vela. Product: Vela Tins, sardines. We're after home cooks and gym folks. Budget ₹1L.").target_audience).toContain('home cooks');
  });
});

describe('round 4: last-resort product scorer and names opening with digits', () => {
  const names = (brief: string) => findNames(segment(brief));
  it('finds a product no cue names when the text says what it is, but not a heading in capitals', () => {
    expect(names('Our team at Kiln Works has spent months on Ember Mug: a self-heating mug for desks.').product).toBe('Ember Mug');
    expect(names('REQUEST FOR PROPOSAL — INFLUENCER PROGRAMME\nAbout us: Kiln Works makes mugs.').product).toBe('');
  });
  it('reads names that open with digits glued to a word', () => {
    expect(names("Hi, 24Seven Mart here. We're launching 24Seven Fresh, a 10-minute grocery app.").brand).toBe('24Seven Mart');
  });
});

describe('round 4 rules, eighth batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('reads dot leaders, arrow one-liners and Hinglish label words', () => {
    expect(segment('Brand ........ Kestrel Tea\nBudget ....... ₹2 lakh').map((u) => u.label)).toEqual(['brand_name', 'total_budget']);
    const c = fields('Halo Buds by Tonemint → ₹999 earbuds → for students & gamers → goal 5k units → 8 tech creators × 20k');
    expect(c.target_audience).toContain('students');
    expect(c.campaign_goal).toContain('5k units');
    expect(classifyLabel('kiske liye')).toBe('target_audience');
    expect(classifyLabel('kya hai')).toBe('product_description');
    expect(classifyLabel('kab pehnenge')).toBe('key_use_cases');
  });

  it('reads more name cues: (from Y), an edition, numbering abbreviations, a brief heading, an appositive before the verb', () => {
    const from = names('Rentwise Pro (from Homely Labs) tracks rent and deposits.');
    expect([from.product, from.brand]).toEqual(['Rentwise Pro', 'Homely Labs']);
    expect(names("We're Dune Days, a desert festival. This year's edition, Dune Days Vol. 3, has 12 acts.").product).toBe('Dune Days Vol. 3');
    expect(names('Cycle brief — Arrow Bikes\nModel: Arrow Swift 2 (₹22,000)').brand).toBe('Arrow Bikes');
    expect(names('Brook & Pine, the Leeds soap makers, are releasing Moss Bar, a cedar soap.').brand).toBe('Brook & Pine');
    expect(names('Scope of Work — Creator Programme\nProduct: Lumen Card, a credit card').brand).not.toBe('Scope of Work');
  });

  it('reads Hinglish "isko … ke liye" as a use, and withholds a description said to be under NDA', () => {
    expect(fields('Brand: Rann. Product: Rann Cup, ek cricket league. Log isko weekend matches aur live streams ke liye follow karenge. Budget ₹1L.').key_use_cases).toContain('weekend matches');
    expect(extractLocally('Brand: Kivo\nProduct: Kivo Pod\nDescription: under NDA until launch\nBudget: ₹2 lakh').missing_fields).toContain('Product Description');
  });
});

describe('round 4 rules, ninth batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('reads field nouns inside longer labels and a label naming both brand and product', () => {
    expect(classifyLabel('Name of organisation')).toBe('brand_name');
    expect(classifyLabel('Product to be promoted')).toBe('product_name');
    const both = names('Brand & product: Pebblepost (same name)\nWhat: a letter subscription for kids');
    expect([both.product, both.brand]).toEqual(['Pebblepost', 'Pebblepost']);
    expect(names('NOTICE INVITING PROPOSALS\nProduct: a handloom stole range').product).toBe('');
  });

  it('reads Hinglish "company ka naam hai X", and a lowercase brand after "we\'re" in mixed text', () => {
    const hi = names('Humari company ka naam hai Tadka Town aur product ka naam hai Dal Bomb — instant dal.');
    expect([hi.product, hi.brand]).toEqual(['Dal Bomb', 'Tadka Town']);
    expect(names("Hi! We're paper moon press (small letters on purpose). Our new diary is the Moon Planner — a planner.").brand).toBe('paper moon press');
  });

  it('reads implicit goals and uses, "money\'s", and Hinglish possessives', () => {
    const c = fields("Honestly we need people to try Orla's new Ginger Shots — cold-pressed shots. For office workers. Take two before a long day. Money's ₹3 lakh.");
    expect(c.campaign_goal).toContain('people to try');
    expect(c.key_use_cases).toContain('before a long day');
    expect(c.total_budget).toBe(300_000);
    expect(fields('Brand: Kite. Product: Kite Planner, a study planner. It fits into exam weeks and group study. Budget ₹1L.').key_use_cases).toContain('exam weeks');
    expect(fields('Brand: Chatpata. Product: Chatpata Kit. Picnic aur bachchon ke birthday ke liye. Budget ₹1L.').key_use_cases).toContain('birthday');
  });
});

describe('round 4 rules, tenth batch (made-up sentences)', () => {
  const names = (brief: string) => findNames(segment(brief));
  const fields = (brief: string) => extractLocally(brief).campaign;

  it('does not take a price with only "around" for the budget when creators are paid elsewhere', () => {
    expect(budgetOf('we are launching the Oakline Bench, a garden bench, around thirty thousand rupees. budget is six creators at twenty thousand each.')).toBe(120_000);
  });

  it('reads "love to sell" as a goal, "they\'re <noun>" as a description', () => {
    expect(fields("Brand: Tarn. Product: Tarn Rack, a wall rack. For renters. We'd love to sell about two hundred racks. Budget ₹1L.").campaign_goal).toContain('two hundred racks');
    expect(fields("Hi, Frosty Co. here. Presenting Berry Pops. They're ice lollies made with real berries, ₹40 each. For kids. Budget ₹1L.").product_description).toContain('ice lollies');
  });

  it('reads more maker and product cues', () => {
    const hi = names('Namaste! Pawsome Vet clinics ki taraf se — hum shuru kar rahe hain PetLine, ek vet helpline.');
    expect([hi.product, hi.brand]).toEqual(['PetLine', 'Pawsome Vet']);
    expect(names('Goal: 900 covers. Budget ₹2 lakh. — Team Ember Table Hospitality').brand).toBe('Ember Table Hospitality');
    const lc = names("hey so im from moss bros (the soap ppl) and we got a new bar called the cedar block. it's for hikers.");
    expect([lc.product, lc.brand]).toEqual(['cedar block', 'moss bros']);
    expect(names("Hello! Brush Box here. Our new 'corner shelf kit' has a shelf, screws and a guide.").product).toBe('corner shelf kit');
    expect(fields('We are launching our Kesar Tea subscription, named Kesar Daily, a tin every month. Brand: Kesar Co.').product_description).toContain('Kesar Tea subscription');
  });
});

describe('round 6 budget rules (made-up sentences)', () => {
  it('multiplies a rate per deliverable by the deliverables each creator makes', () => {
    expect(budgetOf('Fees: 6 bloggers, 3 posts each, ₹4,000 per post.')).toBe(72_000);
    expect(budgetOf('We can do 4 influencers with two reels each at $900 per reel.')).toBe(7_200);
  });

  it('reads a rate times a count written after it, one line per deliverable', () => {
    expect(budgetOf('Rates:\n- Instagram reel: ₹9,000 x 12\n- Podcast mention: ₹20,000 x 2')).toBe(148_000);
  });

  it('takes tier words (micro, macro, mid-tier) as creators and keeps each tier with its own count', () => {
    expect(budgetOf('Budget: 2 macro at ₹2L each, and 20 micro at 10k each.')).toBe(600_000);
    expect(budgetOf('spend plan: 4 mega streamers @ $5k each, 10 mid-tier @ $1k each, 25 nano streamers @ $200 each')).toBe(35_000);
  });

  it('counts any plural priced each in a sum, not only creator nouns', () => {
    expect(budgetOf('Budget: 4 yoga creators at $700 each, plus 2 physiotherapists at $1,500 each.')).toBe(5_800);
  });

  it('reads a retainer whose creators and months follow in the same line, and months after "·", "|" or "mo"', () => {
    expect(budgetOf('budget: €1.5k/mo retainer, 4 vloggers, 3 months')).toBe(18_000);
    expect(budgetOf('3 chess streamers on retainer · $1,000/month each · 2 months')).toBe(6_000);
    expect(budgetOf('Retainer | 5 creators x INR 40K/mo x 3 mo')).toBe(600_000);
  });

  it('counts creators from a bare number opening a creators field, and months of a "6-month commitment"', () => {
    expect(budgetOf('Influencers: 7, ₹25,000 per influencer')).toBe(175_000);
    expect(budgetOf('- Creators: 4 in total, food/travel, €900 per creator (covers 2 reels)')).toBe(3_600);
    expect(budgetOf('Fees: €700/month retainer per creator, 3 creators, 4-month commitment.')).toBe(8_400);
  });

  it('reads a rate per stream or session like one per deliverable', () => {
    expect(budgetOf('looking for ~5 twitch streamers. $1.5K per stream, two streams each.')).toBe(15_000);
  });

  it('reads "$X flat per creator"', () => {
    expect(budgetOf('£300 flat per creator, 12 creators.')).toBe(3_600);
  });

  it('leaves out past spend even after a comma, grants, funding, metrics and a price per person', () => {
    expect(budgetOf('Last season, the brand spent about ₹6 lakh on influencers; for this launch it has set aside ₹9 lakh.')).toBe(900_000);
    expect(budgetOf('Creators: ₹50,000 per creator, 6 creators. We received a ₹2 crore grant from a trust for the clinics.')).toBe(300_000);
    expect(budgetOf('Budget: 10 creators at $400 each. Our trial CAC was $12, ignore that.')).toBe(4_000);
    expect(budgetOf('Fees: 5 creators at €2,000 each. For context, the cruise retails at €2,400 per person and creators travel free.')).toBe(10_000);
    expect(budgetOf('Budget: 8 creators, ₹30,000 to ₹40,000 per creator. In spring we had spent roughly 4 lakh on radio, which is separate.')).toBe(320_000);
  });

  it('does not read a budget as withheld from "… our snack budget." with nothing after it', () => {
    expect(budgetOf('Creators: 2 comedy creators on a monthly retainer of ₹80,000 each for 3 months.\nIt costs less than our snack budget.')).toBe(480_000);
  });
});

describe('round 6 layout rules (made-up sentences)', () => {
  it("reads markdown headings decorated with emoji, longer '#' headings and checkbox bullets", () => {
    const c = extractLocally(
      "# Creator brief: Tallowby Candles\n\n## 🕯️ Who we're speaking with\n- Renters who like cosy evenings\n\n## How people will use it ✨\n- [ ] Reading nights in winter\n- [ ] Slow Sunday baths\n\n## Budget\n$5,000 total",
    ).campaign;
    expect(c.target_audience).toContain('Renters');
    expect(c.key_use_cases).toContain('Reading nights');
    expect(c.key_use_cases).not.toContain('[ ]');
  });
});

describe('values withheld in more ways (made-up sentences)', () => {
  it('reads undecided in Indian languages, a named person to confirm, a request for advice and a promise to come back', () => {
    expect(isPlaceholderValue('innum decide pannala, partners kitta pesitu solren')).toBe(true);
    expect(isPlaceholderValue('ippo fix aayittilla, discuss cheythittu parayam')).toBe(true);
    expect(isPlaceholderValue('abhi final kaledu')).toBe(true);
    expect(isPlaceholderValue('not agreed yet – Nia wants sales, Tomos wants awareness')).toBe(true);
    expect(isPlaceholderValue('(leave blank, Rhys to confirm with sales)')).toBe(true);
    expect(isPlaceholderValue('— (we would like your recommendation)')).toBe(true);
    expect(isPlaceholderValue("cool, I'll hold off on that section then")).toBe(true);
    expect(isPlaceholderValue("honestly need to check w/ the ops team on who's joining now vs who we want, will circle back")).toBe(true);
    expect(isPlaceholderValue('runners who train before work and set a fixed route')).toBe(false);
    expect(isPlaceholderValue('Tom to the rescue: a stain remover for parents')).toBe(false);
    expect(isPlaceholderValue('withheld until the festival line-up is out on 3 Oct (a big Durban comedy festival, you would know it)')).toBe(true);
    expect(isPlaceholderValue('confidential for now — one of the larger haircare houses, we can share the name after contracts are signed')).toBe(true);
    expect(isPlaceholderValue('confidential skincare formulas made in small batches by three chemists in Durban for sensitive skin')).toBe(false);
  });

  it('reports such a field missing', () => {
    const r = extractLocally('Brand: Kovai Crisp\nProduct: Millet Murukku Minis\nAudience: office snackers in Coimbatore\nGoal: goal enna nu innum decide pannala, partners kitta pesitu solren\nBudget: ₹2 lakh');
    expect(r.campaign.campaign_goal).toBe('');
    expect(r.missing_fields).toContain('Campaign Goal');
  });
});
