import { describe, expect, it } from 'vitest';
import { clampToMap, inUnit, removeShot, shotDistances, type ShotDraft } from './hole-geometry';

const shot = (index: number, x: number, y: number): ShotDraft => ({ index, ball: { x, y }, target: null, clubId: null, clubName: null, clubShortName: null });

describe('distances on the hole map', () => {
  it('measures each shot from the previous ball and what is left to the pin', () => {
    // 0.5 m a pixel: 400 px = 200 m = 219 yd; then 300 px = 150 m = 164 yd; 100 px short of the pin = 50 m = 55 yd.
    const tee = { x: 100, y: 900 };
    const pin = { x: 100, y: 100 };
    const result = shotDistances(tee, pin, [shot(1, 100, 500), shot(2, 100, 200)], 0.5, 'yd');
    expect(result).toEqual([
      { index: 1, carry: 219, toPin: 219 },
      { index: 2, carry: 164, toPin: 55 },
    ]);
    expect(shotDistances(tee, pin, [shot(1, 100, 500)], 0.5, 'm')).toEqual([{ index: 1, carry: 200, toPin: 200 }]);
  });

  it('renumbers shots after one is deleted and keeps points on the map', () => {
    expect(removeShot([shot(1, 0, 0), shot(2, 1, 1), shot(3, 2, 2)], 2).map((s) => [s.index, s.ball.x])).toEqual([
      [1, 0],
      [2, 2],
    ]);
    expect(clampToMap({ x: -5, y: 1000.04 }, { width: 540, height: 960 })).toEqual({ x: 0, y: 960 });
    expect(inUnit(91.44, 'yd')).toBe(100);
  });
});
