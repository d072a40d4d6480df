import { ZCreatorImportOptions, ZErrorResponse, ZIdParams, ZImport, ZImportPreview } from '@inflow/contracts';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.js';
import { sendCsv } from '../creators/csv-export.js';
import type { ImportsService } from './imports.service.js';
import { discardUpload, isSpooledUpload, spoolUpload, tooLarge } from './upload.js';

/** Same limit as the import itself (POST /api/v1/creators/import). */
export const MAX_PREVIEW_BYTES = 50 * 1024 * 1024;

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  const tags = ['imports'];
  // The preview's CSV body is spooled to a temporary file like an import's (read twice: samples, then the dry run).
  app.addContentTypeParser(['text/csv', 'application/csv'], (req, payload, done) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_PREVIEW_BYTES) return done(tooLarge(MAX_PREVIEW_BYTES));
    spoolUpload(payload, MAX_PREVIEW_BYTES).then(
      (upload) => done(null, upload),
      (err: Error) => done(err),
    );
  });
  app.addHook('onResponse', async (req) => {
    if (isSpooledUpload(req.body)) await discardUpload(req.body);
  });

  app.post(
    '/preview',
    {
      bodyLimit: MAX_PREVIEW_BYTES,
      config: { consumes: ['text/csv', 'application/csv'] },
      schema: {
        operationId: 'previewCreatorsImport',
        tags,
        description:
          'Dry run of a creators CSV import (Content-Type: text/csv): the same parser, column mapping and default country as ' +
          'POST /api/v1/creators/import, nothing written. Returns how each column is read (auto-mapped from its header unless ' +
          'the mapping names it), required fields left unmapped, the first rows as they would be stored, and rejected rows by line.',
        querystring: ZCreatorImportOptions,
        response: { 200: ZImportPreview, 400: ZErrorResponse, 413: ZErrorResponse },
      },
    },
    async (req) => {
      const upload = req.body;
      if (!isSpooledUpload(upload) || upload.size === 0) throw badRequest('body must be a non-empty CSV file sent as text/csv');
      return imports.preview(() => createReadStream(upload.path), {
        mapping: req.query.mapping,
        defaultCountry: req.query.default_country,
        defaultPlatform: req.query.default_platform,
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getImport',
        tags,
        description: 'Progress and outcome of an import: counts so far, rejected rows by line, and why it failed (nothing is imported then).',
        params: ZIdParams,
        response: { 200: ZImport, 404: ZErrorResponse },
      },
    },
    (req) => imports.get(req.ctx, req.params.id),
  );

  app.get(
    '/:id/errors.csv',
    {
      schema: {
        operationId: 'importErrorsCsv',
        tags,
        description: "The import's rejected rows as CSV (line, reason); a failed import's reason comes first with an empty line.",
        params: ZIdParams,
        response: { 404: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const csv = await imports.errorsCsv(req.ctx, req.params.id);
      return sendCsv(reply, `import-${req.params.id.slice(0, 8)}-errors.csv`, Readable.from([csv]));
    },
  );
};
