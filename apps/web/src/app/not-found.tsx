import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@/lib/brand';
import { DocumentTitle } from '@/components/ui/page';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <DocumentTitle>{`Page not found · ${PRODUCT_NAME}`}</DocumentTitle>
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <h1 className="text-xl font-semibold text-slate-800">Oops! Page not found</h1>
      <p className="max-w-sm text-sm text-slate-600">
        There is nothing at <code className="rounded bg-slate-200 px-1 py-0.5 break-all">{location.pathname}</code>.
      </p>
      <Link
        to="/"
        className="rounded-md px-3 py-2 font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
      >
        Return to Home
      </Link>
    </main>
  );
}
