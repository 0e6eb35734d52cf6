import { isLight, shade } from './svg-kit.ts';

/** One drawing per kind of product, in a 400 × 400 space, coloured with the product's colour. */
type Drawing = (color: string) => string;

const shaftTo = (x: number, y: number) =>
  `<path d="M318 30 L${x} ${y}" stroke="url(#shaft)" stroke-width="7" stroke-linecap="round"/><path d="M318 30 L302 68" stroke="#111827" stroke-width="12" stroke-linecap="round"/>`;

const dimples = (cx: number, cy: number, r: number) => {
  const dots: string[] = [];
  for (let ring = 1; ring <= 4; ring++) {
    const count = ring * 7;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring;
      const d = (ring / 4.6) * r;
      dots.push(
        `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d * 0.98).toFixed(1)}" r="${(r * 0.055).toFixed(1)}" fill="#000" opacity="0.09"/>`,
      );
    }
  }
  return dots.join('');
};

const wood =
  (scale: number): Drawing =>
  () =>
    `${shaftTo(205, 250)}<g transform="translate(200 270) scale(${scale})"><ellipse cx="0" cy="0" rx="118" ry="66" fill="url(#body)"/><path d="M-112 8 Q0 86 112 8 L104 30 Q0 100 -104 30Z" fill="#1f2937"/><ellipse cx="-30" cy="-24" rx="60" ry="18" fill="#fff" opacity="0.18"/><path d="M-40 -6 L40 -6" stroke="#fff" stroke-width="4" opacity="0.8"/><circle cx="70" cy="-2" r="9" fill="url(#metal)"/></g>`;

const iron: Drawing = (c) =>
  `${shaftTo(232, 262)}<g transform="translate(200 282) rotate(-6)"><path d="M20 -40 L70 -52 L88 30 Q40 52 -96 40 Q-112 20 -90 6Z" fill="url(#metal)"/><path d="M-82 20 L70 4" stroke="#${c}" stroke-width="12" stroke-linecap="round"/><path d="M-70 32 L60 18" stroke="#374151" stroke-width="2"/></g>`;

export const DRAWINGS: Record<string, Drawing> = {
  driver: wood(1),
  wood: wood(0.82),
  hybrid: () =>
    `${shaftTo(210, 255)}<g transform="translate(200 272)"><path d="M-80 -38 Q20 -70 86 -20 Q96 20 70 40 L-86 40 Q-100 0 -80 -38Z" fill="url(#body)"/><path d="M-86 40 L70 40 L60 54 L-80 54Z" fill="#111827"/><path d="M-40 -20 L40 -30" stroke="#fff" stroke-width="3" opacity="0.6"/></g>`,
  iron,
  wedge: (c) =>
    `${shaftTo(232, 256)}<g transform="translate(200 282) rotate(-10)"><path d="M24 -62 L74 -70 L86 34 Q30 56 -94 36 Q-104 0 -70 -24Z" fill="url(#metal)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M-64 ${-10 + i * 9} L56 ${-24 + i * 9}" stroke="#6b7280" stroke-width="2"/>`).join('')}<circle cx="52" cy="20" r="10" fill="#${c}"/></g>`,
  putter: () =>
    `${shaftTo(214, 266)}<g transform="translate(200 286)"><rect x="-100" y="-26" width="200" height="44" rx="12" fill="url(#body)"/><rect x="-100" y="10" width="200" height="10" rx="4" fill="#111827"/><path d="M-10 -26 L-10 16 M10 -26 L10 16" stroke="#fff" stroke-width="4"/><rect x="6" y="-44" width="14" height="22" fill="url(#metal)"/></g>`,
  ball: (c) =>
    `<g><circle cx="200" cy="210" r="130" fill="url(#ballShade)"/>${dimples(200, 210, 130)}<path d="M120 170 Q200 140 280 170" stroke="#${isLight(c) ? '111827' : 'ffffff'}" stroke-width="6" fill="none" opacity="0.7"/><circle cx="150" cy="150" r="26" fill="#fff" opacity="0.45"/></g>`,
  bag: (c) =>
    `<g><path d="M150 40 L175 96 M200 28 L205 96 M250 40 L236 96" stroke="url(#shaft)" stroke-width="7"/><rect x="144" y="30" width="40" height="26" rx="10" fill="#111827"/><rect x="230" y="32" width="40" height="24" rx="10" fill="#374151"/><rect x="130" y="90" width="140" height="250" rx="34" fill="url(#body)"/><rect x="130" y="90" width="140" height="36" rx="14" fill="#${shade(c, -0.5)}"/><rect x="150" y="170" width="100" height="90" rx="18" fill="#${shade(c, 0.25)}" opacity="0.8"/><path d="M270 130 Q330 200 262 300" stroke="#111827" stroke-width="10" fill="none"/><rect x="146" y="300" width="108" height="18" rx="8" fill="#111827" opacity="0.7"/></g>`,
  polo: (c) =>
    `<g><path d="M140 70 L110 84 L52 140 L90 196 L124 172 L124 340 L276 340 L276 172 L310 196 L348 140 L290 84 L260 70 Q200 110 140 70Z" fill="url(#body)"/><path d="M150 70 L200 120 L250 70 L232 64 L200 96 L168 64Z" fill="#${shade(c, -0.35)}"/><path d="M200 120 L200 190" stroke="#${shade(c, -0.4)}" stroke-width="4"/>${[140, 160, 180].map((y) => `<circle cx="200" cy="${y}" r="4" fill="#f8fafc"/>`).join('')}<path d="M124 330 L276 330" stroke="#${shade(c, -0.3)}" stroke-width="6"/></g>`,
  glove: (c) =>
    `<g transform="translate(200 210)"><path d="M-70 120 L-74 -10 Q-110 -40 -96 -70 Q-84 -88 -56 -56 L-56 -120 Q-52 -140 -34 -138 Q-18 -136 -18 -118 L-16 -150 Q-12 -168 6 -166 Q22 -164 22 -146 L24 -136 Q28 -154 46 -150 Q60 -146 58 -126 L58 -104 Q64 -118 78 -114 Q92 -108 90 -90 L86 30 Q80 100 60 120Z" fill="url(#body)" stroke="#${shade(c, -0.3)}" stroke-width="3"/><rect x="-72" y="96" width="136" height="30" rx="8" fill="#111827"/><circle cx="-4" cy="30" r="22" fill="#111827" opacity="0.8"/></g>`,
  training: (c) =>
    `<g><path d="M70 320 L320 70" stroke="#${c}" stroke-width="16" stroke-linecap="round"/><path d="M80 90 L330 300" stroke="#${shade(c, -0.3)}" stroke-width="16" stroke-linecap="round"/><circle cx="200" cy="198" r="20" fill="#111827"/><path d="M200 198 L200 340" stroke="#111827" stroke-width="6"/></g>`,
  mat: (c) =>
    `<g><path d="M40 300 L120 140 L290 140 L370 300Z" fill="url(#body)"/><path d="M40 300 L370 300 L370 316 L40 316Z" fill="#${shade(c, -0.5)}"/><ellipse cx="250" cy="180" rx="16" ry="6" fill="#111827"/><path d="M250 180 L250 110" stroke="#e5e7eb" stroke-width="3"/><path d="M250 110 L282 120 L250 130Z" fill="#dc2626"/><circle cx="140" cy="270" r="10" fill="#fff"/></g>`,
  headcover: (c) =>
    `<g><path d="M140 340 L150 170 Q150 70 230 70 Q320 80 300 190 L270 340Z" fill="url(#body)"/><path d="M140 300 L272 300 L268 340 L140 340Z" fill="#${shade(c, -0.4)}"/><path d="M160 200 Q220 180 290 200" stroke="#fff" stroke-width="5" fill="none" opacity="0.7"/><circle cx="232" cy="62" r="24" fill="#${shade(c, 0.4)}"/></g>`,
  bundle: (c) =>
    `<g><rect x="90" y="150" width="220" height="180" rx="10" fill="url(#body)"/><rect x="80" y="126" width="240" height="44" rx="8" fill="#${shade(c, 0.2)}"/><rect x="188" y="126" width="24" height="204" fill="#f8fafc" opacity="0.85"/><path d="M200 126 Q150 70 130 110 Q150 130 200 126 Q250 70 270 110 Q250 130 200 126" fill="#f8fafc"/><circle cx="300" cy="300" r="36" fill="url(#ballShade)"/></g>`,
  giftcard: (c) =>
    `<g transform="rotate(-8 200 200)"><rect x="60" y="110" width="280" height="176" rx="16" fill="url(#body)"/><circle cx="290" cy="150" r="70" fill="#fff" opacity="0.1"/><text x="84" y="170" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${isLight(c) ? '#111827' : '#ffffff'}">GIFT CARD</text><rect x="84" y="230" width="90" height="12" rx="6" fill="#fff" opacity="0.6"/><path d="M270 200 L270 262 M270 200 L300 212 L270 224" stroke="#fff" stroke-width="5" fill="none"/></g>`,
  lesson: (c) =>
    `<g><rect x="80" y="90" width="240" height="230" rx="18" fill="#fff" stroke="#${c}" stroke-width="8"/><rect x="80" y="90" width="240" height="56" rx="16" fill="url(#body)"/>${[0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4].map((k) => `<rect x="${102 + k * 42}" y="${166 + r * 36}" width="26" height="22" rx="4" fill="#${r === 1 && k === 2 ? c : 'e5e7eb'}"/>`).join('')).join('')}<path d="M296 64 L296 140 M296 64 L334 78 L296 92" stroke="#111827" stroke-width="5" fill="#dc2626"/></g>`,
  fitting: (c) =>
    `<g><rect x="70" y="230" width="120" height="80" rx="12" fill="url(#body)"/><circle cx="110" cy="270" r="16" fill="#111827"/><circle cx="150" cy="270" r="16" fill="#111827"/>${shaftTo(280, 300)}<circle cx="230" cy="320" r="12" fill="#fff" stroke="#9ca3af"/><path d="M190 250 Q260 200 330 160" stroke="#${c}" stroke-width="3" stroke-dasharray="8 8" fill="none"/></g>`,
  membership: () =>
    `<g><rect x="70" y="110" width="260" height="170" rx="18" fill="url(#body)"/><path d="M200 150 L214 186 L252 186 L222 208 L234 246 L200 222 L166 246 L178 208 L148 186 L186 186Z" fill="#fbbf24"/><rect x="96" y="256" width="120" height="8" rx="4" fill="#fff" opacity="0.6"/></g>`,
  'launch-monitor': () =>
    `<g><path d="M130 330 L160 250 M270 330 L240 250" stroke="#374151" stroke-width="8"/><rect x="110" y="110" width="180" height="150" rx="22" fill="url(#body)"/><rect x="130" y="130" width="140" height="56" rx="10" fill="#0f172a"/><path d="M140 170 Q180 140 220 160 T262 150" stroke="#22d3ee" stroke-width="3" fill="none"/><circle cx="165" cy="222" r="20" fill="#0b1220" stroke="#9ca3af" stroke-width="4"/><circle cx="235" cy="222" r="20" fill="#0b1220" stroke="#9ca3af" stroke-width="4"/><circle cx="160" cy="216" r="5" fill="#fff" opacity="0.6"/></g>`,
  net: (c) =>
    `<g><rect x="70" y="70" width="260" height="260" fill="none" stroke="#${c}" stroke-width="12"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${96 + i * 26} 76 L${96 + i * 26} 324 M76 ${96 + i * 26} L324 ${96 + i * 26}" stroke="#9ca3af" stroke-width="2"/>`).join('')}<circle cx="220" cy="190" r="34" fill="#111827" opacity="0.85"/><circle cx="220" cy="190" r="16" fill="#fff"/></g>`,
  case: (c) =>
    `<g><rect x="80" y="140" width="240" height="170" rx="24" fill="url(#body)"/><path d="M160 140 L160 104 Q160 90 174 90 L226 90 Q240 90 240 104 L240 140" stroke="#111827" stroke-width="12" fill="none"/><rect x="80" y="214" width="240" height="10" fill="#${shade(c, -0.5)}"/><rect x="112" y="204" width="28" height="28" rx="4" fill="url(#metal)"/><rect x="260" y="204" width="28" height="28" rx="4" fill="url(#metal)"/></g>`,
  clubs: (c) => `<g>${wood(0.55)(c).replace('translate(200 270)', 'translate(140 280)')}<g transform="translate(70 0)">${iron(c)}</g></g>`,
  new: () =>
    `<g><circle cx="200" cy="200" r="130" fill="url(#body)"/><text x="200" y="222" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="800" fill="#fff">NEW</text></g>`,
  sale: () =>
    `<g transform="rotate(-14 200 200)"><path d="M90 130 L250 130 L320 200 L250 270 L90 270Z" fill="url(#body)"/><circle cx="270" cy="200" r="14" fill="#fff"/><text x="170" y="222" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="58" font-weight="800" fill="#fff">SALE</text></g>`,
  gift: (c) =>
    `<g><rect x="100" y="170" width="200" height="160" rx="8" fill="url(#body)"/><rect x="88" y="140" width="224" height="44" rx="6" fill="#${shade(c, 0.2)}"/><rect x="188" y="140" width="24" height="190" fill="#fbbf24"/><path d="M200 140 Q150 80 128 120 Q150 144 200 140 Q250 80 272 120 Q250 144 200 140" fill="#fbbf24"/></g>`,
  placeholder: () =>
    `<g><path d="M200 90 L200 300" stroke="#9ca3af" stroke-width="8"/><path d="M200 90 L280 120 L200 150Z" fill="#cbd5e1"/><ellipse cx="200" cy="304" rx="60" ry="12" fill="#cbd5e1"/></g>`,
};
