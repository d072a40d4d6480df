import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onSonnerRequested, sonnerRequested, toasterMounted } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Rendered after sonner's Toaster in the same commit, so its effect runs once the Toaster has subscribed. */
function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** sonner's Toaster, rendered only once the first toast has been raised (`lib/toast`). */
export function DeferredToaster(props: ToasterProps) {
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, sonnerRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <Mounted />
    </Suspense>
  );
}
