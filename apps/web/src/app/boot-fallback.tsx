/** Shown for the instant it takes to fetch the first screen's chunk. */
export function BootFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-sm text-muted-foreground">
      <span className="sr-only">Loading…</span>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
    </div>
  );
}
