import { describe, expect, it } from 'vitest';
import {
  displayName,
  capitalize,
  engagementTier,
  formatClock,
  formatCompact,
  formatDateTime,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  formatTime,
  humanize,
  initials,
  outreachStatusLabel,
  scoreTone,
} from './format';

describe('formatMoney', () => {
  it('formats in the campaign currency with Intl', () => {
    expect(formatMoney(640000, 'INR', 'en-IN')).toBe('₹6,40,000');
    expect(formatMoney(640000, 'USD', 'en-US')).toBe('$640,000');
    expect(formatMoney(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
  });
  it('keeps whole amounts without decimals', () => {
    expect(formatMoney(80000, 'INR', 'en-US')).toBe('₹80,000');
  });
  it('falls back for unknown currency codes and missing values', () => {
    expect(formatMoney(5000, 'rupees', 'en-US')).toBe('5,000 rupees');
    expect(formatMoney(null, 'INR')).toBe('—');
    expect(formatMoney(Number.NaN, 'INR')).toBe('—');
  });
  it('has a compact form', () => {
    expect(formatMoneyCompact(25000, 'USD', 'en-US')).toBe('$25K');
  });
});

describe('formatCompact', () => {
  it('abbreviates with K and M', () => {
    expect(formatCompact(25000, 'en-US')).toBe('25K');
    expect(formatCompact(1_500_000, 'en-US')).toBe('1.5M');
    expect(formatCompact(1_050_000, 'en-US')).toBe('1.1M');
    expect(formatCompact(950, 'en-US')).toBe('950');
  });
});

describe('formatPercent', () => {
  it('takes a 0-100 value', () => {
    expect(formatPercent(42, 1, 'en-US')).toBe('42%');
    expect(formatPercent(3.456, 1, 'en-US')).toBe('3.5%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatClock (m:ss)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [599.9, '9:59'],
    [3600, '60:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s -> %s', (s, out) => {
    expect(formatClock(s)).toBe(out);
  });
});

describe('dates in the user time zone', () => {
  const iso = '2025-03-05T09:00:00.000Z';
  it('converts with Intl, not by hand', () => {
    expect(formatTime(iso, { locale: 'en-US', timeZone: 'Asia/Kolkata' })).toBe('2:30:00 PM GMT+5:30');
    expect(formatTime(iso, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('4:00:00 AM EST');
    expect(formatDateTime(iso, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mar 5, 2025, 9:00 AM UTC');
  });
  it('shows a dash for missing or bad dates', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatTime('not a date')).toBe('—');
  });
});

describe('scoreTone (match score colours)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39.99, 'red'],
    [0, 'red'],
    ['85.5', 'green'],
    ['abc', 'red'],
  ] as const)('%s -> %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('engagementTier', () => {
  it.each([
    [7, 'excellent'],
    [5, 'excellent'],
    [4.99, 'good'],
    [3, 'good'],
    [2, 'average'],
    [1, 'average'],
    [0.99, 'low'],
    [null, 'low'],
  ] as const)('%s%% -> %s', (rate, tier) => {
    expect(engagementTier(rate)).toBe(tier);
  });
});

describe('text helpers', () => {
  it('shows underscores as spaces', () => {
    expect(humanize('interest_assessment')).toBe('interest assessment');
    expect(capitalize('in_discussion')).toBe('In discussion');
    expect(capitalize('active')).toBe('Active');
  });
  it('draws initials', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('madonna')).toBe('M');
    expect(initials('@tech_guru')).toBe('T');
    expect(initials('')).toBe('?');
  });
});

describe('outreachStatusLabel', () => {
  it('names every state of the outreach state machine the same way everywhere', () => {
    expect(
      ['new', 'contacted', 'negotiating', 'deal_proposed', 'agreed', 'declined', 'no_answer', 'do_not_contact'].map(outreachStatusLabel),
    ).toEqual(['New', 'Contacted', 'Negotiating', 'Deal proposed', 'Agreed', 'Declined', 'No answer', 'Do not contact']);
  });
  it('humanizes anything else and shows a dash for nothing', () => {
    expect(outreachStatusLabel('on_hold')).toBe('On hold');
    expect(outreachStatusLabel(null)).toBe('—');
  });
});

describe('displayName', () => {
  it('names languages and regions, and says when a language is unknown', () => {
    expect(displayName('language', 'ta')).toBe('Tamil');
    expect(displayName('region', 'GB')).toBe('United Kingdom');
    expect(displayName('language', null)).toBe('Language unknown');
  });
});
