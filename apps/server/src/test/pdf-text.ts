import { getDocumentProxy } from 'unpdf';

/**
 * The lines of text of a PDF, top to bottom, page by page: unpdf (pdf.js) reads the text items, and
 * those on one baseline are joined with a space, left to right. Enough for a test to read a receipt's
 * words and amounts in any of its fonts.
 */
export async function pdfTextLines(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str.trim() }]);
    }
    const page = [...rows].sort(([a], [b]) => b - a);
    lines.push(
      ...page.map(([, parts]) =>
        parts
          .sort((a, b) => a.x - b.x)
          .map((p) => p.text)
          .join(' '),
      ),
    );
  }
  return lines;
}
