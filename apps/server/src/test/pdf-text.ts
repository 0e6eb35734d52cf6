import { inflateSync } from 'node:zlib';

/**
 * The lines of text of a PDF written by pdfkit with its built-in (WinAnsi) fonts, top to bottom:
 * every text object's string at its position, those on one baseline joined with a space. Enough
 * for a test to read a receipt's words and amounts (WinAnsi read as Latin-1: its few symbols in
 * 0x80–0x9f, such as •, come out as control characters); not a general PDF reader (the maintained
 * ones, pdfjs-dist and unpdf, want Node 22 or weigh tens of megabytes).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (a font, an image)
    }
    for (const block of content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm[\s\S]*?\[(.*?)\] TJ/g)) {
      const hex = [...block[3]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      const y = Math.round(Number(block[2]));
      rows.set(y, [...(rows.get(y) ?? []), { x: Number(block[1]), text: Buffer.from(hex, 'hex').toString('latin1') }]);
    }
  }
  return [...rows]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text)
        .join(' '),
    );
}
