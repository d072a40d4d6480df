import {
  ZCreatorImportOptions,
  ZCreator,
  ZCreatorFacets,
  ZCreatorHistory,
  ZCreatorList,
  ZCreatorListQuery,
  ZErrorResponse,
  ZIdParams,
  ZImportAccepted,
  ZSimilarCreators,
  ZSimilarCreatorsQuery,
  qBool,
} from '@inflow/contracts';
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.js';
import type { CreatorsService } from './creators.service.js';
import type { ImportsService } from '../imports/imports.service.js';
import { discardUpload, isSpooledUpload, spoolUpload, tooLarge } from '../imports/upload.js';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export const creatorsRoutes: FastifyPluginAsyncZod<{ creators: CreatorsService; imports: ImportsService }> = async (app, { creators, imports }) => {
  const tags = ['creators'];
  // A CSV body is streamed to a temporary file (bounded memory), then parsed and staged from there.
  app.addContentTypeParser(['text/csv', 'application/csv'], (req, payload, done) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) return done(tooLarge(MAX_IMPORT_BYTES));
    spoolUpload(payload, MAX_IMPORT_BYTES).then(
      (upload) => done(null, upload),
      (err: Error) => done(err),
    );
  });
  app.addHook('onResponse', async (req) => {
    if (isSpooledUpload(req.body)) await discardUpload(req.body);
  });

  app.get(
    '/',
    { schema: { operationId: 'listCreators', tags, querystring: ZCreatorListQuery, response: { 200: ZCreatorList, 400: ZErrorResponse } } },
    async (req) => {
      const q = req.query;
      if (q.min_followers !== undefined && q.max_followers !== undefined && q.min_followers > q.max_followers) {
        throw badRequest("query field 'min_followers' must not be greater than 'max_followers'");
      }
      if (q.min_rate !== undefined && q.max_rate !== undefined && q.min_rate > q.max_rate) {
        throw badRequest("query field 'min_rate' must not be greater than 'max_rate'");
      }
      return creators.list(req.ctx, q);
    },
  );
  app.get(
    '/:id',
    { schema: { operationId: 'getCreator', tags, params: ZIdParams, response: { 200: ZCreator, 404: ZErrorResponse } } },
    (req) => creators.get(req.ctx, req.params.id),
  );
  app.get(
    '/:id/similar',
    {
      schema: { operationId: 'similarCreators', tags, params: ZIdParams, querystring: ZSimilarCreatorsQuery, response: { 200: ZSimilarCreators, 404: ZErrorResponse } },
    },
    (req) => creators.similar(req.ctx, req.params.id, req.query.limit, { sameMarket: req.query.same_market, sameSize: req.query.same_size }),
  );
  app.get(
    '/facets',
    { schema: { operationId: 'creatorFacets', tags, description: 'Countries and languages present in the directory, with counts.', response: { 200: ZCreatorFacets } } },
    () => creators.facets(),
  );
  app.get(
    '/:id/history',
    {
      schema: {
        operationId: 'creatorHistory',
        tags,
        description: "This workspace's campaigns, outreach and calls with the creator.",
        params: ZIdParams,
        response: { 200: ZCreatorHistory, 404: ZErrorResponse },
      },
    },
    (req) => creators.history(req.ctx, req.params.id),
  );
  app.post(
    '/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { consumes: ['text/csv', 'application/csv'], rateLimit: 'imports', idempotent: true },
      schema: {
        operationId: 'importCreators',
        tags,
        description:
          'Upload a CSV (Content-Type: text/csv). The file is validated as it is received and staged; 202 with the import id, then ' +
          'GET /api/v1/imports/{id} follows the job that upserts the rows (on email or platform+handle) and lists rejected rows by line. ' +
          'All or nothing: a broken file, or with strict=true any invalid row, is a 422 and imports nothing; an import that fails or is ' +
          'interrupted is rolled back. mapping (JSON: "header": "field" or null to ignore) and default_country (national phone ' +
          'numbers, rows without a country) are applied as in POST /api/v1/imports/preview.',
        querystring: ZCreatorImportOptions.extend({ strict: qBool.default(false) }),
        response: { 202: ZImportAccepted, 400: ZErrorResponse, 413: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const upload = req.body;
      if (!isSpooledUpload(upload) || upload.size === 0) throw badRequest('body must be a non-empty CSV file sent as text/csv');
      const accepted = await imports.receiveCreatorsCsv(req.ctx, createReadStream(upload.path), {
        strict: req.query.strict,
        mapping: req.query.mapping,
        defaultCountry: req.query.default_country,
        defaultPlatform: req.query.default_platform,
      });
      return reply.status(202).send(accepted);
    },
  );
};
