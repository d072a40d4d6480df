import { useId } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CURRENCIES, NICHES, PLATFORMS, platformLabel } from '@/lib/constants';
import { capitalize, displayName, formatNumber } from '@/lib/format';
import { useCreatorFacets } from '../api/get-creator-facets';
import {
  AGE_BANDS,
  COUNTRIES,
  GENDERS,
  LANGUAGES,
  PAGE_SIZES,
  type ChoiceFilterKey,
  type DiscoverFilters,
  type NumberFilterKey,
} from '../lib/filters';

export type RawNumbers = Record<NumberFilterKey, string>;

export function FiltersPanel({
  filters,
  raw,
  errors,
  onChoice,
  onNumber,
  onLimit,
}: {
  filters: DiscoverFilters;
  raw: RawNumbers;
  errors: Partial<Record<NumberFilterKey, string>>;
  onChoice: (key: ChoiceFilterKey, value: string) => void;
  onNumber: (key: NumberFilterKey, value: string) => void;
  onLimit: (limit: number) => void;
}) {
  const uid = useId();
  const facets = useCreatorFacets();
  // Options come from the data (every value present, most creators first); the fixed lists stand in until it loads.
  const languages = facets.data
    ? facets.data.languages.map((l) => ({ value: l.value, label: `${displayName('language', l.value)} (${formatNumber(l.count)})` }))
    : LANGUAGES;
  const countries = facets.data
    ? facets.data.countries.map((c) => ({ value: c.value, label: `${displayName('region', c.value)} (${formatNumber(c.count)})` }))
    : COUNTRIES;
  const audienceCountries = facets.data
    ? facets.data.countries.map((c) => ({ value: c.value, label: `${displayName('region', c.value)} (30%+ of the audience)` }))
    : COUNTRIES.map((c) => ({ value: c.value, label: `${c.label} (30%+ of the audience)` }));
  const choice = (key: ChoiceFilterKey, label: string, options: readonly { value: string; label: string }[], all = 'All') => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${uid}-${key}`}>{label}</Label>
      <NativeSelect id={`${uid}-${key}`} value={filters[key] ?? ''} onChange={(e) => onChoice(key, e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const number = (key: NumberFilterKey, label: string, extra: { step?: number; max?: number; placeholder: string }) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${uid}-${key}`}>{label}</Label>
      <Input
        id={`${uid}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={extra.max}
        step={extra.step ?? 1}
        placeholder={extra.placeholder}
        value={raw[key]}
        onChange={(e) => onNumber(key, e.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `${uid}-${key}-err` : undefined}
      />
      {errors[key] && (
        <p id={`${uid}-${key}-err`} className="text-xs text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {choice('platform', 'Platform', PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) })))}
      {choice('niche', 'Niche', NICHES.map((n) => ({ value: n, label: capitalize(n) })))}
      {choice('language', 'Language', languages)}
      {choice('country', 'Country', countries)}
      {number('min_followers', 'Min followers', { placeholder: 'e.g. 10000' })}
      {number('max_followers', 'Max followers', { placeholder: 'e.g. 500000' })}
      {number('min_engagement', 'Min engagement (%)', { step: 0.1, max: 100, placeholder: 'e.g. 2.5' })}
      {choice('audience_country', 'Audience country', audienceCountries, 'Any')}
      {choice('audience_age', 'Audience age', AGE_BANDS.map((a) => ({ value: a, label: `${a} (30%+ of the audience)` })), 'Any')}
      {choice('audience_gender', 'Audience gender', GENDERS, 'Any')}
      {number('min_audience_quality', 'Min audience quality (0-100)', { max: 100, placeholder: 'e.g. 70' })}
      {number('min_rate', 'Min rate per post', { placeholder: 'e.g. 100' })}
      {number('max_rate', 'Max rate per post', { placeholder: 'e.g. 5000' })}
      {choice('rate_currency', 'Rate currency', CURRENCIES.filter((c) => c !== 'USD').map((c) => ({ value: c, label: c })), 'USD')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-limit`}>Results per page</Label>
        <NativeSelect id={`${uid}-limit`} value={filters.limit} onChange={(e) => onLimit(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
