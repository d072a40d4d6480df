import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ZCreatorInput, type TCreatorInput } from '@inflow/contracts';
import { describe, expect, it } from 'vitest';
import { Rng, generateCreators } from '../../db/seed/creators-generator.js';
import { CREATOR_CSV_COLUMNS, CsvFormatError, creatorsToCsv, csvCell, parseCreatorsCsv } from './csv.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

const HEADER = 'name,handle,platform,niche,followers_count,engagement_rate,country';
/** One-row CSV with the required columns plus `extra` columns. */
const oneRow = (values: Partial<Record<string, string>>) => {
  const base: Record<string, string> = { name: 'Asha Rao', handle: 'asha', platform: 'instagram', niche: 'food', followers_count: '1000', engagement_rate: '3', country: 'IN' };
  const all = { ...base, ...values };
  const keys = Object.keys(all);
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${keys.join(',')}\n${keys.map((k) => cell(all[k]!)).join(',')}\n`;
};
const parseOne = async (values: Partial<Record<string, string>>) => {
  const r = await parseCreatorsCsv(oneRow(values));
  return { creator: r.rows[0]?.creator, reason: r.rejected[0]?.reason };
};
const formatError = async (input: string | Buffer, opts?: { maxRows?: number }) => {
  try {
    await parseCreatorsCsv(input, opts);
  } catch (err) {
    if (err instanceof CsvFormatError) return err;
    throw err;
  }
  throw new Error('expected a CsvFormatError');
};

describe('parseCreatorsCsv: fixtures', () => {
  it('accepts every row of creators-valid.csv, with aliases, units and multi-line fields', async () => {
    const r = await parseCreatorsCsv(fixture('creators-valid.csv'));
    expect(r.rejected).toEqual([]);
    expect(r.total_rows).toBe(22);
    expect(r.rows).toHaveLength(22);
    // Row 3 has a two-line bio, so the next row starts on line 6.
    expect(r.rows.map((x) => x.line)).toEqual([2, 3, 4, ...Array.from({ length: 19 }, (_, i) => i + 6)]);
    const byHandle = new Map(r.rows.map((x) => [x.creator.handle, x.creator]));
    expect(byHandle.get('meerascurryhouse')).toMatchObject({
      channel_name: "Meera's Curry House",
      followers_count: 48_200,
      engagement_rate: 5.1,
      avg_views: 12_400,
      phone: '+919840123456',
      typical_rate: 18_000,
      currency: 'INR',
      topics: ['south indian recipes', 'tiffin recipes', 'baking'],
    });
    expect(byHandle.get('arjun.techreviews')).toMatchObject({ platform: 'youtube', followers_count: 1_200_000, typical_rate: 150_000, topics: ['smartphones', 'laptops', 'audio gear'] });
    expect(byHandle.get('snehafitlife')).toMatchObject({ bio: 'Certified yoga teacher from Pune.\nFree beginner plans every Monday.', topics: ['yoga', 'home workouts', 'mobility'] });
    expect(byHandle.get('kavyaglow')).toMatchObject({ typical_rate: 35_000, currency: 'INR' });
    expect(byHandle.get('ananya.parenting')).toMatchObject({ country: 'IN', language: 'en' });
    expect(byHandle.get('oliviahughesstyle')).toMatchObject({ country: 'GB', currency: 'GBP', typical_rate: 650 });
    expect(byHandle.get('sofiaviaja')).toMatchObject({ name: 'Sofía Hernández', typical_rate: 45_000, currency: 'MXN' });
    expect(byHandle.get('chloe.decor')).toMatchObject({ typical_rate: 450, currency: 'EUR', phone: '+33639981234' });
    for (const { creator } of r.rows) expect(ZCreatorInput.parse(creator)).toEqual(creator);
  });

  it('reports each broken row of creators-mixed.csv with its line and the field', async () => {
    const r = await parseCreatorsCsv(fixture('creators-mixed.csv'));
    expect(r.total_rows).toBe(15);
    // Since 0017 a category outside the niches maps to the closest one (line 5, "crypto art") and a national phone number
    // is read in the row's country (line 10, "98470 12345" in IN): neither rejects its row any more.
    expect(r.rows.map((x) => x.line)).toEqual([2, 5, 6, 10, 17, 19]);
    const byLine = new Map(r.rows.map((x) => [x.line, x.creator]));
    expect(byLine.get(5)).toMatchObject({ niche: 'finance', topics: ['crypto art'] });
    expect(byLine.get(10)).toMatchObject({ phone: '+919847012345' });
    const reasons = Object.fromEntries(r.rejected.map((x) => [x.line, x.reason]));
    expect(Object.keys(reasons).map(Number)).toEqual([3, 4, 9, 11, 12, 13, 14, 15, 16]);
    expect(reasons[3]).toMatch(/^email: must be a valid email address/);
    expect(reasons[4]).toMatch(/^platform: "facebook" is not one of instagram, youtube, tiktok, twitter/);
    expect(reasons[9]).toMatch(/^followers_count: must be 0 or more/);
    expect(reasons[11]).toMatch(/^engagement_rate: must be a percentage between 0 and 100/);
    expect(reasons[12]).toMatch(/^email: duplicate of line 2/);
    expect(reasons[13]).toMatch(/^handle: duplicate of line 6/);
    expect(reasons[14]).toBe('name: is required');
    expect(reasons[15]).toMatch(/^followers_count: "lots" is not a number/);
    expect(reasons[16]).toMatch(/^country: "Narnia"/);
    expect(r.rows.length + r.rejected.length).toBe(r.total_rows);
  });

  it('rejects creators-malformed.csv as a whole, naming the line of the unclosed quote', async () => {
    const err = await formatError(fixture('creators-malformed.csv'));
    expect(err.line).toBe(5);
    expect(err.message).toMatch(/^line 5: .*unclosed quote/);
  });
});

describe('parseCreatorsCsv: file structure', () => {
  it('names every missing required column, whatever the header case and aliases', async () => {
    const err = await formatError('Name,Handle\nA,b\n');
    expect(err.missingColumns).toEqual(['platform', 'niche', 'followers_count', 'engagement_rate', 'country']);
    expect(err.message).toMatch(/missing required columns platform, niche, followers_count, engagement_rate, country/);
    const ok = await parseCreatorsCsv('FULL NAME,Username,Network,Category,Subscribers,ER,Country Code\nA,b,yt,tech,10k,3%,us\n');
    expect(ok.rows[0]?.creator).toMatchObject({ name: 'A', handle: 'b', platform: 'youtube', niche: 'technology', followers_count: 10_000, engagement_rate: 3, country: 'US' });
    expect((await formatError('name;handle;platform\n')).message).toMatch(/";" or tabs/);
  });

  it('refuses two columns that mean the same field and lists unknown ones', async () => {
    expect((await formatError(`${HEADER},subscribers\n`)).message).toMatch(/"followers_count" and "subscribers" both mean followers_count/);
    const r = await parseCreatorsCsv(`${HEADER},Notes,\nA,a,ig,food,1,1,IN,vip,\n`);
    expect(r.ignored_columns).toEqual(['Notes', '(column 9, no name)']);
    expect(r.rows).toHaveLength(1);
  });

  it('rejects a row with a different number of columns, with its line (CRLF, multi-line fields)', async () => {
    const csv = `${HEADER},bio\r\nA,a,ig,food,1,1,IN,"two\r\nlines"\r\n\r\nB,b,ig,food,1,1,IN,x,extra\r\n`;
    const err = await formatError(csv);
    expect(err.line).toBe(5);
    expect(err.message).toBe('line 5: the row has 9 columns but the header has 8');
  });

  it('rejects stray quotes with the line', async () => {
    expect((await formatError(`${HEADER}\nA,a,ig,food,1,1,IN\nB,b"x,ig,food,1,1,IN\n`)).line).toBe(3);
    expect((await formatError(`${HEADER}\nA,"a"x,ig,food,1,1,IN\n`)).line).toBe(2);
  });

  it('handles a BOM, CRLF, blank lines and fully empty rows', async () => {
    const r = await parseCreatorsCsv(`\uFEFF${HEADER}\r\n\r\nA,a,ig,food,1,1,IN\r\n,,,,,,\r\nB,b,ig,food,1,1,IN`);
    expect(r.rows.map((x) => x.line)).toEqual([3, 5]);
    expect(r.total_rows).toBe(2);
  });

  it('enforces maxRows (default 100,000)', async () => {
    const rows = (n: number) => `${HEADER}\n${Array.from({ length: n }, (_, i) => `A,a${i},ig,food,1,1,IN`).join('\n')}\n`;
    expect((await parseCreatorsCsv(rows(3), { maxRows: 3 })).rows).toHaveLength(3);
    expect((await formatError(rows(4), { maxRows: 3 })).message).toMatch(/more than 3 rows/);
  });

  it('rejects empty, non-UTF-8 and BOM-less UTF-16 files; reads UTF-16 with a BOM', async () => {
    expect((await formatError('')).message).toMatch(/empty/);
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\nJos`), Buffer.from([0xe9]), Buffer.from(',jose,ig,food,1,1,ES\n')]);
    expect((await formatError(latin1)).message).toMatch(/^line 2: .*not valid UTF-8/);
    expect((await formatError(Buffer.from(`${HEADER}\nA,a,ig,food,1,1,IN\n`, 'utf16le'))).message).toMatch(/UTF-16/);
    const utf16 = await parseCreatorsCsv(Buffer.from(`\uFEFF${HEADER}\nJosé,jose,ig,food,1,1,ES\n`, 'utf16le'));
    expect(utf16.rows[0]?.creator.name).toBe('José');
  });

  it('reads strings, Buffers and streams alike', async () => {
    const text = readFileSync(path.join(fixtures, 'creators-mixed.csv'), 'utf8');
    const fromString = await parseCreatorsCsv(text);
    expect(await parseCreatorsCsv(Buffer.from(text))).toEqual(fromString);
    // Small chunks split multi-byte characters and CRLFs across writes.
    const chunks = text.match(/[\s\S]{1,7}/g)!.map((s) => Buffer.from(s));
    expect(await parseCreatorsCsv(Readable.from(chunks))).toEqual(fromString);
    const failing = new Readable({ read() { this.destroy(new Error('disk on fire')); } });
    await expect(parseCreatorsCsv(failing)).rejects.toThrow('disk on fire');
  });

  it('counts physical lines right with multi-line fields, blank lines and either line ending', async () => {
    for (const eol of ['\n', '\r\n']) {
      const rng = new Rng(99, eol.length);
      let text = `${HEADER},bio${eol}`;
      let line = 2;
      const expected: number[] = [];
      for (let i = 0; i < 300; i++) {
        while (rng.chance(0.1)) {
          text += eol;
          line++;
        }
        const breaks = rng.chance(0.3) ? 1 + rng.int(3) : 0;
        const bio = Array.from({ length: breaks + 1 }, (_, k) => `part ${k}, "quoted"`).join(eol);
        expected.push(line);
        text += `N${i},h${i},ig,food,${i},1,IN,"${bio.replace(/"/g, '""')}"${eol}`;
        line += breaks + 1;
      }
      const r = await parseCreatorsCsv(text);
      expect(r.rejected).toEqual([]);
      expect(r.rows.map((x) => x.line)).toEqual(expected);
    }
  });
});

describe('parseCreatorsCsv: values', () => {
  it.each([
    ['12,500', 12_500],
    ['12.5K', 12_500],
    ['1.2M', 1_200_000],
    ['1,50,000', 150_000],
    ['2 lakh', 200_000],
    ['1.5L', 150_000],
    ['1 Cr', 10_000_000],
    ['0', 0],
  ])('reads followers %s as %d', async (raw, n) => {
    expect((await parseOne({ followers_count: raw })).creator?.followers_count).toBe(n);
  });

  it.each(['1.5', '1,5', '12,50', '-3', 'lots', '5 zillion', ''])('rejects followers "%s"', async (raw) => {
    expect((await parseOne({ followers_count: raw })).reason).toMatch(/^followers_count: /);
  });

  it('reads engagement as a percentage and rejects values outside 0-100', async () => {
    expect((await parseOne({ engagement_rate: '3.4%' })).creator?.engagement_rate).toBe(3.4);
    expect((await parseOne({ engagement_rate: '100' })).creator?.engagement_rate).toBe(100);
    expect((await parseOne({ engagement_rate: '100.1' })).reason).toMatch(/^engagement_rate: must be a percentage between 0 and 100/);
    expect((await parseOne({ engagement_rate: '-1%' })).reason).toMatch(/^engagement_rate: /);
  });

  it('normalises handles, platforms, niches, countries and languages', async () => {
    expect((await parseOne({ handle: 'https://www.instagram.com/asha.eats/' })).creator?.handle).toBe('asha.eats');
    expect((await parseOne({ handle: 'youtube.com/@AshaCooks' })).creator?.handle).toBe('AshaCooks');
    expect((await parseOne({ handle: 'asha rao' })).reason).toMatch(/^handle: /);
    expect((await parseOne({ platform: 'X (Twitter)' })).creator?.platform).toBe('twitter');
    expect((await parseOne({ niche: 'Tech' })).creator?.niche).toBe('technology');
    expect((await parseOne({ country: 'uk' })).creator?.country).toBe('GB');
    expect((await parseOne({ country: 'United States' })).creator?.country).toBe('US');
    expect((await parseOne({ country: 'ZZ' })).reason).toMatch(/^country: "ZZ" is not an ISO 3166 country code/);
    expect((await parseOne({ language: 'Tamil' })).creator?.language).toBe('ta');
    expect((await parseOne({ language: 'pt-BR' })).creator?.language).toBe('pt');
    expect((await parseOne({ language: 'in' })).reason).toBe('language: "in" is an outdated code, use id');
  });

  it('splits topics on ";", "|" or commas inside one quoted cell', async () => {
    expect((await parseOne({ topics: 'a; b ;c' })).creator?.topics).toEqual(['a', 'b', 'c']);
    expect((await parseOne({ topics: 'a|b' })).creator?.topics).toEqual(['a', 'b']);
    expect((await parseOne({ topics: 'street food, baking' })).creator?.topics).toEqual(['street food', 'baking']);
    expect((await parseOne({ topics: Array.from({ length: 21 }, (_, i) => `t${i}`).join(';') })).reason).toMatch(/^topics: at most 20/);
  });

  it('works out the currency from the column, the rate header, the symbol or the country', async () => {
    expect((await parseOne({ typical_rate: '₹25,000' })).creator).toMatchObject({ typical_rate: 25_000, currency: 'INR' });
    expect((await parseOne({ typical_rate: '400', country: 'CA' })).creator).toMatchObject({ typical_rate: 400, currency: 'CAD' });
    expect((await parseOne({ typical_rate: '$400', country: 'CA' })).creator).toMatchObject({ currency: 'CAD' });
    expect((await parseOne({ typical_rate: '$400', country: 'IN' })).creator).toMatchObject({ currency: 'USD' });
    expect((await parseOne({ typical_rate: '1.2K', currency: 'usd' })).creator).toMatchObject({ typical_rate: 1200, currency: 'USD' });
    expect((await parseOne({ typical_rate: '£650', currency: 'USD' })).reason).toMatch(/^typical_rate: "£650" is not in USD/);
    expect((await parseOne({ currency: 'rupees' })).reason).toMatch(/^currency: /);
    // A currency without an exchange rate would make the rate incomparable: refused, not stored as dollars.
    expect((await parseOne({ typical_rate: '900', currency: 'XYZ' })).reason).toMatch(/^currency: .*not a supported currency/);
    expect((await parseOne({ typical_rate: '150000', country: 'JP' })).creator).toMatchObject({ typical_rate: 150_000, currency: 'JPY' });
    const header = await parseCreatorsCsv(`${HEADER},Rate (INR)\nA,a,ig,food,1,1,US,5000\n`);
    expect(header.rows[0]?.creator).toMatchObject({ typical_rate: 5000, currency: 'INR' });
  });

  it('checks email, phone and profile image, and reports several problems at once', async () => {
    expect((await parseOne({ phone: '0091 98123-45678' })).creator?.phone).toBe('+919812345678');
    expect((await parseOne({ phone: '+91 (981) 234 5678' })).creator?.phone).toBe('+919812345678');
    expect((await parseOne({ profile_image: 'ftp://x/y.png' })).reason).toBe('profile_image: must be an http(s) URL');
    const { reason } = await parseOne({ email: 'nope', phone: '12345', name: '' });
    expect(reason).toBe(
      'name: is required; phone: "12345" is not a valid phone number in IN (give it with its country code, like +919812345678); email: must be a valid email address',
    );
  });
});

describe('csvCell (CSV injection)', () => {
  it('neutralises cells a spreadsheet would run as formulas, and leaves numbers and text alone', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+cmd|/c calc')).toBe("'+cmd|/c calc");
    expect(csvCell('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('+919812345678')).toBe('+919812345678');
    expect(csvCell('-3.5')).toBe('-3.5');
    expect(csvCell('Priya = great')).toBe('Priya = great');
    expect(csvCell(['a', 'b'])).toBe('a; b');
  });
});

describe('creatorsToCsv', () => {
  it('round-trips generated creators through parseCreatorsCsv', async () => {
    const creators = [...generateCreators({ count: 500, seed: 3 })];
    const csv = creatorsToCsv(creators);
    expect(csv.split('\n')[0]).toBe(CREATOR_CSV_COLUMNS.join(','));
    const r = await parseCreatorsCsv(csv);
    expect(r.rejected).toEqual([]);
    expect(r.rows.map((x) => x.creator)).toEqual(creators.map((c) => ZCreatorInput.parse(c)));
  });

  it('quotes commas, quotes and line breaks', async () => {
    const creator: TCreatorInput = {
      name: 'Rao, "Asha"',
      handle: 'asha',
      platform: 'instagram',
      niche: 'food',
      bio: 'line one\nline two',
      topics: ['a', 'b'],
      followers_count: 10,
      engagement_rate: 1.5,
      country: 'IN',
      currency: 'INR',
    };
    const csv = creatorsToCsv([creator]);
    expect(csv).toContain('"Rao, ""Asha"""');
    const r = await parseCreatorsCsv(csv);
    expect(r.rows[0]?.creator).toMatchObject({ name: creator.name, bio: creator.bio, topics: ['a', 'b'] });
  });
});

describe('parseCreatorsCsv: mapping and normalisation (ADR 0017)', () => {
  it('applies the mapping over the auto-mapping, ignores columns mapped to null, and reads a platform from the handle header', async () => {
    const csv = 'Full Name,IG,Subs,ER,Genre,Remarks,Category\nAsha Rao,@asha.r,12K,3%,Fitness,loves yoga,Food\n';
    // Auto: "Genre" and "Category" both mean niche -> the file is refused.
    await expect(parseCreatorsCsv(csv, { defaultCountry: 'IN' })).rejects.toThrow(/both mean niche/);
    const r = await parseCreatorsCsv(csv, { defaultCountry: 'IN', mapping: { genre: null, REMARKS: 'bio', 'Full Name': 'name' } });
    expect(r.rejected).toEqual([]);
    expect(r.rows[0]?.creator).toMatchObject({ name: 'Asha Rao', handle: 'asha.r', platform: 'instagram', niche: 'food', bio: 'loves yoga', country: 'IN' });
    expect(r.ignored_columns).toEqual(['Genre']);
    // A platform column, when there is one, wins over the header's.
    const withPlatform = await parseCreatorsCsv('Name,Instagram Handle,Platform,Niche,Followers,ER,Country\nA,a1,youtube,food,1,1,IN\n');
    expect(withPlatform.rows[0]?.creator.platform).toBe('youtube');
  });

  it('normalises phones to E.164: the default country first, then the row country; a number valid in neither rejects the row', async () => {
    const csv = `${HEADER},phone\nA,a1,ig,food,1,1,IN,98765 43210\nB,b1,ig,food,1,1,AE,050 123 4567\nD,d1,ig,food,1,1,GB,+44 20 7946 0958\nE,e1,ig,food,1,1,IN,1234567\n`;
    const r = await parseCreatorsCsv(csv, { defaultCountry: 'IN' });
    expect(r.rows.map((x) => [x.creator.handle, x.creator.phone])).toEqual([
      ['a1', '+919876543210'],
      ['b1', '+971501234567'],
      ['d1', '+442079460958'],
    ]);
    expect(r.rows[0]?.notes).toEqual(['phone "98765 43210" read as a IN number: +919876543210']);
    expect(r.rejected).toEqual([{ line: 5, reason: 'phone: "1234567" is not a valid phone number in IN (give it with its country code, like +919812345678)' }]);
    // Without a default country a national number is read in the row's country.
    expect((await parseOne({ phone: '98765 43210' })).creator?.phone).toBe('+919876543210');
  });

  it('fills a missing country from the default country only when one is chosen', async () => {
    const csv = 'name,handle,platform,niche,followers,er\nA,a1,ig,food,1,1\n';
    await expect(parseCreatorsCsv(csv)).rejects.toThrow(/missing required column country/);
    expect((await parseCreatorsCsv(csv, { defaultCountry: 'GB' })).rows[0]?.creator).toMatchObject({ country: 'GB', currency: 'GBP' });
  });

  it('keeps formulas as text and takes the export’s apostrophe off again', async () => {
    const { creator } = await parseOne({ name: "'=cmd|' /C calc'!A0", bio: "'@SUM(1,2)", channel_name: '+danger' });
    expect(creator).toMatchObject({ name: "=cmd|' /C calc'!A0", bio: '@SUM(1,2)', channel_name: '+danger' });
    expect(csvCell('=cmd|\' /C calc\'!A0')).toBe("'=cmd|' /C calc'!A0");
    // Exported and imported again, the value is the same text.
    const again = await parseCreatorsCsv(creatorsToCsv([{ ...creator!, handle: 'again' }]));
    expect(again.rows[0]?.creator).toMatchObject({ name: creator!.name, bio: creator!.bio, channel_name: creator!.channel_name });
  });
});
