import { useTranslation } from 'react-i18next';
import type { ScorecardHole, ScorecardToggles } from '@golf/contracts';
import Box from '@mui/material/Box';
import { formatToPar } from '../format';
import { cellText, rowTotal, scoreShape, visibleRows } from './scorecard-rows';

const cell = { px: 0.75, py: 0.5, textAlign: 'center' as const, borderBottom: 1, borderColor: 'divider', minWidth: 34, fontVariantNumeric: 'tabular-nums' };

const SHAPES = {
  eagle: { border: 2, borderRadius: '50%', outline: '2px solid', outlineOffset: 1 },
  birdie: { border: 2, borderRadius: '50%' },
  par: {},
  bogey: { border: 2, borderRadius: 0.5 },
  double: { border: 2, borderRadius: 0.5, outline: '2px solid', outlineOffset: 1 },
};

/**
 * Nine holes of a scorecard as golfers read one: holes across, rows for par, stroke index, yards,
 * score and the stats the toggles choose, with the nine's total at the end. A hole's number opens it.
 */
export function ScorecardGrid({
  holes,
  toggles,
  totalLabel,
  onOpenHole,
  openHole,
  showStrokes,
  lengthUnit,
}: {
  holes: ScorecardHole[];
  toggles: ScorecardToggles;
  totalLabel: string;
  onOpenHole?: (hole: number) => void;
  openHole: number | null;
  showStrokes: boolean;
  /** The player's distance unit, which each hole's length is in. */
  lengthUnit: 'yd' | 'm';
}) {
  const { t, i18n } = useTranslation('rounds');
  const rows = visibleRows(toggles);
  const sum = (pick: (h: ScorecardHole) => number | null) => holes.reduce((s, h) => s + (pick(h) ?? 0), 0);
  const scored = holes.filter((h) => h.status === 'played' && h.score !== null);
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }} role="region" aria-label={t('scorecard.gridLabel')} tabIndex={0}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9rem' }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
          {t('scorecard.caption')}
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
              {t('scorecard.hole')}
            </Box>
            {holes.map((h) => (
              <Box component="th" scope="col" key={h.hole} sx={cell}>
                {onOpenHole ? (
                  <Box
                    component="button"
                    type="button"
                    onClick={() => onOpenHole(h.hole)}
                    aria-label={t('scorecard.editHole', { hole: h.hole })}
                    aria-expanded={openHole === h.hole}
                    sx={{
                      font: 'inherit',
                      fontWeight: 700,
                      border: 0,
                      borderRadius: 1,
                      px: 0.75,
                      minWidth: 28,
                      minHeight: 28,
                      cursor: 'pointer',
                      bgcolor: openHole === h.hole ? 'primary.main' : 'rgba(194, 65, 12, 0.1)',
                      color: openHole === h.hole ? 'primary.contrastText' : 'primary.dark',
                    }}
                  >
                    {h.hole}
                  </Box>
                ) : (
                  h.hole
                )}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ ...cell, fontWeight: 700 }}>
              {totalLabel}
            </Box>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
              {t('scorecard.par')}
            </Box>
            {holes.map((h) => (
              <Box component="td" key={h.hole} sx={cell}>
                {h.par}
              </Box>
            ))}
            <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
              {sum((h) => h.par)}
            </Box>
          </tr>
          <tr>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
              {t('scorecard.strokeIndex')}
            </Box>
            {holes.map((h) => (
              <Box component="td" key={h.hole} sx={{ ...cell, color: 'text.secondary' }}>
                {h.handicap}
              </Box>
            ))}
            <Box component="td" sx={cell} />
          </tr>
          <tr>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
              {t(`scorecard.length_${lengthUnit}`)}
            </Box>
            {holes.map((h) => (
              <Box component="td" key={h.hole} sx={{ ...cell, color: 'text.secondary' }}>
                {h.length}
              </Box>
            ))}
            <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
              {sum((h) => h.length)}
            </Box>
          </tr>
          {toggles.score ? (
            <tr>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 700 }}>
                {t('scorecard.score')}
              </Box>
              {holes.map((h) => {
                const shape = scoreShape(h);
                return (
                  <Box
                    component="td"
                    key={h.hole}
                    sx={{ ...cell, fontWeight: 700 }}
                    aria-label={h.status === 'picked-up' ? t('scorecard.pickedUp') : undefined}
                  >
                    <Box
                      component="span"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        width: 24,
                        height: 24,
                        borderColor: 'text.primary',
                        ...(shape ? SHAPES[shape] : {}),
                      }}
                    >
                      {h.status === 'picked-up' ? 'X' : (h.score ?? '')}
                    </Box>
                    {showStrokes && h.strokesReceived > 0 ? (
                      <Box
                        component="span"
                        sx={{ display: 'block', lineHeight: 0.6, fontSize: '0.7rem', color: 'primary.dark' }}
                        aria-label={t('scorecard.strokesReceived', { count: h.strokesReceived })}
                      >
                        {'•'.repeat(h.strokesReceived)}
                      </Box>
                    ) : null}
                  </Box>
                );
              })}
              <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
                {scored.length
                  ? `${sum((h) => (h.status === 'played' ? h.score : null))} (${formatToPar(
                      scored.reduce((s, h) => s + h.score! - h.par, 0),
                      i18n.language,
                    )})`
                  : ''}
              </Box>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', whiteSpace: 'nowrap' }}>
                {t(`stats.${row}`)}
              </Box>
              {holes.map((h) => (
                <Box component="td" key={h.hole} sx={cell}>
                  {cellText(h, row)}
                </Box>
              ))}
              <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
                {rowTotal(holes, row)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
