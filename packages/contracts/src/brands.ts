import { z } from 'zod';
import { ZId } from './common.js';

export const ZProduct = z.object({
  id: ZId,
  brand_id: ZId,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price_range: z.string(),
  target_audience: z.string(),
  key_features: z.array(z.string()),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZBrand = z.object({
  id: ZId,
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string(),
  mission: z.string(),
  values: z.array(z.string()),
  target_market: z.string(),
  brand_voice: z.string(),
  products: z.array(ZProduct),
});
export type TBrand = z.infer<typeof ZBrand>;
