import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster as Toaster } from '@/components/ui/toaster';

export function renderRoute(element: ReactElement, { path = '/', url = '/', extra = [] as RouteObject[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      ...extra,
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={3} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A fetch stub answering by method + path; anything unhandled is a 404 so tests notice. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const h = handlers[key];
    const res = h ? await h(url, init) : undefined;
    return res ?? json({ message: `no stub for ${key}`, code: 'NOT_FOUND' }, 404);
  };
  return { fetch, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
