import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACTIVITY_TYPES } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { browserTimeZone } from '@/lib/format/browser-time-zone';
import { simulatorApi, useActivitiesQuery, useActivityTypesQuery } from './api';
import { DateField } from './components/date-field';
import { ImportDialog } from './components/import-dialog';
import { PracticeSections } from '@/components/practice-sections';
import { formatNumber } from '@/lib/format/number';
import { dateText } from '@/lib/format/intl-formats';

interface Filters {
  fromDate: string;
  toDate: string;
  clubType: string;
  activityType: string;
}
const NO_FILTERS: Filters = { fromDate: '', toDate: '', clubType: '', activityType: '' };

/** The first page of sessions and the session types, asked for while the app starts (PrefetchData), as the page asks with no filter. */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(simulatorApi.util.prefetch('activities', { page: 0, timeZone: browserTimeZone() }, {}));
  void dispatch(simulatorApi.util.prefetch('activityTypes', undefined, {}));
};

/** The shot activity list (spec §2, §4): filters, pages of 20 from page 0, more appended below. */
export default function ActivitiesPage() {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [importing, setImporting] = useState(false);
  const timeZone = browserTimeZone();
  const args = { page, timeZone, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) };
  // A range whose From comes after its To asks nothing of the server: the form says what to change.
  const isRangeBackwards = filters.fromDate !== '' && filters.toDate !== '' && filters.fromDate > filters.toDate;
  const list = useActivitiesQuery(args, { skip: isRangeBackwards });
  const types = useActivityTypesQuery();
  // Filtering always starts again from page 0 (and so replaces the list).
  const change = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          {t('import.open')}
        </Button>
      </Box>
      <PracticeSections />
      <Box
        component="form"
        aria-label={t('filters.label')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        <DateField
          label={t('filters.from')}
          value={filters.fromDate}
          max={filters.toDate}
          error={isRangeBackwards ? t('filters.fromAfterTo') : undefined}
          onChange={change('fromDate')}
        />
        <DateField label={t('filters.to')} value={filters.toDate} min={filters.fromDate} onChange={change('toDate')} />
        <SelectField label={t('filters.club')} value={filters.clubType} onChange={change('clubType')}>
          <option value="">{t('filters.allClubs')}</option>
          {(types.data?.clubs ?? []).map((c) => (
            <option key={c.clubType} value={c.clubType}>
              {t(`clubs.${c.clubType}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.type')} value={filters.activityType} onChange={change('activityType')}>
          <option value="">{t('filters.allTypes')}</option>
          {ACTIVITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
      </Box>
      <QueryState query={list} loadingLabel={t('loading')} skeletonHeight={96} errorMessage={t('loadFailed')}>
        {(data) => (
          <>
            <Typography role="status" aria-live="polite">
              {t('count', { count: data.totalRecord })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {data.activities.map((a) => (
                <li key={a.esnActivityId}>
                  <Card variant="outlined">
                    <CardActionArea component={RouterLink} to={`/practice/${a.esnActivityId}`}>
                      <CardContent sx={{ display: 'grid', gap: 1 }}>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
                            {t(`types.${a.activityType}`)} · {dateText(new Date(`${a.date}T12:00:00`), i18n.language, { dateStyle: 'medium' })}
                          </Typography>
                          <Typography color="text.secondary">{t('shotCount', { count: a.shotCount })}</Typography>
                        </Box>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {a.clubTypes.map((c) => (
                            <Chip key={c} size="small" label={t(`clubs.${c}`)} />
                          ))}
                        </Box>
                        {a.longestCarry !== null && a.activityType !== 'practiceGreen' ? (
                          <Typography variant="body2">
                            {t('longestCarry', { value: formatNumber(a.longestCarry, i18n.language, 0), unit: data.mapSettings.units.distance })}
                          </Typography>
                        ) : null}
                        {a.source !== 'skytrak' ? <Typography variant="body2">{t(`sources.${a.source}`)}</Typography> : null}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
            {data.activities.length === 0 ? <Typography>{t('empty')}</Typography> : null}
            {data.activities.length < data.totalRecord ? (
              <Button variant="outlined" onClick={() => setPage((p) => p + 1)} disabled={list.isFetching} sx={{ justifySelf: 'center' }}>
                {t('more')}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}
