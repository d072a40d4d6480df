import { ZContract, ZContractEvent, ZContractVersions, ZCountersign, ZContractTemplate, ZContractTemplatePreview, ZContractTemplatePreviewInput, ZContractTemplateUpdate, ZErrorResponse, ZIdParams } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContractsService } from './contracts.service.js';

export const contractsRoutes: FastifyPluginAsyncZod<{ contracts: ContractsService }> = async (app, { contracts }) => {
  const tags = ['contracts'];
  const meta = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: req.ip ?? null,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
  });

  app.post(
    '/deals/:id/contract',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'generateContract',
        tags,
        description: 'Generates the deal’s contract from the workspace template as a PDF (version n+1; the current version, signed or not, is superseded). sha256 is the hash of the exact PDF bytes.',
        params: ZIdParams,
        response: { 201: ZContract, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await contracts.generate(req.ctx, req.params.id)),
  );
  app.get(
    '/contracts/:id',
    { schema: { operationId: 'getContract', tags, params: ZIdParams, response: { 200: ZContract.extend({ events: ZContractEvent.array() }), 404: ZErrorResponse } } },
    (req) => contracts.get(req.ctx, req.params.id),
  );
  app.get(
    '/contracts/:id/pdf',
    { schema: { operationId: 'getContractPdf', tags, description: 'The generated PDF (application/pdf).', params: ZIdParams } },
    async (req, reply) => reply.type('application/pdf').header('content-disposition', `inline; filename="contract-${req.params.id}.pdf"`).send(await contracts.pdf(req.ctx, req.params.id, 'original')),
  );
  app.get(
    '/contracts/:id/signed.pdf',
    { schema: { operationId: 'getSignedContractPdf', tags, description: 'The signed PDF with its signature page and audit trail.', params: ZIdParams } },
    async (req, reply) =>
      reply.type('application/pdf').header('content-disposition', `inline; filename="contract-${req.params.id}-signed.pdf"`).send(await contracts.pdf(req.ctx, req.params.id, 'signed')),
  );
  app.post(
    '/contracts/:id/countersign',
    {
      schema: {
        operationId: 'countersignContract',
        tags,
        description:
          'The brand countersigns a contract the creator signed, with a typed full name and consent: true (without a body the caller’s account or API key name is recorded). Name, time, IP, user agent and the document hash are kept; the signed PDF gets a signature page and the audit trail.',
        params: ZIdParams,
        body: ZCountersign,
        response: { 200: ZContract, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    (req) => contracts.countersign(req.ctx, req.params.id, meta(req), req.body ?? undefined),
  );
  app.get(
    '/deals/:id/contracts',
    { schema: { operationId: 'listDealContracts', tags, description: 'Every contract version of the deal, newest first (superseded versions included).', params: ZIdParams, response: { 200: ZContractVersions, 404: ZErrorResponse } } },
    (req) => contracts.versions(req.ctx, req.params.id),
  );
  app.get('/contract-template', { schema: { operationId: 'getContractTemplate', tags, response: { 200: ZContractTemplate } } }, (req) => contracts.template(req.ctx));
  app.put(
    '/contract-template',
    {
      // Every contract the workspace generates is written from it: owners and admins change it.
      config: { minRole: 'admin' },
      schema: {
        operationId: 'updateContractTemplate',
        tags,
        description: 'Saves the workspace contract template (Markdown with {{merge_fields}}); an unknown merge field is 422. Owners and admins.',
        body: ZContractTemplateUpdate,
        response: { 200: ZContractTemplate, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    (req) => contracts.updateTemplate(req.ctx, req.body),
  );
  app.post(
    '/contract-template/preview',
    {
      schema: {
        operationId: 'previewContractTemplate',
        tags,
        description:
          'A template body (saved or not) filled from one of the workspace’s deals as a contract generated now would read: deal_id, else the latest agreed deal. Writes nothing. 404 when there is no deal; 422 for an unknown merge field.',
        body: ZContractTemplatePreviewInput,
        response: { 200: ZContractTemplatePreview, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    (req) => contracts.previewTemplate(req.ctx, req.body),
  );
};
