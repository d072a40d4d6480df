import { useId, type FormEvent } from 'react';
import { Loader2, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CURRENCIES, NICHES } from '@/lib/constants';
import { capitalize } from '@/lib/format';
import { cn } from '@/lib/utils';
import { FIELD_LABELS, type CampaignFormValues, type FormCheck } from '../lib/campaign-form';

type Key = keyof CampaignFormValues;

export function CampaignForm({
  values,
  onChange,
  onSubmit,
  check,
  showErrors,
  submitting,
}: {
  values: CampaignFormValues;
  onChange: (key: Key, value: string) => void;
  onSubmit: () => void;
  check: FormCheck;
  showErrors: boolean;
  submitting: boolean;
}) {
  const uid = useId();
  const id = (k: Key) => `${uid}-${k}`;
  const err = (k: Key) => (showErrors ? check.invalid[k as keyof FormCheck['invalid']] : undefined);

  const field = (k: Key, label: string, el: 'input' | 'textarea', hint?: string) => {
    const error = err(k);
    return (
      <div className={cn('flex flex-col gap-1.5', el === 'textarea' && 'sm:col-span-2')}>
        <Label htmlFor={id(k)}>
          {label} <span aria-hidden="true" className="text-destructive">*</span>
        </Label>
        {el === 'textarea' ? (
          <Textarea
            id={id(k)}
            value={values[k]}
            onChange={(e) => onChange(k, e.target.value)}
            rows={2}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id(k)}-err` : undefined}
          />
        ) : (
          <Input
            id={id(k)}
            value={values[k]}
            onChange={(e) => onChange(k, e.target.value)}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id(k)}-err` : hint ? `${id(k)}-hint` : undefined}
          />
        )}
        {error ? (
          <p id={`${id(k)}-err`} className="text-xs text-destructive">
            {error}
          </p>
        ) : (
          hint && (
            <p id={`${id(k)}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )
        )}
      </div>
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        Review and create
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Check what the AI understood, fix anything it got wrong, then create the campaign.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('product_name', FIELD_LABELS.product_name, 'input')}
        {field('brand_name', FIELD_LABELS.brand_name, 'input')}
        {field('product_description', FIELD_LABELS.product_description, 'textarea')}
        {field('target_audience', FIELD_LABELS.target_audience, 'textarea')}
        {field('key_use_cases', FIELD_LABELS.key_use_cases, 'textarea')}
        {field('campaign_goal', FIELD_LABELS.campaign_goal, 'textarea')}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('product_niche')}>
            {FIELD_LABELS.product_niche} <span aria-hidden="true" className="text-destructive">*</span>
          </Label>
          <NativeSelect
            id={id('product_niche')}
            value={values.product_niche}
            onChange={(e) => onChange('product_niche', e.target.value)}
            aria-invalid={Boolean(err('product_niche'))}
            required
          >
            <option value="">Choose a niche</option>
            {NICHES.map((n) => (
              <option key={n} value={n}>
                {capitalize(n)}
              </option>
            ))}
          </NativeSelect>
          {err('product_niche') && <p className="text-xs text-destructive">{err('product_niche')}</p>}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('total_budget')}>
            {FIELD_LABELS.total_budget} <span aria-hidden="true" className="text-destructive">*</span>
          </Label>
          <div className="flex gap-2">
            <NativeSelect
              aria-label="Currency"
              className="w-24 shrink-0"
              value={values.currency}
              onChange={(e) => onChange('currency', e.target.value)}
            >
              {(CURRENCIES as readonly string[]).includes(values.currency) ? null : <option value={values.currency}>{values.currency}</option>}
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
            <Input
              id={id('total_budget')}
              inputMode="decimal"
              value={values.total_budget}
              onChange={(e) => onChange('total_budget', e.target.value)}
              aria-invalid={Boolean(err('total_budget'))}
              aria-describedby={err('total_budget') ? `${id('total_budget')}-err` : undefined}
              required
            />
          </div>
          {err('total_budget') && (
            <p id={`${id('total_budget')}-err`} className="text-xs text-destructive">
              {err('total_budget')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('planned_creators')}>Number of creators</Label>
          <Input
            id={id('planned_creators')}
            type="number"
            min={1}
            max={1000}
            step={1}
            value={values.planned_creators}
            onChange={(e) => onChange('planned_creators', e.target.value)}
            aria-invalid={Boolean(err('planned_creators'))}
            aria-describedby={`${id('planned_creators')}-hint`}
          />
          <p id={`${id('planned_creators')}-hint`} className={cn('text-xs', err('planned_creators') ? 'text-destructive' : 'text-muted-foreground')}>
            {err('planned_creators') ?? 'Used to work out each creator’s share of the budget.'}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
          {submitting ? 'Creating...' : 'Create Campaign'}
        </Button>
        {showErrors && check.missing.length > 0 && (
          <p role="alert" className="text-sm text-destructive">
            Please fill: {check.missing.join(', ')}.
          </p>
        )}
      </div>
    </form>
  );
}
