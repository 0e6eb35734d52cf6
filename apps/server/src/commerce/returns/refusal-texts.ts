import type { Locale } from '@golf/contracts';
import { textIn } from '../../platform/i18n.ts';

/**
 * What a customer's refused return action says, per reason and language. Amasty's answer to these
 * mutations is `{ error, message }`, with no room for a reason the storefront could word itself,
 * so the server words the message in the request's language (Accept-Language). English is the
 * message as thrown, kept in one place.
 */
const REFUSALS: Record<string, Partial<Record<Locale, string>>> = {
  not_closable: {
    fr: 'Ce retour ne peut plus être clôturé.',
    ja: 'この返品はもう取り消せません。',
    zh: '此退货已无法关闭。',
  },
  changed_meanwhile: {
    fr: 'Le retour a changé entre-temps. Rechargez-le et réessayez.',
    ja: 'この返品はその間に更新されました。再読み込みしてからもう一度お試しください。',
    zh: '此退货在此期间已更新。请重新加载后重试。',
  },
  not_resolved: {
    fr: 'Un retour peut être noté une fois qu’il est traité.',
    ja: '返品の評価は、返品の処理が完了してからできます。',
    zh: '退货处理完成后才能评价。',
  },
  already_rated: {
    fr: 'Ce retour a déjà été noté.',
    ja: 'この返品はすでに評価済みです。',
    zh: '此退货已评价过。',
  },
};

/** The refusal's sentence in `locale` when its reason is one of the above, else the message as thrown (English). */
export function refusalIn(locale: Locale, reason: unknown, message: string): string {
  return typeof reason === 'string' ? textIn(REFUSALS[reason], locale, message) : message;
}
