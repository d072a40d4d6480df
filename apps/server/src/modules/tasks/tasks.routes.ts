import { ZErrorResponse, ZIdParams, ZTask, ZTaskInput, ZTaskPatch, ZTaskQuery } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TasksService } from './tasks.service.js';

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  const tags = ['tasks'];
  app.get(
    '/',
    {
      schema: {
        operationId: 'listTasks',
        tags,
        description: "assignee=me lists the caller's own tasks ('My tasks'); open tasks first, by due date.",
        querystring: ZTaskQuery,
        response: { 200: z.array(ZTask), 400: ZErrorResponse },
      },
    },
    (req) => tasks.list(req.ctx, req.query),
  );
  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: { operationId: 'createTask', tags, body: ZTaskInput, response: { 201: ZTask, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse } },
    },
    async (req, reply) => reply.status(201).send(await tasks.create(req.ctx, req.body)),
  );
  app.patch(
    '/:id',
    { schema: { operationId: 'updateTask', tags, params: ZIdParams, body: ZTaskPatch, response: { 200: ZTask, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse } } },
    (req) => tasks.update(req.ctx, req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { schema: { operationId: 'deleteTask', tags, params: ZIdParams, response: { 204: z.null(), 404: ZErrorResponse } } },
    async (req, reply) => {
      await tasks.remove(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
