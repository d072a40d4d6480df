import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TShortlist } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';

/** "Save to shortlist" for one creator: pick one of the workspace's lists, or name a new one. */
export function SaveToShortlist({ creator }: { creator: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const qc = useQueryClient();
  const lists = useQuery({ queryKey: ['lists'], queryFn: ({ signal }) => apiRequest<TShortlist[]>('/api/v1/lists', { signal }), enabled: open });
  const done = (listName: string) => {
    toast.success('Saved to shortlist', { description: `${creator.name} is on “${listName}”` });
    void qc.invalidateQueries({ queryKey: ['lists'] });
    setOpen(false);
    setName('');
  };
  const addTo = useMutation({
    mutationFn: (l: TShortlist) => apiRequest(`/api/v1/lists/${l.id}/creators`, { method: 'POST', body: { creator_ids: [creator.id] } }).then(() => l.name),
    onSuccess: done,
  });
  const create = useMutation({
    mutationFn: (n: string) => apiRequest<TShortlist>('/api/v1/lists', { method: 'POST', body: { name: n, creator_ids: [creator.id] } }).then((l) => l.name),
    onSuccess: done,
  });
  const error = addTo.error ?? create.error;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Save ${creator.name} to a shortlist`}>
        <ListPlus aria-hidden="true" /> <span className="hidden sm:inline">Shortlist</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save to shortlist</DialogTitle>
            <DialogDescription>Keep {creator.name} on a list for later, with or without a campaign.</DialogDescription>
          </DialogHeader>
          {lists.isPending && <p className="text-sm text-muted-foreground">Loading your shortlists…</p>}
          {lists.isError && <p className="text-sm text-destructive">{lists.error.message}</p>}
          {lists.data && lists.data.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label="Shortlists">
              {lists.data.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm">
                  <span className="min-w-0 truncate">
                    {l.name} <span className="text-muted-foreground">({l.creator_count})</span>
                  </span>
                  <Button size="sm" variant="outline" disabled={addTo.isPending} onClick={() => addTo.mutate(l)} aria-label={`Add to ${l.name}`}>
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex flex-col gap-2 sm:flex-row"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim() && !create.isPending) create.mutate(name.trim());
            }}
          >
            <label htmlFor="new-shortlist" className="sr-only">
              New shortlist name
            </label>
            <Input id="new-shortlist" placeholder="New shortlist name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              Create and add
            </Button>
          </form>
          {error && <p role="alert" className="text-sm text-destructive">{error.message}</p>}
          <Link to="/lists" className="text-sm text-primary underline-offset-4 hover:underline">
            Manage shortlists
          </Link>
        </DialogContent>
      </Dialog>
    </>
  );
}
