import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { TContractTemplate } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { canManageWorkspace, useCurrentMe } from '@/lib/session';
import { useContractTemplate } from './api/get-contract-template';
import { usePreviewContractTemplate } from './api/preview-contract-template';
import { useUpdateContractTemplate } from './api/update-contract-template';
import { SettingsFrame } from './components/settings-frame';

/** What each merge field is filled with when a contract is generated from a deal (the server's list decides which exist). */
const FIELD_HELP: Record<string, string> = {
  brand: 'The campaign’s brand name',
  creator: 'The creator’s name and handle',
  campaign: 'The campaign (product) name',
  date: 'The day the contract is generated',
  price: 'The deal’s total fee with its currency',
  currency: 'The deal’s currency code',
  deliverables: 'One line per deliverable: count, platform, format, due date',
  milestones: 'One line per payment milestone: share, amount, when it is payable',
  usage_rights: 'The deal’s usage rights, or the standard 6-month organic reposts',
  exclusivity: 'The deal’s exclusivity terms, or “None”',
  disclosure: 'The disclosure duty (#ad, the platform’s paid-partnership label)',
  promo_code: 'The creator’s promo code for this deal',
  utm_url: 'The creator’s tracking (UTM) link',
  contract_version: 'The contract’s version number',
};

/** Settings → Contract template: the workspace's Markdown template every contract is generated from. */
export function ContractTemplatePage() {
  const me = useCurrentMe();
  const template = useContractTemplate();
  return (
    <SettingsFrame title="Contract template">
      {template.isPending ? (
        <LoadingState text="Loading the contract template…" />
      ) : template.isError ? (
        <ErrorState title="Could not load the contract template" message={errorMessage(template.error, '')} onRetry={() => void template.refetch()} retrying={template.isFetching} />
      ) : (
        <TemplateEditor template={template.data} canSave={canManageWorkspace(me.role)} canPreview={me.role !== 'viewer'} />
      )}
    </SettingsFrame>
  );
}

const serverText = (e: unknown, fallback: string) => (isApiError(e) ? (e.serverMessage ?? e.message) : errorMessage(e, fallback));

function TemplateEditor({ template, canSave, canPreview }: { template: TContractTemplate; canSave: boolean; canPreview: boolean }) {
  const save = useUpdateContractTemplate();
  const preview = usePreviewContractTemplate();
  const [name, setName] = useState(template.name);
  const [body, setBody] = useState(template.body);
  // A save (or another tab's) brings a new version: start from it.
  useEffect(() => {
    setName(template.name);
    setBody(template.body);
  }, [template.name, template.body, template.updated_at]);
  const dirty = name !== template.name || body !== template.body;
  const neverEdited = new Date(template.updated_at).getTime() === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ name: name.trim() || undefined, body }, { onSuccess: () => toast.success('Contract template saved; new contracts use it') });
  };
  const problem = save.error ? serverText(save.error, 'Could not save the template') : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={submit} aria-label="Contract template" className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Every contract is generated from this Markdown, with the merge fields filled from the deal. Contracts already generated keep their text; a new version of a
          deal’s contract uses the template as saved. {neverEdited ? 'This is the default template; nobody has edited it yet.' : `Last saved ${formatDateTime(template.updated_at)}.`}
        </p>
        {!canSave && (
          <p role="note" className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm">
            Only owners and admins can change the contract template; you can read it.
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="template-name">Name</Label>
          <Input id="template-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} readOnly={!canSave} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="template-body">Template (Markdown)</Label>
          <Textarea
            id="template-body"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={24}
            maxLength={50_000}
            spellCheck={false}
            readOnly={!canSave}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'template-error' : undefined}
            className="font-mono text-xs"
          />
        </div>
        {problem && (
          <p id="template-error" role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        {canSave && (
          <div className="flex gap-2">
            <Button type="submit" disabled={!dirty || !body.trim() || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={!dirty || save.isPending}
              onClick={() => {
                setName(template.name);
                setBody(template.body);
                save.reset();
              }}
            >
              Discard changes
            </Button>
          </div>
        )}
      </form>
      <div className="flex flex-col gap-6">
        <Card role="region" aria-label="Merge fields" className="h-fit">
          <CardHeader>
            <CardTitle>Merge fields</CardTitle>
            <CardDescription>
              Write them in double braces, such as <code>{'{{creator}}'}</code>. Any other name is refused when you save.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              {template.merge_fields.map((f) => (
                <li key={f}>
                  <code className="font-medium">{`{{${f}}}`}</code>
                  {FIELD_HELP[f] && <span className="block text-xs text-muted-foreground">{FIELD_HELP[f]}</span>}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {canPreview && (
          <Card role="region" aria-label="Preview" className="h-fit">
            <CardHeader>
              <CardTitle>Preview</CardTitle>
              <CardDescription>The template as written (saved or not), filled from your latest agreed deal, as a contract generated now would read. Nothing is saved.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <div>
                <Button type="button" variant="outline" size="sm" disabled={!body.trim() || preview.isPending} onClick={() => preview.mutate({ body })}>
                  {preview.isPending ? 'Filling in…' : 'Preview with your latest deal'}
                </Button>
              </div>
              {preview.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {isApiError(preview.error) && preview.error.status === 404
                    ? 'There is no agreed deal to fill it from yet: the merge fields above are what a contract is filled with.'
                    : serverText(preview.error, 'Could not preview the template')}
                </p>
              )}
              {preview.data && !preview.isError && (
                <>
                  <p className="text-xs text-muted-foreground">Filled from the deal with {preview.data.deal_label}</p>
                  <pre data-testid="template-preview" className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-md border bg-muted/30 p-3 text-xs">
                    {preview.data.markdown}
                  </pre>
                </>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
