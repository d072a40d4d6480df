import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's mobile breakpoint: under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
