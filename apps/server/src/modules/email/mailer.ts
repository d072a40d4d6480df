import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Threading: our Message-ID for the message, and the conversation's earlier ones. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  /** Where replies go (the conversation's reply address, when inbound email is set up). */
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Email transport: SMTP when configured; otherwise the outbox (the emails table) is the record and nothing leaves. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingEmail): Promise<{ status: 'sent' | 'queued'; messageId?: string }>;
  close(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const t = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      const info = await t.sendMail(mail);
      return { status: 'sent', messageId: info.messageId };
    },
    async close() {
      t.close();
    },
  };
}

export function createOutboxMailer(): Mailer {
  return {
    transport: 'outbox',
    async send() {
      return { status: 'queued' };
    },
    async close() {},
  };
}
