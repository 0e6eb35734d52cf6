import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@/lib/api/api-error';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { SelectField } from '@/components/select-field';
import { useChallengeQuery, useScorableSessionsQuery, useSubmitAttemptMutation } from './api';
import { dateText } from '@/lib/format/intl-formats';

/** One challenge: its stations (choosing one selects its first swing), its swings, the player's attempts. */
export default function ChallengePage() {
  const { t, i18n } = useTranslation(['challenges', 'simulator', 'common']);
  const id = Number(useParams().id);
  const challenge = useChallengeQuery(id, { skip: !Number.isInteger(id) });
  const sessions = useScorableSessionsQuery();
  const [stationId, setStationId] = useState<number | null>(null);
  const [swingId, setSwingId] = useState<number | null>(null);
  const [sessionId, setSessionId] = useState('');
  const [submit, submitting] = useSubmitAttemptMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (challenge.isError) return <ErrorState message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void challenge.refetch()} />;
  if (!challenge.data) return <Skeleton variant="rounded" height={240} role="status" aria-label={t('loading')} />;
  const c = challenge.data;
  const station = c.stations.find((s) => s.id === stationId) ?? c.stations[0]!;
  const swing = station.swings.find((s) => s.id === swingId) ?? station.swings[0]!;
  const unit = c.units.distance;
  const chooseStation = (next: number) => {
    setStationId(next);
    // Choosing a station selects its first swing (spec §4).
    setSwingId(c.stations.find((s) => s.id === next)?.swings[0]?.id ?? null);
  };
  const score = async () => {
    try {
      const r = await submit({ challengeId: c.id, esnActivityId: Number(sessionId) }).unwrap();
      setMessage({ ok: true, text: t('scored', { score: r.attempt.score, unit: r.attempt.maxScore === null ? unit : t('points') }) });
    } catch (e) {
      setMessage({ ok: false, text: (e as ApiError).message });
    }
  };
  const name = t(`catalogue.${c.id}.name`);
  // Station names are product content translated by the web, like the challenge's name: the
  // server's `name` is its English source. Stations are keyed by their place in the challenge.
  const stationName = (id: number) => t(`catalogue.${c.id}.stations.${c.stations.findIndex((s) => s.id === id) + 1}`);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button component={RouterLink} to={`/challenges?type=${c.type}`} sx={{ justifySelf: 'start' }}>
        {t('back')}
      </Button>
      <PageHeading title={name} documentTitle={`${name} · ${t('common:productName')}`} />
      <Typography>{t(`catalogue.${c.id}.description`)}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="section" aria-labelledby="stations-heading">
          <Typography id="stations-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
            {t('stations')}
          </Typography>
          <List component="div">
            {c.stations.map((s) => (
              <ListItemButton
                key={s.id}
                selected={s.id === station.id}
                onClick={() => chooseStation(s.id)}
                aria-current={s.id === station.id ? 'true' : undefined}
              >
                <ListItemText primary={stationName(s.id)} secondary={t('swings', { count: s.swings.length })} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box component="section" aria-labelledby="swings-heading">
          <Typography id="swings-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
            {t('swingsOf', { station: stationName(station.id) })}
          </Typography>
          <List component="div">
            {station.swings.map((s) => (
              <ListItemButton key={s.id} selected={s.id === swing.id} onClick={() => setSwingId(s.id)} aria-current={s.id === swing.id ? 'true' : undefined}>
                <ListItemText
                  primary={t('swing', { number: s.swingNumber, distance: Math.round(s.targetDistance), unit })}
                  secondary={`${t(`scoring.${s.scoring}`, { width: s.targetWidth === null ? '' : Math.round(s.targetWidth), unit })}${s.clubType ? ` · ${t(`simulator:clubs.${s.clubType}`)}` : ''}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="score-heading" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <Typography id="score-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('scoreSession')}
        </Typography>
        <Typography variant="body2">{t('scoreSessionHelp', { count: c.swingCount })}</Typography>
        <SelectField label={t('session')} value={sessionId} onChange={setSessionId}>
          <option value="">{t('chooseSession')}</option>
          {(sessions.data?.activities ?? [])
            .filter((a) => a.challengeId === null)
            .map((a) => (
              <option key={a.esnActivityId} value={a.esnActivityId}>
                {`${dateText(new Date(a.startedAt), i18n.language)} · ${t('shots', { count: a.shotCount })}`}
              </option>
            ))}
        </SelectField>
        <Button variant="contained" disabled={!sessionId || submitting.isLoading} onClick={() => void score()} sx={{ justifySelf: 'start' }}>
          {t('score')}
        </Button>
        {message ? (
          <Alert severity={message.ok ? 'success' : 'error'} role="status">
            {message.text}
          </Alert>
        ) : null}
      </Box>
      <Box component="section" aria-labelledby="attempts-heading">
        <Typography id="attempts-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('yourAttempts')}
        </Typography>
        {c.attempts.length === 0 ? <Typography>{t('noAttempts')}</Typography> : null}
        <Box component="ul" sx={{ pl: 2 }}>
          {c.attempts.map((a) => (
            <li key={a.id}>
              {`${dateText(new Date(a.completedAt), i18n.language)} · ${a.maxScore === null ? `${a.score} ${unit}` : `${a.score} / ${a.maxScore}`}`}
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
