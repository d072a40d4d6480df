import type { TOutreach } from '@inflow/contracts';
import { outreachStatusLabel } from '@/lib/format';

type Field = 'creator' | 'campaign' | 'channel' | 'status';

/** Case-insensitive search of outreach rows over the given fields. */
export function filterOutreach(rows: readonly TOutreach[], query: string, fields: readonly Field[]): TOutreach[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((o) => {
    const hay: string[] = [];
    if (fields.includes('creator')) hay.push(o.creator_name, o.creator_handle);
    if (fields.includes('campaign')) hay.push(o.campaign_name, o.brand_name);
    if (fields.includes('channel')) hay.push(o.creator_channel_name);
    if (fields.includes('status')) hay.push(o.status, outreachStatusLabel(o.status));
    return hay.some((h) => (h ?? '').toLowerCase().includes(q));
  });
}
