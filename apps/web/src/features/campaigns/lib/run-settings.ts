import type { TCampaign, TDeal, TRunSettings } from '@inflow/contracts';

/** The Co-Pilot settings form as typed: strings, so that a half-typed number is not lost. */
export interface RunSettingsForm {
  max_creators: string;
  max_price_per_creator: string;
  require_approval: boolean;
  auto_approve_below: string;
  target_countries: string;
  custom_hours: boolean;
  hours_start: string;
  hours_end: string;
}
export type RunSettingsErrors = Partial<Record<'max_creators' | 'max_price_per_creator' | 'auto_approve_below' | 'target_countries' | 'hours', string>>;

export const MAX_CREATORS_PER_RUN = 10;
/** The server's default calling window (CALLING_HOURS), offered when a run sets its own. */
export const DEFAULT_HOURS = { start: '10:00', end: '19:00' } as const;

/** Deals the campaign still needs: planned creators minus deals agreed or proposed (the server counts both). */
export function dealsStillNeeded(c: Pick<TCampaign, 'planned_creators' | 'stats'>, deals: Pick<TDeal, 'status'>[] | undefined): number {
  const open = deals ? deals.filter((d) => d.status === 'agreed' || d.status === 'proposed').length : c.stats.deals;
  return Math.max(0, c.planned_creators - open);
}

/** Money the campaign can still promise: the budget less agreed deals, proposed deals and ceilings held by calls. */
export function budgetFree(c: Pick<TCampaign, 'total_budget' | 'stats'>): number {
  return Math.max(0, c.total_budget - c.stats.committed_spend - c.stats.proposed_spend - c.stats.reserved);
}

export function defaultRunSettings(stillNeeded: number): RunSettingsForm {
  return {
    max_creators: String(Math.min(MAX_CREATORS_PER_RUN, Math.max(1, stillNeeded))),
    max_price_per_creator: '',
    require_approval: true,
    auto_approve_below: '',
    target_countries: '',
    custom_hours: false,
    hours_start: DEFAULT_HOURS.start,
    hours_end: DEFAULT_HOURS.end,
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function amount(raw: string, label: string): { value?: number; error?: string } {
  const t = raw.trim().replace(/[,\s]/g, '');
  if (!t) return {};
  const n = Number(t);
  if (!Number.isFinite(n) || n <= 0) return { error: `${label} must be a number greater than 0` };
  return { value: n };
}

/** Checks the form the way the server will (ZRunSettings) and builds the POST body; errors name the field. */
export function toRunSettings(f: RunSettingsForm): { settings: TRunSettings; errors: null } | { settings: null; errors: RunSettingsErrors } {
  const errors: RunSettingsErrors = {};
  const settings: TRunSettings = { require_approval: f.require_approval };

  const n = Number(f.max_creators.trim());
  if (!f.max_creators.trim() || !Number.isInteger(n) || n < 1 || n > MAX_CREATORS_PER_RUN) {
    errors.max_creators = `Enter a whole number from 1 to ${MAX_CREATORS_PER_RUN}`;
  } else settings.max_creators = n;

  const price = amount(f.max_price_per_creator, 'The maximum price');
  if (price.error) errors.max_price_per_creator = price.error;
  else if (price.value !== undefined) settings.max_price_per_creator = price.value;

  if (f.require_approval) {
    const auto = amount(f.auto_approve_below, 'The amount');
    if (auto.error) errors.auto_approve_below = auto.error;
    else if (auto.value !== undefined) settings.auto_approve_below = auto.value;
  }

  const codes = f.target_countries
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = codes.filter((c) => !/^[A-Z]{2}$/.test(c));
  if (bad.length) errors.target_countries = `Use two-letter country codes such as IN, US (not ${bad.slice(0, 3).join(', ')})`;
  else if (codes.length) settings.target_countries = [...new Set(codes)];

  if (f.custom_hours) {
    if (!HHMM.test(f.hours_start) || !HHMM.test(f.hours_end)) errors.hours = 'Enter both times as HH:MM';
    else if (f.hours_start >= f.hours_end) errors.hours = 'The window must start before it ends';
    else settings.calling_hours = { start: f.hours_start, end: f.hours_end };
  }

  return Object.keys(errors).length ? { settings: null, errors } : { settings, errors: null };
}
