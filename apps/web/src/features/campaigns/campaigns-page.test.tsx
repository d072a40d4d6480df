import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoute, stubApi } from '@/test/render';
import { CampaignsPage } from './campaigns-page';

afterEach(() => vi.unstubAllGlobals());

describe('campaign list: archived campaigns', () => {
  it('leaves archived campaigns to the server default and shows them under the Archived filter', async () => {
    const api = stubApi({ 'GET /api/v1/campaigns/': () => json([]) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoute(<CampaignsPage />, { path: '/campaigns', url: '/campaigns' });
    await screen.findByText('No campaigns found');
    // The default list asks for no status: the server leaves archived campaigns out.
    expect(api.calls[0]!.path).not.toContain('status=');
    expect(api.calls[0]!.path).not.toContain('include_archived');

    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('status=archived'))).toBe(true));
    expect(router.state.location.search).toBe('?status=archived');
    expect(await screen.findByText('There are no archived campaigns.')).toBeInTheDocument();
  });
});
