import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { useDeskQueueQuery, useIsManagerQuery } from './desk-api';
import { DeskRequest } from './components/desk-request';

/** The shop manager's returns desk: the queue by state and the same verbs as the service (authorize, receive, refund, exchange, reply). */
export default function ReturnsDeskPage() {
  const { t } = useTranslation(['returns', 'common']);
  const [state, setState] = useState<number | null>(null);
  const manager = useIsManagerQuery();
  const queue = useDeskQueueQuery(state, { skip: !manager.data });
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={t('desk.title')} documentTitle={`${t('desk.title')} · ${t('common:productName')}`} />
      {manager.isLoading ? <Skeleton variant="rounded" height={120} role="status" aria-label={t('loading')} /> : null}
      {manager.data === false ? <Typography>{t('desk.forbidden')}</Typography> : null}
      {manager.data ? (
        <>
          <Box sx={{ maxWidth: 320 }}>
            <SelectField
              label={t('desk.state')}
              value={state === null ? '' : String(state)}
              onChange={(v) => setState(v === '' ? null : Number(v))}
              name="state"
            >
              <option value="">{t('desk.all')}</option>
              {[0, 1, 2, 3, 4].map((s) => (
                <option key={s} value={s}>
                  {t(`desk.states.${s}`)}
                </option>
              ))}
            </SelectField>
          </Box>
          <QueryState query={queue} loadingLabel={t('loading')} skeletonHeight={200} errorMessage={t('desk.loadFailed')} empty={t('desk.empty')}>
            {(d) => (
              <Box component="section" aria-label={t('desk.queue')} sx={{ display: 'grid', gap: 2 }}>
                {d.map((r) => (
                  <DeskRequest key={r.request_id} request={r} />
                ))}
              </Box>
            )}
          </QueryState>
        </>
      ) : null}
    </Box>
  );
}
