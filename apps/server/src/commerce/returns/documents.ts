import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export interface ReturnDocument {
  kind: 'shipping-label' | 'packing-slip';
  requestNumber: string;
  orderNumber: string;
  customerName: string;
  from: string[];
  to: string[];
  items: { name: string; sku: string; qty: string }[];
  issuedAt: Date;
}

/** The store's returns desk, where labels send the goods. */
export const RETURNS_DESK = ['Golf Academy Returns', '2 Park Plaza, Suite 110', 'Irvine, CA 92614', 'United States'];

const CJK_FONTS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc'];
const cjkFont = CJK_FONTS.find((f) => existsSync(f));

/** A return's shipping label (addresses and the RMA number in large type) or packing slip (the items to put in the box), as a PDF. */
export function returnDocumentPdf(d: ReturnDocument): Promise<Buffer> {
  const title = d.kind === 'shipping-label' ? 'Return shipping label' : 'Return packing slip';
  const doc = new PDFDocument({
    size: d.kind === 'shipping-label' ? [288, 432] : 'A4',
    margin: 24,
    info: { Title: `${title} ${d.requestNumber}`, Author: 'Golf Academy' },
  });
  if (cjkFont) doc.registerFont('body', cjkFont, 'NotoSansCJKjp-Regular');
  const font = cjkFont ? 'body' : 'Helvetica';
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font(font).fontSize(16).text(title).moveDown(0.5);
  doc
    .fontSize(9)
    .text(`RMA ${d.requestNumber} · Order ${d.orderNumber} · ${d.issuedAt.toISOString().slice(0, 10)}`)
    .moveDown();
  if (d.kind === 'shipping-label') {
    doc.fontSize(8).text('FROM').fontSize(10).text(d.from.join('\n')).moveDown();
    doc.fontSize(8).text('TO').fontSize(14).text(d.to.join('\n')).moveDown();
    doc.fontSize(28).text(`RMA ${d.requestNumber}`, { align: 'center' });
  } else {
    doc.fontSize(10).text(`Customer: ${d.customerName}`).moveDown();
    doc.text('Put these items in the parcel, with this slip:').moveDown(0.5);
    for (const i of d.items) doc.text(`${i.qty} × ${i.name} (${i.sku})`);
    doc.moveDown().text(`Send to: ${d.to.join(', ')}`);
  }
  doc.end();
  return done;
}
