import { DateTime } from 'luxon';
import type { Locale } from '@golf/contracts';

/**
 * Notification texts, rendered when they are read, in the language the player reads them in (the
 * request's Accept-Language, which the web app sets to its current language). Rendering at read
 * time, not write time, because a player changes language whenever they like: a notice written
 * yesterday in English must read in Japanese today once they switch, and no row has to be
 * rewritten. A row keeps its template key and parameters; its title and body columns keep the
 * English text written at the time, for exports and for rows written before templates.
 */
export const MESSAGES = {
  'lesson-booked': {
    en: ['Lesson booked', '{what} with {coach} on {when} at {where}.'],
    fr: ['Cours réservé', '{what} avec {coach} le {when} à {where}.'],
    ja: ['レッスンを予約しました', '{when}、{where}にて{coach}コーチの{what}。'],
    zh: ['课程已预约', '{when}在{where}，{coach}教练的{what}。'],
  },
  'lesson-rescheduled': {
    en: ['Lesson moved', 'Your {what} with {coach} is now on {when} at {where}.'],
    fr: ['Cours déplacé', 'Votre {what} avec {coach} a lieu désormais le {when} à {where}.'],
    ja: ['レッスンを変更しました', '{coach}コーチの{what}は{when}、{where}に変更されました。'],
    zh: ['课程已改期', '您与{coach}教练的{what}已改到{when}，地点{where}。'],
  },
  'lesson-cancelled': {
    en: ['Lesson cancelled', 'Your {what} with {coach} on {when} at {where} is cancelled.'],
    fr: ['Cours annulé', 'Votre {what} avec {coach} du {when} à {where} est annulé.'],
    ja: ['レッスンをキャンセルしました', '{when}、{where}の{coach}コーチの{what}はキャンセルされました。'],
    zh: ['课程已取消', '您{when}在{where}与{coach}教练的{what}已取消。'],
  },
  'waiting-list-offer': {
    en: ['A place opened up', '{what} with {coach} on {when} at {where} is yours if you confirm by {until}.'],
    fr: ['Une place s’est libérée', '{what} avec {coach} le {when} à {where} est à vous si vous confirmez avant le {until}.'],
    ja: ['空きが出ました', '{when}、{where}の{coach}コーチの{what}に空きが出ました。{until}までに確定してください。'],
    zh: ['有空位了', '{when}在{where}，{coach}教练的{what}有空位，请在{until}前确认。'],
  },
  'order-shipped': {
    en: ['Your order has shipped', 'Your {what} are on their way.'],
    fr: ['Votre commande est expédiée', 'Vos {what} sont en route.'],
    ja: ['ご注文の商品を発送しました', '{what}をお届けに向かっています。'],
    zh: ['您的订单已发货', '您的{what}正在路上。'],
  },
  'referral-joined': {
    en: ['{name} joined', '{name} registered through your referral link.'],
    fr: ['{name} s’est inscrit', '{name} s’est inscrit grâce à votre lien de parrainage.'],
    ja: ['{name}さんが登録しました', '{name}さんがあなたの紹介リンクから登録しました。'],
    zh: ['{name}已加入', '{name}通过您的推荐链接注册了。'],
  },
  'referral-contact': {
    en: ['A friend got in touch', '{name} asked {where} about a swing evaluation through your link.'],
    fr: ['Un ami a pris contact', '{name} a demandé une évaluation de swing à {where} grâce à votre lien.'],
    ja: ['ご友人から問い合わせがありました', '{name}さんがあなたのリンクから{where}にスイング診断を問い合わせました。'],
    zh: ['有朋友联系了我们', '{name}通过您的链接向{where}咨询了挥杆评估。'],
  },
  'plus-renewed': {
    en: ['Plus renewed', 'Your Plus membership was renewed until {until}.'],
    fr: ['Plus renouvelé', 'Votre abonnement Plus a été renouvelé jusqu’au {until}.'],
    ja: ['Plus を更新しました', 'Plus メンバーシップを{until}まで更新しました。'],
    zh: ['Plus 已续订', '您的 Plus 会员已续订至{until}。'],
  },
  'plus-renewal-failed': {
    en: ['Plus renewal failed', 'We could not charge your card for Plus. We will try again on {retry}; update your card to keep Plus.'],
    fr: [
      'Échec du renouvellement Plus',
      'Nous n’avons pas pu débiter votre carte pour Plus. Nouvel essai le {retry} ; mettez à jour votre carte pour garder Plus.',
    ],
    ja: ['Plus の更新に失敗しました', 'Plus の料金をカードに請求できませんでした。{retry}に再度請求します。Plus を続けるにはカードを更新してください。'],
    zh: ['Plus 续订失败', '我们无法从您的卡扣取 Plus 费用。我们将在{retry}再次尝试；请更新您的卡以保留 Plus。'],
  },
  'plus-lapsed': {
    en: ['Plus has ended', 'We could not renew your Plus membership after several tries. Buy Plus again to get it back.'],
    fr: ['Plus a pris fin', 'Nous n’avons pas pu renouveler votre abonnement Plus après plusieurs essais. Achetez Plus à nouveau pour le retrouver.'],
    ja: ['Plus が終了しました', '数回お試ししましたが Plus メンバーシップを更新できませんでした。再開するには Plus をもう一度ご購入ください。'],
    zh: ['Plus 已结束', '多次尝试后仍无法续订您的 Plus 会员。请重新购买 Plus 以恢复。'],
  },
  'referral-credit': {
    en: ['You earned {amount} bucks', '{name} bought their first package: {amount} bucks are now in your wallet.'],
    fr: ['Vous avez gagné {amount} bucks', '{name} a acheté son premier forfait : {amount} bucks sont dans votre portefeuille.'],
    ja: ['{amount} バックスを獲得しました', '{name}さんが初めてパッケージを購入しました。{amount} バックスがウォレットに入りました。'],
    zh: ['您获得了 {amount} 奖励金', '{name}购买了首个套餐：{amount} 奖励金已存入您的钱包。'],
  },
  welcome: {
    en: ['Welcome', 'Welcome to Golf Academy. Check your profile.'],
    fr: ['Bienvenue', 'Bienvenue à la Golf Academy. Vérifiez votre profil.'],
    ja: ['ようこそ', 'Golf Academy へようこそ。プロフィールを確認してください。'],
    zh: ['欢迎', '欢迎来到 Golf Academy。请查看您的个人资料。'],
  },
} satisfies Record<string, Record<Locale, [string, string]>>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * A parameter: plain text, a name given in several languages (a lesson type), or an instant shown
 * in a time zone (formatted in the reader's language).
 */
export type MessageParam = string | { names: Record<string, string> } | { at: string; timeZone: string };

export type MessageParams = Record<string, MessageParam>;

/**
 * One formatter per language and zone (null: left to luxon): building one costs far more than
 * using it, and a notice is written per booking.
 */
const formats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * An instant as luxon's DATETIME_MED_WITH_WEEKDAY shows it in the zone. For a named (IANA) zone
 * luxon formats with this same Intl call; UTC, fixed offsets and unknown zones take luxon's own path.
 */
export function instantIn(at: string, timeZone: string, locale: Locale): string {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    const { zone } = DateTime.fromMillis(0, { zone: timeZone });
    const named = zone.type === 'iana' && zone.isValid;
    format = named ? new Intl.DateTimeFormat(locale, { ...DateTime.DATETIME_MED_WITH_WEEKDAY, timeZone }) : null;
    formats.set(key, format);
  }
  // An instant with its offset (as written: toISOString); anything else is luxon's to read.
  const ms = /(Z|[+-]\d\d:\d\d)$/.test(at) ? Date.parse(at) : NaN;
  if (format === null || !Number.isFinite(ms))
    return DateTime.fromISO(at, { zone: timeZone }).setLocale(locale).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
  return format.format(ms);
}

function word(param: MessageParam | undefined, locale: Locale): string {
  if (param === undefined) return '';
  if (typeof param === 'string') return param;
  if ('names' in param) return param.names[locale] ?? param.names.en ?? Object.values(param.names)[0] ?? '';
  return instantIn(param.at, param.timeZone, locale);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The title and body of a message in `locale`, its {placeholders} filled from `params`. */
export function renderMessage(key: MessageKey, params: MessageParams, locale: Locale): { title: string; body: string } {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => word(params[name], locale));
  const [title, body] = MESSAGES[key][locale];
  return { title: fill(title), body: fill(body) };
}
