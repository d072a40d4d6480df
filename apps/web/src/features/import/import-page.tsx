import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import type { TImportPreview, TImportPreviewColumn } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader, PageTitle } from '@/components/ui/page';
import { Progress } from '@/components/ui/progress';
import { ErrorState } from '@/components/ui/states';
import { formatNumber } from '@/lib/format';
import { PLATFORMS as PLATFORM_CHOICES, platformLabel } from '@/lib/constants';
import { getImport, importErrorsUrl, previewImport, startImport } from './api';
import { MappingStep } from './components/mapping-step';
import { PreviewStep } from './components/preview-step';
import { DEFAULT_COUNTRIES, countryName, initialMapping, toWire, type Mapping } from './lib';

type Step = 'file' | 'mapping' | 'preview' | 'import';
const STEPS: { id: Step; label: string }[] = [
  { id: 'file', label: 'File' },
  { id: 'mapping', label: 'Columns' },
  { id: 'preview', label: 'Preview' },
  { id: 'import', label: 'Import' },
];

/** /creators/import: file -> column mapping -> preview (server dry run) -> import job with progress -> result and errors file. */
export function ImportPage() {
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [defaultCountry, setDefaultCountry] = useState('IN');
  const [defaultPlatform, setDefaultPlatform] = useState('');
  const [columns, setColumns] = useState<TImportPreviewColumn[]>([]);
  const [mapping, setMapping] = useState<Mapping>({});
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const idempotencyKey = useRef<string>('');
  const fileInput = useRef<HTMLInputElement>(null);

  const readColumns = useMutation({
    mutationFn: (f: File) => previewImport(f, { defaultCountry, defaultPlatform }),
    onSuccess: (p) => {
      if (p.file_error) return;
      setColumns(p.columns);
      setMapping(initialMapping(p.columns));
      setStep('mapping');
    },
  });
  const dryRun = useMutation({
    mutationFn: () => previewImport(file!, { mapping: toWire(mapping), defaultCountry, defaultPlatform }),
    onSuccess: (p) => {
      setPreview(p);
      // A new preview is a new import to start: its own idempotency key (a retry of the same start reuses it).
      idempotencyKey.current = '';
      if (p.missing_required.length === 0) setStep('preview');
    },
  });
  const start = useMutation({
    mutationFn: () => startImport(file!, { mapping: toWire(mapping), defaultCountry, defaultPlatform }, idempotencyKey.current),
    onSuccess: (a) => {
      setImportId(a.id);
      setStep('import');
    },
  });

  const reset = () => {
    setStep('file');
    setFile(null);
    setColumns([]);
    setMapping({});
    setPreview(null);
    setImportId(null);
    idempotencyKey.current = '';
    readColumns.reset();
    dryRun.reset();
    start.reset();
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Import creators</PageTitle>
      <PageHeader
        title="Import creators"
        description="Upload a CSV from your sheet or agency: match its columns, check the rows as they will be stored, then import."
        actions={
          <Link to="/discover" className={buttonVariants({ variant: 'outline' })}>
            Back to Discover
          </Link>
        }
      />
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Import steps">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={s.id === step ? 'step' : undefined}
            className="rounded-full border px-3 py-1 text-muted-foreground aria-[current=step]:border-primary aria-[current=step]:font-semibold aria-[current=step]:text-foreground"
          >
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          {(step === 'file' || step === 'mapping') && (
            <form
              className="grid gap-4 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (file && !readColumns.isPending) readColumns.mutate(file);
              }}
            >
              <div className="flex flex-col gap-1.5">
                <label htmlFor="import-file" className="text-sm font-medium">
                  CSV file
                </label>
                <Input
                  id="import-file"
                  ref={fileInput}
                  type="file"
                  accept=".csv,text/csv"
                  disabled={step !== 'file'}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
                <p className="text-xs text-muted-foreground">Comma-separated, UTF-8 (Excel: Save as “CSV UTF-8”). Up to 100,000 rows.</p>
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor="import-country" className="text-sm font-medium">
                  Default country
                </label>
                <NativeSelect id="import-country" value={defaultCountry} onChange={(e) => setDefaultCountry(e.target.value)}>
                  <option value="">None (numbers must have a country code)</option>
                  {DEFAULT_COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {countryName(c)} ({c})
                    </option>
                  ))}
                </NativeSelect>
                <p className="text-xs text-muted-foreground">
                  Phone numbers without a country code are read as numbers of this country (stored as +country code). Rows without a country get it.
                </p>
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor="import-platform" className="text-sm font-medium">
                  Default platform
                </label>
                <NativeSelect id="import-platform" value={defaultPlatform} onChange={(e) => setDefaultPlatform(e.target.value)}>
                  <option value="">None (a column or the handle&apos;s header names it)</option>
                  {PLATFORM_CHOICES.map((p) => (
                    <option key={p} value={p}>
                      {platformLabel(p)}
                    </option>
                  ))}
                </NativeSelect>
                <p className="text-xs text-muted-foreground">For rows that give no platform, when the handle column&apos;s name (“Instagram Handle”) does not say it either.</p>
              </div>
              {step === 'file' && (
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={!file || readColumns.isPending}>
                    <FileUp aria-hidden="true" />
                    {readColumns.isPending ? 'Reading the file...' : 'Next: match columns'}
                  </Button>
                </div>
              )}
              {readColumns.isError && (
                <p role="alert" className="text-sm text-destructive sm:col-span-2">
                  {readColumns.error.message}
                </p>
              )}
              {readColumns.data?.file_error && (
                <p role="alert" className="text-sm text-destructive sm:col-span-2">
                  This file cannot be imported: {readColumns.data.file_error}
                </p>
              )}
            </form>
          )}

          {step === 'mapping' && (
            <>
              <MappingStep
                columns={columns}
                mapping={mapping}
                defaultCountry={defaultCountry}
                defaultPlatform={defaultPlatform}
                onChange={setMapping}
                onBack={reset}
                onContinue={() => dryRun.mutate()}
                busy={dryRun.isPending}
              />
              {dryRun.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {dryRun.error.message}
                </p>
              )}
              {dryRun.data && dryRun.data.missing_required.length > 0 && (
                <p role="alert" className="text-sm text-destructive">
                  The server still needs: {dryRun.data.missing_required.join(', ')}.
                </p>
              )}
            </>
          )}

          {step === 'preview' && preview && (
            <>
              <PreviewStep
                preview={preview}
                onBack={() => setStep('mapping')}
                starting={start.isPending}
                onStart={() => {
                  idempotencyKey.current ||= crypto.randomUUID();
                  start.mutate();
                }}
              />
              {start.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {start.error.message}
                </p>
              )}
            </>
          )}

          {step === 'import' && importId && <ImportProgress id={importId} onAgain={reset} />}
        </CardContent>
      </Card>
    </div>
  );
}

function ImportProgress({ id, onAgain }: { id: string; onAgain: () => void }) {
  const qc = useQueryClient();
  const imp = useQuery({
    queryKey: ['imports', id],
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (q) => (q.state.data && (q.state.data.state === 'completed' || q.state.data.state === 'failed') ? false : 1000),
  });
  const done = imp.data?.state === 'completed' || imp.data?.state === 'failed';
  useEffect(() => {
    if (done) void qc.invalidateQueries({ queryKey: ['creators'] });
  }, [done, qc]);
  if (imp.isPending) return <p className="text-sm text-muted-foreground">Starting the import...</p>;
  if (imp.isError) return <ErrorState title="The import's progress could not be loaded" message={imp.error.message} onRetry={() => void imp.refetch()} />;
  const r = imp.data;
  const finished = done;
  const applied = r.inserted + r.updated;
  const pct = r.accepted > 0 ? (applied / r.accepted) * 100 : r.state === 'completed' ? 100 : 0;
  return (
    <section aria-labelledby="result-title" className="flex flex-col gap-4" aria-live="polite">
      <h2 id="result-title" className="text-lg font-semibold">
        {r.state === 'completed' ? 'Import finished' : r.state === 'failed' ? 'Import failed' : r.state === 'running' ? 'Importing...' : 'Queued...'}
      </h2>
      {!finished && <Progress value={pct} label="Import progress" />}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Stat label="Rows read" value={r.rows_read} />
        <Stat label="Accepted" value={r.accepted} />
        <Stat label="Added" value={r.inserted} />
        <Stat label="Updated" value={r.updated} />
        <Stat label="Rejected" value={r.rejected.length} />
      </dl>
      {r.error && (
        <p role="alert" className="text-sm text-destructive">
          {r.error}
        </p>
      )}
      {finished && (
        <div className="flex flex-wrap gap-2">
          {(r.rejected.length > 0 || r.error) && (
            <a href={importErrorsUrl(id)} download className={buttonVariants({ variant: 'outline' })}>
              <Download aria-hidden="true" />
              Download errors (CSV)
            </a>
          )}
          <Link to="/discover" className={buttonVariants({ variant: 'default' })}>
            See creators in Discover
          </Link>
          <Button type="button" variant="ghost" onClick={onAgain}>
            Import another file
          </Button>
        </div>
      )}
      {finished && r.rejected.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">Rejected rows ({formatNumber(r.rejected.length)})</summary>
          <ul className="mt-2 list-disc pl-5">
            {r.rejected.slice(0, 200).map((x) => (
              <li key={x.line}>
                Line {x.line}: {x.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{formatNumber(value)}</dd>
    </div>
  );
}
