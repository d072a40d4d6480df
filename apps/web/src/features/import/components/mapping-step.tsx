import type { TCreatorImportField, TImportPreviewColumn } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { platformLabel } from '@/lib/constants';
import { CREATOR_IMPORT_FIELDS, duplicateFields, fieldLabel, missingRequired, type Mapping } from '../lib';

const IGNORE = '';

/**
 * Step 2: each column of the file, a few of its values, and the field it fills. The server's auto-mapping comes
 * pre-selected; the person confirms or changes each one, or ignores the column.
 */
export function MappingStep({
  columns,
  mapping,
  defaultCountry,
  defaultPlatform = '',
  onChange,
  onBack,
  onContinue,
  busy,
}: {
  columns: TImportPreviewColumn[];
  mapping: Mapping;
  defaultCountry: string;
  defaultPlatform?: string;
  onChange: (mapping: Mapping) => void;
  onBack: () => void;
  onContinue: () => void;
  busy?: boolean;
}) {
  const missing = missingRequired(mapping, columns, defaultCountry, defaultPlatform);
  const duplicates = duplicateFields(mapping);
  const blocked = missing.length > 0 || duplicates.length > 0;
  return (
    <section aria-labelledby="mapping-title" className="flex flex-col gap-4">
      <div>
        <h2 id="mapping-title" className="text-lg font-semibold">
          Match your columns
        </h2>
        <p className="text-sm text-muted-foreground">
          Columns were matched from their names. Check each one, change it, or ignore columns you don&apos;t want imported.
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <span className="sm:hidden">Column</span>
                <span className="hidden sm:inline">Column in your file</span>
              </TableHead>
              <TableHead className="hidden sm:table-cell">Values</TableHead>
              <TableHead>Import as</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {columns.map((c) => {
              const value = mapping[c.header] ?? null;
              const id = `map-${c.index}`;
              return (
                <TableRow key={c.index}>
                  <TableCell className="font-medium">
                    {/* A fixed width on phones (a cell's max-width does not bind a table column); the values go under the name. */}
                    <div className="w-[7.5rem] break-words sm:w-auto">
                      <label htmlFor={id}>{c.header || `(column ${c.index + 1})`}</label>
                      <p className="truncate text-xs font-normal text-muted-foreground sm:hidden">{c.samples.join(', ')}</p>
                    </div>
                  </TableCell>
                  <TableCell className="hidden max-w-64 truncate text-muted-foreground sm:table-cell" title={c.samples.join(', ')}>
                    {c.samples.length ? c.samples.join(', ') : <span className="italic">empty</span>}
                  </TableCell>
                  <TableCell>
                    <NativeSelect
                      id={id}
                      className="min-w-[8.5rem]"
                      value={value ?? IGNORE}
                      disabled={!c.header}
                      onChange={(e) => onChange({ ...mapping, [c.header]: e.target.value === IGNORE ? null : (e.target.value as TCreatorImportField) })}
                      aria-invalid={value !== null && duplicates.includes(value) ? true : undefined}
                    >
                      <option value={IGNORE}>Ignore this column</option>
                      {CREATOR_IMPORT_FIELDS.map((f) => (
                        <option key={f.field} value={f.field}>
                          {f.label}
                          {f.required ? ' (required)' : ''}
                        </option>
                      ))}
                    </NativeSelect>
                    {value === 'handle' && c.implied_platform && (
                      <p className="mt-1 text-xs text-muted-foreground">Platform from the header: {platformLabel(c.implied_platform)}</p>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {missing.length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          Still needed: {missing.map(fieldLabel).join(', ')}. Choose a column for {missing.length > 1 ? 'each' : 'it'}
          {missing.includes('country') ? ', or a default country above' : ''}
          {missing.includes('platform') ? ', or a default platform above' : ''}.
        </p>
      )}
      {duplicates.length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          More than one column is imported as {duplicates.map(fieldLabel).join(', ')}; keep one.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Choose another file
        </Button>
        <Button type="button" onClick={onContinue} disabled={blocked || busy}>
          {busy ? 'Checking rows...' : 'Preview rows'}
        </Button>
      </div>
    </section>
  );
}
