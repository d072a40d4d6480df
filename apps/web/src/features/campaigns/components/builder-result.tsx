import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { TExtractedCampaign } from '@inflow/contracts';
import { formatMoney } from '@/lib/format';
import { FIELD_LABELS, CAMPAIGN_FIELDS, missingFieldsMessage } from '../lib/campaign-form';

/** The red card of the spec: missing fields as chips plus the exact message. */
export function MissingInfoCard({ missing, message }: { missing: readonly string[]; message?: string | null }) {
  return (
    <section role="alert" aria-labelledby="missing-info-title" className="rounded-xl border border-red-200 bg-red-50 p-5">
      <h2 id="missing-info-title" className="flex items-center gap-2 font-semibold text-red-800">
        <AlertTriangle className="size-5" aria-hidden="true" /> Missing Information
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Missing fields">
        {missing.map((m) => (
          <li key={m} className="rounded-full bg-red-100 px-3 py-1 text-sm font-medium text-red-800 ring-1 ring-red-300">
            {m}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-red-800">{message || missingFieldsMessage(missing)}</p>
      <p className="mt-2 text-sm text-red-700">You can also fill the missing fields in the form below.</p>
    </section>
  );
}

/** The green card of the spec: the fields the AI extracted. */
export function ExtractedCard({ campaign, currency, review }: { campaign: TExtractedCampaign; currency: string; review?: ReadonlySet<string> }) {
  return (
    <section aria-labelledby="extracted-title" className="rounded-xl border border-green-200 bg-green-50 p-5">
      <h2 id="extracted-title" className="flex items-center gap-2 font-semibold text-green-800">
        <CheckCircle2 className="size-5" aria-hidden="true" /> Campaign Details Extracted Successfully!
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {CAMPAIGN_FIELDS.map((f) => (
          <div key={f} className="min-w-0">
            <dt className="font-medium text-green-900">
              {FIELD_LABELS[f]}
              {/* A value the extractor is unsure of is never shown as certain. */}
              {review?.has(f) && <span className="ml-2 text-xs font-semibold text-amber-700">Not sure — check below</span>}
            </dt>
            <dd className="break-words text-green-800">
              {f === 'total_budget' ? formatMoney(campaign.total_budget, currency) : campaign[f] || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
