import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PageTitle } from '@/components/ui/page';
import { PRODUCT_NAME } from '@/lib/constants';

/** The frame of every page outside the app: the brand, a heading, the form, and links under it. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <PageTitle>{title}</PageTitle>
      <Link to="/" className="mb-6 flex items-center gap-2 rounded-md font-semibold text-slate-900">
        <span className="grid size-8 place-content-center rounded-lg bg-primary text-primary-foreground">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        {PRODUCT_NAME}
      </Link>
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description && <div className="mt-1.5 text-sm text-muted-foreground">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">{footer}</div>}
    </main>
  );
}

export const authLinkClass = 'font-medium text-indigo-700 underline-offset-4 hover:underline';
