import { ZErrorResponse, ZIdParams, ZNote, ZNoteInput, ZNoteQuery } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotesService } from './notes.service.js';

export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  const tags = ['notes'];
  app.get(
    '/',
    { schema: { operationId: 'listNotes', tags, querystring: ZNoteQuery, response: { 200: z.array(ZNote), 400: ZErrorResponse, 404: ZErrorResponse } } },
    (req) => notes.list(req.ctx, req.query),
  );
  app.post(
    '/',
    { config: { idempotent: true }, schema: { operationId: 'createNote', tags, body: ZNoteInput, response: { 201: ZNote, 400: ZErrorResponse, 404: ZErrorResponse } } },
    async (req, reply) => reply.status(201).send(await notes.create(req.ctx, req.body)),
  );
  app.delete(
    '/:id',
    { schema: { operationId: 'deleteNote', tags, params: ZIdParams, response: { 204: z.null(), 403: ZErrorResponse, 404: ZErrorResponse } } },
    async (req, reply) => {
      await notes.remove(req.ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
