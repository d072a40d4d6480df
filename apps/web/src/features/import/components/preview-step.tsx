import type { TImportPreview } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney, formatNumber } from '@/lib/format';
import { platformLabel } from '@/lib/constants';

const dash = <span className="text-muted-foreground">—</span>;

/** Step 3: the first rows exactly as they will be stored (the server's dry run), and what would be rejected. */
export function PreviewStep({ preview, onBack, onStart, starting }: { preview: TImportPreview; onBack: () => void; onStart: () => void; starting: boolean }) {
  if (preview.file_error) {
    return (
      <section className="flex flex-col gap-3">
        <p role="alert" className="text-sm text-destructive">
          This file cannot be imported: {preview.file_error}
        </p>
        <div>
          <Button type="button" variant="outline" onClick={onBack}>
            Back to the columns
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4">
      <div>
        <h2 id="preview-title" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="preview-summary">
          {formatNumber(preview.total_rows)} rows read: {formatNumber(preview.accepted)} will be imported, {formatNumber(preview.rejected_count)} rejected. The
          first {preview.rows.length} rows are shown as they will be stored; empty cells stay empty.
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <Table aria-label="Rows as they will be stored">
          <TableHeader>
            <TableRow>
              <TableHead>Line</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Handle</TableHead>
              <TableHead>Niche</TableHead>
              <TableHead>Topics</TableHead>
              <TableHead>Followers</TableHead>
              <TableHead>Engagement</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Country</TableHead>
              <TableHead>Rate</TableHead>
              <TableHead>Notes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((r) =>
              r.creator ? (
                <TableRow key={r.line}>
                  <TableCell>{r.line}</TableCell>
                  <TableCell className="font-medium">{r.creator.name}</TableCell>
                  <TableCell>
                    @{r.creator.handle} <span className="text-xs text-muted-foreground">{platformLabel(r.creator.platform)}</span>
                  </TableCell>
                  <TableCell>{r.creator.niche}</TableCell>
                  <TableCell className="min-w-32">{r.creator.topics.length ? r.creator.topics.join('; ') : dash}</TableCell>
                  <TableCell>{formatNumber(r.creator.followers_count)}</TableCell>
                  <TableCell>{r.creator.engagement_rate}%</TableCell>
                  <TableCell>{r.creator.phone ?? dash}</TableCell>
                  <TableCell>{r.creator.email ?? dash}</TableCell>
                  <TableCell>{r.creator.country}</TableCell>
                  <TableCell>{r.creator.typical_rate ? formatMoney(r.creator.typical_rate, r.creator.currency) : dash}</TableCell>
                  <TableCell className="min-w-72 text-xs text-muted-foreground">{r.notes.join('; ')}</TableCell>
                </TableRow>
              ) : (
                <TableRow key={r.line} className="bg-red-50">
                  <TableCell>{r.line}</TableCell>
                  <TableCell colSpan={11} className="text-destructive">
                    Rejected: {r.error}
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </div>
      {preview.rejected_count > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">All rejected rows ({formatNumber(preview.rejected_count)})</summary>
          <ul className="mt-2 list-disc pl-5">
            {preview.rejected.map((r) => (
              <li key={r.line}>
                Line {r.line}: {r.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back to the columns
        </Button>
        <Button type="button" onClick={onStart} disabled={starting || preview.accepted === 0}>
          {starting ? 'Starting...' : `Import ${formatNumber(preview.accepted)} creators`}
        </Button>
      </div>
    </section>
  );
}
