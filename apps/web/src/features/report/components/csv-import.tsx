import { useId, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useImportCsv, type CsvImportKind } from '../api/import-csv';

const MAX_BYTES = 5 * 1024 * 1024;
const HELP: Record<CsvImportKind, { title: string; columns: string }> = {
  orders: { title: 'Import orders (CSV)', columns: 'Columns: order_id, date, code, amount (optional utm, currency). Orders are counted once per order id, however often the file is imported.' },
  metrics: {
    title: 'Import post metrics (CSV)',
    columns: 'Columns: post_url (or Permalink), date, and any of views, reach, likes, comments, shares, saves, as the insights exports write them.',
  },
};

/** Upload a CSV for the campaign: applied before the server answers, with the lines it refused and why. */
export function CsvImport({ campaignId, kind }: { campaignId: string; kind: CsvImportKind }) {
  const id = useId();
  const mutation = useImportCsv(campaignId, kind);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setLocalError('Choose a CSV file first');
    if (file.size > MAX_BYTES) return setLocalError('The file is larger than 5 MB; split it');
    setLocalError(null);
    mutation.mutate(await file.text());
  };
  const r = mutation.data;
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 rounded-md border p-3" aria-label={HELP[kind].title}>
      <label htmlFor={id} className="text-sm font-medium">
        {HELP[kind].title}
      </label>
      <p className="text-xs text-muted-foreground">{HELP[kind].columns}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="max-w-full text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            mutation.reset();
          }}
        />
        <Button type="submit" size="sm" disabled={!file || mutation.isPending}>
          <Upload aria-hidden="true" /> {mutation.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {localError && (
        <p role="alert" className="text-sm text-destructive">
          {localError}
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(mutation.error) ? (mutation.error.serverMessage ?? mutation.error.message) : 'The import failed'}
        </p>
      )}
      {r && (
        <div role="status" className="text-sm">
          <p>
            {plural(r.inserted, kind === 'orders' ? 'new order' : 'new snapshot')}, {plural(r.duplicates, 'duplicate')} skipped, {plural(r.rejected.length, 'line')} refused.
          </p>
          {r.rejected.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-xs text-muted-foreground">
              {r.rejected.slice(0, 20).map((x) => (
                <li key={x.line}>
                  Line {x.line}: {x.reason}
                </li>
              ))}
              {r.rejected.length > 20 && <li>and {r.rejected.length - 20} more</li>}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
