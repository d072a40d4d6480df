import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/toaster';
import { queryClient } from '../query-client';
import { SidebarProvider } from './sidebar-context';
import { AppSidebar } from './sidebar';
import { AppHeader } from './header';
import { AuthGate } from './auth-gate';

/** A new screen starts at its top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every screen of the app sits in this shell, behind the sign-in gate (the landing and auth pages do not). */
export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate>
        <SidebarProvider>
          <ScrollToTop />
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
          >
            Skip to main content
          </a>
          <div className="flex min-h-dvh w-full bg-slate-50/60">
            <AppSidebar />
            <div className="flex min-w-0 flex-1 flex-col">
              <AppHeader />
              <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-2xl flex-1 p-4 focus:outline-none sm:p-6">
                <Outlet />
              </main>
            </div>
          </div>
        </SidebarProvider>
      </AuthGate>
      {/* sonner loads with the first toast, not before the first render (ADR 0023). */}
      <DeferredToaster visibleToasts={3} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
