import type { Locale } from '@golf/contracts';
import { STATE } from './returns-settings.ts';

/** What the customer should do in each state (Amasty's status descriptions), in the four languages. */
export const INSTRUCTIONS: Record<number, Record<Locale, string>> = {
  [STATE.pending]: {
    en: 'We are reviewing your request. We will write to you here when it is approved.',
    fr: 'Nous examinons votre demande. Nous vous écrirons ici dès qu’elle sera approuvée.',
    ja: 'リクエストを確認しています。承認されましたらこちらでお知らせします。',
    zh: '我们正在审核您的申请，批准后会在此通知您。',
  },
  [STATE.authorized]: {
    en: 'Print the shipping label and packing slip, pack the items with the slip, send the parcel and add its tracking number.',
    fr: 'Imprimez l’étiquette et le bordereau, emballez les articles avec le bordereau, envoyez le colis et ajoutez son numéro de suivi.',
    ja: '返送ラベルと納品書を印刷し、納品書を同封して発送し、追跡番号を登録してください。',
    zh: '请打印退货标签和装箱单，将装箱单与商品一起包装寄出，并添加运单号。',
  },
  [STATE.received]: {
    en: 'Your parcel has arrived. We are checking the items and will resolve your return shortly.',
    fr: 'Votre colis est arrivé. Nous vérifions les articles et traiterons votre retour sous peu.',
    ja: 'お荷物が到着しました。商品を確認のうえ、まもなく返品を処理いたします。',
    zh: '您的包裹已到达，我们正在检查商品，将尽快处理您的退货。',
  },
  [STATE.resolved]: {
    en: 'Your return is complete. Tell us how it went by rating it.',
    fr: 'Votre retour est terminé. Dites-nous comment il s’est passé en le notant.',
    ja: '返品が完了しました。評価をお寄せください。',
    zh: '您的退货已完成，欢迎为本次服务评分。',
  },
  [STATE.canceled]: {
    en: 'This return is closed.',
    fr: 'Ce retour est clos.',
    ja: 'この返品は終了しました。',
    zh: '此退货已关闭。',
  },
};

export const POLICY: Record<Locale, { title: string; content: string }> = {
  en: {
    title: 'Return policy',
    content:
      'Shipped items may be returned within the period shown for each item, unused or defective. Refunds go back to the card you paid with; exchanges ship at no charge.',
  },
  fr: {
    title: 'Politique de retour',
    content:
      'Les articles expédiés peuvent être retournés dans le délai indiqué pour chacun, inutilisés ou défectueux. Les remboursements sont faits sur la carte utilisée ; les échanges sont expédiés gratuitement.',
  },
  ja: {
    title: '返品ポリシー',
    content:
      '発送済みの商品は、各商品に表示された期間内であれば、未使用または不良品の場合に返品できます。返金はお支払いに使用したカードに行われ、交換品は無料でお届けします。',
  },
  zh: { title: '退货政策', content: '已发货商品可在各商品显示的期限内退货（未使用或有缺陷）。退款将退回您付款的银行卡；换货免费寄送。' },
};
