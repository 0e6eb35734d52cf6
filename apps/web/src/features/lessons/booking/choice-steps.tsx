import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, type LastBooking, type LessonType } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useClosestCentersQuery, useNearestCentersQuery } from '../api';
import type { Flow, FlowCenter } from './booking-flow';
import { formatInUnits } from '@/lib/format/measure';

export function TypeStep({
  types,
  last,
  flow,
  onType,
  onAgain,
}: {
  types: LessonType[];
  last: LastBooking[];
  flow: Flow;
  onType: (t: LessonType) => void;
  onAgain: (b: LastBooking) => void;
}) {
  const { t } = useTranslation('lessons');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {last.length ? (
        <Box component="section" aria-labelledby="again-title">
          <Typography id="again-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {t('book.again')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {last.map((b) => (
              <Button key={`${b.lessonType.id}-${b.center.id}-${b.coach.id}`} variant="outlined" size="small" onClick={() => onAgain(b)}>
                {t('book.againItem', { type: b.lessonType.name, coach: personName(b.coach) })}
              </Button>
            ))}
          </Box>
        </Box>
      ) : null}
      <RadioGroup
        aria-label={t('book.steps.type')}
        value={flow.lessonType?.id ?? ''}
        onChange={(e) => onType(types.find((x) => x.id === Number(e.target.value))!)}
      >
        {types.map((x) => (
          <FormControlLabel
            key={x.id}
            value={x.id}
            control={<Radio />}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('book.typeLabel', { name: x.name, minutes: x.durationMinutes })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {x.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** Centers nearest to the player (their location when they share it) or to what they type. */
export function CenterStep({ flow, onCenter }: { flow: Flow; onCenter: (c: FlowCenter) => void }) {
  const { t, i18n } = useTranslation('lessons');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [here, setHere] = useState<{ latitude: number; longitude: number } | null>(null);
  const lessonTypeId = flow.lessonType?.id;
  const nearest = useNearestCentersQuery({ ...(here ?? {}), lessonTypeId }, { skip: Boolean(search) });
  const closest = useClosestCentersQuery({ locrequest: search, lessonTypeId }, { skip: !search });
  const centers = (search ? closest : nearest).data ?? [];
  const locate = () => navigator.geolocation?.getCurrentPosition((p) => setHere({ latitude: p.coords.latitude, longitude: p.coords.longitude }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField size="small" label={t('book.where')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ flex: '1 1 200px' }} />
        <Button type="submit" variant="outlined">
          {t('book.search')}
        </Button>
        <Button startIcon={<MyLocationIcon />} onClick={locate}>
          {t('book.nearMe')}
        </Button>
      </Box>
      {(search ? closest : nearest).isFetching ? <Skeleton variant="rounded" height={120} /> : null}
      {centers.length === 0 && !(search ? closest : nearest).isFetching ? (
        <Alert severity="info" role="status">
          {search ? t('book.noMatch', { search }) : t('book.noCenters')}
        </Alert>
      ) : null}
      <RadioGroup
        aria-label={t('book.steps.center')}
        value={flow.center?.id ?? ''}
        onChange={(e) => onCenter(centers.find((c) => c.id === Number(e.target.value))!)}
      >
        {centers.map((c) => (
          <FormControlLabel
            key={c.id}
            value={c.id}
            control={<Radio />}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {c.name}
                  {c.isHomeCenter ? ` · ${t('book.home')}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[c.street, c.city, c.distance ? formatInUnits(c.distance, i18n.language) : null].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

export function CoachStep({ flow, onCoach }: { flow: Flow; onCoach: (id: number | null) => void }) {
  const { t } = useTranslation('lessons');
  return (
    <RadioGroup
      aria-label={t('book.steps.coach')}
      value={flow.coachId ?? 'any'}
      onChange={(e) => onCoach(e.target.value === 'any' ? null : Number(e.target.value))}
    >
      <FormControlLabel value="any" control={<Radio />} label={t('book.anyCoach')} />
      {(flow.center?.coaches ?? []).map((c) => (
        <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={personName(c)} />
      ))}
    </RadioGroup>
  );
}
