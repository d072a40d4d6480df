import { isApiError } from '@/lib/api-client';

/** What the server said when it refused (409 released already, 403 over the approval limit): shown as is. */
export function refusalText(e: unknown, fallback: string): string {
  if (isApiError(e)) return e.serverMessage ?? e.message;
  return e instanceof Error && e.message ? e.message : fallback;
}

export function Refusal({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {refusalText(error, fallback)}
    </p>
  );
}
