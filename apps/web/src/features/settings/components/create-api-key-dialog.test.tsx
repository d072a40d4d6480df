import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { json, renderRoute, stubApi } from '@/test/render';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const WS = '00000000-0000-4000-8000-000000000001';
const SECRET = 'inf_live_0123456789abcdefghijklmnop';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <CreateApiKeyDialog workspaceId={WS} ownRole="admin" open={open} onOpenChange={setOpen} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('creating an API key', () => {
  it('shows the new key once, with a copy button, and forgets it when closed', async () => {
    const api = stubApi({
      [`POST /api/v1/workspaces/${WS}/api-keys`]: () =>
        json(
          {
            id: '00000000-0000-4000-8000-0000000000aa',
            name: 'CRM sync',
            role: 'viewer',
            prefix: 'inf_live_01',
            created_at: '2026-01-01T00:00:00Z',
            created_by: 'Olive',
            last_used_at: null,
            revoked_at: null,
            key: SECRET,
          },
          201,
        ),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderRoute(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));

    let dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    // An admin cannot hand out the owner role.
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'Member', 'Viewer']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'CRM sync');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'CRM sync', role: 'viewer' } });
    expect(within(dialog).getByRole('textbox', { name: 'API key' })).toHaveValue(SECRET);
    expect(within(dialog).getByRole('note')).toHaveTextContent("It won't be shown again.");
    await user.click(within(dialog).getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();

    // Opening it again starts a new key: the old one is gone for good.
    await user.click(screen.getByRole('button', { name: 'open' }));
    const again = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("shows the server's reason when the key cannot be created", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        [`POST /api/v1/workspaces/${WS}/api-keys`]: () => json({ message: "Your role (member) can't do this; it needs admin or above", code: 'forbidden' }, 403),
      }).fetch,
    );
    const user = userEvent.setup();
    renderRoute(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'CRM sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Your role (member) can't do this; it needs admin or above");
  });
});
