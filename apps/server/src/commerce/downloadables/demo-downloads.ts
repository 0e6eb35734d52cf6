import PDFDocument from 'pdfkit';
import type { Ctx } from '../../platform/context.ts';
import { demoDownloadFiles } from '../catalogue/index.ts';

/** What each demo file holds: a heading and its pages of lines. */
const CONTENT: Record<string, { heading: string; sections: [string, string[]][] }> = {
  '12-week-practice-plan.pdf': {
    heading: '12-Week Practice Plan',
    sections: [
      [
        'Weeks 1–4: contact',
        [
          '3 sessions a week, 60 balls each',
          'Half swings with a 7-iron, ball position checked with an alignment stick',
          'Finish each session with 10 putts from 1 m',
        ],
      ],
      ['Weeks 5–8: direction', ['Gate drill: 20 balls through two tees', 'Alternate targets every 5 balls', 'Chipping ladder: 3, 6 and 9 m, 10 balls each']],
      [
        'Weeks 9–12: scoring',
        [
          'Play 9 holes on the range: call the club and the shot',
          'Up-and-down challenge: 10 lies around the green',
          'Record the score and compare with week 1',
        ],
      ],
    ],
  },
  'drill-cards.pdf': {
    heading: 'Drill cards',
    sections: [
      ['Gate drill', ['Two tees a clubhead and a half apart, 30 cm ahead of the ball', 'Swing the ball through the gate']],
      ['Ladder drill', ['Chip to 3, 6 and 9 m', 'Move up a rung after 3 in a row inside a club length']],
      ['Clock drill', ['Four putts from 1 m at 12, 3, 6 and 9 o’clock', 'Start again after a miss']],
    ],
  },
};

function demoPdf(fileName: string): Promise<Buffer> {
  const content = CONTENT[fileName] ?? { heading: fileName, sections: [] };
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: content.heading, Author: 'Golf Academy' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(20).text(content.heading).moveDown();
  for (const [title, lines] of content.sections) {
    doc.font('Helvetica-Bold').fontSize(13).text(title).moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(`•  ${line}`);
    doc.moveDown();
  }
  doc.end();
  return done;
}

/**
 * Puts the demo catalogue's downloadable files into the object store when they are not there yet
 * (a fresh DATA_DIR or bucket). Does nothing on a database without demo downloads.
 */
export async function ensureDemoDownloads(ctx: Ctx): Promise<void> {
  const rows = await demoDownloadFiles(ctx.db);
  for (const row of rows) {
    if (await ctx.storage.exists(row.key)) continue;
    await ctx.storage.put(row.key, await demoPdf(row.fileName), {
      contentType: 'application/pdf',
      contentDisposition: `attachment; filename="${row.fileName}"`,
      cacheControl: 'private, max-age=3600',
    });
  }
}
