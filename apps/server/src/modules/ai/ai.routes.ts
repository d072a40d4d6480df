import {
  ZCampaignIdParams,
  ZErrorResponse,
  ZExtractCampaignRequest,
  ZExtractCampaignResponse,
  ZSimilarityRequest,
  ZSimilarityResponse,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LlmError, missingFieldsMessage, type LlmProvider } from '../../ai/llm/llm.js';
import { AppError } from '../../http/errors.js';
import type { MatchingService } from '../matching/matching.service.js';

export const aiRoutes: FastifyPluginAsyncZod<{ llm: LlmProvider; matching: MatchingService }> = async (app, { llm, matching }) => {
  const tags = ['ai'];
  app.post(
    '/extract-campaign',
    {
      schema: {
        operationId: 'extractCampaign',
        tags,
        description: 'Turns a plain-English brief into campaign fields. The model key stays on the server.',
        body: ZExtractCampaignRequest,
        response: { 200: ZExtractCampaignResponse, 400: ZErrorResponse, 502: ZErrorResponse, 504: ZErrorResponse },
      },
    },
    async (req) => {
      try {
        const r = await llm.extractCampaign(req.body.brief);
        return { ...r, message: r.complete ? null : missingFieldsMessage(r.missing_fields) };
      } catch (err) {
        if (err instanceof LlmError) {
          req.log.warn({ err: err.message, code: err.code }, 'brief extraction failed');
          throw new AppError(err.code === 'llm_timeout' ? 504 : 502, err.code, `The language model could not process the brief: ${err.message}`);
        }
        throw err;
      }
    },
  );

  app.post(
    '/campaign-similarity',
    {
      schema: {
        operationId: 'campaignSimilarity',
        tags,
        description: 'Ranks creators for a campaign and stores the run as the campaign\'s latest match.',
        body: ZSimilarityRequest,
        response: { 200: ZSimilarityResponse, 400: ZErrorResponse, 404: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    (req) => matching.similarity(req.ctx, req.body.campaign_id, { match_threshold: req.body.match_threshold, match_count: req.body.match_count }),
  );

  app.get(
    '/campaign-similarity/:campaignId',
    {
      schema: {
        operationId: 'lastCampaignSimilarity',
        tags,
        params: ZCampaignIdParams,
        response: { 200: ZSimilarityResponse, 404: ZErrorResponse },
      },
    },
    (req) => matching.lastRun(req.ctx, req.params.campaignId),
  );
};
