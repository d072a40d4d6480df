import type { TCampaign } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { capitalize, formatDate, formatNumber } from '@/lib/format';

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'Any');
const day = (d: string | null) => (d ? formatDate(`${d}T00:00:00`) : '—');

/** The stored plan: who, where, what and when; and the brief the campaign was made from. */
export function CampaignPlanCard({ campaign: c }: { campaign: TCampaign }) {
  const followers =
    c.min_followers === null && c.max_followers === null
      ? 'Any'
      : `${c.min_followers === null ? 'Any' : formatNumber(c.min_followers)} – ${c.max_followers === null ? 'any' : formatNumber(c.max_followers)}`;
  const rows: [string, string][] = [
    ['Matching niche', c.niches.length ? c.niches.map(capitalize).join(', ') : 'None named'],
    ['Creators planned', formatNumber(c.planned_creators)],
    ['Platforms', list(c.platforms.map(capitalize))],
    ['Followers', followers],
    ['Countries', list(c.target_countries)],
    ['Cities', list(c.target_cities)],
    ['Languages', list(c.target_languages)],
    ['Deliverables (per creator)', c.deliverables.length ? c.deliverables.map((d) => `${d.count} × ${d.format} on ${capitalize(d.platform)}`).join(', ') : 'None set'],
    ['Start', day(c.start_date)],
    ['End', day(c.end_date)],
    ['Content due', day(c.content_due_date)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" aria-label="Campaign plan">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {c.brief ? (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Original brief</summary>
            <p className="mt-2 whitespace-pre-line break-words text-muted-foreground">{c.brief}</p>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
