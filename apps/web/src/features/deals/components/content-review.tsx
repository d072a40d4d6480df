import { useState, type FormEvent } from 'react';
import type { TDeliverableStatus, TMetricsSnapshot, TSubmission } from '@inflow/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { platformLabel } from '@/lib/constants';
import { capitalize, formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useAddMetrics, useApproveDraft, useComment, useDealContent, useDealMetrics, useRequestChanges, type MetricsInput } from '../api/deal';
import { Refusal } from './refusal';

const STATE_TONE: Record<TDeliverableStatus['state'], BadgeTone> = { not_started: 'neutral', in_review: 'blue', changes_requested: 'yellow', approved: 'green', live: 'green' };
const DRAFT_TONE: Record<TSubmission['status'], BadgeTone> = { in_review: 'blue', changes_requested: 'yellow', approved: 'green', live: 'green' };
const STATE_LABEL: Record<TDeliverableStatus['state'], string> = { not_started: 'Not started', in_review: 'In review', changes_requested: 'Changes requested', approved: 'Approved', live: 'Live' };
const SOURCE_LABEL: Record<TMetricsSnapshot['source'], string> = { manual: 'Manual', csv: 'CSV import', youtube: 'YouTube API' };
const METRICS = ['views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;

function Comments({ s }: { s: TSubmission }) {
  if (s.comments.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-1 border-l-2 pl-3 text-sm" aria-label={`Comments on version ${s.version}`}>
      {s.comments.map((c) => (
        <li key={c.id}>
          <span className="font-medium">{c.author_label}</span>
          <span className="text-xs text-muted-foreground"> · {formatDateTime(c.created_at)}</span>
          <p className="whitespace-pre-wrap">{c.body}</p>
        </li>
      ))}
    </ul>
  );
}

function DraftReview({ dealId, s, canWrite }: { dealId: string; s: TSubmission; canWrite: boolean }) {
  const approve = useApproveDraft(dealId);
  const changes = useRequestChanges(dealId);
  const comment = useComment(dealId);
  const [mode, setMode] = useState<'none' | 'changes' | 'comment'>('none');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = {
      onSuccess: () => {
        setText('');
        setMode('none');
      },
    };
    if (mode === 'changes') changes.mutate({ submissionId: s.id, comment: text.trim() }, done);
    else comment.mutate({ submissionId: s.id, body: text.trim() }, done);
  };
  return (
    <article className="rounded-md border p-3" aria-label={`Draft version ${s.version}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <strong>Draft v{s.version}</strong>
        <Badge tone={DRAFT_TONE[s.status]}>{STATE_LABEL[s.status]}</Badge>
        <span className="text-xs text-muted-foreground">submitted {formatDateTime(s.created_at)}</span>
        {s.url && (
          <a className="text-primary underline" href={s.url} target="_blank" rel="noreferrer noopener">
            Open draft link
          </a>
        )}
        {s.has_file && (
          <a className="text-primary underline" href={`/api/v1/submissions/${encodeURIComponent(s.id)}/file`} download>
            Download {s.file_name ?? 'file'}
          </a>
        )}
      </div>
      {s.note && <p className="mt-1 text-sm whitespace-pre-wrap">{s.note}</p>}
      {s.reviewed_by && (
        <p className="mt-1 text-xs text-muted-foreground">
          {s.status === 'approved' ? 'Approved' : 'Reviewed'} by {s.reviewed_by} {formatDateTime(s.reviewed_at)}
        </p>
      )}
      <Comments s={s} />
      {canWrite && (
        <div className="mt-2 flex flex-wrap gap-2">
          {s.status === 'in_review' && (
            <>
              <Button size="sm" onClick={() => approve.mutate(s.id)} disabled={approve.isPending}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => setMode('changes')}>
                Request changes
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => setMode('comment')}>
            Comment
          </Button>
        </div>
      )}
      {mode !== 'none' && (
        <form onSubmit={submit} className="mt-2 flex flex-col gap-2">
          <Label htmlFor={`note-${s.id}`}>{mode === 'changes' ? 'What should change?' : 'Comment'}</Label>
          <Textarea id={`note-${s.id}`} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} required rows={3} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!text.trim() || changes.isPending || comment.isPending}>
              {mode === 'changes' ? 'Send back for changes' : 'Add comment'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('none')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <Refusal error={approve.error ?? changes.error ?? comment.error} fallback="Could not save the review" />
    </article>
  );
}

function MetricsForm({ dealId, post }: { dealId: string; post: TSubmission }) {
  const add = useAddMetrics(dealId);
  const [v, setV] = useState<Record<string, string>>({});
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: MetricsInput = {};
    for (const m of METRICS) {
      const raw = (v[m] ?? '').trim();
      if (!raw) continue;
      if (!/^\d+$/.test(raw)) return setLocalError(`${capitalize(m)} must be a whole number`);
      input[m] = Number(raw);
    }
    if (Object.keys(input).length === 0) return setLocalError('Enter at least one figure');
    if (v.captured_at) {
      const at = new Date(v.captured_at);
      if (Number.isNaN(at.getTime())) return setLocalError('The date is not valid');
      input.captured_at = at.toISOString();
    }
    setLocalError(null);
    add.mutate({ submissionId: post.id, input }, { onSuccess: () => setV({}) });
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 rounded-md bg-muted/40 p-3" aria-label={`Enter metrics for ${post.url ?? 'the post'}`} noValidate>
      <p className="text-sm font-medium">Enter figures from the creator&rsquo;s insights</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {METRICS.map((m) => (
          <div key={m} className="flex flex-col gap-1">
            <Label htmlFor={`${post.id}-${m}`}>{capitalize(m)}</Label>
            <Input id={`${post.id}-${m}`} inputMode="numeric" value={v[m] ?? ''} onChange={(e) => setV({ ...v, [m]: e.target.value })} />
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${post.id}-at`}>As of</Label>
          <Input id={`${post.id}-at`} type="datetime-local" value={v.captured_at ?? ''} onChange={(e) => setV({ ...v, captured_at: e.target.value })} />
        </div>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save metrics'}
        </Button>
      </div>
      {localError && (
        <p role="alert" className="text-sm text-destructive">
          {localError}
        </p>
      )}
      <Refusal error={add.error} fallback="Could not save the metrics" />
    </form>
  );
}

function LivePost({ dealId, post, snaps, canWrite }: { dealId: string; post: TSubmission; snaps: TMetricsSnapshot[]; canWrite: boolean }) {
  return (
    <article className="rounded-md border p-3" aria-label={`Live post ${post.url ?? ''}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="green">Live</Badge>
        <span className="text-xs text-muted-foreground">{platformLabel(post.platform)} · submitted {formatDateTime(post.created_at)}</span>
        <a className="min-w-0 text-primary underline wrap-anywhere" href={post.url ?? '#'} target="_blank" rel="noreferrer noopener">
          {post.url}
        </a>
      </div>
      {snaps.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No metrics yet: enter them below or import a CSV on the campaign report.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Metrics snapshots">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="pr-3 font-medium">As of</th>
                <th className="pr-3 font-medium">Source</th>
                {METRICS.map((m) => (
                  <th key={m} className="pr-3 text-right font-medium">
                    {capitalize(m)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {snaps.map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="pr-3">{formatDateTime(s.captured_at)}</td>
                  <td className="pr-3">{SOURCE_LABEL[s.source] ?? s.source}</td>
                  {METRICS.map((m) => (
                    <td key={m} className="pr-3 text-right tabular-nums">
                      {s[m] === null ? '—' : formatNumber(s[m])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && <MetricsForm dealId={dealId} post={post} />}
    </article>
  );
}

export function ContentReview({ dealId, canWrite }: { dealId: string; canWrite: boolean }) {
  const content = useDealContent(dealId);
  const metrics = useDealMetrics(dealId);
  return (
    <Card role="region" aria-label="Content">
      <CardHeader>
        <CardTitle>Content review</CardTitle>
        <CardDescription>Drafts and live posts the creator hands in on the portal, per deliverable. Approve a draft or send it back with what should change.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {content.isPending ? (
          <LoadingState text="Loading content..." />
        ) : content.isError ? (
          <ErrorState title="Could not load the content" message={content.error.message} onRetry={() => void content.refetch()} />
        ) : (
          content.data.map((d) => (
            <section key={d.index} aria-label={`Deliverable ${d.index + 1}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">
                  {d.count} × {platformLabel(d.platform)} {d.format}
                </h3>
                <Badge tone={STATE_TONE[d.state]}>{STATE_LABEL[d.state]}</Badge>
                {d.due_date && <span className="text-sm text-muted-foreground">due {formatDate(d.due_date)}</span>}
                {d.overdue && <Badge tone="red">Overdue</Badge>}
              </div>
              {d.drafts.length === 0 && d.live.length === 0 && <p className="text-sm text-muted-foreground">Nothing handed in yet. The creator submits drafts on the portal.</p>}
              {d.drafts.map((s) => (
                <DraftReview key={s.id} dealId={dealId} s={s} canWrite={canWrite} />
              ))}
              {d.live.map((p) => (
                <LivePost key={p.id} dealId={dealId} post={p} snaps={(metrics.data ?? []).filter((m) => m.submission_id === p.id)} canWrite={canWrite} />
              ))}
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
