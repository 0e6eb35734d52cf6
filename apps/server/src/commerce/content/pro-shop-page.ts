import type { ProShopBlock } from './pro-shop.service.ts';

const esc = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const url = (baseUrl: string, path: string) => (path.startsWith('/') ? `${baseUrl}${path}` : path);

/**
 * A pro shop content page as the shop shows it in an iframe: each block rendered in order, links
 * opening in the shop (target _top). Block HTML is the merchant's own content.
 */
export function proShopPage(title: string, blocks: ProShopBlock[], baseUrl: string, lang: string): string {
  const sections = blocks.map((b) => {
    const align = `text-align:${b.textAlign}`;
    const items = b.items
      .map(
        (i) =>
          `<article class="tile"><img src="${esc(url(baseUrl, i.image))}" alt="${esc(i.slogan)}"><h3>${esc(i.slogan)}</h3><p>${esc(i.description)}</p>${i.buttonLabel ? `<a class="button" target="_top" href="${esc(i.buttonHref)}">${esc(i.buttonLabel)}</a>` : ''}</article>`,
      )
      .join('');
    const video = b.videoUrlEmbed ? `<iframe title="${esc(b.title)}" src="${esc(url(baseUrl, b.videoUrlEmbed))}" loading="lazy"></iframe>` : '';
    const product = b.productUrl ? `<a class="button" target="_top" href="${esc(b.productUrl)}">Shop now</a>` : '';
    return `<section class="block ${b.type} text-${b.textPosition}" style="${align}"><div class="copy"><h2>${esc(b.title)}</h2>${b.subtitle ? `<p class="subtitle">${esc(b.subtitle)}</p>` : ''}<div class="content">${b.content}</div>${product}</div>${items ? `<div class="tiles">${items}</div>` : ''}${video}</section>`;
  });
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#111827;background:#fff}main{max-width:1100px;margin:0 auto;padding:16px}
.block{padding:24px 16px;border-bottom:1px solid #e5e7eb}.hero{background:#fff7ed}h2{margin:0 0 8px;font-size:1.6rem}.subtitle{color:#4b5563;margin:0 0 12px}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin-top:16px}.tile img{width:100%;height:auto;border-radius:8px;background:#f3f4f6}
.tile h3{margin:8px 0 4px;font-size:1.1rem}.button{display:inline-block;margin-top:8px;padding:10px 18px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none;font-weight:600}
iframe{width:100%;aspect-ratio:16/9;border:0;margin-top:12px}</style></head><body><main>${sections.join('') || '<p>No content yet.</p>'}</main></body></html>`;
}
