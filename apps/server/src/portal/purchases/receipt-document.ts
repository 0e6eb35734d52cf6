import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Locale } from '@golf/contracts';
import type { Purchase } from '../../commerce/orders/index.ts';
import { RECEIPT_WORDS, type ReceiptWords } from './receipt-words.ts';

export interface ReceiptContent {
  purchase: Purchase;
  receiptAddress: string;
  studentName: string;
  issuer: string;
  locale: Locale;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface ReceiptLines {
  words: ReceiptWords;
  details: [string, string][];
  items: { name: string; quantity: number; amount: string }[];
  totals: { label: string; amount: string; isTotal?: boolean }[];
}

/**
 * What a receipt prints, in the reader's language. Where the store shows prices with tax (Japan) every
 * figure includes it and the tax is named once after the total ("うち消費税 (10%) ¥600"), so the
 * lines printed add up to the charge either way.
 */
function receiptLines(r: ReceiptContent): ReceiptLines {
  const p = r.purchase;
  const words = RECEIPT_WORDS[r.locale];
  const format = new Intl.NumberFormat(r.locale, { style: 'currency', currency: p.currency });
  const money = (value: string) => format.format(Number(value));
  const shown = p.taxIncluded;
  const discounts = shown ? shown.discounts : Number(p.discountTotal) > 0 ? [{ label: '', amount: p.discountTotal }] : [];
  const taxes = p.taxes.map((t) => ({ label: `${shown ? words.includedTax : ''}${t.label} (${Number(t.rate)}%)`, amount: money(t.amount) }));
  return {
    words,
    details: [
      [words.orderNumber, p.orderNumber],
      [words.date, new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(p.date)],
      [words.for, r.studentName],
      [words.paidWith, p.paidWith ?? (Number(p.total) > 0 ? words.card : words.noCard)],
    ],
    items: p.items.map((i, n) => ({ name: i.name, quantity: i.quantity, amount: money(shown?.rowTotals[n] ?? i.rowTotal) })),
    totals: [
      { label: shown ? words.subtotalInclTax : words.subtotal, amount: money(shown?.subtotal ?? p.subtotal) },
      ...discounts.map((d) => ({ label: d.label ? `${words.discount} (${d.label})` : words.discount, amount: `-${money(d.amount)}` })),
      ...(shown ? [] : taxes),
      ...p.giftCodes.map((g) => ({ label: g.code ? `${words.giftCode} ${g.code}` : words.giftCode, amount: `-${money(g.amount)}` })),
      { label: words.total, amount: money(p.total), isTotal: true },
      ...(shown ? taxes : []),
    ],
  };
}

/**
 * A font that can print Japanese and Chinese when the system has one: Debian's fonts-noto-cjk, else
 * fonts-wqy-zenhei (which the test setup installs); without one, Helvetica prints only Latin text.
 */
const CJK_FONTS = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKjp-Regular' },
  { file: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKjp-Regular' },
  // WenQuanYi has no bullet (•): a masked card prints as "Visa **** 4242" with it, not as empty boxes.
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei', noBullet: true },
];
const cjkFont = CJK_FONTS.find((f) => existsSync(f.file));

/** The receipt as HTML, for the web app to show before download. */
export function receiptHtml(r: ReceiptContent): string {
  const { words, details, items, totals } = receiptLines(r);
  const rows = items.map((i) => `<tr><td>${escape(i.name)}</td><td>${i.quantity}</td><td>${escape(i.amount)}</td></tr>`).join('');
  const foot = totals
    .map((t) =>
      t.isTotal
        ? `<tr><th colspan="2">${escape(t.label)}</th><th>${escape(t.amount)}</th></tr>`
        : `<tr><td colspan="2">${escape(t.label)}</td><td>${escape(t.amount)}</td></tr>`,
    )
    .join('');
  const dl = details.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('');
  return `<article class="receipt" lang="${r.locale}"><h1>${escape(words.title)}</h1><p class="to">${escape(r.receiptAddress)}</p><dl>${dl}</dl><table><thead><tr><th>${escape(words.item)}</th><th>${escape(words.qty)}</th><th>${escape(words.amount)}</th></tr></thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table><p class="issuer">${escape(r.issuer)}</p></article>`;
}

/** The receipt as a one-page PDF (A4), made with pdfkit. */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const p = r.purchase;
  const { words, details, items, totals } = receiptLines(r);
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: r.locale, info: { Title: `${words.title} ${p.orderNumber}`, Author: r.issuer } });
  if (cjkFont) doc.registerFont('body', cjkFont.file, cjkFont.family);
  const font = cjkFont ? 'body' : 'Helvetica';
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font(font).fontSize(22).text(words.title, { align: 'center' }).moveDown();
  doc.fontSize(14).text(r.receiptAddress).moveDown(0.5);
  doc.fontSize(10);
  const printable = (text: string) => (cjkFont && 'noBullet' in cjkFont ? text.replace(/•/g, '*') : text);
  for (const [label, value] of details) doc.text(printable(`${label}: ${value}`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold && !cjkFont ? 'Helvetica-Bold' : font).text(label, left, y, { width: right - left - 120 });
    doc.text(value, right - 120, y, { width: 120, align: 'right' });
    doc.font(font);
  };
  for (const i of items) line(`${i.name} × ${i.quantity}`, i.amount);
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .stroke()
    .moveDown();
  for (const t of totals) line(t.label, t.amount, t.isTotal);
  doc.moveDown(2).fontSize(9).text(r.issuer, left);
  doc.end();
  return done;
}
