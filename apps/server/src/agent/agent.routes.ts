import {
  ZAgentRun,
  ZAgentRunList,
  ZAgentRunsQuery,
  ZAgentStreamQuery,
  ZCampaignIdParams,
  ZErrorResponse,
  ZIdParams,
  ZTriggerQuery,
  ZRunSettings,
} from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { writeAudit } from '../auth/audit.js';
import type { SqlExecutor } from '../db/client.js';
import type { AgentService } from './agent.service.js';
import { isTerminalEvent } from './runs.repo.js';
import { openSse } from './stream.js';

const STREAM_DESCRIPTION = `Server-sent events (text/event-stream) of the campaign's Auto Co-Pilot run: the active run, else the latest one.
It never starts a run (start one with POST /trigger/{campaignId}); with no run for the campaign it answers 404. Past events are
replayed first (all of them, or those after the Last-Event-ID header or last_event_id), then live ones; the response ends after the
final event (status completed or failed). Each event is \`id: <seq>\` and one \`data: <json>\` line (an AgentEvent), then a blank
line; a \`: ping\` comment is sent every 15 s. The query of the original specification (force_refresh, max_creators, call_priority)
is still validated.`;

/** Parses Last-Event-ID: the sequence number of the last event the client received. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const v = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (v === '') return undefined;
  if (!/^\d{1,9}$/.test(v)) throw badRequest("header 'Last-Event-ID' must be the sequence number of the last event received (a whole number)");
  return Number(v);
}

export const agentRoutes: FastifyPluginAsyncZod<{ agent: AgentService; db: SqlExecutor }> = async (app, { agent, db }) => {
  const tags = ['agent'];

  app.get(
    '/trigger/:campaignId/stream',
    {
      schema: {
        operationId: 'streamAgentRun',
        tags,
        summary: "Stream the log of the campaign's Auto Co-Pilot run (attach or replay; never starts one)",
        description: STREAM_DESCRIPTION,
        params: ZCampaignIdParams,
        querystring: ZAgentStreamQuery,
        response: { 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const cursor = lastEventId(req.headers['last-event-id']) ?? req.query.last_event_id;
      const r = await agent.attach(req.ctx, req.params.campaignId);
      if (r.kind === 'no_campaign') throw notFound('Campaign not found');
      if (r.kind === 'no_run') {
        throw new AppError(404, 'no_run', 'This campaign has no Auto Co-Pilot run yet: start one with POST /api/campaign-trigger/trigger/{campaignId}');
      }

      reply.hijack();
      const headers = reply.getHeaders() as Record<string, string>;
      const after = cursor ?? 0;
      const conn = openSse(reply.raw, headers);
      agent.trackStream(conn);
      try {
        if (agent.isTerminal(r.run) && (await agent.eventsAfter(r.run.id, after, 1)).length === 0) {
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
      config: { rateLimit: 'runs' },
      schema: {
        operationId: 'triggerAgentRun',
        tags,
        summary: 'Start the Auto Co-Pilot with run settings (or find the active run)',
        description:
          'Returns the active run with 200 when one exists, else starts one and returns it with 201; 409 with the reason when the run is refused ' +
          '(campaign paused, completed or archived; budget or planned creators already reached). The optional JSON body holds the run settings: ' +
          'max_creators (default: the deals the campaign still needs, at most 10), max_price_per_creator, require_approval (default true), ' +
          'auto_approve_below, target_countries (default: the campaign’s), calling_hours ({start, end}). Follow the run with GET /runs/{id} or the stream.',
        params: ZCampaignIdParams,
        querystring: ZTriggerQuery.partial(),
        body: ZRunSettings.nullish(),
        response: { 200: ZAgentRun, 201: ZAgentRun, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const b = req.body ?? { require_approval: true };
      const settings = {
        force_refresh: b.force_refresh ?? q.force_refresh ?? false,
        max_creators: b.max_creators ?? q.max_creators ?? 5,
        max_creators_set: b.max_creators !== undefined || q.max_creators !== undefined,
        call_priority: b.call_priority ?? q.call_priority ?? 'high_match',
        max_price_per_creator: b.max_price_per_creator ?? null,
        require_approval: b.require_approval ?? true,
        auto_approve_below: b.auto_approve_below ?? null,
        target_countries: b.target_countries,
        calling_hours: b.calling_hours ?? null,
      };
      const r = await agent.startOrAttach(req.ctx, req.params.campaignId, settings);
      if (r.kind === 'no_campaign') throw notFound('Campaign not found');
      if (r.kind === 'refused') throw new AppError(409, 'run_refused', r.message);
      if (r.kind === 'started') {
        await writeAudit(db, req.ctx, { action: 'agent_run.started', targetType: 'campaign', targetId: req.params.campaignId, details: { run_id: r.run.id, ...r.run.params } });
        await agent.enqueue(r.run.id);
      }
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
