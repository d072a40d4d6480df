import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/lib/constants';
import { cn } from '@/lib/utils';

/** React 19 hoists <title> into <head>: each page names itself. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${PRODUCT_NAME}`}</title>;
}

export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <div className="mt-1 text-sm text-muted-foreground">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
