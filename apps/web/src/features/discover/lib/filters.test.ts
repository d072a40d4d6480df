import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  EMPTY_FILTERS,
  activeFilterCount,
  filtersFromSearchParams,
  filtersToSearchParams,
  matchesName,
  pageInfo,
  parseEngagementInput,
  parseFollowersInput,
  parseNumberFilter,
  toCreatorQuery,
  withFilter,
  withPage,
} from './filters';

describe('followers inputs', () => {
  it('accepts numbers of 0 or more', () => {
    expect(parseFollowersInput('10000')).toEqual({ value: 10000 });
    expect(parseFollowersInput(' 0 ')).toEqual({ value: 0 });
    expect(parseFollowersInput('1e5')).toEqual({ value: 100000 });
    expect(parseFollowersInput('2500.7')).toEqual({ value: 2500 });
  });
  it('clears on empty', () => {
    expect(parseFollowersInput('')).toEqual({ value: undefined });
    expect(parseFollowersInput('   ')).toEqual({ value: undefined });
  });
  it('ignores invalid numbers', () => {
    expect(parseFollowersInput('abc').value).toBeUndefined();
    expect(parseFollowersInput('abc').error).toMatch(/ignored/);
    expect(parseFollowersInput('-5').value).toBeUndefined();
    expect(parseFollowersInput('12k').value).toBeUndefined();
  });
});

describe('engagement input', () => {
  it('accepts 0 to 100 with decimals', () => {
    expect(parseEngagementInput('0')).toEqual({ value: 0 });
    expect(parseEngagementInput('2.5')).toEqual({ value: 2.5 });
    expect(parseEngagementInput('100')).toEqual({ value: 100 });
  });
  it('ignores values outside 0-100 and non-numbers', () => {
    expect(parseEngagementInput('100.1').value).toBeUndefined();
    expect(parseEngagementInput('100.1').error).toMatch(/between 0 and 100/);
    expect(parseEngagementInput('-0.1').value).toBeUndefined();
    expect(parseEngagementInput('x').value).toBeUndefined();
  });
  it('clears on empty', () => {
    expect(parseEngagementInput('')).toEqual({ value: undefined });
  });
});

describe('withFilter', () => {
  const paged = { ...EMPTY_FILTERS, offset: 80, platform: 'youtube' };
  it('resets the offset to 0 on any change', () => {
    expect(withFilter(paged, 'niche', 'fitness').offset).toBe(0);
    expect(withFilter(paged, 'min_followers', 1000).offset).toBe(0);
    expect(withFilter(paged, 'limit', 20)).toMatchObject({ limit: 20, offset: 0 });
    expect(withFilter(paged, 'name', 'ria').offset).toBe(0);
  });
  it('clears a filter with an empty value', () => {
    expect(withFilter(paged, 'platform', undefined)).not.toHaveProperty('platform');
    expect(withFilter(paged, 'platform', '')).not.toHaveProperty('platform');
    expect(withFilter({ ...paged, limit: 10 }, 'limit', undefined).limit).toBe(DEFAULT_LIMIT);
  });
  it('pages without touching filters', () => {
    expect(withPage(paged, 120)).toEqual({ ...paged, offset: 120 });
    expect(withPage(paged, -40).offset).toBe(0);
  });
});

describe('URL round trip', () => {
  it('defaults to 40 per page from offset 0', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({ limit: 40, offset: 0 });
  });
  it('reads valid filters and ignores invalid ones', () => {
    const f = filtersFromSearchParams(
      new URLSearchParams(
        'name=ria&platform=youtube&niche=nope&language=en&country=GB&min_followers=abc&max_followers=5000&min_engagement=150&limit=33&offset=-2',
      ),
    );
    expect(f).toEqual({ name: 'ria', platform: 'youtube', language: 'en', country: 'GB', max_followers: 5000, limit: 40, offset: 0 });
  });
  it('accepts the spec page sizes', () => {
    for (const n of [10, 20, 40, 50, 100]) expect(filtersFromSearchParams(new URLSearchParams(`limit=${n}`)).limit).toBe(n);
  });
  it('writes only what differs from the defaults', () => {
    const f = { ...EMPTY_FILTERS, niche: 'food', min_engagement: 2.5, offset: 40 };
    expect(filtersToSearchParams(f).toString()).toBe('niche=food&min_engagement=2.5&offset=40');
    expect(filtersFromSearchParams(filtersToSearchParams(f))).toEqual(f);
  });
  it('builds the API query', () => {
    expect(toCreatorQuery({ ...EMPTY_FILTERS, min_followers: 0 })).toMatchObject({ min_followers: 0, limit: 40, offset: 0 });
  });
  it('counts active filters', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, name: 'x', niche: 'food', min_followers: 0 })).toBe(2);
  });
});

describe('client-side name search', () => {
  const c = { name: 'Priya Sharma', channel_name: 'FitWithPriya', handle: 'priya.fit' };
  it('matches name, channel name and handle, case-insensitively', () => {
    expect(matchesName(c, 'SHARMA')).toBe(true);
    expect(matchesName(c, 'fitwith')).toBe(true);
    expect(matchesName(c, '@priya.f')).toBe(true);
    expect(matchesName(c, 'rahul')).toBe(false);
    expect(matchesName(c, '')).toBe(true);
  });
});

describe('pageInfo', () => {
  it('describes the current page', () => {
    expect(pageInfo(95, 40, 40, 40)).toEqual({ page: 2, pages: 3, from: 41, to: 80, hasPrev: true, hasNext: true });
    expect(pageInfo(95, 40, 80, 15)).toMatchObject({ page: 3, to: 95, hasNext: false });
    expect(pageInfo(0, 40, 0, 0)).toMatchObject({ page: 1, pages: 1, from: 0, hasPrev: false, hasNext: false });
  });
});

describe('audience, quality and rate filters', () => {
  it('round-trips through the URL and ignores invalid values', () => {
    const sp = new URLSearchParams(
      'audience_country=GB&audience_age=25-34&audience_gender=female&min_audience_quality=70&min_rate=100&max_rate=5000&rate_currency=INR',
    );
    const f = filtersFromSearchParams(sp);
    expect(f).toMatchObject({ audience_country: 'GB', audience_age: '25-34', audience_gender: 'female', min_audience_quality: 70, min_rate: 100, max_rate: 5000, rate_currency: 'INR' });
    expect(filtersFromSearchParams(filtersToSearchParams(f))).toEqual(f);
    expect(activeFilterCount(f)).toBe(6);
    const bad = filtersFromSearchParams(
      new URLSearchParams('audience_country=gbr&audience_age=99&audience_gender=x&min_audience_quality=150&min_rate=-1&rate_currency=XYZ'),
    );
    expect(bad).toEqual(EMPTY_FILTERS);
  });

  it('sends the rate currency only with a rate range (USD when none is chosen)', () => {
    expect(toCreatorQuery({ ...EMPTY_FILTERS, rate_currency: 'INR' }).rate_currency).toBeUndefined();
    expect(toCreatorQuery({ ...EMPTY_FILTERS, max_rate: 500 }).rate_currency).toBe('USD');
    expect(toCreatorQuery({ ...EMPTY_FILTERS, min_rate: 5, rate_currency: 'INR' })).toMatchObject({ min_rate: 5, rate_currency: 'INR' });
  });

  it('parses audience quality as 0-100 and rates as 0 or more', () => {
    expect(parseNumberFilter('min_audience_quality', '70.4')).toEqual({ value: 70 });
    expect(parseNumberFilter('min_audience_quality', '101').error).toMatch(/ignored/);
    expect(parseNumberFilter('max_rate', '2500.5')).toEqual({ value: 2500.5 });
    expect(parseNumberFilter('min_rate', '-3').error).toMatch(/ignored/);
  });
});
