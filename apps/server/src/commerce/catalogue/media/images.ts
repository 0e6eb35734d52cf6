import { DRAWINGS } from './drawings.ts';
import { banner, escapeXml, frame, isLight, shade } from './svg-kit.ts';

/** A product picture path: "/driver/1f3a5f-2.svg" is view 2 of a driver in #1f3a5f. */
const PRODUCT_FILE = /^([0-9a-f]{6})-([1-3])\.svg$/;
/** A category picture: "/driver/1f3a5f.svg", or its wide gallery banner "/driver/1f3a5f-wide.svg". */
const CATEGORY_FILE = /^([0-9a-f]{6})(-wide)?\.svg$/;
/** A gift card design: "/confetti/ea580c-ffffff.svg" (card colour, then text colour). */
const GIFT_FILE = /^([0-9a-f]{6})-([0-9a-f]{6})\.svg$/;
const PATTERNS = ['confetti', 'stripes', 'snowflakes'] as const;

const TITLES: Record<string, string> = {
  driver: 'Driver',
  wood: 'Fairway wood',
  hybrid: 'Hybrid',
  iron: 'Irons',
  wedge: 'Wedge',
  putter: 'Putter',
  ball: 'Golf balls',
  bag: 'Golf bag',
  polo: 'Polo',
  glove: 'Glove',
  training: 'Training aid',
  mat: 'Mat',
  headcover: 'Headcover',
  bundle: 'Bundle',
  giftcard: 'Gift card',
  lesson: 'Lessons',
  fitting: 'Club fitting',
  membership: 'Membership',
  'launch-monitor': 'Launch monitor',
  net: 'Impact net',
  case: 'Carry case',
  clubs: 'Clubs',
  new: 'New arrivals',
  sale: 'Sale',
  gift: 'Gift guide',
  placeholder: 'Golf shop',
};

/** The SVG of a product picture, or null when the path names none. */
export function productImage(kind: string, file: string): string | null {
  const match = PRODUCT_FILE.exec(file);
  const draw = DRAWINGS[kind];
  if (!match || !draw) return null;
  return frame(match[1]!, draw(match[1]!), TITLES[kind] ?? kind, Number(match[2]));
}

export function categoryImage(kind: string, file: string): string | null {
  const match = CATEGORY_FILE.exec(file);
  const draw = DRAWINGS[kind];
  if (!match || !draw) return null;
  const title = TITLES[kind] ?? kind;
  return match[2] ? banner(match[1]!, `<g transform="scale(1)">${draw(match[1]!)}</g>`, title) : frame(match[1]!, draw(match[1]!), title, 1);
}

export function giftCardImage(pattern: string, file: string): string | null {
  const match = GIFT_FILE.exec(file);
  if (!match || !PATTERNS.includes(pattern as never)) return null;
  const [, card, text] = match as unknown as [string, string, string];
  const motif =
    pattern === 'confetti'
      ? Array.from(
          { length: 40 },
          (_, i) =>
            `<rect x="${(i * 53) % 600}" y="${(i * 37) % 360}" width="10" height="18" rx="2" transform="rotate(${(i * 29) % 180} ${(i * 53) % 600} ${(i * 37) % 360})" fill="#${shade(card, i % 2 ? 0.45 : -0.3)}"/>`,
        ).join('')
      : pattern === 'stripes'
        ? Array.from(
            { length: 12 },
            (_, i) => `<rect x="${i * 60 - 120}" y="0" width="30" height="420" transform="skewX(-20)" fill="#${shade(card, 0.12)}"/>`,
          ).join('')
        : Array.from(
            { length: 24 },
            (_, i) => `<text x="${(i * 97) % 600}" y="${40 + ((i * 61) % 320)}" font-size="${18 + (i % 3) * 10}" fill="#${shade(card, 0.5)}">❄</text>`,
          ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 380" width="600" height="380" role="img" aria-label="Gift card"><title>Gift card</title><rect width="600" height="380" rx="28" fill="#${card}"/>${motif}<text x="40" y="90" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#${text}">GIFT CARD</text><text x="40" y="330" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#${text}">Golf Shop</text></svg>`;
}

/**
 * The product video page (video_url of a gallery video): an animated demonstration of the product
 * in a page made to be embedded in an iframe, with reduced motion respected.
 */
export function videoPage(kind: string, color: string, title: string): string | null {
  const draw = DRAWINGS[kind];
  if (!draw || !/^[0-9a-f]{6}$/.test(color)) return null;
  const dark = isLight(color) ? '#111827' : `#${color}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title>
<style>html,body{margin:0;height:100%;background:#0f172a;display:grid;place-items:center;font-family:Helvetica,Arial,sans-serif;color:#fff}
svg{width:min(100vw,100vh);height:auto}.club{transform-origin:318px 30px;animation:swing 3s ease-in-out infinite}.ball{animation:fly 3s ease-in infinite}
@keyframes swing{0%,20%{transform:rotate(55deg)}45%{transform:rotate(-8deg)}60%,100%{transform:rotate(-70deg)}}
@keyframes fly{0%,44%{transform:translate(0,0);opacity:1}100%{transform:translate(-420px,-300px) scale(0.3);opacity:0}}
@media (prefers-reduced-motion: reduce){.club,.ball{animation:none}}</style></head>
<body><svg viewBox="0 0 400 400" role="img" aria-label="${escapeXml(title)}"><rect width="400" height="400" fill="#14532d"/><rect y="300" width="400" height="100" fill="#166534"/>
<g class="club">${draw(color)}</g><circle class="ball" cx="150" cy="350" r="9" fill="#fff"/><text x="200" y="385" text-anchor="middle" font-size="16" fill="#fff">${escapeXml(title)}</text><rect x="0" y="0" width="400" height="6" fill="${dark}"/></svg></body></html>`;
}
