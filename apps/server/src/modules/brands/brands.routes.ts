import { ZBrand, ZErrorResponse, ZIdParams, ZProduct } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { createBrandsRepo } from './brands.repo.js';

export const brandsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repo = createBrandsRepo(db);
  const tags = ['brands'];
  const getBrand = async (workspaceId: string, id: string) => {
    const b = await repo.getByBrandOrCampaignId(workspaceId, id);
    if (!b) throw notFound('Brand not found');
    return b;
  };
  app.get('/', { schema: { operationId: 'listBrands', tags, response: { 200: z.array(ZBrand) } } }, (req) => repo.list(req.ctx.workspaceId));
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getBrand',
        tags,
        description: 'Accepts a brand id or a campaign id (returns that campaign\'s brand).',
        params: ZIdParams,
        response: { 200: ZBrand, 404: ZErrorResponse },
      },
    },
    (req) => getBrand(req.ctx.workspaceId, req.params.id),
  );
  app.get(
    '/:id/products',
    { schema: { operationId: 'listBrandProducts', tags, params: ZIdParams, response: { 200: z.array(ZProduct), 404: ZErrorResponse } } },
    async (req) => (await getBrand(req.ctx.workspaceId, req.params.id)).products,
  );
};
