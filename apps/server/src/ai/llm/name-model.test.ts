import { describe, expect, it } from 'vitest';
import { extractLocally } from './local.js';
import { nameCandidates, rankNames, refineNames, SHIPPED_NAME_MODEL, trainHead, type NameModel, type TrainExample } from './name-model.js';
import { segment } from './segment.js';

// Every brief here is invented for these tests and is in no fixture.
const texts = (brief: string) => nameCandidates(segment(brief)).map((c) => c.text);
const top = (brief: string, head: 'product' | 'brand') => rankNames(nameCandidates(segment(brief)), SHIPPED_NAME_MODEL[head])[0]?.text;

describe('name candidates', () => {
  it('reads capitalised runs with digits, connectors and their sub-spans', () => {
    const c = texts('Hi team, Brightwave Labs is launching the Orbit X2 Pro. Also the Salt & Pepper No. 7 grinder and Lost in Lucknow.');
    expect(c).toEqual(expect.arrayContaining(['Brightwave Labs', 'Brightwave', 'Orbit X2 Pro', 'X2 Pro', 'Salt & Pepper No. 7', 'Lost in Lucknow']));
    expect(c).not.toContain('the Orbit X2 Pro');
  });

  it('reads each side of a possessive and the whole, and stops at punctuation and dashes', () => {
    const c = texts("Fernway Kitchen's Mango Crunch Bar – out in May, via Quickbasket.");
    expect(c).toEqual(expect.arrayContaining(['Fernway Kitchen', 'Mango Crunch Bar', "Kitchen's Mango Crunch Bar", 'Quickbasket']));
    expect(c).not.toContain('May, via Quickbasket');
    expect(c.some((t) => t.includes('–'))).toBe(false);
  });

  it('reads quoted strings, hashtags, handles and the value of a name label', () => {
    const c = texts('Product: Kettlecloud Brew 2.0, a smart kettle\nTagline "steam dream" for #BrewBetter with @hearthline.in');
    expect(c).toEqual(expect.arrayContaining(['Kettlecloud Brew 2.0', 'steam dream', 'BrewBetter', 'hearthline.in']));
  });

  it('counts a name said twice in different case as one candidate', () => {
    const c = texts('Meet Zestora. ZESTORA is a fizzy tonic.');
    expect(c.filter((t) => t.toLowerCase() === 'zestora')).toHaveLength(1);
  });
});

describe('the trained name model', () => {
  it('picks the product and the brand in briefs it never saw', () => {
    const chat =
      "[09:10] Sam Cole: quick one for the Pebblecast Mini rollout\n[09:11] Sam Cole: it's a pocket projector from Lumora Devices, 300 lumens\n[09:12] Sam Cole: students, movie nights\n[09:12] Sam Cole: budget $12k total";
    expect(top(chat, 'product')).toBe('Pebblecast Mini');
    expect(top(chat, 'brand')).toBe('Lumora Devices');
    const form = 'Product: Kettlecloud Brew 2.0, a smart kettle\nClient: Hearthline Appliances\nBudget: 5 lakh';
    expect(top(form, 'product')).toBe('Kettlecloud Brew 2.0');
    expect(top(form, 'brand')).toBe('Hearthline Appliances');
    const mail = 'Hi team, Brightwave Labs is launching the Orbit X2 Pro, a smart desk lamp. Budget ₹3L.\n\nThanks,\nRahul';
    expect(top(mail, 'product')).toBe('Orbit X2 Pro');
    expect(top(mail, 'brand')).toBe('Brightwave Labs');
  });

  it('fills names the rules leave empty, and says so in the review list', () => {
    const brief = "Fernway Kitchen's Mango Crunch Bar is out next month; gym-goers who snack after workouts. Goal: awareness.";
    const r = extractLocally(brief);
    expect(r.campaign.product_name).toBe('Mango Crunch Bar');
    expect(r.campaign.brand_name).toBe('Fernway Kitchen');
    expect(r.review_fields).toEqual(expect.arrayContaining(['product_name', 'brand_name']));
  });

  it('keeps a rule name it cannot better but all but rules out, and says so (for the review list)', () => {
    const units = segment('Sotto Buds: wireless earbuds for runners.\nNote from Compliance: no medical claims.\nBudget 2L.');
    const r = refineNames(units, { product: 'Sotto Buds', brand: 'Compliance' });
    expect(r.brand).toBe('Compliance');
    expect(r.doubted).toEqual(['brand']);
    const review = extractLocally('Sotto Buds: wireless earbuds for runners.\nNote from Compliance: no medical claims.\nBudget 2L.').review_fields;
    expect(review).toContain('brand_name');
  });

  it('leaves names the rules found alone, and a name said to be withheld empty', () => {
    const units = segment('Hi, Acme here! Our new drink Zing is for gym-goers. Budget: ₹2L.');
    expect(refineNames(units, { product: 'Zing', brand: 'Acme' })).toEqual({ product: 'Zing', brand: 'Acme', fromModel: [], doubted: [] });
    const withheld = segment('Hearthline Appliances here. The product name is still under wraps: a smart kettle, launching in June.');
    expect(refineNames(withheld, { product: '', brand: 'Hearthline Appliances' }).product).toBe('');
  });

  it('replaces a rule pick that is a list of places', () => {
    const units = segment('Hi, Meera from Pahadi Trails here. Our Spiti Winter Expedition leaves from Delhi/Bangalore/Mumbai in January.');
    expect(refineNames(units, { product: 'Spiti Winter Expedition', brand: 'Delhi/Bangalore/Mumbai' }).brand).toBe('Pahadi Trails');
  });

  it('never keeps an amount in any format the money reader knows, nor a bare time phrase, as a name', () => {
    const units = segment('Team Korvalo here. Our Lumen Desk Lamp launches next month; ₩1.5억 for creators.');
    for (const pick of ['₩1.5억', 'R$ 12.000', 'Rs 14', '50k', 'next month']) {
      const got = refineNames(units, { product: 'Lumen Desk Lamp', brand: pick }, { ...SHIPPED_NAME_MODEL, fill: { product: 2, brand: 2 } });
      expect(got.brand, pick).toBe('');
    }
    // A name that merely holds a number stays.
    expect(refineNames(units, { product: 'Lumen Desk Lamp', brand: 'Korvalo 50' }).brand).toBe('Korvalo 50');
  });

  it('never fills an empty name with an amount, however much the model likes it', () => {
    const units = segment('Sotto Buds are wireless earbuds for runners. Launch price Rp 2.899.000 at Kolibri Mart.');
    const likesDigits: NameModel = { product: {}, brand: { digit: 6, bias: -3 }, fill: { product: 2, brand: 0.1 }, replace: { product: 2, brand: 2 } };
    expect(rankNames(nameCandidates(units), likesDigits.brand)[0]?.text).toBe('Rp 2.899.000');
    expect(refineNames(units, { product: 'Sotto Buds', brand: '' }, likesDigits).brand).not.toBe('Rp 2.899.000');
  });

  it('never keeps a pick that starts or ends with a lower-case closed-class word, but keeps one holding such a word inside', () => {
    const units = segment('Team Korvalo here. Our Lumen Desk Lamp launches soon, white-label for now, brand TBD until legal signs off.');
    const off = { ...SHIPPED_NAME_MODEL, fill: { product: 2, brand: 2 } };
    for (const pick of ['white-label for', 'until legal signs off', 'for', 'in gps', 'Lumen is']) {
      expect(refineNames(units, { product: 'Lumen Desk Lamp', brand: pick }, off).brand, pick).toBe('');
    }
    const inside = segment('Brackwater Studio presents Tales from the Hollow Mine, a cosy puzzle game.');
    expect(refineNames(inside, { product: 'Tales from the Hollow Mine', brand: 'Brackwater Studio' }, off).product).toBe('Tales from the Hollow Mine');
  });
});

describe('the trainer', () => {
  const ex = (brief: string, product: string, brand: string): TrainExample => ({ cands: nameCandidates(segment(brief)), product, brand });
  const examples = [
    ex('Hello from Qubit Foods! We are launching Crunchy Qubes, a snack.', 'Crunchy Qubes', 'Qubit Foods'),
    ex('Hello from Marlow Audio! We are launching Tidepods Max, earbuds.', 'Tidepods Max', 'Marlow Audio'),
    ex('Hello from Pine Bikes! We are launching Trail Hopper, a bike.', 'Trail Hopper', 'Pine Bikes'),
  ];

  it('is deterministic', () => {
    const a = trainHead(examples, 'product', { minDocs: 1 });
    const b = trainHead(examples, 'product', { minDocs: 1 });
    expect(a).toEqual(b);
    expect(Object.keys(a).length).toBeGreaterThan(0);
  });

  it('learns from the words around a name', () => {
    const w = trainHead(examples, 'product', { minDocs: 2 });
    const r = rankNames(nameCandidates(segment('Hello from Oakfield Tea! We are launching Ember Chai, a tea.')), w);
    expect(r[0]?.text).toBe('Ember Chai');
  });
});

describe('round 6: names the model never keeps', () => {
  it('strips markdown emphasis around a name and drops an amount or a bare time phrase', () => {
    const units = segment('Brand: **Quillmoor Tea**\nWe launch next month. Numbers: we did Rs 9 crore last year.');
    const r = refineNames(units, { product: 'Rs 9', brand: '**Quillmoor Tea**' });
    expect(r.brand).toBe('Quillmoor Tea');
    expect(r.product).not.toBe('Rs 9');
    expect(refineNames(units, { product: 'next month', brand: 'Quillmoor Tea' }).product).not.toBe('next month');
  });
});

describe('round 6: organisation and owner features', () => {
  it('marks organisation-shaped runs and a name after an owner seen on its own', () => {
    const cands = nameCandidates(segment('Ferncliff Games presents the Ferncliff Lantern Tower.\nThanks,\nTeam Ferncliff'));
    const feats = (t: string) => cands.find((c) => c.text === t)?.features ?? new Set<string>();
    expect(feats('Ferncliff Games').has('orgsuffix')).toBe(true);
    expect(feats('Lantern Tower').has('afterowner')).toBe(true);
    expect(feats('Ferncliff Lantern Tower').has('ownerfirst')).toBe(true);
  });
});

describe('round 12: invented words and guesses from nothing', () => {
  it('marks a span of invented words apart from one of dictionary words', () => {
    const cands = nameCandidates(segment('Zorvexa sent a half-brief: the Breezia Quiet Fan for Golden Harbour homes.'));
    const f = (text: string) => [...(cands.find((c) => c.text === text)?.features ?? [])].filter((x) => x.startsWith('coined'));
    expect(f('Zorvexa')).toEqual(['coined:all']);
    expect(f('Breezia Quiet Fan')).toEqual(['coined:first']);
    expect(f('Golden Harbour')).toEqual(['coined:none']);
  });

  it('never fills an empty name with one ordinary word (Lantern), however much the model likes it, but fills an invented one', () => {
    const likesAll: NameModel = { product: {}, brand: { bias: -5, 'coined:none': 8, 'coined:all': 8 }, fill: { product: 2, brand: 0.5 }, replace: { product: 2, brand: 2 } };
    const plain = segment('Lantern is a fizzy tonic for runners, out in May.');
    expect(rankNames(nameCandidates(plain), likesAll.brand)[0]?.text).toBe('Lantern');
    expect(refineNames(plain, { product: '', brand: '' }, likesAll).brand).toBe('');
    const coined = segment('Zorvexa is a fizzy tonic for runners, out in May.');
    expect(refineNames(coined, { product: '', brand: '' }, likesAll).brand).toBe('Zorvexa');
    // A rule pick of one ordinary word is the rules' reading, not a guess: it is kept.
    expect(refineNames(plain, { product: '', brand: 'Lantern' }, likesAll).brand).toBe('Lantern');
  });
});
