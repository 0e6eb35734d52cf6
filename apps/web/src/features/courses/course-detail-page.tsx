import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useCourseDetailQuery } from './api';
import { FavoriteButton } from './components/favorite-button';
import { HoleTable } from './components/hole-table';
import { teeName } from '@/lib/format/tee-name';
import { formatInUnits } from '@/lib/format/measure';

/** A course (spec §2): where it is, its holes with pars, stroke indexes and yardages per tee, its tees' ratings. */
export default function CourseDetailPage() {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const id = Number(useParams().id);
  const course = useCourseDetailQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const title = course.data?.name ?? t('detail.title');

  return (
    // minmax(0, 1fr): the hole table scrolls inside the page; it never widens it (it once made it 1,729 px).
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Link component={RouterLink} to="/courses" sx={{ justifySelf: 'start' }}>
        {t('detail.back')}
      </Link>
      <QueryState query={course} loadingLabel={t('detail.loading')} errorMessage={t('detail.failed')}>
        {(c) => (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
                <Typography color="text.secondary">{[c.address, c.stateName, c.countryName].filter(Boolean).join(', ')}</Typography>
              </Box>
              <FavoriteButton courseId={c.id} name={c.name} isFavorite={c.isFavorite} />
              <Button component={RouterLink} to={`/rounds?new=1&courseId=${c.id}`} variant="contained" startIcon={<GolfCourseIcon />}>
                {t('detail.startRound')}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Chip label={t('size', { holes: c.holes, par: c.par })} />
              {c.phone ? <Chip variant="outlined" label={c.phone} /> : null}
              {c.source === 'osm' ? <Chip variant="outlined" label={t('detail.fromOsm')} /> : null}
            </Box>
            <Box component="section" aria-labelledby="tees-heading">
              <Typography id="tees-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('detail.tees')}
              </Typography>
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gap: 1,
                  p: 0,
                  m: 0,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
                }}
              >
                {c.teeBoxes.map((tee) => (
                  <Card key={tee.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                    <CardContent>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 7, bgcolor: tee.color, border: 1, borderColor: 'grey.600' }} />
                        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                          {teeName(t, tee.name)}
                          {tee.isCustom ? ` · ${t('detail.yourTee')}` : ''}
                        </Typography>
                      </Box>
                      <Typography variant="body2">{t('detail.teeYards', { length: formatInUnits(tee.totalLength, i18n.language), par: tee.par })}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {tee.courseRating !== null && tee.slope !== null
                          ? t('detail.rating', { rating: tee.courseRating.toFixed(1), slope: tee.slope })
                          : t('detail.unrated')}
                      </Typography>
                    </CardContent>
                  </Card>
                ))}
              </Box>
            </Box>
            <Box component="section" aria-labelledby="holes-heading">
              <Typography id="holes-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('detail.holes')}
              </Typography>
              <HoleTable holes={c.holeList} tees={c.teeBoxes} />
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
