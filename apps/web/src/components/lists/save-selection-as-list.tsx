import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { TCampaign, TShortlistDetail } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api-client';
import { useCampaignOptions } from '@/lib/campaign-options';
import { plural } from '@/lib/format';

const CLOSED = new Set(['completed', 'archived']);

interface Saved {
  list: TShortlistDetail;
  campaign: TCampaign | null;
  message: string | null;
}

/**
 * Several selected creators saved as a new shortlist, and (optionally, in the same step) the list added to a campaign:
 * every creator gets an outreach entry there (opted-out creators are left out by the server).
 */
export function SaveSelectionAsList({
  creators,
  open,
  onOpenChange,
  onSaved,
}: {
  creators: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [saved, setSaved] = useState<Saved | null>(null);
  // The selection as it was when the dialog opened (the page clears its own once saved).
  const [picked, setPicked] = useState(creators);
  useEffect(() => {
    if (open) {
      setPicked(creators);
      setSaved(null);
      setName('');
      setCampaignId('');
    }
  }, [open]);
  const campaigns = useCampaignOptions(open);
  const save = useMutation({
    mutationFn: async ({ listName, campaign }: { listName: string; campaign: TCampaign | null }): Promise<Saved> => {
      const list = await apiRequest<TShortlistDetail>('/api/v1/lists', { method: 'POST', body: { name: listName, creator_ids: picked.map((c) => c.id) } });
      if (!campaign) return { list, campaign: null, message: null };
      const r = await apiRequest<{ message: string }>(`/api/v1/lists/${list.id}/add-to-campaign`, { method: 'POST', body: { campaign_id: campaign.id } });
      return { list, campaign, message: r.message };
    },
    onSuccess: (r) => {
      setSaved(r);
      onSaved?.();
      void qc.invalidateQueries({ queryKey: ['lists'] });
      if (r.campaign) {
        void qc.invalidateQueries({ queryKey: ['outreach'] });
        void qc.invalidateQueries({ queryKey: ['campaigns'] });
      }
    },
  });
  const openCampaigns = campaigns.data?.filter((c) => !CLOSED.has(c.status)) ?? [];
  const submit = () => {
    if (!name.trim() || save.isPending) return;
    save.mutate({ listName: name.trim(), campaign: openCampaigns.find((c) => c.id === campaignId) ?? null });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save as a shortlist</DialogTitle>
          <DialogDescription>
            {plural(picked.length, 'creator')} selected: {picked.slice(0, 3).map((c) => c.name).join(', ')}
            {picked.length > 3 ? ', …' : ''}
          </DialogDescription>
        </DialogHeader>
        {saved ? (
          <div role="status" className="flex flex-col gap-3 text-sm">
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
              Saved “{saved.list.name}” with {plural(saved.list.creator_count, 'creator')}.
              {saved.message ? ` ${saved.message}.` : ''}
            </p>
            <DialogFooter>
              <Link to={`/lists?list=${saved.list.id}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Open the shortlist
              </Link>
              {saved.campaign && (
                <Link to={`/campaign/${saved.campaign.id}/irm`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  Open the campaign's outreach
                </Link>
              )}
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="selection-list-name">List name</Label>
              <Input id="selection-list-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} placeholder="e.g. Diwali beauty shortlist" autoFocus />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="selection-list-campaign">Also add the list to a campaign (optional)</Label>
              <NativeSelect id="selection-list-campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)} disabled={!campaigns.data}>
                <option value="">No campaign yet</option>
                {openCampaigns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.product_name} · {c.brand_name}
                  </option>
                ))}
              </NativeSelect>
              {campaigns.isError && <p className="text-sm text-destructive">Campaigns could not be loaded: {campaigns.error.message}</p>}
            </div>
            {save.isError && (
              <p role="alert" className="text-sm text-destructive">
                {save.error.message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!name.trim() || save.isPending}>
                {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {campaignId ? 'Save and add to campaign' : 'Save list'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
