import {
  ZCreator,
  ZCreatorList,
  ZCreatorListQuery,
  ZErrorResponse,
  ZIdParams,
  ZImportResult,
  ZSimilarCreators,
  ZSimilarCreatorsQuery,
  qBool,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import type { CreatorsService } from './creators.service.js';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export const creatorsRoutes: FastifyPluginAsyncZod<{ creators: CreatorsService }> = async (app, { creators }) => {
  const tags = ['creators'];
  app.addContentTypeParser(['text/csv', 'application/csv', 'text/plain'], { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '/',
    { schema: { operationId: 'listCreators', tags, querystring: ZCreatorListQuery, response: { 200: ZCreatorList, 400: ZErrorResponse } } },
    async (req) => {
      const q = req.query;
      if (q.min_followers !== undefined && q.max_followers !== undefined && q.min_followers > q.max_followers) {
        throw badRequest("query field 'min_followers' must not be greater than 'max_followers'");
      }
      return creators.list(q);
    },
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getCreator', tags, params: ZIdParams, response: { 200: ZCreator, 404: ZErrorResponse } } },
    (req) => creators.get(req.params.id),
  );
  app.get(
    '/:id/similar',
    {
      schema: { operationId: 'similarCreators', tags, params: ZIdParams, querystring: ZSimilarCreatorsQuery, response: { 200: ZSimilarCreators, 404: ZErrorResponse } },
    },
    (req) => creators.similar(req.params.id, req.query.limit),
  );
  app.post(
    '/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        operationId: 'importCreators',
        tags,
        description: 'Upload a CSV (Content-Type: text/csv). Rows are upserted on email or platform+handle; rejected rows are reported by line.',
        querystring: z.object({ strict: qBool.default(false) }),
        response: { 200: ZImportResult, 400: ZErrorResponse, 413: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw badRequest('body must be a non-empty CSV file sent as text/csv');
      return creators.importCsv(req.body, { strict: req.query.strict });
    },
  );
};
