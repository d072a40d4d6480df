import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, buildUrl, errorMessage } from './api-client';

function mockFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiRequest', () => {
  it('returns parsed JSON and sends JSON bodies', async () => {
    const fetch = mockFetch(async () => new Response(JSON.stringify({ id: '1' }), { status: 201 }));
    await expect(apiRequest('/api/v1/campaigns/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: '1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/campaigns/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns an HTTP failure into the spec's message with the server's message", async () => {
    mockFetch(async () => new Response(JSON.stringify({ message: 'Campaign not found', code: 'NOT_FOUND' }), { status: 404, statusText: 'Not Found' }));
    const err = await apiRequest('/api/v1/campaigns/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('HTTP error! status: 404, message: Campaign not found');
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).code).toBe('NOT_FOUND');
    expect((err as ApiError).serverMessage).toBe('Campaign not found');
  });

  it('falls back to the status text when the body has no message', async () => {
    mockFetch(async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/x')).rejects.toThrow('HTTP error! status: 502, message: Bad Gateway');
  });

  it("turns a network failure into the spec's connection message naming the server", async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await apiRequest('/api/v1/dashboard').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe(
      `Unable to connect to the server at ${window.location.origin}. Please check if the server is running and accessible.`,
    );
  });

  it('uses the configured API base, and the agent base for the agent service', async () => {
    vi.stubEnv('VITE_API_BASE', 'http://api.example.test/');
    vi.stubEnv('VITE_AGENT_BASE', 'http://agent.example.test');
    const fetch = mockFetch(async () => new Response('[]'));
    await apiRequest('/api/v1/outreach/');
    await apiFetch('/api/campaign-trigger/runs', { base: 'agent', query: { campaign_id: 'c1' } });
    expect(fetch.mock.calls[0]![0]).toBe('http://api.example.test/api/v1/outreach/');
    expect(fetch.mock.calls[1]![0]).toBe('http://agent.example.test/api/campaign-trigger/runs?campaign_id=c1');
  });

  it('names the configured server when it cannot be reached', async () => {
    vi.stubEnv('VITE_API_BASE', 'http://10.0.0.9:3000');
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/v1/dashboard')).rejects.toThrow(
      'Unable to connect to the server at http://10.0.0.9:3000. Please check if the server is running and accessible.',
    );
  });

  it('lets aborts through untouched', async () => {
    mockFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('buildUrl', () => {
  it('drops empty query values', () => {
    expect(buildUrl('', '/api/v1/creators/', { name: 'ria', platform: undefined, niche: '', limit: 40, offset: 0 })).toBe(
      '/api/v1/creators/?name=ria&limit=40&offset=0',
    );
  });
});

describe('errorMessage', () => {
  it('prefers the error text', () => {
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('boom');
    expect(errorMessage('x', 'fallback')).toBe('fallback');
  });
});
