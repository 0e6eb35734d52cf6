import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { browserTimeZone, lessonsApi, useAppointmentQuery, useAppointmentsQuery, useCreditsQuery } from './api';
import type { ApiError } from '@/lib/api/api-error';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { BookingDialog } from './booking/booking-dialog';
import { loadDraft } from './booking/booking-draft';
import type { Flow } from './booking/booking-flow';
import { useGetMeQuery } from '@/lib/session/session-api';
import { initialSelectedDate, monthOf, moveMonth, todayIn } from './calendar-logic';
import { AppointmentCard } from './components/appointment-card';
import { CancelDialog } from './components/cancel-dialog';
import { LessonsTabs } from './components/lessons-tabs';
import { MonthCalendar } from './components/month-calendar';
import { WaitingDialog } from './components/waiting-dialog';
import { formatDay } from './format';

type Open =
  | { kind: 'cancel' | 'waiting'; appointment: Appointment }
  | { kind: 'reschedule'; appointment: Appointment; resume?: Flow }
  | { kind: 'book'; resume?: Flow }
  | null;

const OPEN_STATES: readonly Appointment['appointmentState'][] = ['scheduled', 'waiting', 'offered'];

/** What the page says about the appointment a notification links to, when it cannot show it. */
function linkedNote(linked: { data?: Appointment; error?: unknown }): 'linkedGone' | 'linkedCanceled' | 'linkedPast' | 'linkedFailed' | null {
  if (linked.error) return (linked.error as ApiError).status === 404 ? 'linkedGone' : 'linkedFailed';
  const state = linked.data?.appointmentState;
  if (!state || OPEN_STATES.includes(state)) return null;
  return state === 'completed' ? 'linkedPast' : 'linkedCanceled';
}

/** The appointments and the credits, asked for while the app starts (PrefetchData), with the arguments the page uses. */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(lessonsApi.util.prefetch('appointments', { timeZone: browserTimeZone() }, {}));
  void dispatch(lessonsApi.util.prefetch('credits', undefined, {}));
};

/**
 * The appointment calendar (spec §2, §4): a month of appointments, the chosen day's below.
 * `?appointment=<id>` (a notification's link) opens that appointment's day with its card marked,
 * or says why it cannot (cancelled, taken place, no longer there).
 */
export default function AppointmentsPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const appointments = useAppointmentsQuery({ timeZone });
  const linkedId = Number(useSearchParams()[0].get('appointment'));
  const hasLink = Number.isInteger(linkedId) && linkedId > 0;
  const linked = useAppointmentQuery({ id: linkedId, timeZone }, { skip: !hasLink });
  const note = hasLink ? linkedNote(linked) : null;
  const linkedOpen = hasLink && !note && linked.data ? linked.data : null;
  const credits = useCreditsQuery();
  const [picked, setPicked] = useState<{ month: string; selected: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // A booking left open by a reload comes back where it was, once the player is known.
  // The profile is not kept across a reload: ask for it (once, cached) to know whose draft to read.
  const playerId = useGetMeQuery().data?.id ?? null;
  const [draftReadFor, setDraftReadFor] = useState<number | null>(null);
  if (playerId !== null && draftReadFor !== playerId) {
    // Adjusting state while rendering (React's pattern for it): once per player, before paint.
    setDraftReadFor(playerId);
    const draft = loadDraft(playerId);
    if (draft) setOpen(draft.reschedule ? { kind: 'reschedule', appointment: draft.reschedule, resume: draft.flow } : { kind: 'book', resume: draft.flow });
  }
  const list = useMemo(() => appointments.data ?? [], [appointments.data]);
  const selected = picked?.selected ?? linkedOpen?.date ?? initialSelectedDate(list, today);
  const month = picked?.month ?? monthOf(selected < today ? today : selected);
  const counts = useMemo(() => list.reduce((m, a) => m.set(a.date, (m.get(a.date) ?? 0) + 1), new Map<string, number>()), [list]);
  const ofDay = list.filter((a) => a.date === selected);
  const upcoming = list.filter((a) => a.date >= today && a.date !== selected);
  const card = (a: Appointment, showDate = false) => (
    <AppointmentCard
      key={a.id}
      appointment={a}
      showDate={showDate}
      isLinked={a.id === linkedOpen?.id}
      onCancel={(x) => setOpen({ kind: 'cancel', appointment: x })}
      onReschedule={(x) => setOpen({ kind: 'reschedule', appointment: x })}
      onConfirmPlace={(x) => setOpen({ kind: 'waiting', appointment: x })}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'book' })}>
          {t('actions.book')}
        </Button>
      </Box>
      <LessonsTabs />
      {credits.data ? (
        <Typography>{t('credits.summary', { lesson: credits.data.lesson.remaining, practice: credits.data.practice.remaining })}</Typography>
      ) : null}
      {note ? (
        <Alert severity={note === 'linkedFailed' ? 'error' : 'info'} role={note === 'linkedFailed' ? 'alert' : 'status'}>
          {t(`calendar.${note}`)}
        </Alert>
      ) : null}
      <QueryState query={appointments} loadingLabel={t('loading')} skeletonHeight={320} errorMessage={t('calendar.loadFailed')}>
        {() => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 380px) 1fr' }, alignItems: 'start' }}>
            <Card variant="outlined">
              <CardContent>
                <MonthCalendar
                  month={month}
                  today={today}
                  selected={selected}
                  counts={counts}
                  onSelect={(date) => setPicked({ month, selected: date })}
                  onMove={(step) => {
                    const next = moveMonth(month, step, today);
                    setPicked({ month: next.month, selected: next.selected });
                  }}
                />
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {formatDay(selected, i18n.language)}
              </Typography>
              {ofDay.length ? ofDay.map((a) => card(a)) : <Typography color="text.secondary">{t('calendar.nothing')}</Typography>}
              {upcoming.length ? (
                <>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 2 }}>
                    {t('calendar.upcoming')}
                  </Typography>
                  {upcoming.map((a) => card(a, true))}
                </>
              ) : null}
            </Box>
          </Box>
        )}
      </QueryState>
      {open?.kind === 'cancel' ? <CancelDialog appointment={open.appointment} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'waiting' ? <WaitingDialog appointment={open.appointment} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'book' ? <BookingDialog resume={open.resume} playerId={playerId} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reschedule' ? (
        <BookingDialog reschedule={open.appointment} resume={open.resume} playerId={playerId} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}
