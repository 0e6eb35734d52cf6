import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { RoundDetail } from '@golf/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PageHeading } from '@/components/page-heading';
import { QueryState, type QueryLike } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { useAppDispatch } from '@/lib/store/hooks';
import { roundsApi, useRoundQuery, useTrackingQuery } from './api';
import { lastEntries } from './offline/outbox';
import { OutboxStatus } from './offline/outbox-status';
import { HoleEditor } from './play/hole-editor';
import { resumeHoleOf, waitingShots } from './play/tracking-outbox';
import { useTrackingOutbox } from './play/use-tracking-outbox';

/** The holes a round is played on: 1–18, or its nine. */
export function holesOf(round: Pick<RoundDetail, 'scope' | 'scopeType'>): number[] {
  if (round.scope === 9) return Array.from({ length: 9 }, (_, i) => i + (round.scopeType === 'back' ? 10 : 1));
  return Array.from({ length: 18 }, (_, i) => i + 1);
}

/**
 * The play-game hole editor (spec §2): a round's holes one by one, resuming at the current hole.
 * It works without signal: every hole's map is fetched (and kept by the service worker) while
 * there is signal, and each hole saved is kept on the phone and sent in order when it is back.
 */
export default function HoleEditorPage() {
  const { t } = useTranslation(['rounds', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const round = useRoundQuery(id, { skip: !valid });
  const tracking = useTrackingQuery(id, { skip: !valid });
  const [params, setParams] = useSearchParams();
  const r = round.data;
  const outbox = useTrackingOutbox(id, r?.canEdit ? r.playerId : undefined);
  const holes = r ? holesOf(r) : [];
  const asked = Number(params.get('hole'));
  const resume = tracking.data ? resumeHoleOf(outbox.entries, tracking.data.currentHole) : undefined;
  const hole = holes.includes(asked) ? asked : resume !== undefined && holes.includes(resume) ? resume : holes[0];
  // What waits on the phone is read before the editor starts from it (a player who cannot edit has none).
  const ready = r !== undefined && (!r.canEdit || outbox.isLoaded);
  const waiting = lastEntries(outbox.entries);
  usePrefetchHoles(r, holes, tracking.data ? hole : undefined);
  // The editor needs both the round and what is tracked of it: one load, one failure, one retry.
  const play: QueryLike<{ round: RoundDetail; tracking: NonNullable<typeof tracking.data>; hole: number }> = {
    data: r && tracking.data && hole && ready ? { round: r, tracking: tracking.data, hole } : undefined,
    isLoading: round.isLoading || tracking.isLoading || (Boolean(r) && !ready),
    isError: round.isError || tracking.isError,
    error: round.error ?? tracking.error,
    refetch: () => Promise.all([round.refetch(), tracking.refetch()]),
  };
  const position = hole ? holes.indexOf(hole) : -1;
  const go = (n: number) => setParams({ hole: String(n) }, { replace: true });
  const title = r ? t('play.title', { course: r.courseName }) : t('play.titlePlain');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={`/rounds/${id}`} sx={{ justifySelf: 'start' }}>
        {t('play.backToRound')}
      </Link>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <QueryState query={play} loadingLabel={t('play.loading')} skeletonHeight={480} errorMessage={t('play.failed')}>
        {(p) => (
          <>
            {p.round.canEdit ? (
              <OutboxStatus
                waiting={waitingShots(outbox.entries) || waiting.size}
                what={waitingShots(outbox.entries) > 0 ? 'shots' : 'holes'}
                online={outbox.online}
                notices={outbox.notices}
                onDismiss={outbox.dismiss}
              />
            ) : null}
            <Box component="nav" aria-label={t('play.holes')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton aria-label={t('play.previousHole')} disabled={position <= 0} onClick={() => go(holes[position - 1]!)}>
                <ChevronLeftIcon />
              </IconButton>
              <Box sx={{ minWidth: 140 }}>
                <SelectField label={t('play.holeSelect')} value={String(p.hole)} onChange={(v) => go(Number(v))}>
                  {holes.map((n) => (
                    <option key={n} value={n}>
                      {t('play.holeOption', { hole: n })}
                    </option>
                  ))}
                </SelectField>
              </Box>
              <IconButton aria-label={t('play.nextHole')} disabled={position >= holes.length - 1} onClick={() => go(holes[position + 1]!)}>
                <ChevronRightIcon />
              </IconButton>
            </Box>
            <HoleEditor
              key={`${id}-${p.hole}`}
              round={p.round}
              holeNumber={p.hole}
              tracked={p.tracking.holes.find((h) => h.holeNumber === p.hole)}
              waiting={waiting.get(p.hole)}
              onKeep={outbox.enter}
              nextHole={holes[position + 1] ?? null}
              onNext={() => go(holes[position + 1]!)}
            />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * Fetches every hole's data and map of a round the player can edit while there is signal, so the
 * service worker keeps them and the holes ahead open on the course without it. One hole at a time,
 * the holes ahead first, so the player's own requests never queue behind eighteen maps.
 */
function usePrefetchHoles(round: RoundDetail | undefined, holes: number[], from: number | undefined) {
  const dispatch = useAppDispatch();
  const key = round?.canEdit && from !== undefined ? `${round.courseId}:${round.teeBoxDetail.color}:${holes.join(',')}` : null;
  useEffect(() => {
    if (!round || !key || from === undefined || !navigator.onLine) return;
    let live = true;
    const order = [...holes.filter((n) => n >= from), ...holes.filter((n) => n < from)];
    void (async () => {
      for (const holeNumber of order) {
        if (!live) return;
        await Promise.all([
          dispatch(
            roundsApi.endpoints.holeData.initiate({ courseId: round.courseId, holeNumber, backgroundColor: round.teeBoxDetail.color }, { subscribe: false }),
          ),
          dispatch(roundsApi.endpoints.holeImage.initiate({ courseId: round.courseId, hole: holeNumber }, { subscribe: false })),
        ]);
      }
    })();
    return () => {
      live = false;
    };
    // The key names everything the requests depend on; where to start counts only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
