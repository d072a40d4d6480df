import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMe, TMember, TOutreach } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { BoardPage } from './board-page';
import { STAGES } from './lib/stages';

const WS = '00000000-0000-4000-8000-000000000001';
const me = (over: Partial<TMe> = {}): TMe => ({
  user: { id: 'u1', email: 'mia@example.com', name: 'Mia Member', email_verified: true },
  api_key: null,
  workspace: { id: WS, name: 'Demo' },
  role: 'member',
  approval_limit: null,
  workspaces: [],
  ...over,
});
const members: TMember[] = [
  { user_id: 'u1', email: 'mia@example.com', name: 'Mia Member', role: 'member', approval_limit: null, joined_at: '2025-01-01T00:00:00.000Z' },
  { user_id: 'u2', email: 'raj@example.com', name: 'Raj Owner', role: 'owner', approval_limit: null, joined_at: '2025-01-01T00:00:00.000Z' },
];

const entry = (id: string, over: Partial<TOutreach>): TOutreach => ({
  id,
  campaign_id: 'c1',
  creator_id: `cr-${id}`,
  status: 'new',
  notes: '',
  last_contact: null,
  timestamp: '2025-03-05T09:00:00.000Z',
  conversation_id: null,
  conversations: [],
  channel: null,
  message_type: null,
  agreed_rate: null,
  deliverables: null,
  timeline: null,
  creator_name: 'Someone',
  creator_handle: 'someone',
  creator_channel_name: 'Someone',
  creator_platform: 'instagram',
  creator_avatar: null,
  creator_phone: null,
  creator_email: null,
  campaign_name: 'BoltBuds',
  brand_name: 'Bolt',
  currency: 'INR',
  owner_user_id: 'u1',
  owner_name: 'Mia Member',
  price: null,
  price_state: null,
  next_task: null,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-05T09:00:00.000Z',
  ...over,
});

const priya = entry('o1', {
  creator_name: 'Priya Sharma',
  creator_handle: 'priya.codes',
  status: 'contacted',
  last_contact: '2025-03-05T09:00:00.000Z',
  price: 42000,
  price_state: 'proposed',
  next_task: { id: 't1', title: 'Send the brief', due_date: '2025-03-10' },
});
const arjun = entry('o2', { creator_name: 'Arjun Rao', creator_handle: 'arjun', status: 'new', owner_user_id: null, owner_name: null });

/**
 * jsdom lays nothing out: give every column a place side by side (300px apart) and every card its column's place,
 * so dnd-kit's keyboard sensor and collision detection see a board. The drag overlay starts where the card was.
 */
function layOutBoard(startStage: string) {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-stage]');
    const stage = column?.getAttribute('data-stage') ?? startStage;
    const i = STAGES.indexOf(stage as (typeof STAGES)[number]);
    if (this.getAttribute('data-testid')?.startsWith('column-')) return rect(i * 300, 40, 280, 600);
    return rect(i * 300 + 8, 60, 264, 120);
  });
}

function stub(patch: (body: Record<string, unknown>) => Response) {
  let current = [priya, arjun];
  const api = stubApi({
    'GET /api/v1/me': () => json(me()),
    'GET /api/v1/outreach/': () => json(current),
    'GET /api/v1/campaigns/': () => json([]),
    [`GET /api/v1/workspaces/${WS}/members`]: () => json(members),
    'PATCH /api/v1/outreach/o1': (_u, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const res = patch(body);
      if (res.ok) current = current.map((e) => (e.id === 'o1' ? { ...e, ...(body.status ? { status: body.status as TOutreach['status'] } : {}) } : e));
      return res;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const column = (stage: string) => screen.getByTestId(`column-${stage}`);

beforeEach(() => {
  // dnd-kit scrolls the picked-up card into view.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BoardPage', () => {
  it('shows a column per stage with each card’s price, next task, last contact and owner', async () => {
    stub(() => json({}, 500));
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    await screen.findByRole('article', { name: 'Priya Sharma' });
    const card = within(column('contacted')).getByRole('article', { name: 'Priya Sharma' });
    expect(screen.getAllByRole('listitem').map((c) => c.getAttribute('data-stage'))).toEqual([...STAGES]);
    expect(within(card).getByTestId('card-price')).toHaveTextContent(/42,000 · offered/);
    expect(within(card).getByTestId('card-task')).toHaveTextContent(/^Send the brief due (Mar 10, 2025|10 Mar 2025)$/);
    expect(within(card).getByTestId('card-contact')).not.toHaveTextContent('Not contacted yet');
    expect(within(card).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/conversation/o1');
    const arjunCard = within(column('new')).getByRole('article', { name: 'Arjun Rao' });
    expect(within(arjunCard).getByTestId('card-price')).toHaveTextContent('No offer yet');
    expect(await within(arjunCard).findByRole('combobox', { name: 'Owner of Arjun Rao' })).toHaveValue('');
    expect(within(card).getByRole('combobox', { name: 'Owner of Priya Sharma' })).toHaveValue('u1');
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves a card with the keyboard through the same PATCH as any status change, announcing each step', async () => {
    const api = stub(() => json({ ...priya, status: 'negotiating' }));
    layOutBoard('contacted');
    const user = userEvent.setup();
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    const grip = await screen.findByRole('button', { name: 'Move Priya Sharma' });
    await waitFor(() => expect(grip).toBeEnabled());
    expect(grip).toHaveAttribute('aria-roledescription', 'draggable');
    grip.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Picked up Priya Sharma from Contacted.')).toBeInTheDocument());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText('Priya Sharma is over Negotiating.')).toBeInTheDocument());
    await user.keyboard(' ');

    await within(column('negotiating')).findByRole('article', { name: 'Priya Sharma' });
    expect(await screen.findByText('Moved Priya Sharma to Negotiating.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/v1/outreach/o1', body: { status: 'negotiating', expected_status: 'contacted' } },
    ]);
  });

  it('puts the card back in its column and shows the server’s reason when the move is refused', async () => {
    const message = "Can't move from Contacted to Deal proposed: a deal is proposed from a call (Deals to approve), not by moving the entry";
    stub(() => json({ message, code: 'use_deals', details: { from: 'contacted', to: 'deal_proposed' } }, 409));
    layOutBoard('contacted');
    const user = userEvent.setup();
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    const grip = await screen.findByRole('button', { name: 'Move Priya Sharma' });
    await waitFor(() => expect(grip).toBeEnabled());
    grip.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText('Priya Sharma is over Deal proposed.')).toBeInTheDocument());
    await user.keyboard(' ');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Priya Sharma stays in Contacted. ${message}`);
    expect(within(column('contacted')).getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(within(column('deal_proposed')).queryByRole('article', { name: 'Priya Sharma' })).toBeNull();
  });

  it('Escape cancels a keyboard move: nothing is sent', async () => {
    const api = stub(() => json({ ...priya, status: 'negotiating' }));
    layOutBoard('contacted');
    const user = userEvent.setup();
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    const grip = await screen.findByRole('button', { name: 'Move Priya Sharma' });
    await waitFor(() => expect(grip).toBeEnabled());
    grip.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText(/Moving Priya Sharma was cancelled; it stays in Contacted/)).toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(within(column('contacted')).getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('changes the owner from the card', async () => {
    const api = stub(() => json({ ...priya, owner_user_id: 'u2', owner_name: 'Raj Owner' }));
    const user = userEvent.setup();
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    const select = await screen.findByRole('combobox', { name: 'Owner of Priya Sharma' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'u2');
    expect(await screen.findByText('Priya Sharma is now owned by Raj Owner.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ owner_user_id: 'u2' });
  });

  it('passes the campaign and owner filters to the server and shows one stage when asked', async () => {
    const api = stub(() => json({}, 500));
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board&campaign=c1&owner=me&stage=contacted' });
    await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(column('contacted')).getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((c) => c.getAttribute('data-stage'))).toEqual(['contacted']);
    expect(api.calls.find((c) => c.path.startsWith('/api/v1/outreach/'))?.path).toBe('/api/v1/outreach/?campaign_id=c1&owner=me');
  });

  it('lets a viewer look but not move or reassign', async () => {
    const api = stubApi({
      'GET /api/v1/me': () => json(me({ role: 'viewer' })),
      'GET /api/v1/outreach/': () => json([priya]),
      'GET /api/v1/campaigns/': () => json([]),
      [`GET /api/v1/workspaces/${WS}/members`]: () => json(members),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<BoardPage />, { path: '/irm', url: '/irm?view=board' });
    await screen.findByText(/read only \(viewer\)/);
    expect(screen.queryByRole('button', { name: 'Move Priya Sharma' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Owner of Priya Sharma' })).toBeNull();
  });
});
