import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Purchase } from '../../commerce/orders/index.ts';

export interface ReceiptContent {
  purchase: Purchase;
  receiptAddress: string;
  studentName: string;
  issuer: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const amountText = (value: string, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(value));
const dateText = (d: Date) => d.toISOString().slice(0, 10);
const giftLabel = (code: string) => (code ? `Gift code ${code}` : 'Gift code');

/** A font that can print Japanese and Chinese names when the system has one (Debian's fonts-noto-cjk). */
const CJK_FONTS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc'];
const cjkFont = CJK_FONTS.find((f) => existsSync(f));

/** The receipt as HTML, for the web app to show before download. */
export function receiptHtml(r: ReceiptContent): string {
  const p = r.purchase;
  const rows = p.items.map((i) => `<tr><td>${escape(i.name)}</td><td>${i.quantity}</td><td>${escape(amountText(i.rowTotal, p.currency))}</td></tr>`).join('');
  const taxes = p.taxes
    .map((t) => `<tr><td colspan="2">${escape(t.label)} (${Number(t.rate)}%)</td><td>${escape(amountText(t.amount, p.currency))}</td></tr>`)
    .join('');
  return `<article class="receipt"><h1>Receipt</h1><p class="to">${escape(r.receiptAddress)}</p><dl><dt>Order</dt><dd>${escape(p.orderNumber)}</dd><dt>Date</dt><dd>${dateText(p.date)}</dd><dt>For</dt><dd>${escape(r.studentName)}</dd><dt>Paid with</dt><dd>${escape(p.paidWith ?? '')}</dd></dl><table><thead><tr><th>Item</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><td colspan="2">Subtotal</td><td>${escape(amountText(p.subtotal, p.currency))}</td></tr>${Number(p.discountTotal) > 0 ? `<tr><td colspan="2">Discount</td><td>-${escape(amountText(p.discountTotal, p.currency))}</td></tr>` : ''}${taxes}${p.giftCodes.map((g) => `<tr><td colspan="2">${escape(giftLabel(g.code))}</td><td>-${escape(amountText(g.amount, p.currency))}</td></tr>`).join('')}<tr><th colspan="2">Total</th><th>${escape(amountText(p.total, p.currency))}</th></tr></tfoot></table><p class="issuer">${escape(r.issuer)}</p></article>`;
}

/** The receipt as a one-page PDF (A4), made with pdfkit. */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const p = r.purchase;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${p.orderNumber}`, Author: r.issuer } });
  if (cjkFont) doc.registerFont('body', cjkFont, 'NotoSansCJKjp-Regular');
  const font = cjkFont ? 'body' : 'Helvetica';
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font(font).fontSize(22).text('Receipt', { align: 'center' }).moveDown();
  doc.fontSize(14).text(r.receiptAddress).moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of [
    ['Order number', p.orderNumber],
    ['Date', dateText(p.date)],
    ['For', r.studentName],
    ['Paid with', p.paidWith ?? ''],
  ])
    doc.text(`${label}: ${value}`);
  doc.moveDown();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold && !cjkFont ? 'Helvetica-Bold' : font).text(label, left, y, { width: right - left - 120 });
    doc.text(value, right - 120, y, { width: 120, align: 'right' });
    doc.font(font);
  };
  for (const i of p.items) line(`${i.name} × ${i.quantity}`, amountText(i.rowTotal, p.currency));
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .stroke()
    .moveDown();
  line('Subtotal', amountText(p.subtotal, p.currency));
  if (Number(p.discountTotal) > 0) line('Discount', `-${amountText(p.discountTotal, p.currency)}`);
  for (const t of p.taxes) line(`${t.label} (${Number(t.rate)}%)`, amountText(t.amount, p.currency));
  for (const g of p.giftCodes) line(giftLabel(g.code), `-${amountText(g.amount, p.currency)}`);
  line('Total paid', amountText(p.total, p.currency), true);
  doc.moveDown(2).fontSize(9).text(r.issuer, left);
  doc.end();
  return done;
}
