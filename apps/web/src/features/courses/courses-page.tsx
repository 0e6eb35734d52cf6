import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { usePatchSearchParams, type SearchPatch } from '@/lib/patch-search-params';
import { useCountryStatesQuery, useCourseSearchQuery, useFavoriteCoursesQuery } from './api';
import { CourseCard } from './components/course-card';

const PAGE_SIZE = 10;

/** How long typing must pause before the course name is searched. */
const SEARCH_DELAY_MS = 300;

/** Courses (spec §2): search by name, country and state, or nearest first; favourites on top. */
export default function CoursesPage() {
  const { t } = useTranslation(['courses', 'common']);
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const country = params.get('country') ?? '';
  const state = params.get('state') ?? '';
  const lat = params.get('lat');
  const long = params.get('long');
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(name);
  const [locating, setLocating] = useState<'idle' | 'wait' | 'failed'>('idle');
  const countries = useCountryStatesQuery();
  const favorites = useFavoriteCoursesQuery();
  const near = lat && long ? { lat: Number(lat), long: Number(long) } : {};
  const search = useCourseSearchQuery({
    ...(name ? { name } : {}),
    ...(country ? { country } : {}),
    ...(state ? { state } : {}),
    ...near,
    page: page - 1,
    size: PAGE_SIZE,
  });
  const states = countries.data?.find((c) => c.country === country)?.states ?? [];

  const patchParams = usePatchSearchParams();
  // Any change but a page's starts again at page 1.
  const update = (changes: SearchPatch) => patchParams({ page: null, ...changes }, { replace: true });
  // Search as you type: the name is searched once typing pauses (the button and Enter search at once).
  const typed = draft.trim();
  useEffect(() => {
    if (typed === name) return;
    const timer = window.setTimeout(() => update({ name: typed || null }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // update reads the current params; re-running it for their every change would restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ name: draft.trim() || null });
  };
  const locate = () => {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('wait');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        update({ lat: position.coords.latitude.toFixed(4), long: position.coords.longitude.toFixed(4) });
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button component={RouterLink} to="/rounds" variant="outlined">
          {t('toRounds')}
        </Button>
      </Box>

      <Box component="section" aria-labelledby="favorites-heading">
        <Typography id="favorites-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('favorites.title')}
        </Typography>
        <QueryState query={favorites} skeletonHeight={96} isEmpty={(d) => d.courses.length === 0} empty={t('favorites.empty')}>
          {(d) => (
            <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } }}>
              {d.courses.map((c) => (
                <CourseCard key={c.id} course={c} />
              ))}
            </Box>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="search-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="search-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('search.title')}
        </Typography>
        <Box
          component="form"
          role="search"
          aria-label={t('search.title')}
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
        >
          <TextField label={t('search.name')} value={draft} onChange={(e) => setDraft(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <SelectField label={t('search.country')} value={country} onChange={(value) => update({ country: value || null, state: null })}>
            <option value="">{t('search.anyCountry')}</option>
            {(countries.data ?? []).map((c) => (
              <option key={c.country} value={c.country}>
                {t('search.countryOption', { name: c.countryName, count: c.courseCount })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('search.state')} value={state} onChange={(value) => update({ state: value || null })}>
            <option value="">{t('search.anyState')}</option>
            {states.map((s) => (
              <option key={s.state} value={s.state}>
                {t('search.countryOption', { name: s.stateName, count: s.courseCount })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 56 }}>
            {t('search.submit')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="text" startIcon={<MyLocationIcon />} onClick={locate} disabled={locating === 'wait'}>
            {t('search.nearMe')}
          </Button>
          {lat && long ? (
            <>
              <Typography variant="body2">{t('search.sortedByDistance')}</Typography>
              <Button size="small" onClick={() => update({ lat: null, long: null })}>
                {t('search.clearLocation')}
              </Button>
            </>
          ) : null}
        </Box>
        {locating === 'failed' ? <Alert severity="warning">{t('search.locationFailed')}</Alert> : null}
        <QueryState query={search} loadingLabel={t('search.loading')} skeletonHeight={96} errorMessage={t('search.failed')}>
          {({ totalRecord: total, courses }) => (
            <>
              {/* The count is the answer to every search, "no courses" included, and is read out as it changes. */}
              <Typography role="status" aria-live="polite" color="text.secondary">
                {total >= 1000 ? t('search.manyResults') : t('search.results', { count: total })}
              </Typography>
              <Box
                component="ul"
                aria-label={t('search.resultsLabel')}
                sx={{ display: 'grid', gap: 1, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } }}
              >
                {courses.map((c) => (
                  <CourseCard key={c.id} course={c} />
                ))}
              </Box>
              {total > PAGE_SIZE ? (
                <Pagination
                  count={Math.ceil(Math.min(total, 1000) / PAGE_SIZE)}
                  page={page}
                  onChange={(_e, p) => update({ page: String(p) })}
                  aria-label={t('search.page.navigation')}
                  getItemAriaLabel={(type, p) => t(`search.page.${type}`, { page: p })}
                  sx={{ justifySelf: 'center' }}
                />
              ) : null}
            </>
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
