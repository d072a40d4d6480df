import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNote, TTimelineEvent } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

const KIND_LABEL: Record<TTimelineEvent['kind'], string> = {
  created: 'Added',
  call: 'Call',
  email_out: 'Email sent',
  email_in: 'Reply',
  note: 'Note',
  status: 'Status',
  task: 'Task',
  opt_out: 'Opt-out',
};

/** Notes on an outreach entry (with their author and time) and the entry's timeline: calls, emails, notes, moves. */
export function NotesPanel({ outreachId }: { outreachId: string }) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const notes = useQuery({
    queryKey: ['notes', outreachId],
    queryFn: ({ signal }) => apiRequest<TNote[]>('/api/v1/notes', { query: { outreach_id: outreachId }, signal }),
  });
  const timeline = useQuery({
    queryKey: ['timeline', outreachId],
    queryFn: ({ signal }) => apiRequest<TTimelineEvent[]>(`/api/v1/outreach/${encodeURIComponent(outreachId)}/timeline`, { signal }),
  });
  const add = useMutation({
    mutationFn: (body: string) => apiRequest<TNote>('/api/v1/notes', { method: 'POST', body: { outreach_id: outreachId, body } }),
    onSuccess: () => {
      setText('');
      void qc.invalidateQueries({ queryKey: ['notes', outreachId] });
      void qc.invalidateQueries({ queryKey: ['timeline', outreachId] });
    },
  });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Notes</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim() && !add.isPending) add.mutate(text.trim());
            }}
          >
            <label htmlFor="note-text" className="sr-only">
              New note
            </label>
            <Textarea id="note-text" rows={3} placeholder="Add a note for your team…" value={text} onChange={(e) => setText(e.target.value)} />
            {add.isError && <p role="alert" className="text-sm text-destructive">{add.error.message}</p>}
            <Button type="submit" size="sm" className="self-end" disabled={!text.trim() || add.isPending}>
              {add.isPending ? 'Saving...' : 'Add note'}
            </Button>
          </form>
          {notes.isPending && <p className="text-sm text-muted-foreground">Loading notes…</p>}
          {notes.isError && <p className="text-sm text-destructive">Notes could not be loaded: {notes.error.message}</p>}
          {notes.data?.length === 0 && <p className="text-sm text-muted-foreground">No notes yet.</p>}
          <ul className="flex flex-col gap-2">
            {notes.data?.map((n) => (
              <li key={n.id} className="rounded-lg border p-3 text-sm">
                <p className="whitespace-pre-wrap break-words">{n.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {n.author} · {formatDateTime(n.created_at)}
                  {n.outreach_id ? '' : ' · on the creator'}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Timeline</CardTitle>
        </CardHeader>
        <CardContent>
          {timeline.isPending && <p className="text-sm text-muted-foreground">Loading the timeline…</p>}
          {timeline.isError && <p className="text-sm text-destructive">The timeline could not be loaded: {timeline.error.message}</p>}
          <ol className="flex flex-col gap-3" aria-label="Timeline">
            {timeline.data?.map((e, i) => (
              <li key={`${e.kind}-${e.ref_id ?? i}-${e.at}`} className="border-l-2 border-indigo-200 pl-3 text-sm">
                <p className="text-xs text-muted-foreground">
                  {KIND_LABEL[e.kind]} · {formatDateTime(e.at)}
                  {e.actor ? ` · ${e.actor}` : ''}
                </p>
                <p className="font-medium break-words">{e.title}</p>
                {e.detail && <p className="line-clamp-3 whitespace-pre-wrap break-words text-muted-foreground">{e.detail}</p>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
