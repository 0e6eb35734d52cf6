import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import type { Club } from '@golf/contracts';
import { useClubImageLinkQuery } from '../api';

/**
 * A club's photo through its signed link. `currentData` drops the old address while a new one
 * is fetched (spec §4: the link is cleared first, then the url or nothing is stored).
 */
export function ClubPhoto({ club, name, size = 72, full = false }: { club: Club; name: string; size?: number; full?: boolean }) {
  const { t } = useTranslation('bags');
  const link = useClubImageLinkQuery(club.id, { skip: !club.image });
  const url = full ? link.currentData?.url : link.currentData?.thumbnailUrl;
  const box = { width: size, height: size, borderRadius: 1, flexShrink: 0 };
  if (club.image && link.isLoading) return <Skeleton variant="rectangular" sx={box} />;
  if (club.image && url)
    return <Box component="img" src={url} alt={t('club.photoOf', { club: name })} sx={{ ...box, objectFit: 'cover', bgcolor: 'grey.100' }} />;
  return (
    <Box role="img" aria-label={t('club.noPhoto')} sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.600' }}>
      <GolfCourseIcon aria-hidden />
    </Box>
  );
}
