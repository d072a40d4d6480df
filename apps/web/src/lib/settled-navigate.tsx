import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

// Under <BrowserRouter> `navigate()` returns nothing and the new screen commits later (in a transition, after its
// chunk has loaded). Code that must act only once the old screen is gone (switching workspace, signing out: the old
// screen's queries must not refetch as someone else) awaits `useSettledNavigate()` instead (docs/decisions/0023).

const waiting = new Set<() => void>();
let settlers = 0;

/** Rendered once under the router: resolves the navigations waiting for the next location to be on screen. */
export function NavigationSettler() {
  const location = useLocation();
  useEffect(() => {
    settlers++;
    return () => {
      settlers--;
    };
  }, []);
  useEffect(() => {
    for (const resolve of [...waiting]) resolve();
    waiting.clear();
  }, [location]);
  return null;
}

/** `navigate()` that resolves once the new location has been rendered (as a data router's `navigate()` does). */
export function useSettledNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (settlers === 0) return Promise.resolve(navigate(to, options));
      const settled = new Promise<void>((resolve) => waiting.add(resolve));
      void navigate(to, options);
      return settled;
    },
    [navigate],
  );
}
