import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider's fake on 127.0.0.1: a subclass answers in `handle`; start/stop/url are the same for every fake. */
export abstract class FakeHttpServer {
  readonly server = http.createServer((req, res) => void this.handle(req, res));

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  protected abstract handle(req: http.IncomingMessage, res: http.ServerResponse): unknown;
}

/** The whole request body as text. */
export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
