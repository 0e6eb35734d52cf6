import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { useLazySearchVideosQuery, useVideoCategoriesQuery, useVideoFavoritesQuery, useVideoLanguagesQuery, useVideoSeriesListQuery, videosApi } from './api';
import { cardList, SeriesCard } from './series-card';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'Français', ja: '日本語', zh: '中文' };
const defaultLanguage = (ui: string) => (['en', 'fr', 'ja', 'zh'].includes(ui.slice(0, 2)) ? ui.slice(0, 2) : 'en');

/** The library as it first shows (the reader's language, every category) and the favourites, asked for while the app starts (PrefetchData). */
export const prefetchData: PrefetchData = ({ dispatch, state }) => {
  const language = defaultLanguage(state.language.current);
  void dispatch(videosApi.util.prefetch('videoLanguages', undefined, {}));
  void dispatch(videosApi.util.prefetch('videoCategories', { language }, {}));
  void dispatch(videosApi.util.prefetch('videoSeriesList', { language, categoryId: undefined }, {}));
  void dispatch(videosApi.util.prefetch('videoFavorites', undefined, {}));
};

/** The video library: series by language and category with the player's completion, search and favourites. */
export default function LibraryPage() {
  const { t, i18n } = useTranslation(['videos', 'common']);
  const [language, setLanguage] = useState(() => defaultLanguage(i18n.language));
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const languages = useVideoLanguagesQuery();
  const categories = useVideoCategoriesQuery({ language });
  const series = useVideoSeriesListQuery({ language, categoryId });
  const favorites = useVideoFavoritesQuery();
  const [search, found] = useLazySearchVideosQuery();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (keyword.trim()) void search({ keyword: keyword.trim(), language });
  };
  const title = t('library.title');
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/videos/swings" variant="outlined">
          {t('swings.title')}
        </Button>
        <Button component={RouterLink} to="/videos/compare" variant="outlined">
          {t('compare.title')}
        </Button>
      </Box>

      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('search.label')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          size="small"
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t('language')}
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value);
            setCategoryId(undefined);
          }}
          size="small"
          sx={{ width: '10rem' }}
        >
          {(languages.data ?? [{ code: language, seriesCount: 0 }]).map((l) => (
            <MenuItem key={l.code} value={l.code}>
              {LANGUAGE_NAMES[l.code] ?? l.code}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('search.submit')}
        </Button>
      </Box>

      {/* A search not yet made has nothing to retry: a retry searches what is in the box now. */}
      <QueryState
        query={{ ...found, refetch: () => search({ keyword: keyword.trim(), language }) }}
        loadingLabel={t('loading')}
        errorMessage={t('search.failed')}
      >
        {(d) => (
          <Box component="section" aria-labelledby="video-search" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="video-search" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('search.results', { count: d.series.length + d.videos.length })}
            </Typography>
            {d.recentKeywords.length ? (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} aria-label={t('search.recent')} role="group">
                <Typography variant="body2" color="text.secondary">
                  {t('search.recent')}
                </Typography>
                {d.recentKeywords.map((k) => (
                  <Chip
                    key={k}
                    label={k}
                    size="small"
                    onClick={() => {
                      setKeyword(k);
                      void search({ keyword: k, language });
                    }}
                  />
                ))}
              </Box>
            ) : null}
            <Box component="ul" sx={cardList}>
              {d.series.map((s) => (
                <SeriesCard key={s.id} series={s} />
              ))}
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {d.videos.map((v) => (
                <li key={v.id}>
                  <Link component={RouterLink} to={`/videos/series/${v.seriesId}?video=${v.id}`}>
                    {v.title}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">{` · ${v.seriesTitle}`}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </QueryState>

      <Box component="section" aria-labelledby="video-series" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="video-series" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('library.series')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} role="group" aria-label={t('library.categories')}>
          <Chip
            label={t('library.allCategories')}
            color={categoryId === undefined ? 'primary' : 'default'}
            onClick={() => setCategoryId(undefined)}
            aria-pressed={categoryId === undefined}
          />
          {categories.data
            ?.filter((c) => c.seriesCount > 0)
            .map((c) => (
              <Chip
                key={c.id}
                label={c.name}
                color={categoryId === c.id ? 'primary' : 'default'}
                onClick={() => setCategoryId(c.id)}
                aria-pressed={categoryId === c.id}
              />
            ))}
        </Box>
        <QueryState
          query={series}
          loadingLabel={t('loading')}
          errorMessage={t('library.failed')}
          isEmpty={(d) => d.items.length === 0}
          empty={t('library.empty')}
        >
          {(d) => (
            <Box component="ul" sx={cardList}>
              {d.items.map((s) => (
                <SeriesCard key={s.id} series={s} />
              ))}
            </Box>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="video-favorites" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="video-favorites" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('favorite.title')}
        </Typography>
        <QueryState
          query={favorites}
          loadingLabel={t('loading')}
          errorMessage={t('library.failed')}
          isEmpty={(d) => !d.series.length && !d.videos.length}
          empty={t('favorite.empty')}
        >
          {(d) => (
            <>
              <Box component="ul" sx={cardList}>
                {d.series.map((s) => (
                  <SeriesCard key={s.id} series={s} />
                ))}
              </Box>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {d.videos.map((v) => (
                  <li key={`${v.seriesId}-${v.id}`}>
                    <Link component={RouterLink} to={`/videos/series/${v.seriesId}?video=${v.id}`}>
                      {v.title}
                    </Link>
                    <Typography component="span" variant="body2" color="text.secondary">{` · ${v.seriesTitle}`}</Typography>
                  </li>
                ))}
              </Box>
            </>
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
