import { ZErrorResponse, ZIdParams, ZImport } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImportsService } from './imports.service.js';

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getImport',
        tags: ['imports'],
        description: 'Progress and outcome of an import: counts so far, rejected rows by line, and why it failed (nothing is imported then).',
        params: ZIdParams,
        response: { 200: ZImport, 404: ZErrorResponse },
      },
    },
    (req) => imports.get(req.ctx, req.params.id),
  );
};
