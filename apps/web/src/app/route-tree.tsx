import { Component, createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NavigationSettler } from '@/lib/settled-navigate';

// The app declares its routes in React Router's route-object shape (`lazy`, `ErrorBoundary`, `HydrateFallback`) but
// renders them with `useRoutes` under a <BrowserRouter> instead of a data router: the data router (createBrowserRouter,
// loaders, fetchers, revalidation, none of which the app uses) is ~17 kB gzip of the entry, more than the rest of the
// first render of `/` (docs/decisions/0023). The three route features the app relies on are rebuilt here:
// - `lazy`: the screen is a React.lazy component; <BrowserRouter> moves in a transition, so the current screen stays
//   on view until the next one's chunk has arrived, as with the data router;
// - `ErrorBoundary`: a boundary that catches the route's render errors (and a chunk that fails to load), hands the
//   error to `useRouteErrorValue()` and clears itself on the next navigation;
// - `HydrateFallback`: the Suspense fallback for the first screen's chunk.

const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest route error boundary caught (what `useRouteError` gives in a data router). */
export function useRouteErrorValue(): unknown {
  return useContext(RouteErrorContext);
}

type BoundaryProps = { fallback: ComponentType; resetKey: string; children: ReactNode };
type BoundaryState = { caught: boolean; error: unknown; resetKey: string };

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A navigation gives the route a fresh start, as the data router drops a route's error when it navigates.
    return props.resetKey === state.resetKey ? null : { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

function RouteFrame({ errorBoundary, children }: { errorBoundary?: ComponentType; children: ReactNode }) {
  const location = useLocation();
  if (!errorBoundary) return children;
  return (
    <RouteErrorBoundary fallback={errorBoundary} resetKey={location.key + location.pathname + location.search}>
      {children}
    </RouteErrorBoundary>
  );
}

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

function toElementRoute(route: RouteObject): RouteObject {
  const { lazy: load, ErrorBoundary, HydrateFallback, children, Component: Screen, element, ...rest } = route;
  let content: ReactNode = element ?? (Screen ? <Screen /> : <Outlet />);
  if (typeof load === 'function') {
    const Lazy = lazy(async () => {
      const m = await (load as LazyRoute)();
      if (!m.Component) throw new Error(`The route ${route.path ?? '(layout)'} has no Component.`);
      return { default: m.Component };
    });
    content = <Lazy />;
  }
  if (HydrateFallback) content = <Suspense fallback={<HydrateFallback />}>{content}</Suspense>;
  const out = { ...rest, element: <RouteFrame errorBoundary={ErrorBoundary ?? undefined}>{content}</RouteFrame> } as RouteObject;
  if (children) out.children = children.map(toElementRoute);
  return out;
}

/** Route objects with `lazy`, `ErrorBoundary` and `HydrateFallback` turned into elements that `useRoutes` renders. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(toElementRoute);
}

/** Renders the app's route table; place it inside a <BrowserRouter> (or a <MemoryRouter> in tests). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return (
    <>
      {element}
      <NavigationSettler />
    </>
  );
}
