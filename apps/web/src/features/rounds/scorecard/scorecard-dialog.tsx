import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorecardHoleInput } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { useRoundQuery, useSaveScorecardMutation, useScorecardQuery } from '../api';
import { formatNumber, formatPercent } from '../format';
import { HoleForm } from './hole-form';
import { ScorecardGrid } from './scorecard-grid';
import { TogglesPanel } from './toggles-panel';
import { waitingHoles, withWaitingEntries } from '../offline/outbox';
import { OutboxStatus } from '../offline/outbox-status';
import { useScorecardOutbox } from '../offline/use-scorecard-outbox';
import { teeName } from '@/lib/format/tee-name';
import { errorText } from '@/lib/errors/error-text';
import { NO_VALUE } from '@/lib/format/number';
import { formatInUnits } from '@/lib/format/measure';

/** The scorecard modal (spec §2–§4): front or back nine (the back-holes toggle), hole entry, the rows to show. */
export function ScorecardDialog({ roundId, onClose }: { roundId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('rounds');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('tablet'));
  const card = useScorecardQuery(roundId);
  const round = useRoundQuery(roundId);
  const [save, saving] = useSaveScorecardMutation();
  const outbox = useScorecardOutbox(roundId, card.data?.playerId);
  const [backNine, setBackNine] = useState<boolean | null>(null);
  const [openHole, setOpenHole] = useState<number | null>(null);
  const [showToggles, setShowToggles] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The holes as entered on this phone, those still waiting to be sent included.
  const c = card.data ? withWaitingEntries(card.data, outbox.entries) : undefined;
  const holes = c?.holes ?? [];
  const hasBoth = holes.some((h) => h.hole <= 9) && holes.some((h) => h.hole >= 10);
  // The back nine shows first for a round that is there, or a back-nine round.
  const back = backNine ?? (holes.length > 0 && holes.every((h) => h.hole >= 10));
  const shown = hasBoth ? holes.filter((h) => (back ? h.hole >= 10 : h.hole <= 9)) : holes;
  const editing = holes.find((h) => h.hole === openHole) ?? null;
  const showStrokes = round.data?.playSettings.showHandicapStrokes ?? true;

  const moveOn = (input: ScorecardHoleInput) => {
    const next = holes.find((h) => h.hole > input.hole);
    // Move on to the next hole when the round's settings say so.
    if (round.data?.playSettings.autoAdvance && next) {
      setOpenHole(next.hole);
      if (hasBoth && next.hole >= 10) setBackNine(true);
    } else setOpenHole(null);
  };
  // Kept on the phone at once and sent when there is signal; a phone that cannot keep it (no
  // IndexedDB) sends it straight away as before.
  const saveHole = (input: ScorecardHoleInput) => {
    setError(null);
    outbox.enter(input).then(
      () => moveOn(input),
      () =>
        save({ roundId, holes: [input] })
          .unwrap()
          .then(
            () => moveOn(input),
            (e: unknown) => setError(errorText(t, e)),
          ),
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="scorecard-title">
      <DialogTitle id="scorecard-title">{c ? t('scorecard.title', { course: c.courseName }) : t('scorecard.titlePlain')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {card.isLoading ? <Skeleton variant="rounded" height={220} role="status" aria-label={t('scorecard.loading')} /> : null}
        {card.isError ? <Alert severity="error">{t('scorecard.failed')}</Alert> : null}
        {c ? (
          <>
            <OutboxStatus waiting={waitingHoles(outbox.entries)} online={outbox.online} notices={outbox.notices} onDismiss={outbox.dismiss} />
            <Typography variant="body2" color="text.secondary">
              {[
                t('detail.tee', { tee: teeName(t, c.teeBoxName), length: formatInUnits({ value: c.lengths.total, unit: c.lengthUnit }, i18n.language) }),
                c.courseHandicap !== null ? t('scorecard.courseHandicap', { value: c.courseHandicap, index: c.handicapIndex }) : t('scorecard.noIndex'),
              ].join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              {hasBoth ? (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={back ? 'back' : 'front'}
                  onChange={(_e, v: 'front' | 'back' | null) => v && setBackNine(v === 'back')}
                  aria-label={t('scorecard.nines')}
                >
                  <ToggleButton value="front">{t('scorecard.front')}</ToggleButton>
                  <ToggleButton value="back">{t('scorecard.back')}</ToggleButton>
                </ToggleButtonGroup>
              ) : (
                <span />
              )}
              {c.canEdit ? (
                <Button size="small" startIcon={<TuneIcon />} aria-expanded={showToggles} onClick={() => setShowToggles(!showToggles)}>
                  {t('scorecard.rows')}
                </Button>
              ) : null}
            </Box>
            {showToggles ? <TogglesPanel toggles={c.toggles} /> : null}
            <ScorecardGrid
              holes={shown}
              toggles={c.toggles}
              totalLabel={!hasBoth ? t('scorecard.total') : back ? t('scorecard.in') : t('scorecard.out')}
              onOpenHole={
                c.canEdit
                  ? (h) => {
                      setError(null);
                      setOpenHole(openHole === h ? null : h);
                    }
                  : undefined
              }
              openHole={openHole}
              showStrokes={showStrokes}
              lengthUnit={c.lengthUnit}
            />
            {editing ? (
              <HoleForm
                key={editing.hole}
                hole={editing}
                lengthUnit={c.lengthUnit}
                busy={saving.isLoading}
                error={error}
                onSave={saveHole}
                onCancel={() => setOpenHole(null)}
              />
            ) : null}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1, m: 0 }}>
              {[
                { label: t('scorecard.totalScore'), value: c.totals.total.holesPlayed ? `${c.totals.total.score}` : NO_VALUE },
                { label: t('summary.fairways'), value: formatPercent(c.stats.fairwayPercent, i18n.language) },
                { label: t('summary.greens'), value: formatPercent(c.stats.girPercent, i18n.language) },
                { label: t('summary.putts'), value: String(c.stats.putts) },
                { label: t('summary.differential'), value: formatNumber(c.differential, i18n.language) },
              ].map((item) => (
                <Box key={item.label} sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 1, textAlign: 'center' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {item.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {item.value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {c.nineHoleDifferential !== null || c.pcc !== 0 ? (
              <Typography variant="body2" color="text.secondary">
                {[
                  c.nineHoleDifferential === null
                    ? null
                    : c.expectedNine === null || c.differential === null
                      ? t('scorecard.nineWaiting', { own: formatNumber(c.nineHoleDifferential, i18n.language) })
                      : t('scorecard.nineDifferential', {
                          own: formatNumber(c.nineHoleDifferential, i18n.language),
                          expected: formatNumber(c.expectedNine, i18n.language),
                          total: formatNumber(c.differential, i18n.language),
                        }),
                  c.pcc !== 0 ? t('scorecard.pcc', { value: c.pcc > 0 ? `+${c.pcc}` : String(c.pcc) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
