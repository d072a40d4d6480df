import { isRouteErrorResponse } from 'react-router';
import { useRouteErrorValue } from './route-tree';
import { PRODUCT_NAME } from '@/lib/brand';
import { DocumentTitle } from '@/components/ui/page';

export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return 'Unknown error';
  }
}

/** The routing failure screen: the spec's heading with the error's own text. */
export function RouteError() {
  const error = useRouteErrorValue();
  const text = routeErrorText(error);
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col gap-3 p-6">
      <DocumentTitle>{`Error · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <pre className="overflow-x-auto whitespace-pre-wrap rounded-md bg-red-50 p-4 text-sm text-red-900">{text}</pre>
      <div className="flex gap-4 text-sm">
        <button type="button" className="font-medium text-indigo-700 underline" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {/* A full page load: after an unexpected error a fresh start is the safest way on. */}
        <a href="/dashboard" className="font-medium text-indigo-700 underline">
          Go to the dashboard
        </a>
      </div>
    </div>
  );
}
