import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';
import { useAddTrackingMutation, useRemoveTrackingMutation, type ReturnRequest, type ReturnSettings } from '../api';
import { errorText } from '@/lib/errors/error-text';

/** Tracking numbers of the parcel back, with a carrier from the settings; the customer removes only their own. */
export function ReturnTracking({ request, settings, editable }: { request: ReturnRequest; settings: ReturnSettings; editable: boolean }) {
  const { t } = useTranslation('returns');
  const [code, setCode] = useState(settings.shippingCarriers[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddTrackingMutation();
  const [remove] = useRemoveTrackingMutation();
  const carrier = (c: string) => settings.shippingCarriers.find((x) => x.code === c)?.label ?? c;
  const submit = async () => {
    setError(null);
    try {
      await add({ id: request.request_id, hash: request.url_hash, code, number: number.trim() }).unwrap();
      setNumber('');
    } catch (e) {
      setError(errorText(t, e, { fallback: t('tracking.failed') }));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {request.tracking_numbers.length ? (
        <Box component="ul" aria-label={t('tracking.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {request.tracking_numbers.map((n) => (
            <Box component="li" key={n.tracking_id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {carrier(n.tracking_code)} · {n.tracking_number}
              </Typography>
              {n.is_customer && editable ? (
                <Button
                  size="small"
                  onClick={() => void remove({ id: request.request_id, hash: request.url_hash, trackingId: n.tracking_id })}
                  aria-label={t('tracking.removeOne', { number: n.tracking_number })}
                >
                  {t('tracking.remove')}
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('tracking.none')}</Typography>
      )}
      {editable ? (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { mobile: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' }, alignItems: 'center' }}
        >
          <SelectField label={t('tracking.carrier')} value={code} onChange={setCode} name="carrier">
            {settings.shippingCarriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <TextField label={t('tracking.number')} value={number} onChange={(e) => setNumber(e.target.value)} required />
          <Button type="submit" variant="outlined" disabled={adding.isLoading || !number.trim()}>
            {t('tracking.add')}
          </Button>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
