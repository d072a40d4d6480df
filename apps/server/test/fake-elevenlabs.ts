/**
 * A fake of the parts of the ElevenLabs API the adapter uses, on 127.0.0.1 (no network): outbound calls over
 * Twilio, conversations that go through a scripted list of statuses (one per GET), and their audio.
 */
import type http from 'node:http';
import { FakeHttpServer, readBody } from './fake-http-server.js';

export const API_KEY = 'test-key-123';
export const AGENT_ID = 'agent_abc';
export const PHONE_ID = 'phnum_xyz';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A fake of the parts of the ElevenLabs API we use. */
export class FakeElevenLabs extends FakeHttpServer {
  requests: Recorded[] = [];
  /** Statuses each conversation goes through, one per GET. */
  script = new Map<string, string[]>();
  /** Fail the next N requests matching a path prefix with this status. */
  failures: Array<{ method: string; prefix: string; status: number; remaining: number; retryAfter?: string }> = [];
  audio = Buffer.from('ID3\u0003fake-mpeg-bytes-'.repeat(50), 'latin1');
  nextId = 1;
  outboundReply: ((body: unknown) => { status: number; json: unknown }) | null = null;
  conversationOverride: ((id: string) => unknown) | null = null;


  reset() {
    this.requests = [];
    this.script.clear();
    this.failures = [];
    this.outboundReply = null;
    this.conversationOverride = null;
    this.nextId = 1;
  }

  conversation(id: string, status: string) {
    const done = status === 'done';
    return {
      agent_id: AGENT_ID,
      conversation_id: id,
      status,
      transcript: [
        { role: 'agent', message: 'Hi Priya, this is Alex from Inflow.', time_in_call_secs: 0, tool_calls: [] },
        { role: 'user', message: 'Hi! What is it about?', time_in_call_secs: 4 },
        { role: 'agent', message: null, time_in_call_secs: 6, tool_calls: [{ name: 'lookup' }] },
        ...(status === 'initiated' ? [] : [{ role: 'agent', message: 'We could offer ₹42,000.', time_in_call_secs: 9 }]),
        ...(done ? [{ role: 'user', message: 'Deal at ₹56,700.', time_in_call_secs: 15 }] : []),
      ].slice(0, status === 'initiated' ? 0 : undefined),
      metadata: { start_time_unix_secs: 1_750_000_000, call_duration_secs: done ? 93.6 : 0, unknown_field: true },
      analysis: done
        ? {
            evaluation_criteria_results: {
              interest_assessment: { criteria_id: 'interest_assessment', result: 'success', rationale: 'Creator was keen.' },
              next_steps: { criteria_id: 'next_steps', result: 'unknown', rationale: 'Not discussed.' },
            },
            data_collection_results: {
              interest_level: { data_collection_id: 'interest_level', value: 'high', rationale: 'Said yes quickly.' },
              collaboration_rate: { data_collection_id: 'collaboration_rate', value: '₹56,700', rationale: '' },
              agreed_rate: { data_collection_id: 'agreed_rate', value: '₹56,700', rationale: '' },
              timeline: { data_collection_id: 'timeline', value: 'within two weeks', rationale: '' },
              contact_info: { data_collection_id: 'contact_info', value: null, rationale: '' },
              deliverables: { data_collection_id: 'deliverables', value: '1 video + 2 stories', rationale: '' },
            },
            call_successful: 'success',
            transcript_summary: 'Priya agreed to ₹56,700.',
          }
        : null,
      has_audio: done,
    };
  }

  protected async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readBody(req);
    const url = req.url ?? '';
    const method = req.method ?? 'GET';
    this.requests.push({ method, url, headers: req.headers, body });
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(json));
    };

    const f = this.failures.find((x) => x.method === method && url.startsWith(x.prefix) && x.remaining > 0);
    if (f) {
      f.remaining--;
      return send(f.status, { detail: { status: 'error', message: `injected ${f.status}` } }, f.retryAfter ? { 'retry-after': f.retryAfter } : {});
    }
    if (req.headers['xi-api-key'] !== API_KEY) return send(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });

    if (method === 'POST' && url === '/v1/convai/twilio/outbound-call') {
      const parsed = JSON.parse(body) as unknown;
      if (this.outboundReply) {
        const r = this.outboundReply(parsed);
        return send(r.status, r.json);
      }
      const id = `conv_${this.nextId++}`;
      this.script.set(id, ['initiated', 'in-progress', 'in-progress', 'processing', 'done']);
      return send(200, { success: true, message: 'Success', conversation_id: id, callSid: `CA${id}` });
    }
    const audio = /^\/v1\/convai\/conversations\/([^/]+)\/audio$/.exec(url);
    if (method === 'GET' && audio) {
      const id = decodeURIComponent(audio[1]!);
      if (!this.script.has(id) || this.script.get(id)!.length > 1) return send(404, { detail: 'Audio not found' });
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(this.audio.length) });
      return res.end(this.audio);
    }
    const conv = /^\/v1\/convai\/conversations\/([^/]+)$/.exec(url);
    if (method === 'GET' && conv) {
      const id = decodeURIComponent(conv[1]!);
      if (this.conversationOverride) return send(200, this.conversationOverride(id));
      const steps = this.script.get(id);
      if (!steps) return send(404, { detail: 'Conversation not found' });
      const status = steps.length > 1 ? steps.shift()! : steps[0]!;
      return send(200, this.conversation(id, status));
    }
    send(404, { detail: 'Not Found' });
  }
}

