import { useId } from 'react';
import type { BagMappingClub, Units } from '@golf/contracts';

const STATUS_COLOUR = { tight: '#b91c1c', good: '#15803d', wide: '#a16207' } as const;

/** Carry (solid) and total (light) per club as horizontal bars, longest club on top; SVG that shrinks to 320 px. */
export function GappingChart(props: { clubs: BagMappingClub[]; units: Units; title: string; clubLabel: (code: string) => string }) {
  const titleId = useId();
  const rows = props.clubs.filter((c) => c.carry && c.total);
  const max = Math.max(50, ...rows.map((c) => c.total!.mean));
  const barArea = 220;
  const rowHeight = 26;
  const w = (v: number) => (v / max) * barArea;
  return (
    <svg
      viewBox={`0 0 340 ${rows.length * rowHeight + 10}`}
      role="img"
      aria-labelledby={titleId}
      style={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block' }}
    >
      <title id={titleId}>{props.title}</title>
      {rows.map((c, i) => (
        <g key={c.clubType} transform={`translate(0 ${i * rowHeight + 5})`}>
          <text x={40} y={15} textAnchor="end" fontSize={12} fill="#111827">
            {props.clubLabel(c.clubType)}
          </text>
          <rect x={46} y={3} width={w(c.total!.mean)} height={16} fill="#fed7aa" />
          <rect x={46} y={3} width={w(c.carry!.mean)} height={16} fill="#c2410c" />
          <text x={50 + w(c.total!.mean)} y={15} fontSize={11} fill={c.gapStatus ? STATUS_COLOUR[c.gapStatus] : '#374151'}>
            {`${Math.round(c.carry!.mean)} / ${Math.round(c.total!.mean)} ${props.units.distance}`}
          </text>
        </g>
      ))}
    </svg>
  );
}
