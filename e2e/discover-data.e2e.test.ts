import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 600 });

describe.each(VIEWPORTS)('Discover offers what the data holds ($name)', (vp) => {
  const session = useSession(server, vp);

  it('filters by a language the fixed list did not offer (Tamil)', async () => {
    const { page, screenshot } = session();
    const facets = await server().api<{ languages: { value: string; count: number }[] }>('GET', '/api/v1/creators/facets');
    const tamil = facets.languages.find((l) => l.value === 'ta');
    expect(tamil?.count).toBeGreaterThan(0);
    await page.goto('/discover');
    await page.locator('[data-testid="creator-results"][aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: /Filters/ }).click();
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.locator('option[value="ta"]').waitFor({ state: 'attached' });
    await expect(language.locator('option[value="ta"]').innerText()).resolves.toMatch(/^Tamil \([\d,]+\)$/);
    await language.selectOption('ta');
    await page.waitForURL((u) => u.searchParams.get('language') === 'ta');
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${tamil!.count} creators?$`)).waitFor();
    await screenshot('12b-discover-language');
  });
});
