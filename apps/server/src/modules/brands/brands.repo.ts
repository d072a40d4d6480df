import type { TBrand, TProduct } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';

type Row = Record<string, unknown>;

const mapProduct = (r: Row): TProduct => ({
  id: r.id as string,
  brand_id: r.brand_id as string,
  name: r.name as string,
  description: r.description as string,
  category: r.category as string,
  price_range: r.price_range as string,
  target_audience: r.target_audience as string,
  key_features: (r.key_features as string[]) ?? [],
});

export function createBrandsRepo(db: SqlExecutor) {
  async function productsOf(brandIds: string[]): Promise<TProduct[]> {
    if (brandIds.length === 0) return [];
    const { rows } = await db.query<Row>('select * from products where brand_id = any($1::uuid[]) order by name', [brandIds]);
    return rows.map(mapProduct);
  }
  function mapBrands(rows: Row[], products: TProduct[]): TBrand[] {
    return rows.map((r) => ({
      id: r.id as string,
      name: r.name as string,
      logo_url: (r.logo_url as string | null) ?? null,
      industry: r.industry as string,
      mission: r.mission as string,
      values: (r.values as string[]) ?? [],
      target_market: r.target_market as string,
      brand_voice: r.brand_voice as string,
      products: products.filter((p) => p.brand_id === r.id),
    }));
  }
  return {
    productsOf,
    async list(workspaceId: string): Promise<TBrand[]> {
      const { rows } = await db.query<Row>('select * from brands where workspace_id = $1 order by name', [workspaceId]);
      return mapBrands(rows, await productsOf(rows.map((r) => r.id as string)));
    },
    /** A brand by its own id, or the brand of a campaign (the spec's client passes the campaign id). */
    async getByBrandOrCampaignId(workspaceId: string, id: string): Promise<TBrand | null> {
      const { rows } = await db.query<Row>(
        `select b.* from brands b where b.workspace_id = $1 and b.id = $2
         union all
         select b.* from campaigns c join brands b on b.id = c.brand_id where c.workspace_id = $1 and c.id = $2
         limit 1`,
        [workspaceId, id],
      );
      return rows[0] ? mapBrands(rows, await productsOf([rows[0].id as string]))[0]! : null;
    },
  };
}
