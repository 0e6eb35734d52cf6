import { expectNoSeriousViolations } from './axe';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The newest 6-digit code sent to an address, read from the development outbox like an inbox. */
export async function codeFor(request: APIRequestContext, to: string, channel?: 'email' | 'sms'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1${channel ? `&channel=${channel}` : ''}`);
      const [message] = ((await res.json()) as { data: { text: string }[] }).data;
      code = message?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The newest message to an address (subject and text). */
export async function lastMessageTo(request: APIRequestContext, to: string): Promise<{ subject: string | null; text: string; template: string }> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return ((await res.json()) as { data: { subject: string | null; text: string; template: string }[] }).data[0]!;
}

/** A unique address per run, so journeys never collide with one another or with demo accounts. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/**
 * A fresh verified player made through the API (registration, code from the outbox, verify),
 * for journeys that change an account: the demo accounts stay as other journeys expect them.
 */
export async function createPlayer(request: APIRequestContext, opts: { email: string; password: string; firstName: string; phone?: string }) {
  const centers = ((await (await request.get('/api/centers?region=us')).json()) as { data: { id: number }[] }).data;
  const res = await request.post('/api/v2/player', {
    data: {
      email: opts.email,
      password: opts.password,
      firstName: opts.firstName,
      lastName: 'Tester',
      country: 'US',
      postalCode: '10001',
      centerId: centers[0]!.id,
      phone: opts.phone,
      readTermOfUse: true,
      ageAffirmation: true,
    },
  });
  const { registrationToken } = ((await res.json()) as { data: { registrationToken: string } }).data;
  const code = await codeFor(request, opts.email);
  const done = await request.post('/api/player/verify', { data: { registrationToken, code } });
  expect(done.status()).toBe(200);
}

/** No serious or critical WCAG violation on the page as it is now. */
export const expectAccessible = expectNoSeriousViolations;

/** Screenshots at the smallest phone width and a desktop width, for a person to look at. */
export async function screenshots(page: Page, name: string) {
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: width === 320 ? 720 : 960 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * The label of a field sits above what the input draws (a date input's mm/dd/yyyy): its box ends
 * where the input's text begins, so the two never overlap.
 */
export async function expectLabelClearOfInput(page: Page, label: string) {
  const boxes = await page.locator('label', { hasText: label }).evaluate((el) => {
    const input = document.getElementById(el.getAttribute('for') ?? '');
    const l = el.getBoundingClientRect();
    const i = input?.getBoundingClientRect();
    const padTop = input ? parseFloat(getComputedStyle(input).paddingTop) : 0;
    return { labelBottom: l.bottom, textTop: i ? i.top + padTop : 0 };
  });
  expect(boxes.labelBottom, `the label "${label}" overlaps its input's text`).toBeLessThanOrEqual(boxes.textTop);
}
