import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Device, DeviceCheck } from '@golf/contracts';
import { FormField } from '@/components/form-field';
import { isApiError } from '@/lib/api/api-error';
import { useCheckDeviceMutation, useRegisterDeviceMutation } from '../api';
import { serverText } from '../server-text';

/** Register-device status (spec §4): starts at invalidESN until a check answers. */
type Status = DeviceCheck['status'];

/**
 * The register-device and edit-device modal: checks the ESN (the answer code of a failed check is
 * kept and shown with what to do), then registers it with a name; editing renames a device.
 */
export function RegisterDeviceDialog({ open, editing, onClose }: { open: boolean; editing: Device | null; onClose: (registered?: Device) => void }) {
  const { t } = useTranslation('memberships');
  const [esn, setEsn] = useState(editing?.esn ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [status, setStatus] = useState<Status>(editing ? 'yours' : 'invalidESN');
  const [checked, setChecked] = useState<{ code: number | string; advice: string; blocked: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [check, checking] = useCheckDeviceMutation();
  const [register, registering] = useRegisterDeviceMutation();
  const canRegister = status === 'available' || status === 'yours';

  const runCheck = async () => {
    setError(null);
    if (!/^[A-Za-z0-9 -]{6,40}$/.test(esn.trim())) {
      setError(t('register.esnFormat'));
      return;
    }
    try {
      const answer = await check(esn.trim()).unwrap();
      setStatus(answer.status);
      setChecked({ code: 0, advice: t(`register.advice.${answer.status}`), blocked: answer.blocked });
    } catch (e) {
      const body = isApiError(e) ? e : null;
      const data = (body?.data ?? null) as DeviceCheck | null;
      setStatus(data?.status ?? 'invalidESN');
      setChecked({
        code: body?.code ?? 'error',
        advice: data?.status ? t(`register.advice.${data.status}`) : body?.message || t('register.checkFailed'),
        blocked: data?.blocked ?? false,
      });
    }
  };

  const submit = async () => {
    setError(null);
    try {
      const device = await register({ esn: esn.trim(), ...(name.trim() ? { name: name.trim() } : {}) }).unwrap();
      onClose(device);
    } catch (e) {
      setError(serverText(t, e, t('register.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="register-device-title" fullWidth maxWidth="sm">
      <DialogTitle id="register-device-title">{editing ? t('register.editTitle') : t('register.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (canRegister ? submit() : runCheck());
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormField
            label={t('register.esn')}
            value={esn}
            disabled={Boolean(editing)}
            onChange={(e) => {
              setEsn(e.target.value);
              setStatus('invalidESN');
              setChecked(null);
            }}
            helperText={t('register.esnHelp')}
            autoComplete="off"
          />
          {checked ? (
            <Alert severity={checked.code === 0 ? 'success' : checked.blocked ? 'error' : 'warning'} role="status">
              {checked.code === 0 ? checked.advice : t('register.refused', { code: checked.code, advice: checked.advice })}
            </Alert>
          ) : null}
          {canRegister ? (
            <FormField label={t('register.name')} value={name} onChange={(e) => setName(e.target.value)} helperText={t('register.nameHelp')} />
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        {canRegister ? (
          <Button variant="contained" onClick={() => void submit()} disabled={registering.isLoading}>
            {editing ? t('register.save') : t('register.submit')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void runCheck()} disabled={checking.isLoading}>
            {t('register.check')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
