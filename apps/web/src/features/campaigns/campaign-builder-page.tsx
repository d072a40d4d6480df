import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Loader2, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { TExtractCampaignResponse } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { formatNumber } from '@/lib/format';
import { useExtractCampaign } from './api/extract-campaign';
import { useCreateCampaign } from './api/create-campaign';
import { ExtractedCard, MissingInfoCard } from './components/builder-result';
import { CampaignForm } from './components/campaign-form';
import {
  BRIEF_MAX_LENGTH,
  GENERIC_BUILDER_ERROR,
  checkCampaignForm,
  formFromExtraction,
  type CampaignFormValues,
} from './lib/campaign-form';

export function CampaignBuilderPage() {
  const uid = useId();
  const navigate = useNavigate();
  const [brief, setBrief] = useState('');
  const [result, setResult] = useState<TExtractCampaignResponse | null>(null);
  const [form, setForm] = useState<CampaignFormValues | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const extract = useExtractCampaign();
  const create = useCreateCampaign();

  const busy = extract.isPending;
  const blank = brief.trim().length === 0;

  const generate = () => {
    if (blank || busy) return;
    setResult(null);
    setForm(null);
    setShowErrors(false);
    extract.mutate(brief, {
      onSuccess: (r) => {
        setResult(r);
        setForm(formFromExtraction(r));
        // Incomplete briefs: point at the fields to fill straight away.
        setShowErrors(!r.complete);
      },
    });
  };

  const check = form ? checkCampaignForm(form) : null;

  const submit = () => {
    if (!form || !check) return;
    setShowErrors(true);
    if (!check.payload) return;
    create.mutate(check.payload, {
      onSuccess: (campaign) => {
        toast.success('Campaign Created', { description: 'Your campaign has been created successfully.' });
        void navigate(`/campaigns/${campaign.id}`);
      },
      onError: (e) => {
        toast.error('Error', { description: e.message || 'Failed to create the campaign. Please try again.' });
      },
    });
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
        description="Describe your campaign in plain English: product, brand, audience, goal and budget. The AI turns it into a campaign you can review before creating it."
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
          (result.complete ? (
            <ExtractedCard campaign={result.campaign} currency={result.currency} />
          ) : (
            <MissingInfoCard missing={result.missing_fields} message={result.message} />
          ))}
      </div>

      {form && check && (
        <CampaignForm
          values={form}
          onChange={(k, v) => setForm((f) => (f ? { ...f, [k]: v } : f))}
          onSubmit={submit}
          check={check}
          showErrors={showErrors}
          submitting={create.isPending}
        />
      )}
    </div>
  );
}
