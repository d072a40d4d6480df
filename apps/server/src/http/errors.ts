import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a client can cause: it maps to a 4xx with a message that names the problem. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unprocessable = (message: string, details?: unknown) => new AppError(422, 'unprocessable', message, details);

/** PostgreSQL error codes that mean the request referred to something wrong, not that the server failed. */
const PG_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  '23503': { status: 422, code: 'unknown_reference', message: 'The request refers to a record that does not exist' },
  '23505': { status: 409, code: 'conflict', message: 'A record with the same unique value already exists' },
  '22003': { status: 400, code: 'out_of_range', message: 'A number in the request is out of range' },
  '22021': { status: 400, code: 'invalid_text', message: 'The request contains characters that cannot be stored (e.g. a NUL character)' },
  '22P05': { status: 400, code: 'invalid_text', message: 'The request contains characters that cannot be stored' },
  '22P02': { status: 400, code: 'invalid_text', message: 'A value in the request has the wrong form' },
  '54000': { status: 400, code: 'too_large', message: 'A value in the request is too large to index' },
  '23514': { status: 400, code: 'invalid_value', message: 'A value in the request is not allowed' },
};

/** Check violations raised by the budget ledger's triggers carry their own message: 409, saying what the budget allows. */
const LEDGER_CONSTRAINTS: Record<string, string> = {
  campaign_budget: 'over_budget',
  campaign_planned_creators: 'too_many_deals',
  // Migration 0014: an archived campaign starts no run and holds no budget for a call.
  campaign_archived: 'campaign_archived',
};

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = PART_NAMES[err.validationContext ?? ''] ?? err.validationContext ?? 'request';
      const problems = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${field ? `${part} field '${field}'` : part}: ${v.message}`;
      });
      return reply.status(400).send({ message: problems.join('; '), code: 'validation_error', details: err.validation });
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, details: err.details });
    }
    // Constraint errors a client's input can cause (e.g. a brand_id that does not exist): never a 500.
    const ledger = (err as { code?: string; constraint?: string }).code === '23514' ? LEDGER_CONSTRAINTS[(err as { constraint?: string }).constraint ?? ''] : undefined;
    if (ledger) return reply.status(409).send({ message: err.message, code: ledger });
    const pg = PG_CLIENT_ERRORS[(err as { code?: string }).code ?? ''];
    if (pg) {
      const detail = (err as { detail?: string }).detail;
      return reply.status(pg.status).send({ message: detail ? `${pg.message}: ${detail}` : pg.message, code: pg.code });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'internal_error' });
    }
    // Fastify's own client errors: bad JSON, body too large, wrong content type.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'payload_too_large'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : 'bad_request';
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? `body is not valid JSON: ${err.message}` : err.message;
      return reply.status(err.statusCode).send({ message, code });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'internal_error' });
  });
}
