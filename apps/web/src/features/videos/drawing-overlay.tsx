import { useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';

export type Tool = 'line' | 'angle';
type Point = { x: number; y: number };
export interface Shape {
  tool: Tool;
  points: Point[];
}

/** The angle at b between a and c, in whole degrees (points in the same units on both axes). */
export function angleAt(a: Point, b: Point, c: Point): number {
  const v1 = Math.atan2(a.y - b.y, a.x - b.x);
  const v2 = Math.atan2(c.y - b.y, c.x - b.x);
  let deg = Math.abs(((v1 - v2) * 180) / Math.PI);
  if (deg > 180) deg = 360 - deg;
  return Math.round(deg);
}

/**
 * Lines (two taps) and angles (three taps, the middle one the vertex) drawn over a paused frame,
 * as a swing-analysis app does. Points are kept in the frame's own 16:9 units so drawings stay put
 * when the layout resizes.
 */
export function DrawingOverlay({ tool, shapes, onChange, label }: { tool: Tool; shapes: Shape[]; onChange: (shapes: Shape[]) => void; label: string }) {
  const [pending, setPending] = useState<Point[]>([]);
  const W = 160;
  const H = 90;
  const add = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const p = { x: ((e.clientX - box.left) / box.width) * W, y: ((e.clientY - box.top) / box.height) * H };
    const points = [...pending, p];
    if (points.length === (tool === 'line' ? 2 : 3)) {
      onChange([...shapes, { tool, points }]);
      setPending([]);
    } else setPending(points);
  };
  const stroke = { stroke: '#ffeb3b', strokeWidth: 0.6, fill: 'none', vectorEffect: 'non-scaling-stroke' as const };
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      onPointerDown={add}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'crosshair', touchAction: 'none' }}
    >
      {shapes.map((s, i) => (
        <g key={i}>
          <polyline points={s.points.map((p) => `${p.x},${p.y}`).join(' ')} {...stroke} style={{ strokeWidth: 3 }} />
          {s.tool === 'angle' ? (
            <text x={s.points[1]!.x + 2} y={s.points[1]!.y - 2} fill="#ffeb3b" fontSize={6} fontWeight={700}>
              {`${angleAt(s.points[0]!, s.points[1]!, s.points[2]!)}°`}
            </text>
          ) : null}
        </g>
      ))}
      {pending.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={1.2} fill="#ffeb3b" />
      ))}
    </Box>
  );
}
