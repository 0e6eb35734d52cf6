import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ScrollRegion } from '@/components/scroll-region';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatInteger, formatNumber, NO_VALUE } from '@/lib/format/number';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { PracticeSections } from '@/components/practice-sections';
import { useLeaderboardQuery } from './api';
import { LeaderboardSettingsDialog } from './leaderboard-settings-dialog';
import { dateText } from '@/lib/format/intl-formats';

type Scope = 'global' | 'center' | 'coach';

/** The leaderboard (spec §2): longest drive or closest to the pin; global, my center or my coach's players. */
export default function LeaderboardPage() {
  const { t, i18n } = useTranslation(['challenges', 'common']);
  const [board, setBoard] = useState<'driver' | 'distance'>('driver');
  const [scope, setScope] = useState<Scope>('global');
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The player's own center and coach come with every answer; the global board needs neither.
  const global = useLeaderboardQuery({ type: board });
  const me = global.data?.me;
  const scoped = useLeaderboardQuery(
    { type: board, centerId: scope === 'center' ? me?.centerId : null, coachId: scope === 'coach' ? me?.coachId : null },
    { skip: scope === 'global' || !me },
  );
  const shown = scope === 'global' ? global : scoped;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('leaderboard.title')} documentTitle={`${t('leaderboard.title')} · ${t('common:productName')}`} />
        {/* A player already shown is not offered to be shown: the same dialog then changes the name or hides them. */}
        <Button variant="outlined" onClick={() => setSettingsOpen(true)} disabled={!me}>
          {me?.isVisible ? t('leaderboard.settingsShown') : t('leaderboard.settings')}
        </Button>
      </Box>
      <PracticeSections />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ToggleButtonGroup exclusive value={board} onChange={(_e, v) => v && setBoard(v)} aria-label={t('leaderboard.board')} size="small">
          <ToggleButton value="driver">{t('leaderboard.driver')}</ToggleButton>
          <ToggleButton value="distance">{t('leaderboard.distance')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup exclusive value={scope} onChange={(_e, v) => v && setScope(v)} aria-label={t('leaderboard.scope')} size="small">
          <ToggleButton value="global">{t('leaderboard.global')}</ToggleButton>
          <ToggleButton value="center" disabled={!me?.centerId} aria-describedby={me && !me.centerId ? 'leaderboard-no-center' : undefined}>
            {t('leaderboard.center')}
          </ToggleButton>
          <ToggleButton value="coach" disabled={!me?.coachId} aria-describedby={me && !me.coachId ? 'leaderboard-no-coach' : undefined}>
            {t('leaderboard.coach')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* Why a board cannot be chosen, said beside it rather than only greyed out. */}
      {me && (!me.centerId || !me.coachId) ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {!me.centerId ? (
            <Typography id="leaderboard-no-center" variant="body2" color="text.secondary">
              {t('leaderboard.noCenter')}
            </Typography>
          ) : null}
          {!me.coachId ? (
            <Typography id="leaderboard-no-coach" variant="body2" color="text.secondary">
              {t('leaderboard.noCoach')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {/* Another board's rows are not shown under this board's heading: a board being fetched shows the placeholder. */}
      <QueryState query={{ ...shown, isLoading: shown.isFetching }} loadingLabel={t('loading')} skeletonHeight={40} errorMessage={t('loadFailed')}>
        {(data) => (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {data.center ? data.center.name : data.coach ? t('leaderboard.coachOf', { name: data.coach.name }) : t('leaderboard.everyone')}
            </Typography>
            {!data.me.isVisible ? <Alert severity="info">{t('leaderboard.hidden')}</Alert> : null}
            {data.me.value !== null ? (
              <Typography role="status">
                {t('leaderboard.mine', {
                  value: formatNumber(data.me.value, i18n.language, 1),
                  unit: data.units.distance,
                  rank: data.me.rank === null ? NO_VALUE : formatInteger(data.me.rank, i18n.language),
                })}
              </Typography>
            ) : null}
            <ScrollRegion label={t(board === 'driver' ? 'leaderboard.driver' : 'leaderboard.distance')}>
              <Table size="small" aria-label={t(board === 'driver' ? 'leaderboard.driver' : 'leaderboard.distance')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('leaderboard.rank')}</TableCell>
                    <TableCell>{t('leaderboard.player')}</TableCell>
                    <TableCell align="right">{`${t(board === 'driver' ? 'leaderboard.driveLength' : 'leaderboard.toPin')} (${data.units.distance})`}</TableCell>
                    <TableCell>{t('leaderboard.when')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.entries.map((e) => (
                    <TableRow key={`${e.rank}-${e.displayName}-${e.achievedAt}`} selected={e.isMe}>
                      <TableCell>{e.rank}</TableCell>
                      <TableCell>{e.isMe ? t('leaderboard.you', { name: e.displayName }) : e.displayName}</TableCell>
                      <TableCell align="right">{formatNumber(e.value, i18n.language, 1)}</TableCell>
                      <TableCell>{dateText(new Date(e.achievedAt), i18n.language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
            {data.entries.length === 0 ? <Typography>{t('leaderboard.empty')}</Typography> : null}
          </>
        )}
      </QueryState>
      {settingsOpen ? <LeaderboardSettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </Box>
  );
}
