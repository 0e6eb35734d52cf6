import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ClubTypeCode, Shot } from '@golf/contracts';
import type { ApiError } from '@/lib/api/api-error';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { useActivityQuery, useDeleteActivityMutation, useDeleteShotsMutation, useSetShotsCountedMutation, useUpdateShotsMutation } from './api';
import { ChangeClubDialog } from './components/change-club-dialog';
import { ClubStatsTable } from './components/club-stats-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShotDetailDialog } from './components/shot-detail-dialog';
import { ShotTable } from './components/shot-table';
import { TargetView } from './components/target-view';
import { dateText } from '@/lib/format/intl-formats';

type Dialog = 'club' | 'shots' | 'session' | null;

/** One session: the target view with dispersion ellipses, the clubs side by side, every shot. */
export default function ActivityPage() {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const activity = useActivityQuery(id, { skip: !Number.isInteger(id) });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [open, setOpen] = useState<Shot | null>(null);
  const [error, setError] = useState<string>();
  const [updateShots, updating] = useUpdateShotsMutation();
  const [deleteShots, deletingShots] = useDeleteShotsMutation();
  const [setShotsCounted, counting] = useSetShotsCountedMutation();
  const [countError, setCountError] = useState<string>();
  const [deleteActivity, deletingSession] = useDeleteActivityMutation();
  const toggle = (shotId: number) => setSelected((s) => (s.includes(shotId) ? s.filter((x) => x !== shotId) : [...s, shotId]));
  const fail = (e: unknown) => setError((e as ApiError).message);
  const closeDialog = () => {
    setDialog(null);
    setError(undefined);
  };

  if (activity.isError) {
    const notFound = (activity.error as ApiError).status === 404;
    return (
      <ErrorState
        message={notFound ? t('detail.notFound') : t('loadFailed')}
        retryLabel={t('common:actions.retry')}
        onRetry={notFound ? undefined : () => void activity.refetch()}
      />
    );
  }
  if (!activity.data) return <Skeleton variant="rounded" height={320} role="status" aria-label={t('loading')} />;
  const a = activity.data;
  const title = `${t(`types.${a.activityType}`)} · ${dateText(new Date(`${a.date}T12:00:00`), i18n.language, { dateStyle: 'long' })}`;
  const isScored = a.challengeId !== null;
  const fullSwings = a.shots.filter((s) => s.clubType !== 'putter');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button component={RouterLink} to="/practice" sx={{ justifySelf: 'start' }}>
        {t('detail.back')}
      </Button>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Typography>{t('shotCount', { count: a.shotCount })}</Typography>
      {isScored ? <Alert severity="info">{t('detail.scored')}</Alert> : null}
      {fullSwings.length > 0 ? (
        <Box component="section" aria-labelledby="target-heading" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="target-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('detail.target')}
          </Typography>
          <TargetView
            shots={fullSwings}
            clubs={a.clubStats.filter((c) => c.clubType !== 'putter')}
            units={a.units}
            title={t('detail.targetTitle')}
            description={t('detail.targetDescription', { count: fullSwings.length })}
            clubLabel={(c) => t(`clubs.${c}`)}
          />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="clubs-heading" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="clubs-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('detail.clubs')}
        </Typography>
        <ClubStatsTable clubs={a.clubStats} units={a.units} caption={t('detail.clubs')} />
      </Box>
      <Box component="section" aria-labelledby="shots-heading" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="shots-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('detail.shots')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" disabled={selected.length < 2} onClick={() => navigate(`/practice/compare?ids=${selected.join(',')}`)}>
            {t('detail.compare', { count: selected.length })}
          </Button>
          <Button variant="outlined" disabled={selected.length === 0 || isScored} onClick={() => setDialog('club')}>
            {t('detail.changeClub')}
          </Button>
          <Button variant="outlined" color="error" disabled={selected.length === 0 || isScored} onClick={() => setDialog('shots')}>
            {t('detail.deleteShots')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('session')}>
            {t('detail.deleteSession')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('detail.outlierRule', { count: a.shots.filter((s) => s.isOutlier).length })}
        </Typography>
        {countError ? <Alert severity="error">{countError}</Alert> : null}
        <ShotTable
          shots={a.shots}
          units={a.units}
          selected={selected}
          busy={counting.isLoading}
          onToggle={toggle}
          onOpen={setOpen}
          onCount={(shot, choice) => {
            setCountError(undefined);
            setShotsCounted([{ skyTrakShotId: shot.skyTrakShotId, choice }])
              .unwrap()
              .catch((e: unknown) => setCountError((e as ApiError).message));
          }}
        />
      </Box>
      <ShotDetailDialog shot={open} units={a.units} onClose={() => setOpen(null)} />
      <ChangeClubDialog
        open={dialog === 'club'}
        count={selected.length}
        busy={updating.isLoading}
        error={error}
        onClose={closeDialog}
        onSave={(clubType: ClubTypeCode) =>
          updateShots(selected.map((skyTrakShotId) => ({ skyTrakShotId, clubType })))
            .unwrap()
            .then(() => {
              setSelected([]);
              closeDialog();
            }, fail)
        }
      />
      <ConfirmDialog
        open={dialog === 'shots'}
        title={t('deleteShots.title', { count: selected.length })}
        text={t('deleteShots.text')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={deletingShots.isLoading}
        error={error}
        onClose={closeDialog}
        onConfirm={() =>
          deleteShots(selected)
            .unwrap()
            .then((r) => {
              setSelected([]);
              closeDialog();
              if (r.deletedActivityIds.includes(a.esnActivityId)) navigate('/practice');
            }, fail)
        }
      />
      <ConfirmDialog
        open={dialog === 'session'}
        title={t('deleteSession.title')}
        text={t('deleteSession.text', { count: a.shotCount })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={deletingSession.isLoading}
        error={error}
        onClose={closeDialog}
        onConfirm={() =>
          deleteActivity(a.esnActivityId)
            .unwrap()
            .then(() => navigate('/practice'), fail)
        }
      />
    </Box>
  );
}
