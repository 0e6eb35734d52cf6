import { useId } from 'react';
import type { ClubStats, Ellipse, Shot, Units } from '@golf/contracts';
import { chartRange, ellipsePoints } from './ellipse-geometry';

/** A colour per club, distinct for the few clubs a session has, all legible on white (WCAG 3:1 for graphics). */
const PALETTE = ['#c2410c', '#1d4ed8', '#15803d', '#7e22ce', '#b91c1c', '#0f766e', '#a16207', '#be185d', '#4338ca', '#374151'];
export const clubColour = (index: number) => PALETTE[index % PALETTE.length]!;

/**
 * The range seen from above: each shot where it landed (offline across, carry up the range) and
 * each club's 95 % dispersion ellipse. Plain SVG that scales to any width, down to 320 px.
 */
export function TargetView(props: {
  shots: Shot[];
  clubs: ClubStats[];
  units: Units;
  title: string;
  description: string;
  clubLabel: (code: string) => string;
}) {
  const titleId = useId();
  const descId = useId();
  // Every shot and every ellipse inside the chart, whatever its size and tilt.
  const ellipses = props.clubs.flatMap((c) => (c.ellipse ? [c.ellipse] : []));
  const { lowCarry, depth, half } = chartRange(props.shots, ellipses);
  const width = 300;
  const height = 360;
  const x = (offline: number) => width / 2 + (offline / half) * (width / 2);
  const y = (carry: number) => height - ((carry - lowCarry) / (depth - lowCarry)) * height;
  const path = (e: Ellipse) =>
    `${ellipsePoints(e)
      .map(([o, c], i) => `${i ? 'L' : 'M'}${x(o).toFixed(1)} ${y(c).toFixed(1)}`)
      .join(' ')} Z`;
  const order = props.clubs.map((c) => c.clubType);
  const rings = Array.from({ length: Math.floor(depth / 50) }, (_, i) => (i + 1) * 50).filter((d) => d > lowCarry);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`-30 -10 ${width + 40} ${height + 30}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{ width: '100%', maxWidth: 520, height: 'auto', display: 'block' }}
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descId}>{props.description}</desc>
        <rect x={0} y={0} width={width} height={height} fill="#ecfdf5" stroke="#166534" strokeWidth={1} />
        <line x1={width / 2} y1={0} x2={width / 2} y2={height} stroke="#166534" strokeDasharray="4 4" />
        {rings.map((d) => (
          <g key={d}>
            <line x1={0} x2={width} y1={y(d)} y2={y(d)} stroke="#86efac" />
            <text x={-4} y={y(d) + 4} textAnchor="end" fontSize={11} fill="#14532d">
              {d}
            </text>
          </g>
        ))}
        <text x={-4} y={height + 16} textAnchor="end" fontSize={11} fill="#14532d">
          {props.units.distance}
        </text>
        {props.clubs.map((c, i) =>
          c.ellipse ? <path key={c.clubType} d={path(c.ellipse)} fill={clubColour(i)} fillOpacity={0.12} stroke={clubColour(i)} strokeWidth={1.5} /> : null,
        )}
        {props.shots.map((s) => (
          // A shot left out of the averages is drawn hollow.
          <circle
            key={s.skyTrakShotId}
            cx={x(s.offline)}
            cy={y(s.carry)}
            r={3.5}
            fill={s.isCounted ? clubColour(Math.max(0, order.indexOf(s.clubType))) : '#fff'}
            stroke={s.isCounted ? '#fff' : clubColour(Math.max(0, order.indexOf(s.clubType)))}
            strokeWidth={s.isCounted ? 1 : 1.5}
          >
            <title>{`${props.clubLabel(s.clubType)} #${s.shotNumber}: ${s.carry} ${props.units.distance}, ${s.offline} ${props.units.distance}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 14, marginTop: 8 }}>
        {props.clubs.map((c, i) => (
          <span key={c.clubType} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: clubColour(i), display: 'inline-block' }} />
            {props.clubLabel(c.clubType)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
