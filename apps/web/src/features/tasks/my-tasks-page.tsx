import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckSquare } from 'lucide-react';
import type { TTask } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { apiRequest } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

const today = () => new Date().toISOString().slice(0, 10);

/** The caller's own tasks: open ones by due date, overdue marked; done with one click. */
export function MyTasksPage() {
  const qc = useQueryClient();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [showDone, setShowDone] = useState(false);
  const tasks = useQuery({
    queryKey: ['tasks', 'me', showDone],
    queryFn: ({ signal }) => apiRequest<TTask[]>('/api/v1/tasks', { query: { assignee: 'me', status: showDone ? 'all' : 'open' }, signal }),
  });
  const create = useMutation({
    mutationFn: () => apiRequest<TTask>('/api/v1/tasks', { method: 'POST', body: { title: title.trim(), due_date: due || null, assignee_id: 'me' } }),
    onSuccess: () => {
      setTitle('');
      setDue('');
      void qc.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
  const toggle = useMutation({
    mutationFn: (t: TTask) => apiRequest<TTask>(`/api/v1/tasks/${t.id}`, { method: 'PATCH', body: { status: t.status === 'open' ? 'done' : 'open' } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['tasks'] }),
  });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>My tasks</PageTitle>
      <PageHeader
        title="My tasks"
        description="Follow-ups assigned to you, by due date."
        actions={
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={showDone} onCheckedChange={(v) => setShowDone(v === true)} aria-label="Show completed tasks" /> Show completed
          </label>
        }
      />
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim() && !create.isPending) create.mutate();
        }}
      >
        <label htmlFor="task-title" className="sr-only">
          New task
        </label>
        <Input id="task-title" placeholder="New task, e.g. Send the brief to Priya" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} />
        <label htmlFor="task-due" className="sr-only">
          Due date
        </label>
        <Input id="task-due" type="date" className="sm:w-44" value={due} onChange={(e) => setDue(e.target.value)} />
        <Button type="submit" disabled={!title.trim() || create.isPending}>
          Add task
        </Button>
      </form>
      {create.isError && <p role="alert" className="text-sm text-destructive">{create.error.message}</p>}
      {tasks.isPending ? (
        <LoadingState text="Loading your tasks..." />
      ) : tasks.isError ? (
        <ErrorState title="Your tasks could not be loaded" message={tasks.error.message} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState icon={<CheckSquare className="size-8" aria-hidden="true" />} title="Nothing to do" description="Tasks assigned to you appear here." />
      ) : (
        <Card>
          <ul className="divide-y" aria-label="Tasks">
            {tasks.data.map((t) => {
              const overdue = t.status === 'open' && t.due_date !== null && t.due_date < today();
              return (
                <li key={t.id} className="flex items-start gap-3 px-4 py-3">
                  <Checkbox
                    className="mt-0.5"
                    checked={t.status === 'done'}
                    onCheckedChange={() => toggle.mutate(t)}
                    aria-label={t.status === 'done' ? `Reopen “${t.title}”` : `Mark “${t.title}” done`}
                  />
                  <div className="min-w-0 flex-1">
                    <p className={t.status === 'done' ? 'text-muted-foreground line-through break-words' : 'font-medium break-words'}>{t.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {t.due_date ? <span className={overdue ? 'font-semibold text-destructive' : ''}>{overdue ? 'Overdue · ' : 'Due '}{formatDate(t.due_date)}</span> : 'No due date'}
                      {t.creator_name && (
                        <>
                          {' · '}
                          {t.outreach_id ? (
                            <Link to={`/conversation/${t.outreach_id}`} className="text-primary underline-offset-4 hover:underline">
                              {t.creator_name}
                            </Link>
                          ) : (
                            t.creator_name
                          )}
                        </>
                      )}
                      {t.campaign_name ? ` · ${t.campaign_name}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
