import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  replyTo: string | null;
  headers: Map<string, unknown>;
}

/**
 * An SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives: the other end of the SMTP mailer in tests.
 * `failNext(n)` answers the next n messages with a temporary failure (451), as a busy server would.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((p) => {
          if (failures > 0) {
            failures--;
            const err = new Error('Try again later') as Error & { responseCode: number };
            err.responseCode = 451;
            return callback(err);
          }
          const refs = p.references === undefined ? [] : Array.isArray(p.references) ? p.references : [p.references];
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: p.subject ?? '',
            text: p.text ?? '',
            messageId: p.messageId ?? null,
            inReplyTo: p.inReplyTo ?? null,
            references: refs,
            replyTo: p.replyTo?.text ?? null,
            headers: p.headers,
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
