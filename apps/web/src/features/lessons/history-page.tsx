import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { personName } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { usePatchSearchParams, type SearchPatch } from '@/lib/patch-search-params';
import { browserTimeZone, useLessonHistoryQuery } from './api';
import { LessonsTabs } from './components/lessons-tabs';
import { formatDateTime } from './format';

/** Lesson history (spec §2): a type filter, the archived toggle, newest first, 20 a page. */
export default function HistoryPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const [params] = useSearchParams();
  const type = Number(params.get('type')) || undefined;
  const archived = params.get('archived') === '1';
  const page = Number(params.get('page')) || 0;
  const timeZone = browserTimeZone();
  const history = useLessonHistoryQuery({ timeZone, type, archived, page });
  const patchParams = usePatchSearchParams();
  const set = (patch: SearchPatch) => patchParams(patch, { replace: true });
  const data = history.data;
  const pages = data ? Math.ceil(data.totalRecord / 20) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('history.title')} documentTitle={`${t('history.title')} · ${t('common:productName')}`} />
      <LessonsTabs />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('history.type')}
          value={type ?? ''}
          onChange={(e) => set({ type: e.target.value || undefined, page: undefined })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('history.allTypes')}</MenuItem>
          {(data?.types ?? []).map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={archived} onChange={(e) => set({ archived: e.target.checked ? '1' : undefined, page: undefined })} />}
          label={t('history.archived')}
        />
      </Box>
      <QueryState
        query={history}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('history.loadFailed')}
        isEmpty={(d) => d.lessons.length === 0}
        empty={archived ? t('history.noArchived') : t('history.empty')}
      >
        {(d) => (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label={t('history.list')}>
            {d.lessons.map((l) => (
              <li key={l.id}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={`/lessons/history/${l.id}`}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                        {l.title}
                      </Typography>
                      <Typography color="text.secondary">
                        {[formatDateTime(l.startTime, l.timeZone, i18n.language), l.lessonType.name, personName(l.coach)].join(' · ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[t('history.drillCount', { count: l.drillCount }), t('history.videoCount', { count: l.videoCount })].join(' · ')}
                        {l.isArchived ? ` · ${t('history.archivedBadge')}` : ''}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </QueryState>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button disabled={page === 0} onClick={() => set({ page: String(page - 1) })}>
            {t('history.previous')}
          </Button>
          <Typography>{t('history.page', { n: page + 1, total: pages })}</Typography>
          <Button disabled={page + 1 >= pages} onClick={() => set({ page: String(page + 1) })}>
            {t('history.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
