import { randomUUID } from 'node:crypto';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { outreachFromReplyAddresses, recordOptOut } from '../email/optouts.js';

/** One received email, whichever way it arrived (inbound-parse webhook or IMAP). */
export interface InboundMessage {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface InboundResult {
  matched: boolean;
  outreach_id: string | null;
  duplicate: boolean;
  opted_out: boolean;
}

/** "unsubscribe", "stop", "opt out", "remove me" as the first words of the reply (above any quoted text) or the subject. */
export function isOptOutReply(subject: string, text: string): boolean {
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('>')) ?? '';
  const words = /^\s*(unsubscribe|stop|opt[\s-]?out|remove me|do not contact)\b/i;
  return words.test(firstLine) || /^\s*(re:\s*)*(unsubscribe|opt[\s-]?out)\b/i.test(subject);
}

const ids = (s: string | null | undefined) => (s ?? '').match(/<[^<>\s]+>/g) ?? [];

/**
 * Threads a reply into its conversation: by In-Reply-To/References (our Message-IDs), else by the signed reply-to
 * token in a recipient address. A reply stops the entry's running sequences; an opt-out reply marks do-not-contact.
 */
export function createInboundService({ db, secret }: { db: Database; secret: string }) {
  return {
    async accept(msg: InboundMessage, source: 'webhook' | 'imap'): Promise<InboundResult> {
      const refs = [...new Set([...ids(msg.inReplyTo), ...msg.references.flatMap((r) => ids(r))])];
      let target: { workspace_id: string; outreach_id: string } | undefined;
      if (refs.length > 0) {
        const { rows } = await db.query<{ workspace_id: string; outreach_id: string }>(
          `select workspace_id, outreach_id from email_messages where direction = 'outbound' and message_id = any($1::text[]) order by created_at desc limit 1`,
          [refs],
        );
        target = rows[0];
      }
      if (!target) {
        const outreachId = outreachFromReplyAddresses(secret, msg.to);
        if (outreachId) {
          const { rows } = await db.query<{ workspace_id: string; outreach_id: string }>('select workspace_id, id as outreach_id from outreach where id = $1', [outreachId]);
          target = rows[0];
        }
      }
      if (!target) return { matched: false, outreach_id: null, duplicate: false, opted_out: false };
      const t = target;
      const messageId = ids(msg.messageId)[0] ?? `<inbound-${randomUUID()}@inflow.local>`;
      return db.transaction(async (tx) => {
        const { rows: ins } = await tx.query(
          `insert into email_messages (workspace_id, outreach_id, direction, message_id, in_reply_to, from_address, subject, body, source)
           values ($1,$2,'inbound',$3,$4,$5,$6,$7,$8) on conflict (workspace_id, message_id) do nothing returning id`,
          [t.workspace_id, t.outreach_id, messageId, refs[0] ?? null, msg.from, msg.subject.slice(0, 1000), msg.text.slice(0, 100_000), source],
        );
        if (ins.length === 0) return { matched: true, outreach_id: t.outreach_id, duplicate: true, opted_out: false };
        // A reply ends the automatic follow-ups: a person answers now.
        await tx.query(
          `with s as (update email_sequences set status = 'stopped', stop_reason = 'replied', stopped_at = now(), updated_at = now()
                      where workspace_id = $1 and outreach_id = $2 and status = 'active' returning id)
           update email_sequence_steps set status = 'cancelled', updated_at = now() where sequence_id in (select id from s) and status = 'pending'`,
          [t.workspace_id, t.outreach_id],
        );
        await tx.query('update outreach set last_contact = now(), updated_at = now() where id = $1', [t.outreach_id]);
        const optOut = isOptOutReply(msg.subject, msg.text);
        if (optOut) {
          const { rows } = await tx.query<{ creator_id: string }>('select creator_id from outreach where id = $1', [t.outreach_id]);
          await recordOptOut(tx, { workspaceId: t.workspace_id, creatorId: rows[0]!.creator_id, reason: `replied "${msg.text.trim().split(/\s+/).slice(0, 3).join(' ')}"` });
          await writeAudit(tx, { actor: null, workspaceId: t.workspace_id }, { action: 'contact.opted_out', targetType: 'creator', targetId: rows[0]!.creator_id, details: { via: `email reply (${source})`, outreach_id: t.outreach_id } });
        }
        return { matched: true, outreach_id: t.outreach_id, duplicate: false, opted_out: optOut };
      });
    },
  };
}
export type InboundService = ReturnType<typeof createInboundService>;
