import { ZCampaignReport, ZErrorResponse, ZIdParams, ZRoiSummary } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const tags = ['reports'];
  app.get(
    '/campaigns/:id/report',
    {
      schema: {
        operationId: 'getCampaignReport',
        tags,
        description: 'Spend, reach, views, engagements, CPM, CPE, conversions, revenue and ROI (null when there is no data), by creator and over time.',
        params: ZIdParams,
        response: { 200: ZCampaignReport, 404: ZErrorResponse },
      },
    },
    (req) => reports.report(req.ctx, req.params.id),
  );
  app.get('/campaigns/:id/report.csv', { schema: { operationId: 'getCampaignReportCsv', tags, description: 'The report by creator as CSV (empty cell = no data).', params: ZIdParams } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="campaign-${req.params.id}-report.csv"`)
      .send(await reports.reportCsv(req.ctx, req.params.id)),
  );
  app.get(
    '/campaigns/:id/report.pdf',
    { schema: { operationId: 'getCampaignReportPdf', tags, description: 'The report as a shareable PDF (application/pdf): the same figures as the JSON and CSV.', params: ZIdParams } },
    async (req, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="campaign-${req.params.id}-report.pdf"`)
        .send(await reports.reportPdf(req.ctx, req.params.id)),
  );
  app.get(
    '/reports/roi',
    {
      schema: {
        operationId: 'getRoiSummary',
        tags,
        description: 'Spend (agreed deals) against attributed revenue (imported or webhook orders) across the workspace’s campaigns, per currency; ROI only where there is order data.',
        response: { 200: ZRoiSummary },
      },
    },
    (req) => reports.roiSummary(req.ctx),
  );
};
