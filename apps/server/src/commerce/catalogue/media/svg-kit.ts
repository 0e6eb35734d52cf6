/** Small helpers for the drawn product pictures: colours and the shared frame. */

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Lightens (positive) or darkens (negative) a hex colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mix = (c: number) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  return [mix(r), mix(g), mix(b)].map((c) => clamp(c).toString(16).padStart(2, '0')).join('');
}

/** Whether text on this colour should be dark. */
export const isLight = (hex: string) => {
  const n = Number.parseInt(hex, 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 170;
};

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Gradients every drawing may use: the body colour, its shine, metal and the backdrop. */
export function defs(color: string): string {
  return `<defs>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${shade(color, 0.35)}"/><stop offset="0.55" stop-color="#${color}"/><stop offset="1" stop-color="#${shade(color, -0.45)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="0.5" stop-color="#9ca3af"/><stop offset="1" stop-color="#4b5563"/></linearGradient>
<linearGradient id="shaft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b7280"/><stop offset="0.5" stop-color="#e5e7eb"/><stop offset="1" stop-color="#4b5563"/></linearGradient>
<radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9edf1"/></radialGradient>
<radialGradient id="ballShade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#${color}"/><stop offset="1" stop-color="#${shade(color, -0.35)}"/></radialGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>`;
}

/** The square frame: backdrop, floor shadow, then the drawing (in a 400 × 400 space). */
export function frame(color: string, drawing: string, title: string, view: number): string {
  const transform = view === 2 ? 'translate(400 0) scale(-1 1) rotate(-8 200 200)' : view === 3 ? 'translate(-160 -150) scale(1.7)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${defs(color)}<rect width="400" height="400" fill="url(#backdrop)"/><ellipse cx="200" cy="352" rx="120" ry="14" fill="#000" opacity="0.12" filter="url(#soft)"/><g transform="${transform}">${drawing}</g></svg>`;
}

/** A wide banner (category gallery image): the drawing on the right, a colour field on the left. */
export function banner(color: string, drawing: string, title: string): string {
  const text = isLight(color) ? '#111827' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${defs(color)}<rect width="1200" height="400" fill="url(#backdrop)"/><path d="M0 0H640L520 400H0Z" fill="#${color}"/><path d="M600 0H660L540 400H480Z" fill="#${shade(color, 0.3)}" opacity="0.6"/><circle cx="120" cy="330" r="160" fill="#fff" opacity="0.06"/><text x="60" y="215" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="${text}">${escapeXml(title)}</text><g transform="translate(760 0)">${drawing}</g></svg>`;
}
