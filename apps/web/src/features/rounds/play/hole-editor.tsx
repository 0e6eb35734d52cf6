import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PixelPoint, RoundDetail, TrackedHole } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { useHoleDataQuery, useHoleImageQuery, useRoundBagQuery, useRoundBagsQuery, useSaveHoleMutation } from '../api';
import type { TrackingEntry, TrackingSave } from './tracking-outbox';
import { clubsOf, currentBag, type ClubChoice } from './clubs';
import { removeShot, shotDistances, type ShotDraft } from './hole-geometry';
import { HoleMap } from './hole-map';
import { ShotList } from './shot-list';
import { errorText } from '@/lib/errors/error-text';
import { formatInUnits } from '@/lib/format/measure';

type Active = { index: number; what: 'ball' | 'target' } | null;

/**
 * One hole of play tracking (spec §2–§3 "play-game hole state"): the map, the shots placed on it by
 * tap or keyboard, a club per shot, distances as they are placed, the hole's comment; saving keeps
 * the hole as a whole on the phone (`onKeep`, the outbox sends it, a resend changes nothing) and
 * moves on when the round's settings say so. A save still waiting to be sent is shown over the
 * server's.
 */
export function HoleEditor({
  round,
  holeNumber,
  tracked,
  waiting,
  nextHole,
  onNext,
  onKeep,
}: {
  round: RoundDetail;
  holeNumber: number;
  tracked: TrackedHole | undefined;
  /** This hole's last save still waiting on the phone, if any. */
  waiting: TrackingEntry | undefined;
  nextHole: number | null;
  onNext: () => void;
  /** Keeps a save on the phone to be sent; rejects when the phone cannot keep it. */
  onKeep: (save: TrackingSave) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('rounds');
  const instructions = useId();
  const hole = useHoleDataQuery({ courseId: round.courseId, holeNumber, backgroundColor: round.teeBoxDetail.color });
  const image = useHoleImageQuery({ courseId: round.courseId, hole: holeNumber });
  const bags = useRoundBagsQuery(undefined, { skip: !round.canEdit });
  const bag = currentBag(bags.data ?? []);
  const clubs = clubsOf(useRoundBagQuery(bag?.id ?? 0, { skip: !bag }).data);
  const [save, saving] = useSaveHoleMutation();
  const [shots, setShots] = useState<ShotDraft[]>(() =>
    (waiting?.shots ?? tracked?.shots ?? []).map((s) => ({
      index: s.index,
      ball: s.ball,
      target: s.target ?? null,
      clubId: s.clubId ?? null,
      clubName: s.clubName ?? null,
      clubShortName: s.clubShortName ?? null,
    })),
  );
  const [comment, setComment] = useState((waiting ? waiting.comment : tracked?.comment) ?? '');
  const [active, setActive] = useState<Active>(round.canEdit && !shots.length ? { index: 1, what: 'ball' } : null);
  const [crosshair, setCrosshair] = useState<PixelPoint | null>(null);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (hole.isError) return <Alert severity="warning">{errorText(t, hole.error)}</Alert>;
  if (!hole.data) return <Skeleton variant="rounded" height={480} role="status" aria-label={t('play.loading')} />;
  const h = hole.data;
  // The server gave the hole's lengths in the player's unit; shots placed on the map are measured in it too.
  const unit = h.lengthUnit;
  const tee = tracked?.teePoint ?? h.tee;
  const mpp = h.image.metresPerPixel;
  const distances = shotDistances(tee, h.pin, shots, mpp, unit);
  const cross = crosshair ?? { x: (tee.x + h.pin.x) / 2, y: (tee.y + h.pin.y) / 2 };

  const change = (next: ShotDraft[]) => {
    setShots(next);
    setDirty(true);
    setMessage(null);
  };
  const place = (p: PixelPoint) => {
    if (!active) return;
    const existing = shots.find((s) => s.index === active.index);
    if (active.what === 'target') {
      if (existing) change(shots.map((s) => (s.index === active.index ? { ...s, target: p } : s)));
      setActive(null);
      return;
    }
    if (existing) {
      change(shots.map((s) => (s.index === active.index ? { ...s, ball: p } : s)));
      setActive(null);
    } else {
      change([...shots, { index: shots.length + 1, ball: p, target: null, clubId: null, clubName: null, clubShortName: null }]);
      // Keep placing: the next tap is the next shot.
      setActive(shots.length + 2 <= 20 ? { index: shots.length + 2, what: 'ball' } : null);
    }
  };
  const setClub = (index: number, club: ClubChoice | null) =>
    change(
      shots.map((s) => (s.index === index ? { ...s, clubId: club?.id ?? null, clubName: club?.name ?? null, clubShortName: club?.shortName ?? null } : s)),
    );
  const submit = () => {
    setMessage(null);
    const advance = round.playSettings.autoAdvance && nextHole !== null;
    // The round resumes where the player goes next.
    const hole: TrackingSave = { hole: holeNumber, shots, comment: comment.trim() || null, currentHole: advance ? nextHole : holeNumber };
    const done = (text: string) => {
      setDirty(false);
      setMessage({ kind: 'success', text });
      if (advance) onNext();
    };
    onKeep(hole).then(
      () => done(t(navigator.onLine ? 'play.saved' : 'play.savedOnPhone', { hole: holeNumber })),
      // A phone that cannot keep it (no IndexedDB) sends it straight away.
      () =>
        save({ roundId: round.id, holeNumber, shots: hole.shots, comment: hole.comment, currentHole: hole.currentHole })
          .unwrap()
          .then(
            () => done(t('play.saved', { hole: holeNumber })),
            (error: unknown) => setMessage({ kind: 'error', text: errorText(t, error) }),
          ),
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 540px) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', gridColumn: '1 / -1' }}>
        {t('play.holeHeading', { hole: h.holeNumber, par: h.par, length: formatInUnits({ value: h.length, unit }, i18n.language), index: h.handicap })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('play.green', {
            front: h.greenLengths.front,
            center: h.greenLengths.center,
            back: h.greenLengths.back,
            unit,
          })}
        </Typography>
        <HoleMap
          hole={h}
          image={image.data?.image ?? null}
          tee={tee}
          shots={shots}
          active={round.canEdit ? active : null}
          crosshair={cross}
          onCrosshair={setCrosshair}
          onPlace={place}
          describedBy={instructions}
        />
        <Typography id={instructions} variant="body2" color="text.secondary">
          {round.canEdit ? t('play.instructions') : t('play.readOnly')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {shots.length === 0 ? <Typography color="text.secondary">{round.canEdit ? t('play.noShotsYet') : t('play.noShots')}</Typography> : null}
        <ShotList
          shots={shots}
          distances={distances}
          saved={dirty || waiting ? [] : (tracked?.shots ?? [])}
          unit={unit}
          clubs={clubs}
          active={active}
          canEdit={round.canEdit}
          onActivate={(index, what) => setActive(active?.index === index && active.what === what ? null : { index, what })}
          onClub={setClub}
          onDelete={(index) => {
            change(removeShot(shots, index));
            setActive(null);
          }}
        />
        {round.canEdit ? (
          <>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={shots.length >= 20}
              onClick={() => setActive({ index: shots.length + 1, what: 'ball' })}
              sx={{ justifySelf: 'start' }}
            >
              {t('play.addShot')}
            </Button>
            <TextField
              label={t('play.comment')}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                setDirty(true);
              }}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" startIcon={<SaveIcon />} onClick={submit} disabled={saving.isLoading}>
                {t('play.save', { hole: holeNumber })}
              </Button>
              {dirty ? <Typography variant="body2">{t('play.unsaved')}</Typography> : null}
            </Box>
          </>
        ) : tracked?.comment ? (
          <Alert severity="info">{tracked.comment}</Alert>
        ) : null}
        {message ? (
          <Alert severity={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
