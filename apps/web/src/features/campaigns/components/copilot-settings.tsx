import { useId, useRef, useState } from 'react';
import { Loader2, Play } from 'lucide-react';
import type { TCampaign, TRunSettings } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoney, plural } from '@/lib/format';
import { budgetFree, defaultRunSettings, MAX_CREATORS_PER_RUN, toRunSettings, type RunSettingsErrors, type RunSettingsForm } from '../lib/run-settings';

/**
 * The run settings the Co-Pilot starts with, prefilled with the campaign's defaults: how many creators, a price cap,
 * approval (on by default), countries and calling hours. Submitting validates, then `onStart` posts them; the server's
 * refusal (409) comes back as `refusal` and is shown above the buttons.
 */
export function CopilotSettings({
  campaign,
  stillNeeded,
  onStart,
  onCancel,
}: {
  campaign: TCampaign;
  stillNeeded: number;
  onStart: (settings: TRunSettings) => Promise<string | null>;
  onCancel: () => void;
}) {
  const c = campaign;
  const [form, setForm] = useState<RunSettingsForm>(() => defaultRunSettings(stillNeeded));
  const [errors, setErrors] = useState<RunSettingsErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { approval: useId(), hours: useId(), start: useId(), end: useId(), hoursError: useId() };
  const set = <K extends keyof RunSettingsForm>(k: K, v: RunSettingsForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    // An edited field's error goes; the others stay until the next attempt.
    const field: keyof RunSettingsErrors = k.startsWith('hours') || k === 'custom_hours' ? 'hours' : k === 'require_approval' ? 'auto_approve_below' : (k as keyof RunSettingsErrors);
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const free = budgetFree(c);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const r = toRunSettings(form);
    if (r.errors) {
      setErrors(r.errors);
      // Take the keyboard to the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setStarting(true);
    const refused = await onStart(r.settings);
    setStarting(false);
    if (refused) setRefusal(refused);
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label="Run settings">
      <p className="rounded-md bg-muted/60 p-3 text-sm">
        {stillNeeded > 0
          ? `${c.product_name} still needs ${plural(stillNeeded, 'deal')} for its ${plural(c.planned_creators, 'planned creator')}.`
          : `${c.product_name} already has a deal, agreed or proposed, for each of its ${plural(c.planned_creators, 'planned creator')}.`}{' '}
        {formatMoney(free, c.currency)} of the {formatMoney(c.total_budget, c.currency)} budget is free for new deals.
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Creators to call"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CREATORS_PER_RUN}
          step={1}
          value={form.max_creators}
          onChange={(e) => set('max_creators', e.target.value)}
          error={errors.max_creators}
          hint={`1 to ${MAX_CREATORS_PER_RUN} per run`}
        />
        <TextField
          label={`Maximum price per creator (${c.currency})`}
          type="text"
          inputMode="decimal"
          placeholder="As the budget allows"
          value={form.max_price_per_creator}
          onChange={(e) => set('max_price_per_creator', e.target.value)}
          error={errors.max_price_per_creator}
          hint="The agent never offers more than this"
        />
      </div>

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Approval</legend>
        <div className="flex items-start gap-2">
          <Checkbox id={ids.approval} checked={form.require_approval} onCheckedChange={(v) => set('require_approval', v === true)} className="mt-0.5" />
          <div className="grid gap-0.5">
            <Label htmlFor={ids.approval}>Deals need my approval</Label>
            <p className="text-xs text-muted-foreground">
              {form.require_approval
                ? 'A price agreed on a call becomes a proposed deal; only your approval commits money. The creator is told the brand will confirm.'
                : 'Prices agreed on calls are committed at once, within the budget.'}
            </p>
          </div>
        </div>
        {form.require_approval && (
          <TextField
            label={`Approve automatically below (${c.currency})`}
            type="text"
            inputMode="decimal"
            placeholder="Never"
            value={form.auto_approve_below}
            onChange={(e) => set('auto_approve_below', e.target.value)}
            error={errors.auto_approve_below}
            hint="Optional: smaller deals are agreed without asking you"
          />
        )}
      </fieldset>

      <TextField
        label="Countries to call"
        placeholder="The campaign's target countries"
        autoCapitalize="characters"
        value={form.target_countries}
        onChange={(e) => set('target_countries', e.target.value)}
        error={errors.target_countries}
        hint="Two-letter codes separated by commas, e.g. IN, AE. Creators elsewhere are not called."
      />

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Calling hours</legend>
        <div className="flex items-start gap-2">
          <Checkbox id={ids.hours} checked={form.custom_hours} onCheckedChange={(v) => set('custom_hours', v === true)} className="mt-0.5" />
          <div className="grid gap-0.5">
            <Label htmlFor={ids.hours}>Set calling hours for this run</Label>
            <p className="text-xs text-muted-foreground">
              {form.custom_hours ? "In each creator's local time." : "Otherwise the campaign's window applies (10:00–19:00 in the creator's local time unless configured)."}
            </p>
          </div>
        </div>
        {form.custom_hours && (
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.start}>From</Label>
              <Input
                id={ids.start}
                type="time"
                value={form.hours_start}
                onChange={(e) => set('hours_start', e.target.value)}
                aria-invalid={errors.hours ? true : undefined}
                aria-describedby={errors.hours ? ids.hoursError : undefined}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.end}>Until</Label>
              <Input
                id={ids.end}
                type="time"
                value={form.hours_end}
                onChange={(e) => set('hours_end', e.target.value)}
                aria-invalid={errors.hours ? true : undefined}
                aria-describedby={errors.hours ? ids.hoursError : undefined}
              />
            </div>
            {errors.hours && (
              <p id={ids.hoursError} className="col-span-2 text-xs font-medium text-destructive">
                {errors.hours}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <FormError>{refusal && `The Auto Co-Pilot did not start: ${refusal}`}</FormError>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={starting}>
          {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
          {starting ? 'Starting…' : 'Start run'}
        </Button>
      </DialogFooter>
    </form>
  );
}
