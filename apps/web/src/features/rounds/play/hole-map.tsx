import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoleData, PixelPoint } from '@golf/contracts';
import Box from '@mui/material/Box';
import { clampToMap, type ShotDraft } from './hole-geometry';
import { formatInUnits } from '@/lib/format/measure';

interface Props {
  hole: HoleData;
  image: string | null;
  tee: PixelPoint;
  shots: ShotDraft[];
  /** The shot whose ball (or aim) the next tap places; null when only looking. */
  active: { index: number; what: 'ball' | 'target' } | null;
  crosshair: PixelPoint;
  onCrosshair: (p: PixelPoint) => void;
  onPlace: (p: PixelPoint) => void;
  describedBy: string;
}

const STEP = 6;

/**
 * The hole map with the shots drawn over it. A tap or click places the active shot's ball (or aim)
 * there; from the keyboard the arrow keys move the crosshair and Enter places at it.
 */
export function HoleMap({ hole, image, tee, shots, active, crosshair, onCrosshair, onPlace, describedBy }: Props) {
  const { t, i18n } = useTranslation('rounds');
  const svg = useRef<SVGSVGElement>(null);
  const size = { width: hole.image.width, height: hole.image.height };
  const toMap = (event: MouseEvent) => {
    const rect = svg.current!.getBoundingClientRect();
    return clampToMap({ x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * size.height }, size);
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, [number, number]> = { ArrowUp: [0, -step], ArrowDown: [0, step], ArrowLeft: [-step, 0], ArrowRight: [step, 0] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onCrosshair(clampToMap({ x: crosshair.x + move[0], y: crosshair.y + move[1] }, size));
    } else if ((event.key === 'Enter' || event.key === ' ') && active) {
      event.preventDefault();
      onPlace(crosshair);
    }
  };
  const path = [tee, ...shots.map((s) => s.ball)];
  return (
    <Box
      role="application"
      tabIndex={0}
      aria-label={
        active
          ? t(active.what === 'ball' ? 'play.mapPlaceBall' : 'play.mapPlaceTarget', { shot: active.index, hole: hole.holeNumber })
          : t('play.mapLook', { hole: hole.holeNumber })
      }
      aria-describedby={describedBy}
      onKeyDown={onKey}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 540,
        aspectRatio: `${size.width} / ${size.height}`,
        mx: 'auto',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#3f7f35',
        outlineOffset: 3,
        touchAction: 'manipulation',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image}
          alt={t('play.mapAlt', { hole: hole.holeNumber, par: hole.par, length: formatInUnits({ value: hole.length, unit: hole.lengthUnit }, i18n.language) })}
          sx={{ width: '100%', height: '100%', display: 'block' }}
        />
      ) : null}
      <svg
        ref={svg}
        viewBox={`0 0 ${size.width} ${size.height}`}
        aria-hidden="true"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: active ? 'crosshair' : 'default' }}
        onClick={(event) => {
          const p = toMap(event);
          onCrosshair(p);
          if (active) onPlace(p);
        }}
      >
        <polyline points={path.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#ffffff" strokeWidth={2.5} strokeDasharray="6 5" />
        {shots.map((s, i) =>
          s.target ? (
            <g key={`t${s.index}`}>
              <line
                x1={(i === 0 ? tee : shots[i - 1]!.ball).x}
                y1={(i === 0 ? tee : shots[i - 1]!.ball).y}
                x2={s.target.x}
                y2={s.target.y}
                stroke="#bfdbfe"
                strokeWidth={1.5}
                strokeDasharray="3 4"
              />
              <path
                d={`M${s.target.x - 8} ${s.target.y}H${s.target.x + 8}M${s.target.x} ${s.target.y - 8}V${s.target.y + 8}`}
                stroke="#1d4ed8"
                strokeWidth={3}
              />
            </g>
          ) : null,
        )}
        <circle cx={tee.x} cy={tee.y} r={7} fill="#ffffff" stroke="#1b1b1b" strokeWidth={2} />
        {shots.map((s) => {
          const isActive = active?.index === s.index;
          return (
            <g key={s.index}>
              <circle cx={s.ball.x} cy={s.ball.y} r={isActive ? 13 : 11} fill={isActive ? '#9a3412' : '#c2410c'} stroke="#ffffff" strokeWidth={2.5} />
              <text x={s.ball.x} y={s.ball.y + 4.5} textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
                {s.index}
              </text>
            </g>
          );
        })}
        {active ? <circle cx={crosshair.x} cy={crosshair.y} r={16} fill="none" stroke="#fde047" strokeWidth={3} /> : null}
      </svg>
    </Box>
  );
}
