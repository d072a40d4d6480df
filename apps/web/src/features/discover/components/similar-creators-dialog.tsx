import { Plus } from 'lucide-react';
import type { TCreator } from '@inflow/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { ScoreBadge } from '@/components/score-badge';
import { capitalize, formatCompact } from '@/lib/format';
import { platformLabel } from '@/lib/constants';
import { useSimilarCreators } from '../api/get-similar-creators';

export function SimilarCreatorsDialog({
  creator,
  onClose,
  onAdd,
}: {
  creator: TCreator | null;
  onClose: () => void;
  onAdd: (c: TCreator) => void;
}) {
  const q = useSimilarCreators(creator?.id ?? null);
  return (
    <Dialog open={creator !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Creators similar to {creator?.name}</DialogTitle>
          <DialogDescription>
            Lookalikes by niche, topics and audience
            {q.data?.scope === 'market-and-size'
              ? `, in ${creator?.country} and the same language, at 0.3x–3x the followers.`
              : q.data?.scope === 'market'
                ? `, in ${creator?.country} and the same language (none at a similar size).`
                : q.data
                  ? ' (none in the same market, so from anywhere).'
                  : '.'}
          </DialogDescription>
        </DialogHeader>
        {q.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading similar creators">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : q.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
            <p>Failed to fetch data. Please try again.</p>
            <p className="text-xs">{q.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void q.refetch()}>
              Retry
            </Button>
          </div>
        ) : q.data.similar.length === 0 ? (
          <p className="text-sm text-muted-foreground">No similar creators found.</p>
        ) : (
          <ul className="-mx-2 flex max-h-[60dvh] flex-col overflow-y-auto">
            {q.data.similar.map((c) => {
              const pct = c.similarity <= 1 ? c.similarity * 100 : c.similarity;
              return (
                <li key={c.id} className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted/60">
                  <Avatar name={c.name} src={c.profile_image} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{c.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      @{c.handle} · {platformLabel(c.platform)} · {capitalize(c.niche)} · {formatCompact(c.followers_count)} followers
                    </p>
                  </div>
                  <ScoreBadge score={pct} label="Similarity" />
                  <Button size="sm" variant="outline" onClick={() => onAdd(c)} aria-label={`Add ${c.name} to a campaign`}>
                    <Plus aria-hidden="true" /> Add
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
