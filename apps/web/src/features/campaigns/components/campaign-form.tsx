import { useId, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, ClipboardCheck, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CURRENCIES, NICHES, PLATFORMS } from '@/lib/constants';
import { capitalize } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  DELIVERABLE_FORMATS,
  FIELD_LABELS,
  PLAN_LABELS,
  type CampaignFormValues,
  type DeliverableRow,
  type FormCheck,
  type FormKey,
} from '../lib/campaign-form';

export type OnFieldChange = <K extends FormKey>(key: K, value: CampaignFormValues[K]) => void;

export interface PlanFieldsProps {
  values: CampaignFormValues;
  onChange: OnFieldChange;
  /** Errors to show now (after a submit attempt). */
  errors: FormCheck['invalid'];
  /** Fields the extractor is unsure of: highlighted until the user edits them. */
  review?: ReadonlySet<FormKey>;
  /** The sentence of the brief each field was read from. */
  sources?: Partial<Record<FormKey, string>>;
  /** How the budget was worked out ('25 creators × ₹80,000 = ₹20,00,000'). */
  budgetArithmetic?: string;
}

export const REVIEW_TEXT = 'Check this value: the AI is not sure of it.';

/** Every field of the campaign plan, shared by the builder and the edit form on the campaign page. */
export function PlanFields({ values, onChange, errors, review, sources, budgetArithmetic }: PlanFieldsProps) {
  const uid = useId();
  const id = (k: FormKey) => `${uid}-${k}`;

  const field = (k: FormKey, label: string, control: (describedBy: string | undefined, flagged: boolean) => ReactNode, opts: { required?: boolean; wide?: boolean; hint?: ReactNode } = {}) => {
    const error = errors[k];
    const flagged = Boolean(review?.has(k));
    const source = sources?.[k];
    const notes = [error ? `${id(k)}-err` : null, flagged ? `${id(k)}-review` : null, opts.hint || source ? `${id(k)}-hint` : null].filter(Boolean);
    return (
      <div className={cn('flex min-w-0 flex-col gap-1.5', opts.wide && 'sm:col-span-2')} data-review={flagged || undefined}>
        <Label htmlFor={id(k)}>
          {label} {opts.required && <span aria-hidden="true" className="text-destructive">*</span>}
        </Label>
        {control(notes.length ? notes.join(' ') : undefined, flagged)}
        {flagged && (
          <p id={`${id(k)}-review`} className="flex items-center gap-1 text-xs font-medium text-amber-700">
            <AlertTriangle className="size-3.5" aria-hidden="true" /> {REVIEW_TEXT}
          </p>
        )}
        {error && (
          <p id={`${id(k)}-err`} className="text-xs text-destructive">
            {error}
          </p>
        )}
        {(opts.hint || source) && (
          <p id={`${id(k)}-hint`} className="text-xs break-words text-muted-foreground">
            {opts.hint}
            {opts.hint && source ? ' ' : null}
            {source && <>From the brief: “{source}”</>}
          </p>
        )}
      </div>
    );
  };
  const ring = (flagged: boolean) => (flagged ? 'border-amber-400 bg-amber-50 ring-1 ring-amber-300' : undefined);
  const text = (k: FormKey, label: string, el: 'input' | 'textarea', opts: { required?: boolean; hint?: ReactNode; placeholder?: string } = {}) =>
    field(
      k,
      label,
      (describedBy, flagged) =>
        el === 'textarea' ? (
          <Textarea
            id={id(k)}
            value={values[k] as string}
            onChange={(e) => onChange(k, e.target.value)}
            rows={2}
            required={opts.required}
            aria-invalid={Boolean(errors[k])}
            aria-describedby={describedBy}
            className={ring(flagged)}
          />
        ) : (
          <Input
            id={id(k)}
            value={values[k] as string}
            onChange={(e) => onChange(k, e.target.value)}
            required={opts.required}
            placeholder={opts.placeholder}
            aria-invalid={Boolean(errors[k])}
            aria-describedby={describedBy}
            className={ring(flagged)}
          />
        ),
      { required: opts.required, wide: el === 'textarea', hint: opts.hint },
    );
  const date = (k: 'start_date' | 'end_date' | 'content_due_date') =>
    field(k, PLAN_LABELS[k], (describedBy, flagged) => (
      <Input
        id={id(k)}
        type="date"
        value={values[k]}
        onChange={(e) => onChange(k, e.target.value)}
        aria-invalid={Boolean(errors[k])}
        aria-describedby={describedBy}
        className={ring(flagged)}
      />
    ));
  const setDeliverable = (i: number, d: Partial<DeliverableRow>) =>
    onChange(
      'deliverables',
      values.deliverables.map((row, j) => (j === i ? { ...row, ...d } : row)),
    );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('product_name', FIELD_LABELS.product_name, 'input', { required: true })}
      {text('brand_name', FIELD_LABELS.brand_name, 'input', { required: true })}
      {text('product_description', FIELD_LABELS.product_description, 'textarea', { required: true })}
      {text('target_audience', FIELD_LABELS.target_audience, 'textarea', { required: true })}
      {text('key_use_cases', FIELD_LABELS.key_use_cases, 'textarea', { required: true })}
      {text('campaign_goal', FIELD_LABELS.campaign_goal, 'textarea', { required: true })}
      {text('product_niche', FIELD_LABELS.product_niche, 'input', { required: true, hint: 'In your own words, e.g. “Premium beer, lifestyle & motorsport”.' })}
      {field('niche', PLAN_LABELS.niche, (describedBy, flagged) => (
        <NativeSelect id={id('niche')} value={values.niche} onChange={(e) => onChange('niche', e.target.value)} aria-describedby={describedBy} className={ring(flagged)}>
          <option value="">From the niche text</option>
          {NICHES.map((n) => (
            <option key={n} value={n}>
              {capitalize(n)}
            </option>
          ))}
        </NativeSelect>
      ), { hint: 'The niche creators are matched on.' })}
      {field(
        'total_budget',
        FIELD_LABELS.total_budget,
        (describedBy, flagged) => (
          <div className="flex gap-2">
            <NativeSelect aria-label="Currency" className="w-24 shrink-0" value={values.currency} onChange={(e) => onChange('currency', e.target.value)}>
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
              aria-invalid={Boolean(errors.total_budget)}
              aria-describedby={describedBy}
              required
              className={ring(flagged)}
            />
          </div>
        ),
        { required: true, hint: budgetArithmetic ? `Worked out as ${budgetArithmetic}.` : undefined },
      )}
      {field(
        'planned_creators',
        PLAN_LABELS.planned_creators,
        (describedBy, flagged) => (
          <Input
            id={id('planned_creators')}
            type="number"
            min={1}
            max={1000}
            step={1}
            value={values.planned_creators}
            onChange={(e) => onChange('planned_creators', e.target.value)}
            aria-invalid={Boolean(errors.planned_creators)}
            aria-describedby={describedBy}
            className={ring(flagged)}
          />
        ),
        { hint: 'Creators the campaign wants; each one’s share of the budget is worked out from it.' },
      )}
      <fieldset className={cn('flex min-w-0 flex-col gap-1.5 sm:col-span-2', review?.has('platforms') && 'rounded-md bg-amber-50 p-2 ring-1 ring-amber-300')}>
        <legend className="text-sm font-medium">{PLAN_LABELS.platforms}</legend>
        <div className="flex flex-wrap gap-4">
          {PLATFORMS.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.platforms.includes(p)}
                onChange={(e) => onChange('platforms', e.target.checked ? [...values.platforms, p] : values.platforms.filter((x) => x !== p))}
              />
              {capitalize(p)}
            </label>
          ))}
        </div>
        {review?.has('platforms') && <p className="text-xs font-medium text-amber-700">{REVIEW_TEXT}</p>}
      </fieldset>
      {text('min_followers', PLAN_LABELS.min_followers, 'input', { placeholder: 'e.g. 10K' })}
      {text('max_followers', PLAN_LABELS.max_followers, 'input', { placeholder: 'e.g. 500K' })}
      {text('target_countries', PLAN_LABELS.target_countries, 'input', { placeholder: 'IN, GB', hint: 'Two-letter codes, separated by commas.' })}
      {text('target_languages', PLAN_LABELS.target_languages, 'input', { placeholder: 'en, hi', hint: 'Two-letter codes, separated by commas.' })}
      {text('target_cities', PLAN_LABELS.target_cities, 'input', { placeholder: 'Mumbai, Delhi' })}
      <fieldset className={cn('flex min-w-0 flex-col gap-2 sm:col-span-2', review?.has('deliverables') && 'rounded-md bg-amber-50 p-2 ring-1 ring-amber-300')}>
        <legend className="text-sm font-medium">{PLAN_LABELS.deliverables} (per creator)</legend>
        {values.deliverables.length === 0 && <p className="text-xs text-muted-foreground">None yet.</p>}
        {values.deliverables.map((d, i) => (
          <div key={i} className="flex flex-wrap items-center gap-2">
            <Input
              type="number"
              min={1}
              max={100}
              className="w-20"
              aria-label={`Deliverable ${i + 1} count`}
              value={d.count}
              onChange={(e) => setDeliverable(i, { count: e.target.value })}
            />
            <NativeSelect className="w-32" aria-label={`Deliverable ${i + 1} format`} value={d.format} onChange={(e) => setDeliverable(i, { format: e.target.value as DeliverableRow['format'] })}>
              {DELIVERABLE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {capitalize(f)}
                </option>
              ))}
            </NativeSelect>
            <span className="text-sm text-muted-foreground">on</span>
            <NativeSelect className="w-36" aria-label={`Deliverable ${i + 1} platform`} value={d.platform} onChange={(e) => setDeliverable(i, { platform: e.target.value as DeliverableRow['platform'] })}>
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {capitalize(p)}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove deliverable ${i + 1}`}
              onClick={() =>
                onChange(
                  'deliverables',
                  values.deliverables.filter((_, j) => j !== i),
                )
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.deliverables && <p className="text-xs text-destructive">{errors.deliverables}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange('deliverables', [...values.deliverables, { platform: values.platforms[0] ?? 'instagram', format: 'reel', count: '1' }])}
        >
          <Plus aria-hidden="true" /> Add deliverable
        </Button>
      </fieldset>
      {date('start_date')}
      {date('end_date')}
      {date('content_due_date')}
    </div>
  );
}

/** The builder's editable plan: fix what the AI got wrong, then go to the review step. */
export function CampaignForm({
  values,
  onChange,
  onSubmit,
  check,
  showErrors,
  review,
  sources,
  budgetArithmetic,
}: {
  values: CampaignFormValues;
  onChange: OnFieldChange;
  onSubmit: () => void;
  check: FormCheck;
  showErrors: boolean;
  review?: ReadonlySet<FormKey>;
  sources?: Partial<Record<FormKey, string>>;
  budgetArithmetic?: string;
}) {
  const uid = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        Campaign plan
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Check what the AI understood and fix anything it got wrong. Fields marked in amber are ones it is not sure of. Your changes are kept if you
        generate again.
      </p>
      <div className="mt-4">
        <PlanFields values={values} onChange={onChange} errors={showErrors ? check.invalid : {}} review={review} sources={sources} budgetArithmetic={budgetArithmetic} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit">
          <ClipboardCheck aria-hidden="true" /> Review plan
        </Button>
        {showErrors && check.missing.length > 0 && (
          <p role="alert" className="text-sm text-destructive">
            Please fill: {check.missing.join(', ')}.
          </p>
        )}
        {showErrors && check.missing.length === 0 && Object.keys(check.invalid).length > 0 && (
          <p role="alert" className="text-sm text-destructive">
            Please correct the highlighted fields.
          </p>
        )}
      </div>
    </form>
  );
}
