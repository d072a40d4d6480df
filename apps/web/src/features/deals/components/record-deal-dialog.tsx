import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import type { TCampaign, TCreator, TDealCreate, TDealDetail } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api-client';
import { PLATFORMS, platformLabel } from '@/lib/constants';
import { formatCompact, formatMoney } from '@/lib/format';
import { Refusal } from './refusal';

type Deliverable = { platform: string; format: string; count: string; due_date: string };
type Milestone = { name: string; percent: string; condition: 'signed' | 'draft_approved' | 'post_live' };
const CONDITIONS = [
  ['signed', 'Contract signed'],
  ['draft_approved', 'Drafts approved'],
  ['post_live', 'Posts live'],
] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Checks the form as the server will, so the person sees every problem at once; the server checks again. */
export function checkDeal(v: { campaign?: TCampaign; creatorId: string; price: string; deliverables: Deliverable[]; milestones: Milestone[]; landing: string }): string[] {
  const errors: string[] = [];
  if (!v.campaign) errors.push('Choose a campaign');
  if (!v.creatorId) errors.push('Choose a creator');
  const price = Number(v.price);
  if (!v.price.trim() || !Number.isFinite(price) || price <= 0) errors.push('The price must be a positive amount');
  v.deliverables.forEach((d, i) => {
    if (!d.format.trim()) errors.push(`Deliverable ${i + 1}: give a format (reel, video, story...)`);
    if (!/^\d+$/.test(d.count) || Number(d.count) < 1 || Number(d.count) > 100) errors.push(`Deliverable ${i + 1}: the count is a whole number from 1 to 100`);
  });
  v.milestones.forEach((m, i) => {
    if (!m.name.trim()) errors.push(`Milestone ${i + 1}: give it a name`);
    if (!(Number(m.percent) > 0 && Number(m.percent) <= 100)) errors.push(`Milestone ${i + 1}: the percent is above 0 and at most 100`);
  });
  const sum = v.milestones.reduce((s, m) => s + (Number(m.percent) || 0), 0);
  if (Math.abs(sum - 100) > 0.001) errors.push(`The milestones add up to ${sum}%; they must add up to 100%`);
  if (v.landing.trim() && !/^https?:\/\/\S+$/i.test(v.landing.trim())) errors.push('The landing page must be an http(s) address');
  return errors;
}

/** Records a deal agreed outside Inflow (an email, a DM): agreed at once and committed on the campaign's budget. */
export function RecordDealDialog({ open, onOpenChange, campaignId }: { open: boolean; onOpenChange: (o: boolean) => void; campaignId?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const campaigns = useQuery({
    queryKey: ['campaigns', 'record-deal-options'],
    queryFn: ({ signal }) => apiRequest<TCampaign[]>('/api/v1/campaigns/', { query: { limit: 100, offset: 0 }, signal }),
    enabled: open,
  });
  const [campaign, setCampaign] = useState(campaignId ?? '');
  const [search, setSearch] = useState('');
  const [creatorId, setCreatorId] = useState('');
  const [price, setPrice] = useState('');
  const [deliverables, setDeliverables] = useState<Deliverable[]>([{ platform: 'instagram', format: 'reel', count: '1', due_date: '' }]);
  const [milestones, setMilestones] = useState<Milestone[]>([
    { name: 'On signing', percent: '30', condition: 'signed' },
    { name: 'On posting', percent: '70', condition: 'post_live' },
  ]);
  const [usage, setUsage] = useState('');
  const [exclusivity, setExclusivity] = useState('');
  const [landing, setLanding] = useState('');
  // After a first try the problems are shown, and follow the fields as they are fixed.
  const [tried, setTried] = useState(false);
  const q = useDebounced(search.trim(), 250);
  const creators = useQuery({
    queryKey: ['creators', 'record-deal', q],
    queryFn: ({ signal }) => apiRequest<{ items: TCreator[] }>('/api/v1/creators', { query: { name: q, limit: 8 }, signal }).then((r) => r.items),
    enabled: open && q.length >= 2,
  });
  const open_ = (campaigns.data ?? []).filter((c) => !['completed', 'archived'].includes(c.status));
  const chosen = open_.find((c) => c.id === campaign);
  const create = useMutation({
    mutationFn: (body: TDealCreate) => apiRequest<TDealDetail>('/api/v1/deals', { method: 'POST', body }),
    onSuccess: (d) => {
      void qc.invalidateQueries({ queryKey: ['deals'] });
      void qc.invalidateQueries({ queryKey: ['campaign'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      onOpenChange(false);
      void navigate(`/deals/${d.id}`);
    },
  });
  const sum = milestones.reduce((s, m) => s + (Number(m.percent) || 0), 0);
  const shown = tried ? checkDeal({ campaign: chosen, creatorId, price, deliverables, milestones, landing }) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (checkDeal({ campaign: chosen, creatorId, price, deliverables, milestones, landing }).length || !chosen) return;
    create.mutate({
      campaign_id: chosen.id,
      creator_id: creatorId,
      price: Number(price),
      currency: chosen.currency,
      deliverables: deliverables.map((d) => ({ platform: d.platform, format: d.format.trim(), count: Number(d.count), ...(d.due_date ? { due_date: d.due_date } : {}) })),
      milestones: milestones.map((m) => ({ name: m.name.trim(), percent: Number(m.percent), condition: m.condition })),
      ...(usage.trim() ? { usage_rights: usage.trim() } : {}),
      ...(exclusivity.trim() ? { exclusivity: exclusivity.trim() } : {}),
      ...(landing.trim() ? { landing_url: landing.trim() } : {}),
    });
  };

  const setD = (i: number, patch: Partial<Deliverable>) => setDeliverables(deliverables.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const setM = (i: number, patch: Partial<Milestone>) => setMilestones(milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Record a deal</DialogTitle>
          <DialogDescription>A deal agreed outside Inflow. It is agreed at once and commits its price on the campaign&rsquo;s budget (refused over budget).</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Record a deal">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-campaign`}>Campaign</Label>
            <NativeSelect id={`${id}-campaign`} value={campaign} onChange={(e) => setCampaign(e.target.value)}>
              <option value="">Choose a campaign</option>
              {open_.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.product_name} ({c.currency})
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Creator</legend>
            <Input aria-label="Search creators by name" placeholder="Search creators by name" value={search} onChange={(e) => setSearch(e.target.value)} />
            {q.length >= 2 && creators.data && creators.data.length === 0 && <p className="text-sm text-muted-foreground">No creator with that name.</p>}
            <div role="radiogroup" aria-label="Creators found" className="flex flex-col gap-1">
              {(creators.data ?? []).map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-creator`} value={c.id} checked={creatorId === c.id} onChange={() => setCreatorId(c.id)} />
                  {c.name}
                  <span className="text-xs text-muted-foreground">
                    {c.handle ? `@${c.handle.replace(/^@/, '')} · ` : ''}
                    {platformLabel(c.platform)} · {formatCompact(c.followers_count)} followers
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-price`}>Price{chosen ? ` (${chosen.currency})` : ''}</Label>
            <Input id={`${id}-price`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Deliverables</legend>
            {deliverables.map((d, i) => (
              <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_5rem_1fr_auto]" role="group" aria-label={`Deliverable ${i + 1}`}>
                <NativeSelect aria-label="Platform" value={d.platform} onChange={(e) => setD(i, { platform: e.target.value })}>
                  {PLATFORMS.map((p) => (
                    <option key={p} value={p}>
                      {platformLabel(p)}
                    </option>
                  ))}
                </NativeSelect>
                <Input aria-label="Format" value={d.format} onChange={(e) => setD(i, { format: e.target.value })} maxLength={40} />
                <Input aria-label="Count" inputMode="numeric" value={d.count} onChange={(e) => setD(i, { count: e.target.value })} />
                <Input aria-label="Due date" type="date" value={d.due_date} onChange={(e) => setD(i, { due_date: e.target.value })} />
                <Button type="button" size="icon" variant="ghost" aria-label={`Remove deliverable ${i + 1}`} disabled={deliverables.length === 1} onClick={() => setDeliverables(deliverables.filter((_, j) => j !== i))}>
                  <Minus aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => setDeliverables([...deliverables, { platform: 'instagram', format: 'story', count: '1', due_date: '' }])}>
              <Plus aria-hidden="true" /> Add a deliverable
            </Button>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">
              Payment milestones <span className={Math.abs(sum - 100) > 0.001 ? 'text-destructive' : 'text-muted-foreground'}>({sum}% of 100%)</span>
            </legend>
            {milestones.map((m, i) => (
              <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_5rem_1fr_auto]" role="group" aria-label={`Milestone ${i + 1}`}>
                <Input aria-label="Milestone name" value={m.name} onChange={(e) => setM(i, { name: e.target.value })} maxLength={120} />
                <Input aria-label="Percent" inputMode="decimal" value={m.percent} onChange={(e) => setM(i, { percent: e.target.value })} />
                <NativeSelect aria-label="Payable when" value={m.condition} onChange={(e) => setM(i, { condition: e.target.value as Milestone['condition'] })}>
                  {CONDITIONS.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="button" size="icon" variant="ghost" aria-label={`Remove milestone ${i + 1}`} disabled={milestones.length === 1} onClick={() => setMilestones(milestones.filter((_, j) => j !== i))}>
                  <Minus aria-hidden="true" />
                </Button>
              </div>
            ))}
            {chosen && Number(price) > 0 && (
              <p className="text-xs text-muted-foreground">
                {milestones.map((m) => `${m.name || 'Milestone'}: ${formatMoney((Number(price) * (Number(m.percent) || 0)) / 100, chosen.currency)}`).join(' · ')}
              </p>
            )}
            <Button type="button" size="sm" variant="outline" className="self-start" disabled={milestones.length >= 10} onClick={() => setMilestones([...milestones, { name: 'Draft approved', percent: '0', condition: 'draft_approved' }])}>
              <Plus aria-hidden="true" /> Add a milestone
            </Button>
          </fieldset>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-usage`}>Usage rights (optional)</Label>
              <Textarea id={`${id}-usage`} rows={2} value={usage} onChange={(e) => setUsage(e.target.value)} maxLength={2000} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-excl`}>Exclusivity (optional)</Label>
              <Textarea id={`${id}-excl`} rows={2} value={exclusivity} onChange={(e) => setExclusivity(e.target.value)} maxLength={2000} />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-landing`}>Landing page for the UTM link (optional)</Label>
            <Input id={`${id}-landing`} type="url" placeholder="https://your-store.example/product" value={landing} onChange={(e) => setLanding(e.target.value)} />
          </div>
          {shown.length > 0 && (
            <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
              {shown.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <Refusal error={create.error} fallback="Could not record the deal" />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Recording...' : 'Record deal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
