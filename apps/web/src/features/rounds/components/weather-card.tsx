import { useTranslation } from 'react-i18next';
import type { WeatherField } from '@golf/contracts';
import { formatInUnits } from '@/lib/format/measure';
import { NO_VALUE } from '@/lib/format/number';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NavigationIcon from '@mui/icons-material/Navigation';
import { useSharedSelector } from '@/lib/store/hooks';
import { useWeatherQuery } from '../api';
import { dateText } from '@/lib/format/intl-formats';
import { browserTimeZone } from '@/lib/format/browser-time-zone';

const FIELDS: WeatherField[] = ['temperature', 'humidity', 'windSpeed', 'windDirection', 'windGust', 'precipitationProbability', 'precipitationType'];
const HOURS = [7, 10, 13, 16, 19];

/** The day's weather at the course, hour by hour while golf is played (POST /api/weather). */
export function WeatherCard({ lat, lon, date }: { lat: number; lon: number; date: string }) {
  const { t, i18n } = useTranslation('rounds');
  // Temperatures follow the distance unit (°C with metres); the server gives the wind in the player's speed unit.
  const metric = useSharedSelector((state) => state.user.enableMetricDistances);
  const timezone = browserTimeZone();
  const start = new Date(`${date}T07:00:00`).toISOString();
  const end = new Date(`${date}T19:00:00`).toISOString();
  const weather = useWeatherQuery({
    location: { type: 'Point', coordinates: [lon, lat] },
    fields: FIELDS,
    timesteps: ['1h'],
    timezone,
    startTime: start,
    endTime: end,
    units: metric ? 'metric' : 'imperial',
  });
  const intervals = weather.data?.timelines[0]?.intervals ?? [];
  const shown = intervals.filter((i) => HOURS.includes(new Date(i.startTime).getHours()));
  const degrees = metric ? '°C' : '°F';

  return (
    <Box component="section" aria-labelledby="weather-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="weather-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
        {t('weather.title')}
      </Typography>
      {weather.isLoading ? <Skeleton variant="rounded" height={72} role="status" aria-label={t('weather.loading')} /> : null}
      {weather.isError ? <Alert severity="warning">{t('weather.failed')}</Alert> : null}
      {weather.data ? (
        <>
          <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0.5, p: 0, m: 0 }}>
            {shown.map((i) => {
              const v = i.values;
              const time = dateText(new Date(i.startTime), i18n.language, { hour: 'numeric' });
              const wind = i.wind ? formatInUnits(i.wind, i18n.language) : NO_VALUE;
              return (
                <Box
                  component="li"
                  key={i.startTime}
                  aria-label={t('weather.hour', {
                    time,
                    temperature: Math.round(v.temperature ?? 0),
                    unit: degrees,
                    wind,
                    rain: v.precipitationProbability ?? 0,
                  })}
                  sx={{ listStyle: 'none', textAlign: 'center', bgcolor: 'grey.100', borderRadius: 2, py: 1 }}
                >
                  <Typography variant="caption" aria-hidden>
                    {time}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }} aria-hidden>
                    {Math.round(v.temperature ?? 0)}
                    {degrees}
                  </Typography>
                  <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.25, fontSize: '0.75rem' }}>
                    {/* The arrow points where the wind blows to: opposite the direction it comes from. */}
                    <NavigationIcon sx={{ fontSize: 14, transform: `rotate(${((v.windDirection ?? 0) + 180) % 360}deg)` }} />
                    {wind}
                  </Box>
                  <Typography variant="caption" aria-hidden>
                    {t('weather.rain', { value: v.precipitationProbability ?? 0 })}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {weather.data.source === 'local-model' ? t('weather.estimate') : t('weather.forecast', { source: weather.data.source })}
            {weather.data.notice ? ` ${weather.data.notice}` : ''}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
