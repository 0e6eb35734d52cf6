import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, BookingItem } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApiError } from '@/lib/api/api-error';
import { browserTimeZone, useBookAppointmentsMutation, useLastBookingsQuery, useLessonTypesQuery } from '../api';
import { todayIn } from '../calendar-logic';
import { formatDateTime } from '../format';
import { clearDraft, saveDraft } from './booking-draft';
import { againFlow, canContinue, rescheduleFlow, startFlow, STEPS, stepAfter, toggleSlot, type Flow } from './booking-flow';
import { CenterStep, CoachStep, TypeStep } from './choice-steps';
import { SlotsStep, WhenStep } from './slot-steps';
import { errorText } from '@/lib/errors/error-text';

/**
 * The scheduling modal: lesson type → center → coach → date and time of day → slots and
 * suggestions → book. With `reschedule` it moves that appointment (wuci); a clash with the
 * player's own practice booking offers to replace it (replaceBookedAppointments). Every choice is
 * kept as a draft (booking-draft.ts) until the dialog closes or books, so a reload resumes it
 * (`resume`, the page's reading of the draft).
 */
export function BookingDialog({
  reschedule,
  resume,
  playerId,
  onClose: close,
}: {
  reschedule?: Appointment;
  resume?: Flow;
  playerId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('lessons');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const types = useLessonTypesQuery();
  const last = useLastBookingsQuery({ timeZone });
  const [flow, setFlow] = useState<Flow | null>(resume ?? null);
  const [book, booking] = useBookAppointmentsMutation();
  const onClose = () => {
    clearDraft();
    close();
  };
  useEffect(() => {
    if (booking.isSuccess) clearDraft();
    else if (flow && playerId !== null) saveDraft({ playerId, reschedule: reschedule ?? null, flow });
  }, [flow, playerId, reschedule, booking.isSuccess]);
  const [replace, setReplace] = useState<number | null>(null);
  const current = flow ?? (reschedule && types.data ? rescheduleFlow(reschedule, types.data, today) : startFlow(today));
  const update = (patch: Partial<Flow>) => setFlow({ ...current, ...patch });
  const firstStep = reschedule ? 'when' : 'type';
  // Reset keeps what was loaded (types, last bookings, centers) and clears the choices.
  const reset = () => {
    booking.reset();
    setReplace(null);
    setFlow(reschedule && types.data ? rescheduleFlow(reschedule, types.data, today) : startFlow(today));
  };

  const items = (replacing: number | null): BookingItem[] => {
    // The player and their handedness come from the session on the server: a cold page load has no profile yet.
    const base = {
      centerId: current.center!.id,
      appointmentType: current.lessonType!.id,
      timeZone,
      requestedPayload: current.note ? { note: current.note } : undefined,
    };
    const wuci = reschedule?.id ?? replacing ?? undefined;
    const moving = wuci !== undefined ? { wuci, replaceBookedAppointments: true } : {};
    if (current.waitFor) return [{ ...base, coachId: current.waitFor.coachId, slotNumber: current.waitFor.slotNumber, isWaitingList: true }];
    return current.selected.map((s, i) => ({ ...base, coachId: s.coachId, slotNumber: s.slotNumber, ...(i === 0 ? moving : {}) }));
  };
  const submit = async (replacing: number | null) => {
    const result = await book(items(replacing));
    if ('error' in result) {
      const e = result.error as ApiError;
      const data = e.data as { appointmentId?: number; canReplace?: boolean } | undefined;
      if (e.code === 50002 && data?.canReplace && data.appointmentId) setReplace(data.appointmentId);
    }
  };

  const stepIndex = STEPS.indexOf(current.step) + 1;
  const done = booking.isSuccess;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="book-title">
      <DialogTitle id="book-title">{reschedule ? t('book.rescheduleTitle', { name: reschedule.lessonType.name }) : t('book.title')}</DialogTitle>
      {/* Rows keep their own height: on a full-screen phone dialog a grid would stretch each step to fill it. */}
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {done ? (
          <Alert severity="success">
            {t(current.waitFor ? 'book.waiting' : reschedule ? 'book.moved' : 'book.booked', { count: booking.data.appointments.length })}
          </Alert>
        ) : (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.05rem' }} aria-live="polite">
              {t('book.stepOf', { n: stepIndex, total: STEPS.length, name: t(`book.steps.${current.step}`) })}
            </Typography>
            {current.step === 'type' ? (
              <TypeStep
                types={types.data ?? []}
                last={last.data ?? []}
                flow={current}
                onType={(lessonType) => update({ lessonType })}
                onAgain={(b) => setFlow(againFlow(b, types.data ?? [], today))}
              />
            ) : null}
            {current.step === 'center' ? <CenterStep flow={current} onCenter={(center) => update({ center, coachId: null })} /> : null}
            {current.step === 'coach' ? <CoachStep flow={current} onCoach={(coachId) => update({ coachId })} /> : null}
            {current.step === 'when' ? <WhenStep flow={current} today={today} onChange={update} /> : null}
            {current.step === 'slots' ? (
              <SlotsStep flow={current} timeZone={timeZone} onToggle={(o) => setFlow(toggleSlot(current, o))} onChange={update} />
            ) : null}
            {current.step === 'review' ? (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {current.lessonType?.name} · {current.center?.name}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {(current.waitFor ? [current.waitFor] : current.selected).map((s) => (
                    <li key={`${s.coachId}-${s.slotNumber}`}>
                      {formatDateTime(s.startTime, timeZone, i18n.language)} · {s.coachName}
                      {current.waitFor ? ` (${t('book.waitingList')})` : ''}
                    </li>
                  ))}
                </Box>
                <TextField label={t('book.note')} value={current.note} onChange={(e) => update({ note: e.target.value.slice(0, 500) })} multiline minRows={2} />
              </Box>
            ) : null}
            {replace ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void submit(replace)}>
                    {t('book.replace')}
                  </Button>
                }
              >
                {t('book.replaceText')}
              </Alert>
            ) : booking.isError ? (
              <Alert severity="error">{errorText(t, booking.error, { codes: 'lessons:errors' })}</Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {t('actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={reset}>{t('book.reset')}</Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => (current.step === firstStep ? onClose() : update({ step: stepAfter(current.step, -1) }))}>
              {current.step === firstStep ? t('actions.close') : t('book.back')}
            </Button>
            {current.step === 'review' ? (
              <Button variant="contained" disabled={booking.isLoading} onClick={() => void submit(null)}>
                {current.waitFor ? t('book.joinWaitingList') : reschedule ? t('book.confirmMove') : t('book.confirm')}
              </Button>
            ) : (
              <Button variant="contained" disabled={!canContinue(current)} onClick={() => update({ step: stepAfter(current.step, 1) })}>
                {t('book.next')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
