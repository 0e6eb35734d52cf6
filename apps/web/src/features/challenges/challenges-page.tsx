import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CHALLENGE_TYPES, DEFAULT_CHALLENGE_TYPE, type ChallengeType } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { PracticeSections } from '@/components/practice-sections';
import { useChallengesQuery } from './api';

/** Skill challenges by type; the type defaults to driver (spec §4). */
export default function ChallengesPage() {
  const { t } = useTranslation(['challenges', 'common']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') as ChallengeType | null;
  const type = asked && (CHALLENGE_TYPES as readonly string[]).includes(asked) ? asked : DEFAULT_CHALLENGE_TYPE;
  const list = useChallengesQuery(type);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
      <PracticeSections />
      <Tabs
        value={type}
        onChange={(_e, v: ChallengeType) => setParams({ type: v }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('typesLabel')}
      >
        {CHALLENGE_TYPES.map((c) => (
          <Tab key={c} value={c} label={t(`types.${c}`)} />
        ))}
      </Tabs>
      <QueryState query={list} loadingLabel={t('loading')} skeletonHeight={120} errorMessage={t('loadFailed')}>
        {(data) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {data.map((c) => (
              <li key={c.id}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={`/challenges/${c.id}`} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'grid', gap: 1 }}>
                      <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
                        {t(`catalogue.${c.id}.name`)}
                      </Typography>
                      <Typography variant="body2">{t(`catalogue.${c.id}.description`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('swings', { count: c.swingCount })} · {t('attempts', { count: c.attemptCount })}
                        {c.best ? ` · ${t('best', { score: c.best.score, unit: c.maxScore === null ? c.units.distance : t('points') })}` : ''}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
