import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAddFavoriteCourseMutation, useRemoveFavoriteCourseMutation } from '../api';

/** Keeps or forgets a course as a favourite; the star is filled for a favourite. */
export function FavoriteButton({ courseId, name, isFavorite }: { courseId: number; name: string; isFavorite: boolean }) {
  const { t } = useTranslation('courses');
  const [add, adding] = useAddFavoriteCourseMutation();
  const [remove, removing] = useRemoveFavoriteCourseMutation();
  const busy = adding.isLoading || removing.isLoading;
  return (
    <IconButton
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t('favorite.remove', { name }) : t('favorite.add', { name })}
      disabled={busy}
      onClick={() => void (isFavorite ? remove(courseId) : add(courseId))}
      sx={{ color: isFavorite ? 'primary.main' : 'text.secondary' }}
    >
      {isFavorite ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  );
}
