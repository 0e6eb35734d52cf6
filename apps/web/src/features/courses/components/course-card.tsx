import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CourseSummary } from '@golf/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FavoriteButton } from './favorite-button';
import { formatInUnits } from '@/lib/format/measure';

/** A course in a list: name (to its page), where it is, its size, the distance, the favourite star. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t, i18n } = useTranslation('courses');
  const place = [course.city, course.stateName, course.countryName].filter(Boolean).join(', ');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          <Link component={RouterLink} to={`/courses/${course.id}`} underline="hover" color="inherit">
            {course.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Chip size="small" label={t('size', { holes: course.holes, par: course.par })} />
          {course.distance !== null ? <Chip size="small" variant="outlined" label={formatInUnits(course.distance, i18n.language)} /> : null}
          {course.hasMap ? <Chip size="small" variant="outlined" label={t('hasMap')} /> : null}
        </Box>
      </Box>
      <FavoriteButton courseId={course.id} name={course.name} isFavorite={course.isFavorite} />
    </Card>
  );
}
