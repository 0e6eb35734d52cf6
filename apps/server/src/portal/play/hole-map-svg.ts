import type { PixelPoint } from '@golf/contracts';
import { METRES_PER_YARD, type HoleGeometry, type LonLat } from '../courses/index.ts';
import { greenCentre, toPixel, type HoleFrame } from './hole-frame.ts';

// The hole map: the hole drawn from its geometry the way golf apps show an aerial view (rough,
// mown fairway, bunkers, water, green with its fringe, tee markers, the pin), with rings every
// 50 yards from the pin to judge distances. No text, so one image serves every language; the
// web app writes hole number, par and distances over it.

const COLOURS = {
  rough: '#3f7f35',
  roughDot: '#377230',
  fairway: '#74bf4f',
  fairwayStripe: '#80c95a',
  green: '#92df6c',
  fringe: '#66b946',
  sand: '#ece1b8',
  sandEdge: '#cdbd85',
  water: '#3b8fd4',
  waterEdge: '#83bdea',
  teeGround: '#7cc456',
  flag: '#e53935',
};

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function path(points: PixelPoint[], closed = true): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  return `M${fmt(first!.x)} ${fmt(first!.y)}${rest.map((p) => `L${fmt(p.x)} ${fmt(p.y)}`).join('')}${closed ? 'Z' : ''}`;
}

/** A CSS colour safe to put in an attribute: a name or a hex value, else white. */
function safeColour(colour: string): string {
  return /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$/.test(colour) ? colour : 'white';
}

export function renderHoleSvg(geometry: HoleGeometry, frame: HoleFrame): string {
  const px = (p: LonLat) => toPixel(frame, p);
  const { width, height } = frame;
  const shapes = (rings: LonLat[][]) => rings.map((r) => path(r.map(px))).join('');
  const pin = px(geometry.pin);
  const yardPx = METRES_PER_YARD / frame.metresPerPixel;
  const rings = [100, 150, 200, 250, 300].map((yards) => `<circle cx="${fmt(pin.x)}" cy="${fmt(pin.y)}" r="${fmt(yards * yardPx)}"/>`).join('');
  const line = [...geometry.centerline.slice(0, -1), greenCentre(geometry)].map(px);
  const tees = geometry.tees
    .map((t) => {
      const p = px(t.point);
      return `<rect x="${fmt(p.x - 9)}" y="${fmt(p.y - 6)}" width="18" height="12" rx="3" fill="${COLOURS.teeGround}" stroke="#ffffff" stroke-opacity="0.7"/><circle cx="${fmt(p.x)}" cy="${fmt(p.y)}" r="3.2" fill="${safeColour(t.color)}" stroke="#1b1b1b" stroke-width="0.8"/>`;
    })
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<pattern id="rough" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="${COLOURS.rough}"/><circle cx="2" cy="3" r="1.1" fill="${COLOURS.roughDot}"/><circle cx="6.5" cy="7" r="0.9" fill="${COLOURS.roughDot}"/></pattern>`,
    `<pattern id="mown" width="${width}" height="28" patternUnits="userSpaceOnUse"><rect width="${width}" height="14" fill="${COLOURS.fairway}"/><rect y="14" width="${width}" height="14" fill="${COLOURS.fairwayStripe}"/></pattern>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#rough)"/>`,
    `<path d="${shapes(geometry.fairways)}" fill="url(#mown)" stroke="${COLOURS.fringe}" stroke-width="1.5"/>`,
    `<path d="${shapes(geometry.water)}" fill="${COLOURS.water}" stroke="${COLOURS.waterEdge}" stroke-width="2.5"/>`,
    `<path d="${path(geometry.green.map(px))}" fill="${COLOURS.green}" stroke="${COLOURS.fringe}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="${shapes(geometry.bunkers)}" fill="${COLOURS.sand}" stroke="${COLOURS.sandEdge}" stroke-width="1.5"/>`,
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2" stroke-dasharray="5 6">${rings}</g>`,
    `<path d="${path(line, false)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.5" stroke-dasharray="2 6"/>`,
    tees,
    `<line x1="${fmt(pin.x)}" y1="${fmt(pin.y)}" x2="${fmt(pin.x)}" y2="${fmt(pin.y - 30)}" stroke="#fafafa" stroke-width="2"/>`,
    `<path d="M${fmt(pin.x)} ${fmt(pin.y - 30)}L${fmt(pin.x + 16)} ${fmt(pin.y - 24)}L${fmt(pin.x)} ${fmt(pin.y - 18)}Z" fill="${COLOURS.flag}"/>`,
    `<circle cx="${fmt(pin.x)}" cy="${fmt(pin.y)}" r="2.6" fill="#1b1b1b" stroke="#ffffff" stroke-width="1"/>`,
    '</svg>',
  ].join('');
}
