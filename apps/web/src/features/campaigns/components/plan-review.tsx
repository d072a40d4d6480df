import { useId, useState } from 'react';
import { AlertTriangle, ArrowLeft, Loader2, Rocket } from 'lucide-react';
import type { TCampaignCreate } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { capitalize, formatMoney, formatNumber } from '@/lib/format';
import { FIELD_LABELS, PLAN_LABELS, type FormKey } from '../lib/campaign-form';

const list = (xs: readonly string[] | undefined) => (xs && xs.length ? xs.join(', ') : '—');
const or = (v: string | null | undefined) => (v && v.trim() ? v : '—');

/** The plan as rows of label and value, in the form's order. */
export function planRows(p: TCampaignCreate): Array<[FormKey, string, string]> {
  const followers =
    p.min_followers == null && p.max_followers == null
      ? '—'
      : `${p.min_followers == null ? 'any' : formatNumber(p.min_followers)} – ${p.max_followers == null ? 'any' : formatNumber(p.max_followers)}`;
  return [
    ['product_name', FIELD_LABELS.product_name, p.product_name],
    ['brand_name', FIELD_LABELS.brand_name, p.brand_name],
    ['product_description', FIELD_LABELS.product_description, or(p.product_description)],
    ['target_audience', FIELD_LABELS.target_audience, or(p.target_audience)],
    ['key_use_cases', FIELD_LABELS.key_use_cases, or(p.key_use_cases)],
    ['campaign_goal', FIELD_LABELS.campaign_goal, or(p.campaign_goal)],
    ['product_niche', FIELD_LABELS.product_niche, or(p.product_niche)],
    ['niche', PLAN_LABELS.niche, p.niches?.length ? p.niches.map(capitalize).join(', ') : 'From the niche text'],
    ['total_budget', FIELD_LABELS.total_budget, formatMoney(p.total_budget, p.currency ?? 'INR')],
    ['planned_creators', PLAN_LABELS.planned_creators, String(p.planned_creators ?? 10)],
    ['platforms', PLAN_LABELS.platforms, list(p.platforms?.map(capitalize))],
    ['min_followers', 'Followers', followers],
    ['target_countries', PLAN_LABELS.target_countries, list(p.target_countries)],
    ['target_languages', PLAN_LABELS.target_languages, list(p.target_languages)],
    ['target_cities', PLAN_LABELS.target_cities, list(p.target_cities)],
    ['deliverables', PLAN_LABELS.deliverables, list(p.deliverables?.map((d) => `${d.count} × ${d.format} on ${capitalize(d.platform)}`))],
    ['start_date', PLAN_LABELS.start_date, or(p.start_date)],
    ['end_date', PLAN_LABELS.end_date, or(p.end_date)],
    ['content_due_date', PLAN_LABELS.content_due_date, or(p.content_due_date)],
  ];
}

/**
 * The confirm step: the whole plan, read-only, before anything is created. Values the AI was unsure of (and the user
 * did not change) are marked and must be acknowledged; with none, Create is one click.
 */
export function PlanReview({
  payload,
  review,
  onBack,
  onCreate,
  creating,
}: {
  payload: TCampaignCreate;
  review: ReadonlySet<FormKey>;
  onBack: () => void;
  onCreate: () => void;
  creating: boolean;
}) {
  const uid = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const rows = planRows(payload);
  const flagged = rows.filter(([k]) => review.has(k) || (k === 'min_followers' && review.has('max_followers')));
  const blocked = flagged.length > 0 && !acknowledged;
  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        Confirm your campaign
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">This is the plan the campaign will be created with. Nothing is created until you press Create Campaign.</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([k, label, value]) => {
          const isFlagged = flagged.some(([f]) => f === k);
          return (
            <div key={k} className={isFlagged ? 'rounded-md bg-amber-50 p-2 ring-1 ring-amber-300' : undefined}>
              <dt className="font-medium">
                {label}
                {isFlagged && (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
                    <AlertTriangle className="size-3.5" aria-hidden="true" /> Not sure — check
                  </span>
                )}
              </dt>
              <dd className="break-words whitespace-pre-line text-muted-foreground">{value}</dd>
            </div>
          );
        })}
      </dl>
      {flagged.length > 0 && (
        <label className="mt-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
          <span>
            I have checked the values marked “Not sure” ({flagged.map(([, label]) => label).join(', ')}).
          </span>
        </label>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={onBack} disabled={creating}>
          <ArrowLeft aria-hidden="true" /> Back to edit
        </Button>
        <Button type="button" onClick={onCreate} disabled={creating || blocked}>
          {creating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
          {creating ? 'Creating...' : 'Create Campaign'}
        </Button>
      </div>
    </section>
  );
}
