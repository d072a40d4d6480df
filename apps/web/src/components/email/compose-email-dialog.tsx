import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import type { TEmailPreview, TEmailTemplate } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api-client';

interface EmailSent {
  id: string;
  status: 'sent' | 'queued' | 'outbox';
  to: string;
  subject: string;
  message: string;
}

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '');

/**
 * Compose an email to the creator of an outreach entry: pick a template, see it with the merge fields filled,
 * edit, send. One send action is one message: the dialog sends an Idempotency-Key and never sends twice at once.
 * The result says exactly what happened (sent, queued for SMTP, or only saved to the outbox) and links to the outbox.
 */
export function ComposeEmailDialog({ outreachId, open, onOpenChange }: { outreachId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const qc = useQueryClient();
  const templates = useQuery({
    queryKey: ['email', 'templates'],
    queryFn: ({ signal }) => apiRequest<TEmailTemplate[]>('/api/v1/email/templates', { signal }),
    enabled: open,
  });
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [result, setResult] = useState<EmailSent | null>(null);
  const key = useRef(newKey());
  const inFlight = useRef(false);

  // A fresh compose each time the dialog opens.
  useEffect(() => {
    if (open) {
      setResult(null);
      setStep('edit');
      key.current = newKey();
    }
  }, [open]);
  useEffect(() => {
    const list = templates.data;
    if (!open || !list?.length || templateId) return;
    const first = list[0]!;
    setTemplateId(first.id);
    setSubject(first.subject);
    setBody(first.body);
  }, [open, templates.data, templateId]);

  const preview = useQuery({
    queryKey: ['email', 'preview', outreachId, subject, body],
    queryFn: ({ signal }) => apiRequest<TEmailPreview>('/api/v1/outreach/email/preview', { method: 'POST', body: { outreach_id: outreachId, subject, body }, signal }),
    enabled: open && step === 'preview',
  });

  const send = useMutation({
    mutationFn: (p: { subject: string; body: string }) =>
      apiRequest<EmailSent>('/api/v1/outreach/email', {
        method: 'POST',
        body: { outreach_id: outreachId, subject: p.subject, body: p.body },
        headers: { 'Idempotency-Key': key.current },
      }),
    onSuccess: (r) => {
      setResult(r);
      key.current = newKey();
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: ['outbox'] });
      void qc.invalidateQueries({ queryKey: ['timeline', outreachId] });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const pick = (id: string) => {
    const t = templates.data?.find((x) => x.id === id);
    setTemplateId(id);
    if (t) {
      setSubject(t.subject);
      setBody(t.body);
    }
  };
  const submit = () => {
    // Single flight: a second click while the first is on its way does nothing.
    if (inFlight.current || !preview.data) return;
    inFlight.current = true;
    send.mutate({ subject, body });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Compose email</DialogTitle>
          <DialogDescription>Pick a template, check the preview, edit if needed, then send.</DialogDescription>
        </DialogHeader>
        {result ? (
          <div role="status" className="flex flex-col gap-3">
            <p className={result.status === 'outbox' ? 'rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900' : 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900'}>
              {result.message}
            </p>
            <p className="text-sm text-muted-foreground">
              To {result.to} · “{result.subject}”
            </p>
            <DialogFooter>
              <Link to={`/outbox?outreach_id=${outreachId}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Open the outbox
              </Link>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </div>
        ) : step === 'edit' ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="compose-template">Template</Label>
              <NativeSelect id="compose-template" value={templateId} onChange={(e) => pick(e.target.value)} disabled={!templates.data}>
                {(templates.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
              {templates.isError && <p className="text-sm text-destructive">Templates could not be loaded: {templates.error.message}</p>}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="compose-subject">Subject</Label>
              <Input id="compose-subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={300} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="compose-body">Message</Label>
              <Textarea id="compose-body" rows={10} value={body} onChange={(e) => setBody(e.target.value)} />
              <p className="text-xs text-muted-foreground">
                Merge fields such as {'{{first_name}}'}, {'{{brand_name}}'}, {'{{product_name}}'} are filled in from the entry.
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button onClick={() => setStep('preview')} disabled={!subject.trim() || !body.trim()}>
                Preview
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {preview.isPending && <p className="text-sm text-muted-foreground">Rendering the preview…</p>}
            {preview.isError && <p role="alert" className="text-sm text-destructive">{preview.error.message}</p>}
            {preview.data && (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">To</dt>
                  <dd className="break-all">{preview.data.to ?? 'No email address on file'}</dd>
                  <dt className="text-muted-foreground">Subject</dt>
                  <dd data-testid="preview-subject">{preview.data.subject}</dd>
                </dl>
                <pre data-testid="preview-body" className="max-h-72 overflow-auto whitespace-pre-wrap rounded-lg border bg-muted/40 p-3 font-sans text-sm">
                  {preview.data.body}
                </pre>
                {preview.data.missing_fields.length > 0 && (
                  <p className="text-sm text-amber-800">No value for {preview.data.missing_fields.map((f) => `{{${f}}}`).join(', ')}: edit the text or it is sent as written.</p>
                )}
                {preview.data.transport === 'outbox' && (
                  <p className="text-sm text-muted-foreground">Email sending is not set up (no SMTP server): the message will be saved to the outbox, not delivered.</p>
                )}
                {preview.data.opted_out && <p className="text-sm text-destructive">This creator asked not to be contacted; nothing can be sent.</p>}
              </>
            )}
            {send.isError && <p role="alert" className="text-sm text-destructive">{send.error.message}</p>}
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep('edit')} disabled={send.isPending}>
                Edit
              </Button>
              <Button onClick={submit} disabled={!preview.data || !preview.data.to || preview.data.opted_out || send.isPending}>
                {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                {send.isPending ? 'Sending...' : 'Send email'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
