import { OUTREACH_STATUS_LABELS } from './constants';

/**
 * Formatting rules used on every screen. Everything goes through Intl so that money is shown
 * in the campaign's own currency and times in the user's own time zone.
 * `locale` is undefined in the app (the browser's locale) and fixed in tests.
 */

type Locale = string | undefined;

/**
 * Compact counts always use K / M / B (25000 -> '25K', 1500000 -> '1.5M'), the way the platforms show
 * follower counts everywhere, rather than each locale's own words (lakh, Mio.).
 */
export const COMPACT_LOCALE = 'en';

const nfCache = new Map<string, Intl.NumberFormat>();
function nf(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = nfCache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    nfCache.set(key, f);
  }
  return f;
}

function isFiniteNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** A currency code Intl accepts; anything else falls back to plain numbers with the code. */
function safeCurrency(currency: string | null | undefined): string | null {
  const c = (currency ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(c)) return null;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: c });
    return c;
  } catch {
    return null;
  }
}

/** 640000 INR -> '₹6,40,000' (en-IN) / 'INR 640,000' style per locale; no decimals for whole amounts. */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined, locale?: Locale): string {
  if (!isFiniteNumber(amount)) return '—';
  const c = safeCurrency(currency);
  const whole = Number.isInteger(amount);
  if (!c) return `${formatNumber(amount, locale)}${currency ? ` ${currency}` : ''}`;
  return nf(locale, {
    style: 'currency',
    currency: c,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** Money in compact notation: ₹6.4L / $25K style per locale. */
export function formatMoneyCompact(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale: Locale = COMPACT_LOCALE,
): string {
  if (!isFiniteNumber(amount)) return '—';
  const c = safeCurrency(currency);
  if (!c) return `${formatCompact(amount, locale)}${currency ? ` ${currency}` : ''}`;
  return nf(locale, { style: 'currency', currency: c, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(amount);
}

export function formatNumber(n: number | null | undefined, locale?: Locale): string {
  if (!isFiniteNumber(n)) return '—';
  return nf(locale, { maximumFractionDigits: 2 }).format(n);
}

export function formatCompact(n: number | null | undefined, locale: Locale = COMPACT_LOCALE): string {
  if (!isFiniteNumber(n)) return '—';
  return nf(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

/** A percentage given as 0-100: 3.456 -> '3.5%'. */
export function formatPercent(value: number | null | undefined, digits = 1, locale?: Locale): string {
  if (!isFiniteNumber(value)) return '—';
  return nf(locale, { style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value / 100);
}

/** Seconds -> m:ss (65 -> '1:05'); anything unknown is '0:00'. */
export function formatClock(seconds: number | null | undefined): string {
  if (!isFiniteNumber(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface DateOptions {
  locale?: Locale;
  /** IANA zone; undefined means the user's own. */
  timeZone?: string;
}

/** Date and time in the user's time zone, with the zone's short name: 'Mar 5, 2025, 2:30 PM GMT+5:30'. */
export function formatDateTime(value: string | number | Date | null | undefined, opts: DateOptions = {}): string {
  const d = toDate(value);
  if (!d) return '—';
  return new Intl.DateTimeFormat(opts.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: opts.timeZone,
  }).format(d) + ` ${zoneName(d, opts)}`;
}

export function formatDate(value: string | number | Date | null | undefined, opts: DateOptions = {}): string {
  const d = toDate(value);
  if (!d) return '—';
  return new Intl.DateTimeFormat(opts.locale, { dateStyle: 'medium', timeZone: opts.timeZone }).format(d);
}

/** Clock time with seconds and zone name, for log lines: '2:30:05 PM IST'. */
export function formatTime(value: string | number | Date | null | undefined, opts: DateOptions = {}): string {
  const d = toDate(value);
  if (!d) return '—';
  return new Intl.DateTimeFormat(opts.locale, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: opts.timeZone,
    timeZoneName: 'short',
  }).format(d);
}

function zoneName(d: Date, opts: DateOptions): string {
  const part = new Intl.DateTimeFormat(opts.locale, { timeZone: opts.timeZone, timeZoneName: 'short' })
    .formatToParts(d)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

export type ScoreTone = 'green' | 'blue' | 'yellow' | 'red';

/** Match score colours: 80+ green, 60+ blue, 40+ yellow, otherwise red. */
export function scoreTone(score: number | string | null | undefined): ScoreTone {
  const n = typeof score === 'string' ? Number.parseFloat(score) : (score ?? Number.NaN);
  if (!Number.isFinite(n)) return 'red';
  if (n >= 80) return 'green';
  if (n >= 60) return 'blue';
  if (n >= 40) return 'yellow';
  return 'red';
}

export const TONE_CLASSES: Record<ScoreTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
};

export type EngagementTier = 'excellent' | 'good' | 'average' | 'low';

/** Engagement badge tiers at 5, 3 and 1 percent. */
export function engagementTier(rate: number | null | undefined): EngagementTier {
  if (!isFiniteNumber(rate)) return 'low';
  if (rate >= 5) return 'excellent';
  if (rate >= 3) return 'good';
  if (rate >= 1) return 'average';
  return 'low';
}

export const ENGAGEMENT_TIER: Record<EngagementTier, { label: string; tone: ScoreTone }> = {
  excellent: { label: 'Excellent', tone: 'green' },
  good: { label: 'Good', tone: 'blue' },
  average: { label: 'Average', tone: 'yellow' },
  low: { label: 'Low', tone: 'red' },
};

/** 'in_discussion' -> 'in discussion'. */
export function humanize(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ').trim();
}

export function capitalize(value: string | null | undefined): string {
  const s = humanize(value);
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : '';
}

/** An outreach state as every screen shows it: 'deal_proposed' -> 'Deal proposed'; an unknown value is humanized. */
export function outreachStatusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return (OUTREACH_STATUS_LABELS as Record<string, string>)[status] ?? capitalize(status);
}

/** 'Priya Sharma' -> 'PS'; used for drawn avatars. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** Plural helper: (1, 'creator') -> '1 creator', (3, 'creator') -> '3 creators'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

const displayNames = new Map<string, Intl.DisplayNames>();
/**
 * 'ta' -> 'Tamil', 'GB' -> 'United Kingdom'; the code itself when the browser has no name for it. A language nobody
 * gave (an imported creator's file without one) is 'Language unknown'.
 */
export function displayName(type: 'language' | 'region', code: string | null): string {
  if (code === null) return type === 'language' ? 'Language unknown' : 'Country unknown';
  try {
    let n = displayNames.get(type);
    if (!n) displayNames.set(type, (n = new Intl.DisplayNames(['en'], { type })));
    return n.of(code) ?? code;
  } catch {
    return code;
  }
}
