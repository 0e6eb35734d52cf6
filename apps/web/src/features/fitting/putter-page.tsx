import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { usePutterSessionQuery } from './api';
import { formatMeasure } from '@/lib/format/number';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** One putter fitting: stroke data per tested putter and the recommendation (spec 000 §2, §7). */
export default function PutterSessionPage() {
  const { t, i18n } = useTranslation(['fitting', 'common']);
  const id = Number(useParams().id);
  const detail = usePutterSessionQuery(id, { skip: !Number.isInteger(id) });
  const n = (v: number, digits = 1) => formatMeasure(v, i18n.language, digits);
  const title = detail.data
    ? t('putter.name', { date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(detail.data.created)) })
    : t('putter.title');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box>
        <Button component={RouterLink} to="/fitting">
          {t('back')}
        </Button>
      </Box>
      <QueryState query={detail} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={t('detail.failed')}>
        {(d) => (
          <>
            <Typography color="text.secondary">{`${d.centerName} · ${d.fitter}`}</Typography>
            {d.notes ? <Typography>{d.notes}</Typography> : null}
            <Box
              component="ul"
              aria-label={t('putter.testedLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', tablet: 'repeat(3, minmax(0, 1fr))' } }}
            >
              {d.putters.map((p) => (
                <Box
                  component="li"
                  key={p.id}
                  sx={{ p: 2, border: 1, borderColor: p.isSelected ? 'primary.main' : 'divider', borderRadius: 2, display: 'grid', gap: 0.5, minWidth: 0 }}
                >
                  <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {p.spec.model}
                  </Typography>
                  {p.isSelected ? (
                    <Box>
                      <Chip size="small" color="primary" label={t('putter.recommendedChip')} />
                    </Box>
                  ) : null}
                  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', m: 0 }}>
                    {(['faceAngle', 'path', 'rotation', 'dynamicLoft', 'lie'] as const).map((k) => (
                      <Box key={k} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary" variant="body2">
                          {t(`stroke.${k}`)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0 }}>{`${n(p.average[k])}°`}</Typography>
                      </Box>
                    ))}
                    <Typography component="dt" color="text.secondary" variant="body2">
                      {t('stroke.tempo')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>{`${n(p.average.tempo, 2)} : 1`}</Typography>
                    <Typography component="dt" color="text.secondary" variant="body2">
                      {t('stroke.consistency')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>{`±${n(p.consistency.faceAngle, 2)}°`}</Typography>
                  </Box>
                </Box>
              ))}
            </Box>
            {d.recommendation ? (
              <Typography sx={{ fontWeight: 600 }}>
                {t('putter.recommendation', {
                  model: d.recommendation.model,
                  length: d.recommendation.length,
                  loft: d.recommendation.loft,
                  lie: d.recommendation.lie,
                  grip: d.recommendation.gripModel,
                })}
              </Typography>
            ) : null}
          </>
        )}
      </QueryState>
    </Box>
  );
}
