import { useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Loader2, Sparkles } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TExtractCampaignResponse } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { formatNumber } from '@/lib/format';
import { useExtractCampaign } from './api/extract-campaign';
import { useCreateCampaign } from './api/create-campaign';
import { ExtractedCard, MissingInfoCard } from './components/builder-result';
import { CampaignForm, type OnFieldChange } from './components/campaign-form';
import { PlanReview } from './components/plan-review';
import {
  BRIEF_MAX_LENGTH,
  EMPTY_FORM,
  GENERIC_BUILDER_ERROR,
  checkCampaignForm,
  formFromExtraction,
  mergeExtraction,
  reviewFlags,
  type CampaignFormValues,
  type FormKey,
} from './lib/campaign-form';

const NO_FLAGS: ReadonlySet<FormKey> = new Set();

/**
 * Brief -> extracted plan (editable, with the sentence each value came from and the fields the AI is unsure of) ->
 * confirm the whole plan -> create -> the campaign's page. Generate again keeps every field the user changed.
 */
export function CampaignBuilderPage() {
  const uid = useId();
  const navigate = useNavigate();
  const [brief, setBrief] = useState('');
  const [result, setResult] = useState<TExtractCampaignResponse | null>(null);
  const [form, setForm] = useState<CampaignFormValues | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // Fields the user changed: Generate again keeps them and refreshes only the others.
  const [touched, setTouched] = useState<ReadonlySet<FormKey>>(new Set());
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const extract = useExtractCampaign();
  const create = useCreateCampaign();
  const busy = extract.isPending;
  const blank = brief.trim().length === 0;

  const generate = () => {
    if (blank || busy) return;
    setStep('edit');
    extract.mutate(brief, {
      onSuccess: (r) => {
        setResult(r);
        setForm((prev) => (prev ? mergeExtraction(prev, touchedRef.current, r) : formFromExtraction(r)));
        // Incomplete briefs: point at the fields to fill straight away.
        setShowErrors(!r.complete);
      },
    });
  };

  const onChange: OnFieldChange = (k, v) => {
    setForm((f) => ({ ...(f ?? EMPTY_FORM), [k]: v }));
    setTouched((t) => (t.has(k) ? t : new Set([...t, k])));
  };

  const check = form ? checkCampaignForm(form) : null;
  const review = useMemo(() => (result ? reviewFlags(result, touched) : NO_FLAGS), [result, touched]);
  // The sentence each value was read from, while the value is still the AI's.
  const sources = useMemo(() => {
    const out: Partial<Record<FormKey, string>> = {};
    for (const [k, v] of Object.entries(result?.plan?.sources ?? {})) {
      const f = (k === 'niche_text' ? 'product_niche' : k) as FormKey;
      if (f in EMPTY_FORM && !touched.has(f)) out[f] = v;
    }
    return out;
  }, [result, touched]);

  const toReview = () => {
    if (!check) return;
    setShowErrors(true);
    if (check.payload) setStep('confirm');
  };

  const submit = () => {
    if (!check?.payload) return;
    create.mutate(
      { ...check.payload, brief: brief.trim() },
      {
        onSuccess: (campaign) => {
          toast.success('Campaign Created', { description: 'Your campaign has been created successfully.' });
          void navigate(`/campaigns/${campaign.id}`);
        },
        onError: (e) => {
          toast.error('Error', { description: e.message || 'Failed to create the campaign. Please try again.' });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle>AI Campaign Builder</PageTitle>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/campaigns">
          <ArrowLeft aria-hidden="true" /> Back to Campaigns
        </Link>
      </Button>
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Sparkles className="size-7 text-primary" aria-hidden="true" /> AI Campaign Builder
          </span>
        }
        description="Describe your campaign in plain English: product, brand, audience, goal and budget. The AI turns it into a campaign plan you can correct and confirm before it is created."
      />

      <form
        className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <Label htmlFor={`${uid}-brief`}>Campaign brief</Label>
        <Textarea
          id={`${uid}-brief`}
          value={brief}
          maxLength={BRIEF_MAX_LENGTH}
          onChange={(e) => setBrief(e.target.value)}
          rows={10}
          className="min-h-56 text-base"
          placeholder="e.g. We're launching BoltBuds, wireless earbuds by Sonix for gym-goers aged 18-30 in India. We want 8-10 fitness and tech creators to make workout reels showing sweat-proof fit and 30-hour battery. Budget: ₹70K-80K per creator. Goal: drive pre-orders."
          aria-describedby={`${uid}-counter`}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              generate();
            }
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={`${uid}-counter`} className="text-xs text-muted-foreground" aria-live="polite">
            {formatNumber(brief.length)} / {formatNumber(BRIEF_MAX_LENGTH)} characters
            {touched.size > 0 && ' · your changes to the plan are kept when you generate again'}
          </p>
          <Button type="submit" disabled={busy || blank}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {busy ? 'Processing...' : 'Generate Campaign'}
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="flex flex-col gap-4">
        {busy && (
          <p role="status" className="flex items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-800">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Analyzing your campaign brief...
          </p>
        )}
        {extract.isError && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p className="font-semibold">{GENERIC_BUILDER_ERROR}</p>
            {extract.error.message && <p className="mt-1 break-words">{extract.error.message}</p>}
          </div>
        )}
        {result &&
          !busy &&
          (result.complete ? (
            <ExtractedCard campaign={result.campaign} currency={result.currency} review={review} />
          ) : (
            <MissingInfoCard missing={result.missing_fields} message={result.message} />
          ))}
      </div>

      {form && check && step === 'edit' && (
        <CampaignForm
          values={form}
          onChange={onChange}
          onSubmit={toReview}
          check={check}
          showErrors={showErrors}
          review={review}
          sources={sources}
          budgetArithmetic={touched.has('total_budget') ? undefined : result?.plan?.budget_arithmetic || undefined}
        />
      )}
      {check?.payload && step === 'confirm' && (
        <PlanReview payload={check.payload} review={review} onBack={() => setStep('edit')} onCreate={submit} creating={create.isPending} />
      )}
    </div>
  );
}
