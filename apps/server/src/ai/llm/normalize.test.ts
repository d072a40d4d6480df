import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FIELD_LABELS, missingFieldsMessage } from './llm.js';
import { findAmounts } from './money.js';
import { cleanText, computeMissingFields, normalizeCurrency, normalizeExtraction, normalizeNiche, parseBudgetValue, withoutLegalForm } from './normalize.js';

describe('parseBudgetValue', () => {
  it.each([
    [800000, 800000],
    ['₹8,00,000', 800000],
    ['8 lakh', 800000],
    ['8 Lakhs', 800000],
    ['Rs 6 lacs', 600000],
    ['1.2 cr', 12000000],
    ['1.5 crore', 15000000],
    ['$40k', 40000],
    ['$18.5K', 18500],
    ['INR 1.8 mn', 1800000],
    ['$1.2M', 1200000],
    ['25.000 €', 25000],
    ['£22,000', 22000],
    ['AED 60,000', 60000],
    ['₹90,000 to ₹1.2 lakh', 120000],
    ['4-5 lakh', 500000],
    ['10 x 80,000 = 800000', 800000],
    ['₹8,00,000 (10 creators x ₹80,000)', 800000],
    ['five lakh rupees', 500000],
  ])('%j -> %j', (input, want) => {
    expect(parseBudgetValue(input)).toBe(want);
  });

  it.each(['TBD', '0', 0, -5, 'Rs. 0/-', 'to be decided', 'N/A', '', null, undefined, 'not specified', {}, NaN])(
    '%j -> null',
    (input) => {
      expect(parseBudgetValue(input)).toBeNull();
    },
  );
});

describe('findAmounts', () => {
  it('keeps sign, multiplier and range together', () => {
    const [a] = findAmounts('rate ₹15k-18k per post');
    expect(a).toMatchObject({ low: 15000, high: 18000, currency: 'INR', multiplier: 'k', isRange: true });
  });
  it('does not read digits inside names or codes', () => {
    expect(findAmounts('Reach101 and the K2 keyboard')).toEqual([]);
  });
});

describe('normalizeNiche', () => {
  it.each([
    ['technology', 'technology'],
    ['Tech', 'technology'],
    ['Tech & Gadgets', 'technology'],
    ['Beauty & Skincare', 'beauty'],
    ['skincare', 'beauty'],
    ['Food & Beverage', 'food'],
    ['F&B', 'food'],
    ['Health & Wellness', 'health'],
    ['mental health', 'health'],
    ['Home Decor', 'home'],
    ['Auto', 'automotive'],
    ['Pet care', 'pets'],
    ['Personal Finance', 'finance'],
    ['EdTech', 'education'],
    ['Comedy', 'entertainment'],
    ['Gaming', 'gaming'],
    ['Parenting & Kids', 'parenting'],
    ['Travel & Hospitality', 'travel'],
    ['Streetwear', 'fashion'],
    ['Fitness', 'fitness'],
    ['Lifestyle', 'lifestyle'],
  ])('%j -> %j', (input, want) => {
    expect(normalizeNiche(input)).toBe(want);
  });
  it.each(['', 'quantum basket weaving', 42, null])('%j -> ""', (input) => {
    expect(normalizeNiche(input)).toBe('');
  });
});

describe('normalizeExtraction', () => {
  it('trims, collapses whitespace, maps the niche, parses the budget and lists what is missing in label order', () => {
    const r = normalizeExtraction(
      {
        product_name: '  Lumora   Beam ',
        brand_name: 'N/A',
        product_description: 'a pocket\n projector',
        target_audience: ['young couples', 'students'],
        key_use_cases: '',
        campaign_goal: 'pre-bookings',
        product_niche: 'Consumer Electronics',
        total_budget: 'TBD',
        currency: 'rs',
      },
      'openai-compatible',
    );
    expect(r.campaign).toEqual({
      product_name: 'Lumora Beam',
      brand_name: '',
      product_description: 'a pocket projector',
      target_audience: 'young couples, students',
      key_use_cases: '',
      campaign_goal: 'pre-bookings',
      product_niche: 'technology',
      total_budget: null,
    });
    expect(r.missing_fields).toEqual(['Brand Name', 'Key Use Cases', 'Total Budget']);
    expect(r.complete).toBe(false);
    expect(r.currency).toBe('INR');
    expect(r.provider).toBe('openai-compatible');
  });

  it("takes a legal-entity form off a brand, but keeps 'Co.', GmbH and a form with no name before it", () => {
    expect(withoutLegalForm('Prithvi Motors Pvt. Ltd.')).toBe('Prithvi Motors');
    expect(withoutLegalForm('Tsurugaya Co. Ltd.')).toBe('Tsurugaya');
    expect(withoutLegalForm('Hearthwise Ltd')).toBe('Hearthwise');
    expect(withoutLegalForm('Quellwerk GmbH')).toBe('Quellwerk GmbH');
    expect(withoutLegalForm('Bombay Chai Co.')).toBe('Bombay Chai Co.');
    expect(withoutLegalForm('Crumb & Co.')).toBe('Crumb & Co.');
    expect(withoutLegalForm('Ltd.')).toBe('Ltd.');
    // (A 'Pvt.' left when the rules cut a name before 'Ltd.'.)
    expect(withoutLegalForm('KESARI AYURVEDA PVT')).toBe('KESARI AYURVEDA');
    expect(withoutLegalForm('Dhara Foods Pvt.')).toBe('Dhara Foods');
  });

  it("gives a brand without its legal-entity form whichever provider read it, keeping a 'Co.' that is part of the name", () => {
    expect(normalizeExtraction({ brand_name: 'Prithvi Motors Pvt. Ltd.' }, 'openai-compatible').campaign.brand_name).toBe('Prithvi Motors');
    expect(normalizeExtraction({ brand_name: 'Hearthwise Ltd' }, 'local').campaign.brand_name).toBe('Hearthwise');
    expect(normalizeExtraction({ brand_name: 'Bombay Chai Co.' }, 'openai-compatible').campaign.brand_name).toBe('Bombay Chai Co.');
  });

  it('takes the currency from the budget sign when none is given', () => {
    expect(normalizeExtraction({ total_budget: '$40k' }, 'local').currency).toBe('USD');
    expect(normalizeExtraction({ total_budget: 40000 }, 'local').currency).toBe('INR');
  });

  it('flags the budget for review when the currency has no exchange rate (it could not be saved as is)', () => {
    const isk = normalizeExtraction({ total_budget: 900000, currency: 'ISK' }, 'openai-compatible');
    expect(isk.currency).toBe('ISK');
    expect(isk.review_fields).toContain('total_budget');
    expect(normalizeExtraction({ total_budget: 900000, currency: 'KRW' }, 'openai-compatible').review_fields).toEqual([]);
  });

  it('counts a non-positive budget as missing', () => {
    const base = { product_name: 'a', brand_name: 'b', product_description: 'c', target_audience: 'd', key_use_cases: 'e', campaign_goal: 'f', product_niche: 'food' };
    expect(computeMissingFields({ ...base, total_budget: 0 })).toEqual(['Total Budget']);
    expect(computeMissingFields({ ...base, total_budget: 1 })).toEqual([]);
  });
});

describe('small helpers', () => {
  it('cleanText drops placeholders and wrapping quotes', () => {
    expect(cleanText('"Lumora Beam"')).toBe('Lumora Beam');
    expect(cleanText('not specified')).toBe('');
    expect(cleanText(12)).toBe('12');
  });
  it('normalizeCurrency maps signs and words', () => {
    expect(normalizeCurrency('₹')).toBe('INR');
    expect(normalizeCurrency('usd')).toBe('USD');
    expect(normalizeCurrency('€')).toBe('EUR');
    expect(normalizeCurrency('rupees')).toBe('INR');
    expect(normalizeCurrency(undefined)).toBe('INR');
  });
  it('missingFieldsMessage matches the spec wording', () => {
    expect(missingFieldsMessage([CAMPAIGN_FIELD_LABELS.brand_name, CAMPAIGN_FIELD_LABELS.total_budget])).toBe(
      'Oops! Looks like your brief is missing: Brand Name, Total Budget. Please add these details to your brief for a complete campaign setup!',
    );
  });
});
