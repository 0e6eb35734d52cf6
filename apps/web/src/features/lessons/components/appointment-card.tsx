import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, type Appointment } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatShortDate, formatTime } from '../format';

interface Props {
  /** Cards outside the selected day (the coming weeks) say which day they are on. */
  showDate?: boolean;
  appointment: Appointment;
  /** The appointment a notification opened: marked, brought into view and focused. */
  isLinked?: boolean;
  onCancel: (a: Appointment) => void;
  onReschedule: (a: Appointment) => void;
  onConfirmPlace: (a: Appointment) => void;
}

/** One appointment or waiting-list place, with what the player can do with it now. */
export function AppointmentCard({ appointment: a, showDate = false, isLinked = false, onCancel, onReschedule, onConfirmPlace }: Props) {
  const { t, i18n } = useTranslation('lessons');
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isLinked) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [isLinked]);
  const lang = i18n.language;
  const state =
    a.appointmentState === 'waiting'
      ? t('state.waiting', { position: a.waitingPosition ?? 1 })
      : a.appointmentState === 'offered'
        ? t('state.offered', { until: a.offerExpiresAt ? formatDateTime(a.offerExpiresAt, a.timeZone, lang) : '' })
        : t(`state.${a.appointmentState}`);
  const titleId = `appointment-${a.id}-title`;
  return (
    <Card
      ref={card}
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      aria-describedby={isLinked ? `${titleId}-linked` : undefined}
      tabIndex={isLinked ? -1 : undefined}
      sx={isLinked ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {isLinked ? (
          <Typography id={`${titleId}-linked`} variant="overline" color="primary.dark" sx={{ lineHeight: 1.5 }}>
            {t('calendar.linked')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {a.lessonType.name} · {showDate ? `${formatShortDate(a.startTime, a.timeZone, lang)}, ` : ''}
            {formatTime(a.startTime, a.timeZone, lang)}–{formatTime(a.endTime, a.timeZone, lang)}
          </Typography>
          <Chip
            size="small"
            label={state}
            color={a.appointmentState === 'offered' ? 'secondary' : a.appointmentState === 'scheduled' ? 'primary' : 'default'}
            variant={a.appointmentState === 'scheduled' ? 'filled' : 'outlined'}
          />
        </Box>
        <Typography color="text.secondary">{t('card.with', { coach: personName(a.coach), center: a.center.name })}</Typography>
        {a.note ? <Typography sx={{ fontStyle: 'italic' }}>“{a.note}”</Typography> : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {a.appointmentState === 'offered' ? (
            <Button variant="contained" onClick={() => onConfirmPlace(a)}>
              {t('actions.confirmPlace')}
            </Button>
          ) : null}
          {a.canReschedule ? (
            <Button variant="outlined" onClick={() => onReschedule(a)} aria-label={t('actions.rescheduleNamed', { name: a.lessonType.name })}>
              {t('actions.reschedule')}
            </Button>
          ) : null}
          {a.canCancel ? (
            <Button
              color="error"
              onClick={() => onCancel(a)}
              aria-label={t(a.isWaitingList ? 'actions.leaveNamed' : 'actions.cancelNamed', { name: a.lessonType.name })}
            >
              {t(a.isWaitingList ? 'actions.leaveWaitingList' : 'actions.cancel')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
