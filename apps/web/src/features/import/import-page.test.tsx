import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImportPreview, TImportPreviewColumn } from '@inflow/contracts';
import { json, renderRoute } from '@/test/render';
import { ImportPage } from './import-page';

afterEach(() => vi.unstubAllGlobals());

const col = (index: number, header: string, field: TImportPreviewColumn['field'], samples: string[], implied: TImportPreviewColumn['implied_platform'] = null): TImportPreviewColumn => ({
  index,
  header,
  field,
  source: field ? 'auto' : 'none',
  implied_platform: implied,
  samples,
});
const COLUMNS = [
  col(0, 'Name', 'name', ['Riya Mehta']),
  col(1, 'Instagram Handle', 'handle', ['@riya.mamaji'], 'instagram'),
  col(2, 'Followers', 'followers_count', ['2,30,000']),
  col(3, 'Category', 'niche', ['Mom & Baby']),
  col(4, 'Mobile', 'phone', ['98765 43210']),
  col(5, 'Engagement', 'engagement_rate', ['4.2%']),
  col(6, 'City', null, ['Pune']),
];
const base: TImportPreview = { columns: COLUMNS, missing_required: [], file_error: null, total_rows: 0, accepted: 0, rejected_count: 0, rows: [], rejected: [] };
const previewed: TImportPreview = {
  ...base,
  total_rows: 2,
  accepted: 1,
  rejected_count: 1,
  rows: [
    {
      line: 2,
      creator: {
        name: 'Riya Mehta',
        handle: 'riya.mamaji',
        channel_name: null,
        platform: 'instagram',
        niche: 'parenting',
        topics: ['Mom & Baby'],
        bio: '',
        followers_count: 230000,
        engagement_rate: 4.2,
        avg_views: 0,
        email: null,
        phone: '+919876543210',
        country: 'IN',
        language: 'en',
        profile_image: null,
        typical_rate: 0,
        currency: 'INR',
      },
      error: null,
      notes: ['category "Mom & Baby" -> niche parenting, kept as a topic'],
    },
    { line: 3, creator: null, error: 'phone: "12345" is not a valid phone number in IN', notes: [] },
  ],
  rejected: [{ line: 3, reason: 'phone: "12345" is not a valid phone number in IN' }],
};

/** A fetch stub for the CSV endpoints (their body is the file, not JSON). */
function stub() {
  const calls: { path: string; query: URLSearchParams; contentType: string | undefined }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path: `${init?.method ?? 'GET'} ${url.pathname}`, query: url.searchParams, contentType: headers['Content-Type'] });
    if (url.pathname === '/api/v1/imports/preview') return Promise.resolve(json(url.searchParams.has('mapping') ? previewed : base));
    return Promise.resolve(json({ message: 'no stub', code: 'NOT_FOUND' }, 404));
  };
  return { fetch, calls };
}

async function toMapping() {
  const api = stub();
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  renderRoute(<ImportPage />, { path: '/creators/import', url: '/creators/import' });
  const file = new File(['Name,Instagram Handle\nRiya,@riya\n'], 'agency.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file'), file);
  await user.click(screen.getByRole('button', { name: /Next: match columns/ }));
  await screen.findByRole('heading', { name: 'Match your columns' });
  return { api, user };
}

describe('import page: the column-mapping step', () => {
  it('pre-selects the server’s auto-mapping, names the platform a header implies, and leaves unknown columns ignored', async () => {
    const { api } = await toMapping();
    expect(api.calls[0]).toMatchObject({ path: 'POST /api/v1/imports/preview', contentType: 'text/csv' });
    expect(api.calls[0]!.query.get('default_country')).toBe('IN');
    expect(api.calls[0]!.query.has('mapping')).toBe(false);
    expect(screen.getByLabelText('Instagram Handle')).toHaveValue('handle');
    expect(screen.getByLabelText('Mobile')).toHaveValue('phone');
    expect(screen.getByLabelText('Category')).toHaveValue('niche');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByText('Platform from the header: Instagram')).toBeInTheDocument();
    // Samples help decide.
    expect(screen.getAllByText('98765 43210').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Preview rows' })).toBeEnabled();
  });

  it('blocks the preview while a required field has no column or a field has two, and says which', async () => {
    const { user } = await toMapping();
    await user.selectOptions(screen.getByLabelText('Category'), '');
    expect(screen.getByRole('alert')).toHaveTextContent('Still needed: Niche / category');
    expect(screen.getByRole('button', { name: 'Preview rows' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('City'), 'niche');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Category'), 'niche');
    expect(screen.getByRole('alert')).toHaveTextContent('More than one column is imported as Niche / category');
    expect(screen.getByRole('button', { name: 'Preview rows' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('City'), '');
    // Without a default country and without a country column, the country is missing.
    await user.selectOptions(screen.getByLabelText('Default country'), '');
    expect(screen.getByRole('alert')).toHaveTextContent(/Still needed: Country.*or a default country above/);
  });

  it('sends the confirmed mapping (ignored columns as null) and shows the rows as they will be stored', async () => {
    const { api, user } = await toMapping();
    await user.selectOptions(screen.getByLabelText('Name'), 'name');
    await user.click(screen.getByRole('button', { name: 'Preview rows' }));
    const table = await screen.findByRole('table', { name: 'Rows as they will be stored' });
    const sent = api.calls[1]!;
    expect(sent.path).toBe('POST /api/v1/imports/preview');
    expect(JSON.parse(sent.query.get('mapping')!)).toEqual({
      Name: 'name',
      'Instagram Handle': 'handle',
      Followers: 'followers_count',
      Category: 'niche',
      Mobile: 'phone',
      Engagement: 'engagement_rate',
      City: null,
    });
    expect(within(table).getByText('+919876543210')).toBeInTheDocument();
    expect(within(table).getByText('Mom & Baby')).toBeInTheDocument();
    expect(within(table).getByText(/Rejected: phone: "12345"/)).toBeInTheDocument();
    expect(screen.getByTestId('preview-summary')).toHaveTextContent('2 rows read: 1 will be imported, 1 rejected');
    expect(screen.getByRole('button', { name: 'Import 1 creators' })).toBeEnabled();
  });
});
