import type { Locale } from '@golf/contracts';

/** The printed words of a receipt in each locale; amounts and dates are formatted for the locale too. */
export interface ReceiptWords {
  title: string;
  order: string;
  orderNumber: string;
  date: string;
  for: string;
  paidWith: string;
  /** How it was paid when no card is on record: a card, or nothing left to pay by card (bucks, coupon, gift code). */
  card: string;
  noCard: string;
  item: string;
  qty: string;
  amount: string;
  subtotal: string;
  subtotalInclTax: string;
  discount: string;
  giftCode: string;
  total: string;
  /** Before a tax the figures include: "うち消費税 (10%)". */
  includedTax: string;
}

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = {
  en: {
    title: 'Receipt',
    order: 'Order',
    orderNumber: 'Order number',
    date: 'Date',
    for: 'For',
    paidWith: 'Paid with',
    card: 'Card',
    noCard: 'Bucks, coupon and gift code',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    subtotal: 'Subtotal',
    subtotalInclTax: 'Subtotal (tax included)',
    discount: 'Discount',
    giftCode: 'Gift code',
    total: 'Total paid',
    includedTax: 'Including ',
  },
  fr: {
    title: 'Reçu',
    order: 'Commande',
    orderNumber: 'Numéro de commande',
    date: 'Date',
    for: 'Pour',
    paidWith: 'Payé avec',
    card: 'Carte',
    noCard: 'Bucks, coupon et code cadeau',
    item: 'Article',
    qty: 'Qté',
    amount: 'Montant',
    subtotal: 'Sous-total',
    subtotalInclTax: 'Sous-total (taxes comprises)',
    discount: 'Remise',
    giftCode: 'Code cadeau',
    total: 'Total payé',
    includedTax: 'Dont ',
  },
  ja: {
    title: '領収書',
    order: 'ご注文',
    orderNumber: '注文番号',
    date: '日付',
    for: 'ご利用者',
    paidWith: 'お支払い方法',
    card: 'カード',
    noCard: 'バックス・クーポン・ギフトコード',
    item: '品目',
    qty: '数量',
    amount: '金額',
    subtotal: '小計',
    subtotalInclTax: '小計（税込）',
    discount: '割引',
    giftCode: 'ギフトコード',
    total: 'お支払い合計',
    includedTax: 'うち',
  },
  zh: {
    title: '收据',
    order: '订单',
    orderNumber: '订单号',
    date: '日期',
    for: '使用者',
    paidWith: '支付方式',
    card: '银行卡',
    noCard: '奖励金、优惠券和礼品码',
    item: '商品',
    qty: '数量',
    amount: '金额',
    subtotal: '小计',
    subtotalInclTax: '小计（含税）',
    discount: '折扣',
    giftCode: '礼品码',
    total: '实付总额',
    includedTax: '其中',
  },
};
