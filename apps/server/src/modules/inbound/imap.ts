import { ImapFlow } from 'imapflow';
import { simpleParser, type AddressObject } from 'mailparser';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { InboundMessage } from './inbound.service.js';

export interface ImapSettings {
  /** imap://user:pass@host:993/INBOX or imaps://… (the path names the mailbox; INBOX when absent). */
  url: string;
}

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? '')).filter(Boolean);

/**
 * Reads the mailbox's unseen messages, hands each to `accept`, then flags it \Seen (only after it was stored, so a
 * crash mid-poll re-reads it; the conversation stores a Message-ID once).
 */
export async function pollImapOnce(settings: ImapSettings, accept: (m: InboundMessage) => Promise<unknown>): Promise<{ read: number }> {
  const u = new URL(settings.url);
  const secure = u.protocol === 'imaps:';
  const client = new ImapFlow({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    logger: false,
    // A STARTTLS upgrade is used when the server offers it; a plain local server (tests) is reached as is.
    doSTARTTLS: undefined,
  });
  await client.connect();
  let read = 0;
  try {
    const lock = await client.getMailboxLock(decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX');
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const msg = await client.fetchOne(String(uid), { source: true, uid: true }, { uid: true });
        if (!msg || !msg.source) continue;
        const p = await simpleParser(msg.source);
        const refs = p.references === undefined ? [] : Array.isArray(p.references) ? p.references : [p.references];
        await accept({
          messageId: p.messageId ?? null,
          inReplyTo: p.inReplyTo ?? null,
          references: refs,
          from: addresses(p.from)[0] ?? '',
          to: [...addresses(p.to), ...addresses(p.cc)],
          subject: p.subject ?? '',
          text: p.text ?? '',
        });
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        read++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return { read };
}

export const IMAP_POLL_JOB = defineJob('email.imap-poll', z.object({ at: z.string() }), { expireInSeconds: 300 });

/**
 * Polls the mailbox as a job: every `intervalSeconds` this process enqueues a poll and whichever worker takes it
 * reads the mailbox (a duplicate poll is harmless: a message is stored once and flagged \Seen).
 */
export async function startImapPolling(o: {
  jobs: JobQueue;
  settings: ImapSettings;
  intervalSeconds: number;
  accept: (m: InboundMessage) => Promise<unknown>;
  log?: { warn(obj: unknown, msg?: string): void };
}): Promise<() => void> {
  await o.jobs.work(IMAP_POLL_JOB, async () => {
    try {
      await pollImapOnce(o.settings, o.accept);
    } catch (err) {
      o.log?.warn({ err: (err as Error).message }, 'IMAP poll failed; the next poll tries again');
    }
  });
  const timer = setInterval(() => {
    o.jobs.send(IMAP_POLL_JOB, { at: new Date().toISOString() }).catch(() => undefined);
  }, o.intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
