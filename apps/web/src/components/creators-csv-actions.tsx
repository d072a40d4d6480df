import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { QueryValue } from '@/lib/api-client';
import { useMe } from '@/lib/session';
import { ExportCsvButton } from './export-csv-button';

/** Discover's CSV actions: import a sheet (/creators/import) and export the creators the current filters show. */
export function CreatorsCsvActions({ query }: { query: Record<string, QueryValue> }) {
  // Paging and order are the list's business; the export takes every creator the filters match.
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = query;
  // Viewers may export but not import (the API answers 403).
  const canImport = useMe().data?.role !== 'viewer';
  return (
    <>
      {canImport && (
        <Link to="/creators/import" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Upload aria-hidden="true" />
          Import CSV
        </Link>
      )}
      <ExportCsvButton path="/api/v1/creators/export.csv" query={filters} label="Export CSV" />
    </>
  );
}
