import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCentersQuery, useLazyClosestCentersQuery } from './api';
import { SelectField } from '@/components/select-field';
import { formatInUnits } from '@/lib/format/measure';

/**
 * The center: the closest ones to the postal code (when it can be placed), else the site's list.
 * The nearest is chosen for the player when nothing was chosen yet.
 */
export function CenterPicker({
  postal,
  country,
  value,
  onChange,
  error,
}: {
  postal: string;
  country?: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('registration');
  const all = useCentersQuery();
  const [findClosest, closest] = useLazyClosestCentersQuery();
  const located = closest.data?.located ? closest.data.centers : null;
  const options = located ?? all.data ?? [];

  useEffect(() => {
    if (!value && located?.[0]) onChange(String(located[0].id));
  }, [located, value, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" disabled={postal.trim().length < 3} onClick={() => void findClosest({ postal: postal.trim(), country })}>
          {t('form.findClosest')}
        </Button>
        {closest.data && !closest.data.located ? <Typography variant="body2">{t('form.notLocated')}</Typography> : null}
        {closest.isError ? (
          <Typography variant="body2" color="error">
            {t('errors.fields.postalCode')}
          </Typography>
        ) : null}
      </Box>
      <SelectField label={t('form.center')} value={value} onChange={onChange} required error={Boolean(error)} helperText={error} name="centerId">
        <option value="">{t('form.chooseCenter')}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.distance ? t('form.centerWithDistance', { name: c.name, distance: formatInUnits(c.distance, i18n.language) }) : `${c.name} · ${c.city}`}
          </option>
        ))}
      </SelectField>
    </Box>
  );
}
