import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Archive, Loader2, Pencil, RotateCcw, Save } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TCampaign } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useUpdateCampaign } from '../api/update-campaign';
import { useDeleteCampaign, useRestoreCampaign } from '../api/delete-campaign';
import { campaignPatch, checkCampaignForm, formFromCampaign, BRIEF_MAX_LENGTH, type CampaignFormValues } from '../lib/campaign-form';
import { PlanFields, type OnFieldChange } from './campaign-form';

/** The server's own words for a refusal (a 409 says what the budget or a run allows). */
const reason = (e: unknown) => (isApiError(e) ? (e.serverMessage ?? e.message) : e instanceof Error ? e.message : 'Something went wrong.');

function ServerError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );
}

/** Edit every field of the plan; only what changed is sent (and audited). */
export function EditCampaignDialog({ campaign, open, onOpenChange }: { campaign: TCampaign; open: boolean; onOpenChange: (open: boolean) => void }) {
  const uid = useId();
  const update = useUpdateCampaign(campaign.id);
  const [form, setForm] = useState<CampaignFormValues>(() => formFromCampaign(campaign));
  const [brief, setBrief] = useState(campaign.brief);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onChange: OnFieldChange = (k, v) => setForm((f) => ({ ...f, [k]: v }));
  const check = checkCampaignForm(form);

  const save = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    setError(null);
    if (!check.payload) return;
    const patch = campaignPatch(campaign, check.payload);
    if (brief.trim() !== campaign.brief) patch.brief = brief.trim();
    if (Object.keys(patch).length === 0) {
      onOpenChange(false);
      return;
    }
    update.mutate(patch, {
      onSuccess: () => {
        toast.success('Campaign updated', { description: 'Your changes have been saved.' });
        onOpenChange(false);
      },
      onError: (err) => setError(reason(err)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit campaign</DialogTitle>
          <DialogDescription>Change any part of the plan. Lowering the budget below what agreed deals and calls already hold is refused.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-label="Edit campaign">
          <PlanFields values={form} onChange={onChange} errors={showErrors ? check.invalid : {}} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${uid}-brief`}>Original brief</Label>
            <Textarea id={`${uid}-brief`} value={brief} maxLength={BRIEF_MAX_LENGTH} rows={4} onChange={(e) => setBrief(e.target.value)} />
          </div>
          {showErrors && check.missing.length > 0 && (
            <p role="alert" className="text-sm text-destructive">
              Please fill: {check.missing.join(', ')}.
            </p>
          )}
          <ServerError error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Delete, with a confirmation: the campaign is archived (history kept, restorable), refused while a run or call is active. */
export function DeleteCampaignDialog({ campaign, open, onOpenChange }: { campaign: TCampaign; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const remove = useDeleteCampaign(campaign.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setError(null);
        onOpenChange(o);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this campaign?</DialogTitle>
          <DialogDescription>
            “{campaign.product_name}” leaves your campaign lists and starts no more Co-Pilot runs or calls. Its deals, contracts and history are kept, and you
            can restore it from the Archived filter.
          </DialogDescription>
        </DialogHeader>
        <ServerError error={error} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success('Campaign deleted', { description: `“${campaign.product_name}” was archived.` });
                  onOpenChange(false);
                  void navigate('/campaigns');
                },
                onError: (err) => setError(reason(err)),
              })
            }
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {remove.isPending ? 'Deleting...' : 'Delete campaign'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The page's Edit and Delete buttons, or Restore for an archived campaign. */
export function CampaignActions({ campaign }: { campaign: TCampaign }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const restore = useRestoreCampaign(campaign.id);
  if (campaign.status === 'archived') {
    return (
      <Button
        variant="outline"
        disabled={restore.isPending}
        onClick={() =>
          restore.mutate(undefined, {
            onSuccess: (c) => toast.success('Campaign restored', { description: `The campaign is ${c.status} again.` }),
            onError: (err) => toast.error('Error', { description: reason(err) }),
          })
        }
      >
        {restore.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />} Restore
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
        <Archive aria-hidden="true" /> Delete
      </Button>
      {/* Mounted only while open, so it always starts from the campaign as stored now. */}
      {editing && <EditCampaignDialog campaign={campaign} open onOpenChange={setEditing} />}
      <DeleteCampaignDialog campaign={campaign} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
