import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { VideoSeriesSummary } from '@golf/contracts';
import { formatShare } from '@/lib/format/number';

export const cardList = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { mobile: '1fr', tablet: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** One series in a list: its picture, title, category, completion and whether it is plus-only. */
export function SeriesCard({ series }: { series: VideoSeriesSummary }) {
  const { t, i18n } = useTranslation('videos');
  const percent = formatShare(series.completion, i18n.language);
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', display: 'grid', minWidth: 0 }}
    >
      {series.thumbnailUrl ? (
        <Box component="img" src={series.thumbnailUrl} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
      ) : null}
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Link component={RouterLink} to={`/videos/series/${series.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {series.title}
        </Link>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={series.category.name} />
          <Chip size="small" variant="outlined" label={t('videoCount', { count: series.videoCount })} />
          {series.isPlusOnly ? <Chip size="small" color="secondary" label={t('plus')} /> : null}
          {series.isFavorite ? <Chip size="small" color="primary" variant="outlined" label={t('favorite.is')} /> : null}
        </Box>
        <LinearProgress variant="determinate" value={series.completion * 100} aria-label={t('completion', { percent })} />
        <Typography variant="body2" color="text.secondary">
          {t('completion', { percent })}
        </Typography>
      </Box>
    </Box>
  );
}
