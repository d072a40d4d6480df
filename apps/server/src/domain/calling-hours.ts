import type { TCallingHours } from '@inflow/contracts';

/**
 * Calls are placed only within calling hours in the creator's local time: their stored `timezone`, else every zone
 * of their country (the window must hold in all of them, so a multi-zone country is called only when it is calling
 * time everywhere in it). `00:00-24:00` means any time.
 */
export type CallingHoursConfig = TCallingHours;

export const ANY_TIME: CallingHoursConfig = { start: '00:00', end: '24:00' };

/** Parses CALLING_HOURS ("10:00-19:00"). */
export function parseCallingHours(v: string): CallingHoursConfig | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):([0-5]\d)|24:00)$/.exec(v.trim());
  if (!m) return null;
  const [start, end] = v.trim().split('-') as [string, string];
  if (!(start < end || end === '24:00')) return null;
  return { start, end };
}

/** Time zones of the countries the catalogue has (ISO 3166 alpha-2; 'UK' accepted), west to east. */
const COUNTRY_ZONES: Record<string, string[]> = {
  IN: ['Asia/Kolkata'],
  US: ['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York'],
  GB: ['Europe/London'],
  UK: ['Europe/London'],
  CA: ['America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Toronto', 'America/Halifax'],
  AU: ['Australia/Perth', 'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Sydney'],
  DE: ['Europe/Berlin'],
  FR: ['Europe/Paris'],
  ES: ['Europe/Madrid'],
  BR: ['America/Manaus', 'America/Sao_Paulo'],
  MX: ['America/Tijuana', 'America/Mexico_City', 'America/Cancun'],
  AE: ['Asia/Dubai'],
  SG: ['Asia/Singapore'],
  ID: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
  PH: ['Asia/Manila'],
  NG: ['Africa/Lagos'],
};

export function zonesFor(creator: { timezone?: string | null; country: string }): string[] {
  if (creator.timezone) return [creator.timezone];
  return COUNTRY_ZONES[creator.country.toUpperCase()] ?? [];
}

function localMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const h = Number(parts.find((p) => p.type === 'hour')!.value);
  const m = Number(parts.find((p) => p.type === 'minute')!.value);
  return h * 60 + m;
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function openAt(at: Date, zones: string[], w: CallingHoursConfig): boolean {
  const start = minutesOf(w.start);
  const end = w.end === '24:00' ? 24 * 60 : minutesOf(w.end);
  return zones.every((z) => {
    const t = localMinutes(at, z);
    return t >= start && t < end;
  });
}

export interface CallingWindow {
  open: boolean;
  /** The zones the window was checked in. */
  zones: string[];
  /** When it opens next (when closed), as an ISO instant and as the creator's local time. */
  next?: { at: string; local: string };
}

/** Whether a creator may be called at `now` under window `w`; when not, when it next may. */
export function callingWindow(w: CallingHoursConfig, creator: { timezone?: string | null; country: string }, now = new Date()): CallingWindow {
  if (w.start === '00:00' && w.end === '24:00') return { open: true, zones: [] };
  const zones = zonesFor(creator);
  // A country we have no zone for is treated as UTC rather than called at any hour.
  const zs = zones.length ? zones : ['UTC'];
  if (openAt(now, zs, w)) return { open: true, zones: zs };
  const step = 5 * 60_000;
  let t = Math.ceil(now.getTime() / step) * step;
  for (let i = 0; i < (8 * 24 * 60) / 5; i++, t += step) {
    const at = new Date(t);
    if (openAt(at, zs, w)) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: zs[0], weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
      return { open: false, zones: zs, next: { at: at.toISOString(), local: `${local} (${zs[0]})` } };
    }
  }
  // The window never holds in every zone of the country (e.g. too narrow for its span).
  return { open: false, zones: zs };
}
