import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import type { Tx } from '../cart/index.ts';
import { statusById } from './returns-settings.ts';
import { returnMessages } from './returns.tables.ts';

/** The customer-facing status names in the four languages (the status' storefront label). */
const LABELS: Record<string, Record<Locale, string>> = {
  New: { en: 'New', fr: 'Nouvelle', ja: '新規', zh: '新申请' },
  'Need details': { en: 'Need details', fr: 'Précisions demandées', ja: '詳細確認中', zh: '需要补充信息' },
  Processing: { en: 'Processing', fr: 'En cours', ja: '処理中', zh: '处理中' },
  Approved: { en: 'Approved', fr: 'Approuvée', ja: '承認済み', zh: '已批准' },
  Shipped: { en: 'Shipped', fr: 'Expédiée', ja: '発送済み', zh: '已寄出' },
  Delivered: { en: 'Delivered', fr: 'Reçue', ja: '受領済み', zh: '已收到' },
  Completed: { en: 'Completed', fr: 'Terminée', ja: '完了', zh: '已完成' },
  Canceled: { en: 'Canceled', fr: 'Annulée', ja: 'キャンセル', zh: '已取消' },
  Rejected: { en: 'Rejected', fr: 'Refusée', ja: '却下', zh: '已拒绝' },
};

const CHANGED: Record<Locale, string> = {
  en: 'Status changed to "{status}".',
  fr: 'Statut modifié : « {status} ».',
  ja: 'ステータスが「{status}」に変更されました。',
  zh: '状态已变更为"{status}"。',
};

export const statusLabelIn = (statusId: number, locale: Locale) => {
  const label = statusById(statusId).label;
  return LABELS[label]?.[locale] ?? label;
};

export interface StatusChange {
  requestId: number;
  number: string;
  orderNumber: string;
  statusId: number;
  locale: Locale;
  email: string;
  name: string;
  /** A sentence for the customer, already in their language (a refund's amount, an exchange order). */
  note?: string;
}

/** The system message of a status change, written in the request's transaction. */
export async function writeStatusMessage(tx: Tx, change: Pick<StatusChange, 'requestId' | 'statusId' | 'locale' | 'note'>, at: Date): Promise<void> {
  const text = CHANGED[change.locale].replace('{status}', statusLabelIn(change.statusId, change.locale)) + (change.note ? ` ${change.note}` : '');
  await tx
    .insert(returnMessages)
    .values({ requestId: change.requestId, authorId: null, username: 'System', message: text, isManager: false, isSystem: true, isRead: false, createdAt: at });
}

/** The e-mail of a status change, sent once the change is committed (delivery never throws). */
export async function emailStatusChange(ctx: Ctx, change: StatusChange, baseUrl: string): Promise<void> {
  await sendEmail(ctx, {
    to: change.email,
    template: 'return-status',
    locale: change.locale,
    values: {
      name: change.name,
      number: change.number,
      order: change.orderNumber,
      status: statusLabelIn(change.statusId, change.locale),
      note: change.note ?? '',
      link: `${baseUrl}/shop/returns/${change.requestId}`,
    },
  });
}
