import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './next-param';

describe('safeNext', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNext('/campaigns?status=active#top')).toBe('/campaigns?status=active#top');
    expect(safeNext('/invite/abc123')).toBe('/invite/abc123');
    expect(safeNext('/settings/../dashboard')).toBe('/dashboard');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab that URL parsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an encoded scheme that stays a path', '%2F%2Fevil.example'],
    ['nothing', ''],
    ['a sign-in page (would loop)', '/sign-in?next=/dashboard'],
    ['the setup page', '/setup'],
  ])('refuses %s', (_what, raw) => {
    expect(safeNext(raw)).toBe('/dashboard');
  });

  it('refuses missing and overlong values, with the fallback given', () => {
    expect(safeNext(null, '/home')).toBe('/home');
    expect(safeNext(undefined)).toBe('/dashboard');
    expect(safeNext(`/${'a'.repeat(3000)}`)).toBe('/dashboard');
  });

  it('an encoded double slash stays on this site', () => {
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('withNext', () => {
  it('adds a safe next, encoded, and drops an unsafe one', () => {
    expect(withNext('/sign-in', '/campaigns?status=active')).toBe('/sign-in?next=%2Fcampaigns%3Fstatus%3Dactive');
    expect(withNext('/sign-in', 'https://evil.example')).toBe('/sign-in');
    expect(withNext('/sign-in', null)).toBe('/sign-in');
  });
});
