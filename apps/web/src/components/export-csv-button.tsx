import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { buildUrl, getApiBase, type QueryValue } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/**
 * A link to one of the API's CSV exports (docs/decisions/0017): the browser downloads the streamed file itself with the
 * session cookie, so a large export never passes through page memory.
 */
export function ExportCsvButton({
  path,
  query,
  label = 'Export CSV',
  className,
  size = 'sm',
}: {
  path: string;
  query?: Record<string, QueryValue>;
  label?: string;
  className?: string;
  size?: 'sm' | 'default';
}) {
  return (
    <a href={buildUrl(getApiBase(), path, query)} download className={cn(buttonVariants({ variant: 'outline', size }), className)}>
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}
