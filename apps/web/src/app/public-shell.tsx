import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The pages a signed-out visitor can open (sign in, sign up, invitation links...): no sidebar, no gate. */
export function PublicShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster visibleToasts={3} richColors closeButton position="bottom-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
