import type { Ellipse } from '@golf/contracts';

/**
 * A dispersion ellipse in range units (offline across, carry up the range). The chart's two axes
 * have different scales, so the ellipse is drawn as points mapped one by one (an SVG <ellipse>
 * rotated on screen would be skewed and spill out of the chart), and the chart is sized from the
 * ellipse's exact extent.
 */
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Half width (offline) and half height (carry) of the ellipse's bounding box. */
export function ellipseExtent(e: Ellipse): { halfOffline: number; halfCarry: number } {
  const t = rad(e.angle);
  const a = e.semiMajor;
  const b = e.semiMinor;
  return {
    halfOffline: Math.sqrt((a * Math.cos(t)) ** 2 + (b * Math.sin(t)) ** 2),
    halfCarry: Math.sqrt((a * Math.sin(t)) ** 2 + (b * Math.cos(t)) ** 2),
  };
}

/** Points around the ellipse, [offline, carry], counter-clockwise. */
export function ellipsePoints(e: Ellipse, steps = 72): [number, number][] {
  const t = rad(e.angle);
  return Array.from({ length: steps }, (_, i) => {
    const u = (2 * Math.PI * i) / steps;
    const along = e.semiMajor * Math.cos(u);
    const across = e.semiMinor * Math.sin(u);
    return [e.centerOffline + along * Math.cos(t) - across * Math.sin(t), e.centerCarry + along * Math.sin(t) + across * Math.cos(t)];
  });
}

/** The range the chart shows: deep and wide enough for every shot and every ellipse, in round steps. */
export function chartRange(shots: { carry: number; offline: number }[], ellipses: Ellipse[]): { lowCarry: number; depth: number; half: number } {
  const tops = ellipses.map((e) => e.centerCarry + ellipseExtent(e).halfCarry);
  const bottoms = ellipses.map((e) => e.centerCarry - ellipseExtent(e).halfCarry);
  const sides = ellipses.map((e) => Math.abs(e.centerOffline) + ellipseExtent(e).halfOffline);
  const maxCarry = Math.max(50, ...shots.map((s) => s.carry), ...tops);
  const minCarry = Math.min(0, ...shots.map((s) => s.carry), ...bottoms);
  const maxSide = Math.max(10, ...shots.map((s) => Math.abs(s.offline)), ...sides);
  return { lowCarry: Math.floor(minCarry / 25) * 25, depth: Math.ceil((maxCarry * 1.08) / 25) * 25, half: Math.ceil((maxSide * 1.15) / 10) * 10 };
}
