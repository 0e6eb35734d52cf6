import nodemailer, { type Transporter } from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Sms {
  to: string;
  text: string;
}

/** How an e-mail leaves the building. The outbox stores the message before calling it. */
export interface EmailAdapter {
  readonly name: string;
  deliver(email: Email): Promise<{ delivered: boolean; error?: string }>;
}

/** How an SMS leaves the building. */
export interface SmsAdapter {
  readonly name: string;
  deliver(sms: Sms): Promise<{ delivered: boolean; error?: string }>;
}

/** Local delivery: the stored outbox row is the message; developers read it at /api/dev/outbox. */
export const localEmail: EmailAdapter = { name: 'local', deliver: async () => ({ delivered: false }) };
export const localSms: SmsAdapter = { name: 'local', deliver: async () => ({ delivered: false }) };

const transports = new Map<string, Transporter>();

/** SMTP through nodemailer; one pooled transport per URL for the life of the process. */
export function smtpEmail(url: string, from: string): EmailAdapter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  const t = transport;
  return {
    name: 'smtp',
    async deliver(email) {
      try {
        await t.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
        return { delivered: true };
      } catch (error) {
        return { delivered: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** Closes pooled SMTP connections (server shutdown, tests). */
export function closeTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
