import { useLayoutEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@/lib/constants';
import { cn } from '@/lib/utils';

/**
 * Sets the document's title while mounted and puts the previous one back when it goes. (React 19 hoists a rendered
 * <title> into <head>; the Preact runtime the app ships on (ADR 0024) would leave it in the page.)
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}

/** Each page names itself: "<page> · Inflow". */
export function PageTitle({ children }: { children: string }) {
  return <DocumentTitle>{`${children} · ${PRODUCT_NAME}`}</DocumentTitle>;
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
