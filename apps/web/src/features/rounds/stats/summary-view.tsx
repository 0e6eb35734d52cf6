import { useTranslation } from 'react-i18next';
import type { StatSummary } from '@golf/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatGained, formatNumber, formatPercent } from '../format';
import { NO_VALUE } from '@/lib/format/number';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 1.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A stats summary: scoring, the hole statistics, the score mix, strokes gained with how it is computed. */
export function SummaryView({ summary, headingLevel = 3 }: { summary: StatSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('rounds');
  const lang = i18n.language;
  const s = summary.stats;
  const heading = `h${headingLevel}` as const;
  const sg = summary.strokesGained;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        <Tile label={t('summary.rounds')} value={String(summary.rounds)} />
        <Tile label={summary.roundId ? t('summary.score') : t('summary.averageScore')} value={formatNumber(summary.scoring.averageScore, lang)} />
        <Tile label={t('summary.bestScore')} value={summary.scoring.bestScore === null ? NO_VALUE : String(summary.scoring.bestScore)} />
        <Tile
          label={summary.roundId ? t('summary.differential') : t('summary.handicapIndex')}
          value={formatNumber(summary.roundId ? summary.differential : summary.handicapIndex, lang)}
        />
        <Tile label={t('summary.fairways')} value={formatPercent(s.fairwayPercent, lang)} />
        <Tile label={t('summary.greens')} value={formatPercent(s.girPercent, lang)} />
        <Tile label={t('summary.puttsPerHole')} value={formatNumber(s.puttsPerHole, lang, 2)} />
        <Tile label={t('summary.scrambling')} value={formatPercent(s.scramblingPercent, lang)} />
        <Tile label={t('summary.threePutts')} value={String(s.threePutts)} />
        <Tile label={t('summary.sandSaves')} value={`${s.sandSaves}/${s.sandSaveChances}`} />
        <Tile label={t('summary.penalties')} value={String(s.penalties)} />
        <Tile
          label={t('summary.parAverages')}
          value={[summary.scoring.par3Average, summary.scoring.par4Average, summary.scoring.par5Average].map((v) => formatNumber(v, lang, 2)).join(' / ')}
        />
      </Box>
      <Box>
        <Typography component={heading} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {t('summary.mix')}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {(['eaglesOrBetter', 'birdies', 'pars', 'bogeys', 'doubleBogeys', 'worse'] as const).map((k) => (
            <Box component="li" key={k} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.25, py: 0.5 }}>
              {t(`summary.${k}`, { count: s.distribution[k] })}
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography component={heading} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {t('sg.title')}
        </Typography>
        {sg ? (
          <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}>
            <Tile label={t('sg.offTheTee')} value={formatGained(sg.offTheTee, lang)} />
            <Tile label={t('sg.approach')} value={formatGained(sg.approach, lang)} />
            <Tile label={t('sg.aroundTheGreen')} value={formatGained(sg.aroundTheGreen, lang)} />
            <Tile label={t('sg.putting')} value={formatGained(sg.putting, lang)} />
            <Tile label={t('sg.total')} value={formatGained(sg.total, lang)} />
          </Box>
        ) : (
          <Typography color="text.secondary">{t('sg.none')}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('sg.explain', { shots: sg?.shotsCounted ?? 0 })}
        </Typography>
      </Box>
    </Box>
  );
}
