import type { Locale } from '@golf/contracts';

/**
 * What a history line records, as a code and its values, so that it reads in the language of
 * whoever opens the subscription (a US customer may read the shop in Japanese). The English text
 * is also stored on the row, as ParadoxLabs' log keeps it, for the back office.
 */
export type LogEntry =
  | { event: 'started'; params: { order: string } }
  | { event: 'billed'; params: { order: string } }
  | { event: 'completed'; params: { count: number } }
  | { event: 'declined'; params: { reason: string; attempt: number; of: number; retry: string } }
  | { event: 'paused_declined'; params: { reason: string; times: number } }
  | { event: 'paused_no_card'; params: Record<string, never> }
  | { event: 'paused_problem'; params: { problem: string } }
  | { event: 'status'; params: { status: string } }
  | { event: 'changed'; params: { billing: boolean; shipping: boolean; card: { brand: string | null; last4: string | null } | null } }
  | { event: 'skipped'; params: { from: string; next: string } }
  | { event: 'moved'; params: { date: string } }
  | { event: 'plan_changed'; params: { from: string; to: string; names?: { from: Record<string, string>; to: Record<string, string> } } };

export type LogEvent = LogEntry['event'];

type Words = {
  [E in Exclude<LogEvent, 'changed' | 'plan_changed'>]: (
    p: Extract<LogEntry, { event: E }>['params'],
    day: (iso: string) => string,
    reason: (r: string) => string,
  ) => string;
} & {
  statuses: Record<string, string>;
  reasons: Record<string, string>;
  billing: string;
  shipping: string;
  card: (card: string) => string;
  plan: (from: string, to: string) => string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    started: (p) => `Subscription started by order ${p.order}.`,
    billed: (p) => `Subscription billed: order ${p.order}.`,
    completed: (p) => `All ${p.count} installments billed: the subscription is complete.`,
    declined: (p, day, reason) => `Payment declined (${reason(p.reason)}); retry ${p.attempt} of ${p.of} on ${day(p.retry)}.`,
    paused_declined: (p, _, reason) => `Payment declined ${p.times} times (${reason(p.reason)}); paused until the card is updated.`,
    paused_no_card: () => 'Paused: there is no card to charge. Add a card to resume.',
    paused_problem: (p) => `Paused: ${p.problem}`,
    status: (p) => `Status changed to ${WORDS.en.statuses[p.status] ?? p.status}.`,
    skipped: (p, day) => `Billing of ${day(p.from)} skipped; next billing ${day(p.next)}.`,
    moved: (p, day) => `Next billing and shipment moved to ${day(p.date)}.`,
    statuses: { active: 'active', paused: 'paused', canceled: 'cancelled', complete: 'complete', payment_failed: 'payment failed' },
    reasons: {
      card_declined: 'the card was declined',
      insufficient_funds: 'insufficient funds',
      expired_card: 'the card has expired',
      authentication_required: 'the bank asked for verification',
      authentication_failed: 'the bank could not verify the card',
      token_invalid: 'the stored card is no longer valid',
    },
    billing: 'Billing address changed.',
    shipping: 'Shipping address changed.',
    card: (c) => `Payment method changed to the card ${c}.`,
    plan: (from, to) => `Plan changed from ${from} to ${to}: the next billings charge ${to}'s price.`,
  },
  fr: {
    started: (p) => `Abonnement démarré par la commande ${p.order}.`,
    billed: (p) => `Abonnement facturé : commande ${p.order}.`,
    completed: (p) => `Les ${p.count} échéances sont facturées : l’abonnement est terminé.`,
    declined: (p, day, reason) => `Paiement refusé (${reason(p.reason)}) ; nouvel essai ${p.attempt} sur ${p.of} le ${day(p.retry)}.`,
    paused_declined: (p, _, reason) => `Paiement refusé ${p.times} fois (${reason(p.reason)}) ; suspendu jusqu’à la mise à jour de la carte.`,
    paused_no_card: () => 'Suspendu : aucune carte à débiter. Ajoutez une carte pour reprendre.',
    paused_problem: (p) => `Suspendu : ${p.problem}`,
    status: (p) => `Statut changé en « ${WORDS.fr.statuses[p.status] ?? p.status} ».`,
    skipped: (p, day) => `Facturation du ${day(p.from)} sautée ; prochaine facturation le ${day(p.next)}.`,
    moved: (p, day) => `Prochaine facturation et expédition déplacées au ${day(p.date)}.`,
    statuses: { active: 'actif', paused: 'suspendu', canceled: 'résilié', complete: 'terminé', payment_failed: 'paiement refusé' },
    reasons: {
      card_declined: 'carte refusée',
      insufficient_funds: 'fonds insuffisants',
      expired_card: 'carte expirée',
      authentication_required: 'la banque demande une vérification',
      authentication_failed: 'la banque n’a pas pu vérifier la carte',
      token_invalid: 'la carte enregistrée n’est plus valable',
    },
    billing: 'Adresse de facturation modifiée.',
    shipping: 'Adresse de livraison modifiée.',
    card: (c) => `Moyen de paiement remplacé par la carte ${c}.`,
    plan: (from, to) => `Formule changée de ${from} à ${to} : les prochaines facturations sont au prix de ${to}.`,
  },
  ja: {
    started: (p) => `ご注文 ${p.order} で定期購入を開始しました。`,
    billed: (p) => `定期購入のお支払い：ご注文 ${p.order}。`,
    completed: (p) => `全 ${p.count} 回のお支払いが完了し、定期購入は終了しました。`,
    declined: (p, day, reason) => `お支払いが承認されませんでした（${reason(p.reason)}）。${day(p.retry)} に再試行します（${p.of} 回中 ${p.attempt} 回目）。`,
    paused_declined: (p, _, reason) => `お支払いが ${p.times} 回承認されませんでした（${reason(p.reason)}）。カードを更新されるまで一時停止します。`,
    paused_no_card: () => '一時停止：請求できるカードがありません。カードを追加すると再開します。',
    paused_problem: (p) => `一時停止：${p.problem}`,
    status: (p) => `ステータスを「${WORDS.ja.statuses[p.status] ?? p.status}」に変更しました。`,
    skipped: (p, day) => `${day(p.from)} のお支払いをスキップしました。次回は ${day(p.next)} です。`,
    moved: (p, day) => `次回のお支払いと発送を ${day(p.date)} に変更しました。`,
    statuses: { active: '有効', paused: '一時停止中', canceled: '解約済み', complete: '完了', payment_failed: '支払い失敗' },
    reasons: {
      card_declined: 'カードが承認されませんでした',
      insufficient_funds: '残高不足',
      expired_card: 'カードの有効期限切れ',
      authentication_required: 'カード会社が本人認証を求めています',
      authentication_failed: 'カード会社が本人確認できませんでした',
      token_invalid: '登録カードが無効です',
    },
    billing: '請求先住所を変更しました。',
    shipping: 'お届け先住所を変更しました。',
    card: (c) => `お支払い方法をカード ${c} に変更しました。`,
    plan: (from, to) => `プランを「${from}」から「${to}」に変更しました。次回以降は「${to}」の価格で請求します。`,
  },
  zh: {
    started: (p) => `订单 ${p.order} 开始了订阅。`,
    billed: (p) => `订阅已扣款：订单 ${p.order}。`,
    completed: (p) => `全部 ${p.count} 期均已扣款，订阅已完成。`,
    declined: (p, day, reason) => `付款被拒（${reason(p.reason)}）；将于 ${day(p.retry)} 进行第 ${p.attempt} 次重试（共 ${p.of} 次）。`,
    paused_declined: (p, _, reason) => `付款被拒 ${p.times} 次（${reason(p.reason)}）；更新银行卡前订阅暂停。`,
    paused_no_card: () => '已暂停：没有可扣款的银行卡。添加银行卡即可恢复。',
    paused_problem: (p) => `已暂停：${p.problem}`,
    status: (p) => `状态已改为“${WORDS.zh.statuses[p.status] ?? p.status}”。`,
    skipped: (p, day) => `已跳过 ${day(p.from)} 的扣款；下次扣款 ${day(p.next)}。`,
    moved: (p, day) => `下次扣款和发货已改到 ${day(p.date)}。`,
    statuses: { active: '有效', paused: '已暂停', canceled: '已取消', complete: '已完成', payment_failed: '付款失败' },
    reasons: {
      card_declined: '银行卡被拒',
      insufficient_funds: '余额不足',
      expired_card: '银行卡已过期',
      authentication_required: '银行要求验证',
      authentication_failed: '银行无法验证该卡',
      token_invalid: '已保存的银行卡已失效',
    },
    billing: '账单地址已更改。',
    shipping: '收货地址已更改。',
    card: (c) => `付款方式已改为银行卡 ${c}。`,
    plan: (from, to) => `套餐已从“${from}”改为“${to}”：之后按“${to}”的价格扣款。`,
  },
};

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', ja: 'ja-JP', zh: 'zh-CN' };
// Built once per language: making a formatter costs far more than using one.
const DAY_FORMAT = Object.fromEntries(
  Object.entries(INTL_LOCALE).map(([l, tag]) => [l, new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })]),
) as Record<Locale, Intl.DateTimeFormat>;

/** A decline reason in one language: a known gateway code worded, a bank's own message as it came. */
export function reasonText(reason: string, locale: Locale): string {
  return WORDS[locale].reasons[reason] ?? reason;
}

/** The history line in one language. Dates are calendar days (YYYY-MM-DD), written as that language writes them. */
export function logText(entry: LogEntry, locale: Locale): string {
  const words = WORDS[locale];
  const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? DAY_FORMAT[locale].format(new Date(`${iso}T00:00:00Z`)) : iso);
  const reason = (r: string) => reasonText(r, locale);
  if (entry.event === 'changed') {
    const parts = [
      entry.params.billing ? words.billing : '',
      entry.params.shipping ? words.shipping : '',
      entry.params.card ? words.card(`${entry.params.card.brand ?? ''} •••• ${entry.params.card.last4 ?? ''}`.trim()) : '',
    ];
    return parts.filter(Boolean).join(locale === 'en' || locale === 'fr' ? ' ' : '');
  }
  if (entry.event === 'plan_changed') {
    const { from, to, names } = entry.params;
    return words.plan(names?.from[locale] || from, names?.to[locale] || to);
  }
  const say = words[entry.event] as unknown as (p: LogEntry['params'], d: typeof day, r: typeof reason) => string;
  return say(entry.params, day, reason);
}
