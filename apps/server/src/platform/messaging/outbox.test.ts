import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { manualClock } from '../clock.ts';
import { runDueJobs } from '../jobs/index.ts';
import { closeTransports } from './adapters.ts';
import { listOutbox, sendEmail, sendSms } from './outbox.ts';
import { serviceCtx } from './outbox-reader.ts';

const SMTP_PORT = 8411;

/** A real SMTP server process-local: it accepts mail for known users and rejects one address. */
function startSmtp(received: { from: string; to: string[]; raw: string }[]) {
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'golf' && auth.password === 'secret') cb(null, { user: 'golf' });
      else cb(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, cb) {
      if (address.address === 'bounce@example.com') cb(new Error('No such mailbox'));
      else cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve(server)));
}

describe('outbox with the local adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores every e-mail and SMS and shows them, newest first, at /api/dev/outbox', async () => {
    const ctx = serviceCtx(t);
    await sendEmail(ctx, { to: 'Reader@Example.com', template: 'registration-code', locale: 'fr', values: { code: '123456', minutes: 10 } });
    await sendSms(ctx, { to: '+12125550100', template: 'phone-code', locale: 'en', values: { code: '654321', minutes: 10 } });
    const mail = await call(t.app, { method: 'GET', url: '/api/dev/outbox?to=reader@example.com' });
    expect(mail.body.data[0]).toMatchObject({
      channel: 'email',
      to: 'reader@example.com',
      subject: 'Votre code de confirmation Golf Academy',
      status: 'stored',
      adapter: 'local',
    });
    expect(mail.body.data[0].text).toContain('123456');
    const sms = await call(t.app, { method: 'GET', url: '/api/dev/outbox?channel=sms&limit=1' });
    expect(sms.body.data[0]).toMatchObject({ channel: 'sms', to: '+12125550100', subject: null });
    expect(sms.body.data[0].text).toBe('Golf Academy code: 654321. Expires in 10 min.');
    expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox?limit=500' })).status).toBe(400);
  });
});

describe('outbox in production', () => {
  it('has no development outbox route', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.com' });
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await t.close();
    }
    // A second whole server starts inside this test: slow when the suite runs in parallel.
  }, 120_000);
});

describe('outbox with the SMTP adapter', () => {
  const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await startTestApp({ SMTP_URL: `smtp://golf:secret@127.0.0.1:${SMTP_PORT}`, MAIL_FROM: 'Golf Academy <hello@golf.example.com>' }, { clock });
  });
  afterAll(async () => {
    closeTransports();
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends through the SMTP server and records it as sent', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password', payload: { email: 'player@example.com' } });
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: res.body.data.token } });
    // The request stored the message and queued its delivery; the worker sends it.
    expect((await listOutbox(serviceCtx(t), { to: 'player@example.com', limit: 1 }))[0]).toMatchObject({ status: 'queued', adapter: 'smtp' });
    expect(received.some((m) => m.to.includes('player@example.com'))).toBe(false);
    await runDueJobs(serviceCtx(t));
    const mail = received.find((m) => m.to.includes('player@example.com'));
    expect(mail?.from).toBe('hello@golf.example.com');
    expect(mail?.raw).toContain('Subject: Reset your Golf Academy password');
    const stored = await listOutbox(serviceCtx(t), { to: 'player@example.com', limit: 1 });
    expect(stored[0]).toMatchObject({ status: 'sent', adapter: 'smtp', template: 'reset-code' });
  });

  it('retries a refused message with backoff and marks it failed after the last try', async () => {
    const ctx = serviceCtx(t);
    await sendEmail(ctx, { to: 'bounce@example.com', template: 'password-changed', locale: 'en' });
    await runDueJobs(ctx);
    const [tried] = await listOutbox(ctx, { to: 'bounce@example.com' });
    expect(tried).toMatchObject({ status: 'queued', adapter: 'smtp' });
    // 30 s, then 60, 120, 240 and 480 s between the six tries.
    for (const wait of [30, 60, 120, 240, 480]) {
      clock.advance(wait * 1000);
      await runDueJobs(ctx);
    }
    const [row] = await listOutbox(ctx, { to: 'bounce@example.com' });
    expect(row).toMatchObject({ status: 'failed', adapter: 'smtp' });
    const jobs = await call(t.app, { method: 'GET', url: '/api/dev/jobs?state=failed' });
    expect(jobs.body.data.jobs[0]).toMatchObject({ name: 'messaging.deliver', attempts: 6, lastError: expect.stringContaining('bounce@example.com') });
  });

  it('delivers a message queued while the mail server was down once it is back', async () => {
    const ctx = serviceCtx(t);
    closeTransports();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await sendEmail(ctx, { to: 'patient@example.com', template: 'password-changed', locale: 'en' });
    await runDueJobs(ctx);
    expect((await listOutbox(ctx, { to: 'patient@example.com' }))[0]).toMatchObject({ status: 'queued' });
    smtp = await startSmtp(received);
    clock.advance(30_000);
    await runDueJobs(ctx);
    expect((await listOutbox(ctx, { to: 'patient@example.com' }))[0]).toMatchObject({ status: 'sent' });
    expect(received.some((m) => m.to.includes('patient@example.com'))).toBe(true);
  });
});

describe('SMTP configuration', () => {
  it('refuses a malformed SMTP_URL or MAIL_FROM with a clear message', () => {
    const base = { DATA_DIR: '/tmp/golf-test-unused', JWT_SECRET: 'x'.repeat(40), TRANSFER_KEY: 'a'.repeat(64), COMMERCE_INTEGRATION_TOKEN: 'y'.repeat(40) };
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Golf Academy' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe('smtps://u:p@mail.example.com:465');
  });
});
