import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';
import { useRoundCountryStatesQuery, useRoundCourseSearchQuery } from '../api';

export interface CourseFilter {
  name: string;
  country: string;
  state: string;
}
export const EMPTY_FILTER: CourseFilter = { name: '', country: '', state: '' };

/** Finds the course of a new round by name, country and state. */
export function CourseChooser({
  chosen,
  filter,
  onFilter,
  onChoose,
}: {
  chosen: { id: number; name: string } | null;
  filter: CourseFilter;
  onFilter: (f: CourseFilter) => void;
  onChoose: (course: CourseSummary | null) => void;
}) {
  const { t } = useTranslation('rounds');
  const countries = useRoundCountryStatesQuery();
  const [typed, setTyped] = useState(filter.name);
  const searching = filter.name.length >= 2 || filter.country !== '';
  const results = useRoundCourseSearchQuery(
    { ...(filter.name ? { name: filter.name } : {}), ...(filter.country ? { country: filter.country } : {}), ...(filter.state ? { state: filter.state } : {}) },
    { skip: !searching || chosen !== null },
  );
  const states = countries.data?.find((c) => c.country === filter.country)?.states ?? [];

  if (chosen) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>
          {t('create.course')}: <strong>{chosen.name}</strong>
        </Typography>
        <Button size="small" onClick={() => onChoose(null)}>
          {t('create.changeCourse')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label={t('create.searchCourse')}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          onFilter({ ...filter, name: e.target.value.trim() });
        }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField label={t('create.country')} value={filter.country} onChange={(country) => onFilter({ ...filter, country, state: '' })}>
          <option value="">{t('create.anyCountry')}</option>
          {(countries.data ?? []).map((c) => (
            <option key={c.country} value={c.country}>
              {c.countryName}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('create.state')} value={filter.state} onChange={(state) => onFilter({ ...filter, state })}>
          <option value="">{t('create.anyState')}</option>
          {states.map((s) => (
            <option key={s.state} value={s.state}>
              {s.stateName}
            </option>
          ))}
        </SelectField>
      </Box>
      {searching && results.data ? (
        results.data.courses.length ? (
          <List dense aria-label={t('create.courseResults')} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 220, overflow: 'auto' }}>
            {results.data.courses.map((c) => (
              <ListItemButton key={c.id} onClick={() => onChoose(c)}>
                <ListItemText primary={c.name} secondary={[c.city, c.stateName, c.countryName].filter(Boolean).join(', ')} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('create.noCourse')}</Typography>
        )
      ) : null}
    </Box>
  );
}
