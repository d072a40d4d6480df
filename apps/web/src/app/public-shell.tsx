import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/toaster';
import { queryClient } from './query-client';

/** The pages a signed-out visitor can open (sign in, sign up, invitation links...): no sidebar, no gate. */
export function PublicShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {/* sonner loads with the first toast, not before the first render (ADR 0023). */}
      <DeferredToaster visibleToasts={3} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
