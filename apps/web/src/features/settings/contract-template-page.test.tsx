import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContractTemplate, TMe } from '@inflow/contracts';
import { CurrentMeContext } from '@/lib/session';
import { json, renderRoute, stubApi } from '@/test/render';
import { ContractTemplatePage } from './contract-template-page';

afterEach(() => vi.unstubAllGlobals());

const WS = '00000000-0000-4000-8000-000000000001';
const me = (role: TMe['role']): TMe => ({
  user: { id: 'u1', email: 'olive@inflow.test', name: 'Olive', email_verified: true },
  api_key: null,
  workspace: { id: WS, name: 'Lumen' },
  role,
  approval_limit: null,
  workspaces: [{ id: WS, name: 'Lumen', role }],
});
const template: TContractTemplate = {
  id: '00000000-0000-4000-8000-00000000c0de',
  name: 'Standard creator agreement',
  body: '# Agreement\n\nBetween {{brand}} and {{creator}}.\n',
  merge_fields: ['brand', 'creator', 'price', 'milestones'],
  updated_at: new Date(0).toISOString(),
};

function renderPage(role: TMe['role']) {
  return renderRoute(
    <CurrentMeContext.Provider value={me(role)}>
      <ContractTemplatePage />
    </CurrentMeContext.Provider>,
    { path: '/settings/contract-template', url: '/settings/contract-template' },
  );
}

describe('Settings → Contract template', () => {
  it('shows the template with its merge fields beside it, saves an edit, and shows the server’s 422 as is', async () => {
    const refusal = "body field 'body': unknown merge field {{fee}}; use {{brand}}, {{creator}}, {{price}}, {{milestones}}";
    let n = 0;
    const api = stubApi({
      'GET /api/v1/contract-template': () => json(template),
      'PUT /api/v1/contract-template': (_u, init) => {
        n += 1;
        const body = JSON.parse(String(init!.body)) as { body: string; name?: string };
        return n === 1 ? json({ message: refusal, code: 'unprocessable' }, 422) : json({ ...template, ...body, updated_at: '2026-03-01T10:00:00.000Z' });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPage('admin');
    const editor = await screen.findByLabelText('Template (Markdown)');
    expect(editor).toHaveValue(template.body);
    expect(screen.getByText(/default template; nobody has edited it yet/)).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Merge fields' });
    expect(within(within(fields).getByRole('list')).getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent)).toEqual(template.merge_fields.map((f) => `{{${f}}}`));
    expect(within(fields).getByText(/share, amount, when it is payable/)).toBeInTheDocument();

    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save template' });
    expect(save).toBeDisabled(); // nothing changed yet
    await user.click(editor);
    await user.keyboard('{Control>}{End}{/Control}Fee: {{{{fee}}');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: template.name, body: expect.stringContaining('Fee: {{fee}}') });

    await user.clear(editor);
    await user.type(editor, 'Fee: {{{{price}}');
    await user.click(save);
    await vi.waitFor(() => expect(screen.getByText(/Last saved/)).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(editor).toHaveValue('Fee: {{price}}');
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ body: 'Fee: {{price}}' });
  });

  it('previews the text as written, filled from the latest agreed deal; without a deal it says so', async () => {
    let hasDeal = false;
    const api = stubApi({
      'GET /api/v1/contract-template': () => json(template),
      'POST /api/v1/contract-template/preview': (_u, init) => {
        if (!hasDeal) return json({ message: 'No agreed deal to preview the template with yet', code: 'not_found' }, 404);
        const { body } = JSON.parse(String(init!.body)) as { body: string };
        return json({ deal_id: '00000000-0000-4000-8000-0000000000d1', deal_label: 'Priya Sharma · Glow Serum', markdown: body.replace('{{brand}}', 'Lumen').replace('{{creator}}', 'Priya Sharma (@priya)') });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPage('member');
    const region = await screen.findByRole('region', { name: 'Preview' });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Preview with your latest deal' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('There is no agreed deal to fill it from yet');

    hasDeal = true;
    await user.click(within(region).getByRole('button', { name: 'Preview with your latest deal' }));
    expect(await within(region).findByTestId('template-preview')).toHaveTextContent('Between Lumen and Priya Sharma (@priya).');
    expect(within(region).getByText(/Filled from the deal with Priya Sharma · Glow Serum/)).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ body: template.body });
  });

  it('is read-only for a member: no save button, and it says who can change it', async () => {
    const api = stubApi({ 'GET /api/v1/contract-template': () => json(template) });
    vi.stubGlobal('fetch', api.fetch);
    renderPage('member');
    const editor = await screen.findByLabelText('Template (Markdown)');
    expect(editor).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent('Only owners and admins can change the contract template');
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
