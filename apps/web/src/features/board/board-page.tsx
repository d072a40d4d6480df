import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import type { TOutreach, TOutreachStatus } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { OutreachViewToggle } from '@/components/outreach-view-toggle';
import { useMe } from '@/lib/session';
import { plural } from '@/lib/format';
import { boardKey, refusalText, useBoardEntries, useMembers, useMoveEntry, useSetOwner, type BoardFilters } from './api/board';
import { useCampaignOptions } from '@/lib/campaign-options';
import { PipelineBoard } from './components/pipeline-board';
import { isStage, STAGES, stageLabel } from './lib/stages';

type Notice = { tone: 'ok' | 'error'; text: string };

/**
 * The pipeline board (/irm?view=board): every outreach entry as a card in its stage's column, per campaign or across
 * campaigns, filtered by owner and stage. Loaded only on this view (its own chunk, with dnd-kit).
 */
export function BoardPage() {
  const [params, setParams] = useSearchParams();
  const campaign = params.get('campaign') ?? undefined;
  const owner = params.get('owner') ?? undefined;
  const stageParam = params.get('stage');
  const stage = isStage(stageParam) ? stageParam : undefined;
  const filters: BoardFilters = useMemo(() => ({ campaign, owner }), [campaign, owner]);
  const key = boardKey(filters);

  const me = useMe();
  const q = useBoardEntries(filters);
  const campaigns = useCampaignOptions();
  const members = useMembers(me.data?.workspace.id);
  const move = useMoveEntry(key);
  const setOwner = useSetOwner(key);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const canEdit = me.data ? me.data.role !== 'viewer' : false;

  const setFilter = (name: 'campaign' | 'owner' | 'stage', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.set('view', 'board');
    setParams(next, { replace: true });
  };
  const busy = (id: string, on: boolean) =>
    setSaving((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  const onMove = (entry: TOutreach, to: TOutreachStatus) => {
    busy(entry.id, true);
    setNotice(null);
    move.mutate(
      { entry, to },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: `Moved ${entry.creator_name} to ${stageLabel(to)}.` }),
        onError: (e) => setNotice({ tone: 'error', text: `${entry.creator_name} stays in ${stageLabel(entry.status)}. ${refusalText(e)}` }),
        onSettled: () => busy(entry.id, false),
      },
    );
  };
  const onOwnerChange = (entry: TOutreach, ownerId: string | null) => {
    busy(entry.id, true);
    setOwner.mutate(
      { entry, owner: ownerId },
      {
        onSuccess: (saved) => setNotice({ tone: 'ok', text: `${entry.creator_name} is now owned by ${saved.owner_name ?? 'nobody'}.` }),
        onError: (e) => setNotice({ tone: 'error', text: `The owner of ${entry.creator_name} was not changed. ${refusalText(e)}` }),
        onSettled: () => busy(entry.id, false),
      },
    );
  };

  const entries = q.data ?? [];
  const stages = stage ? [stage] : STAGES;
  const shown = stage ? entries.filter((e) => e.status === stage).length : entries.length;
  const boardSearch = campaign ? `&campaign=${encodeURIComponent(campaign)}` : '';

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageTitle>Pipeline board</PageTitle>
      <PageHeader
        title="Influencer Manager"
        description="Move creators between stages: drag a card, or focus its grip and use Space and the arrow keys."
        actions={<OutreachViewToggle view="board" boardSearch={boardSearch} />}
      />
      <Card className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="board-campaign">Campaign</Label>
          <NativeSelect id="board-campaign" value={campaign ?? ''} onChange={(e) => setFilter('campaign', e.target.value)}>
            <option value="">All campaigns</option>
            {campaign && !campaigns.data?.some((c) => c.id === campaign) && <option value={campaign}>This campaign</option>}
            {campaigns.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.product_name} · {c.brand_name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="board-owner">Owner</Label>
          <NativeSelect id="board-owner" value={owner ?? ''} onChange={(e) => setFilter('owner', e.target.value)}>
            <option value="">Anyone</option>
            {me.data?.user && <option value="me">Me</option>}
            <option value="none">Unassigned</option>
            {members.data
              ?.filter((m) => m.user_id !== me.data?.user?.id)
              .map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.name || m.email}
                </option>
              ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="board-stage">Stage</Label>
          <NativeSelect id="board-stage" value={stage ?? ''} onChange={(e) => setFilter('stage', e.target.value)}>
            <option value="">All stages</option>
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {stageLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </Card>

      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900'
              : 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900'
          }
        >
          {notice.text}
        </p>
      )}

      {q.isPending ? (
        <div className="flex gap-3 overflow-hidden" role="status" aria-label="Loading the board">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-72 shrink-0" />
          ))}
        </div>
      ) : q.isError ? (
        <ErrorState title="The board could not be loaded" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : entries.length === 0 && !campaign && !owner ? (
        <EmptyState
          icon={<Users />}
          title="No outreach yet"
          description="Add creators to a campaign from Discover, a shortlist or a campaign's AI matches; they appear here as New."
          action={
            <Button asChild>
              <Link to="/discover">Discover Influencers</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(shown, 'creator')}
            {campaign ? ' in this campaign' : ' across campaigns'}
            {!canEdit && me.data ? ' · read only (viewer)' : ''}
          </p>
          <PipelineBoard
            entries={entries}
            stages={stages}
            showCampaign={!campaign}
            members={members.data}
            canEdit={canEdit}
            savingIds={saving}
            onMove={onMove}
            onOwnerChange={onOwnerChange}
          />
        </>
      )}
    </div>
  );
}
