import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/memberships.json';
import frCommon from '@/locales/fr/common.json';
import fr from '@/locales/fr/memberships.json';
import ja from '@/locales/ja/memberships.json';
import { codeRefusalText, serverText } from './server-text';

async function tOf(lng: string): Promise<TFunction<'memberships'>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    ns: ['memberships', 'common'],
    defaultNS: 'memberships',
    resources: { en: { memberships: en }, fr: { memberships: fr, common: frCommon }, ja: { memberships: ja } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'memberships') as TFunction<'memberships'>;
}

describe('serverText', () => {
  it('words a card decline from its decline code, not the server English', async () => {
    const t = await tOf('fr');
    const declined = {
      status: 422,
      code: 'PAYMENT_DECLINED',
      message: 'Your card has insufficient funds. Use another card.',
      data: { declineCode: 'insufficient_funds' },
    };
    expect(serverText(t, declined, 'x')).toBe(frCommon.decline.insufficient_funds);
    expect(serverText(t, { ...declined, data: { declineCode: 'something_new' } }, 'x')).toBe('Your card has insufficient funds. Use another card.');
  });

  it('words device refusals by status, other refusals by reason or code', async () => {
    const t = await tOf('ja');
    expect(serverText(t, { status: 409, code: 90011, message: 'English', data: { status: 'taken', blocked: true } }, 'x')).toBe(ja.register.advice.taken);
    expect(serverText(t, { status: 422, code: 422, message: 'English', data: { reason: 'device_blocked' } }, 'x')).toBe(ja.errors.reason.device_blocked);
    expect(serverText(t, { status: 200, code: 'code_used', message: 'This code was already used.' }, 'x')).toBe(ja.errors.reason.code_used);
  });

  it('falls back to the server message, then the screen fallback, for an unknown code', async () => {
    const t = await tOf('fr');
    expect(serverText(t, { status: 422, code: 'NEW_THING', message: 'Server words.' }, 'Repli.')).toBe('Server words.');
    expect(serverText(t, { status: 'network', code: 'network', message: '' }, 'Repli.')).toBe('Repli.');
  });

  it('words a refused prepaid code from its reason, with the expiry day formatted for the reader', async () => {
    const t = await tOf('fr');
    expect(codeRefusalText(t, { reason: 'expired', detail: '2026-01-31', message: 'This code expired on 2026-01-31.' }, 'fr')).toBe(
      'Ce code a expiré le 31 janv. 2026.',
    );
    expect(codeRefusalText(t, { reason: 'other_store', detail: 'STSVCA', message: 'English' }, 'fr')).toBe(fr.errors.code.otherStoreCa);
    expect(codeRefusalText(t, { reason: 'brand_new', detail: null, message: 'Server words.' }, 'fr')).toBe('Server words.');
  });
});
