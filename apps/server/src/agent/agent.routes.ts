import {
  ZAgentRun,
  ZAgentRunList,
  ZAgentRunsQuery,
  ZAgentStreamQuery,
  ZCampaignIdParams,
  ZErrorResponse,
  ZIdParams,
  ZTriggerQuery,
  type TAgentEvent,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../http/errors.js';
import type { AgentService } from './agent.service.js';
import { isTerminalEvent } from './runs.repo.js';
import { formatSse, openSse } from './stream.js';

const STREAM_DESCRIPTION = `Server-sent events (text/event-stream) of the campaign's Auto Co-Pilot run. Starts a run when none is active,
otherwise attaches to the active one. Past events are replayed first (all of them, or those after the Last-Event-ID header or
last_event_id; with either, a client that reconnects after its run ended reads the end of that run instead of starting a new one),
then live ones; the response ends after the final event (status completed or failed). Each event is \`id: <seq>\` and one
\`data: <json>\` line (an AgentEvent), then a blank line; a \`: ping\` comment is sent every 15 s. An unknown campaign gives a
single failed event.`;

/** Parses Last-Event-ID: the sequence number of the last event the client received. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const v = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (v === '') return undefined;
  if (!/^\d{1,9}$/.test(v)) throw badRequest("header 'Last-Event-ID' must be the sequence number of the last event received (a whole number)");
  return Number(v);
}

export const agentRoutes: FastifyPluginAsyncZod<{ agent: AgentService }> = async (app, { agent }) => {
  const tags = ['agent'];

  app.get(
    '/trigger/:campaignId/stream',
    {
      schema: {
        operationId: 'streamAgentRun',
        tags,
        summary: 'Start or attach to the Auto Co-Pilot and stream its log',
        description: STREAM_DESCRIPTION,
        params: ZCampaignIdParams,
        querystring: ZAgentStreamQuery,
        response: { 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const cursor = lastEventId(req.headers['last-event-id']) ?? req.query.last_event_id;
      const r = await agent.startOrAttach(req.ctx, req.params.campaignId, req.query, { reconnect: cursor !== undefined });

      reply.hijack();
      const headers = reply.getHeaders() as Record<string, string>;

      if (r.kind === 'no_campaign') {
        const event: TAgentEvent = {
          seq: 0,
          run_id: null,
          message: 'Campaign not found: there is no campaign with this id, so the Co-Pilot did not start.',
          progress: 0,
          status: 'failed',
          phase: 'done',
          timestamp: new Date().toISOString(),
          data: { reason: 'campaign_not_found' },
        };
        // No `id:`: the event belongs to no run, so there is nothing to resume from.
        openSse(reply.raw, headers, formatSse(event, false)).end();
        return;
      }

      let after = cursor ?? 0;
      // A new run's first event goes out with the headers, before the run is even queued.
      const conn = openSse(reply.raw, headers, r.kind === 'started' ? formatSse(r.first) : undefined);
      agent.trackStream(conn);
      try {
        if (r.kind === 'started') {
          after = r.first.seq;
          void agent.enqueue(r.run.id);
        } else if (agent.isTerminal(r.run) && (await agent.eventsAfter(r.run.id, after, 1)).length === 0) {
          conn.end();
          return;
        }
        const sub = agent.subscribe(r.run.id, {
          afterSeq: after,
          onEvent: (e) => {
            conn.send(e);
            if (isTerminalEvent(e)) conn.end();
          },
        });
        conn.onClose(() => sub.close());
      } catch (err) {
        // The response has started: end it (the client reconnects with Last-Event-ID) rather than leave it hanging.
        req.log.error({ err }, 'agent stream failed');
        conn.end();
      }
    },
  );

  app.post(
    '/trigger/:campaignId',
    {
      schema: {
        operationId: 'triggerAgentRun',
        tags,
        summary: 'Start the Auto Co-Pilot without streaming (or find the active run)',
        description: 'Returns the active run with 200 when one exists, else starts one and returns it with 201. Follow it with GET /runs/{id} or the stream.',
        params: ZCampaignIdParams,
        querystring: ZTriggerQuery,
        response: { 200: ZAgentRun, 201: ZAgentRun, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const r = await agent.startOrAttach(req.ctx, req.params.campaignId, req.query);
      if (r.kind === 'no_campaign') throw notFound('Campaign not found');
      if (r.kind === 'started') await agent.enqueue(r.run.id);
      return reply.status(r.kind === 'started' ? 201 : 200).send(await agent.getRun(req.ctx, r.run.id));
    },
  );

  app.get(
    '/runs',
    {
      schema: {
        operationId: 'listAgentRuns',
        tags,
        summary: 'Agent runs, newest first (without their events)',
        querystring: ZAgentRunsQuery,
        response: { 200: ZAgentRunList, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    (req) => agent.listRuns(req.ctx, { campaignId: req.query.campaign_id, limit: req.query.limit }),
  );

  app.get(
    '/runs/:id',
    {
      schema: {
        operationId: 'getAgentRun',
        tags,
        summary: 'One agent run with all of its events',
        params: ZIdParams,
        response: { 200: ZAgentRun, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    (req) => agent.getRun(req.ctx, req.params.id),
  );
};
