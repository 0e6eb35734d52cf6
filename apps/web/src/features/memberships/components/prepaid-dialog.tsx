import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Device } from '@golf/contracts';
import { FormField } from '@/components/form-field';
import { useRedeemPrepaidMutation, useValidatePrepaidMutation, type CodeCheck } from '../api';
import { codeRefusalText, serverText } from '../server-text';

/** Prepaid step (spec §4): starts at inputCodeCard; a valid code keeps its sku id, name and type. */
type Step = 'inputCodeCard' | 'selectDevice';

/** The prepaid membership modal: check the card's code, choose the device, redeem. */
export function PrepaidDialog({ open, devices, email, onClose }: { open: boolean; devices: Device[]; email: string; onClose: (message?: string) => void }) {
  const { t, i18n } = useTranslation('memberships');
  const usable = devices.filter((d) => !d.blocked);
  const [step, setStep] = useState<Step>('inputCodeCard');
  const [code, setCode] = useState('');
  const [valid, setValid] = useState<CodeCheck | null>(null);
  const [deviceId, setDeviceId] = useState<number | null>(usable.length === 1 ? usable[0]!.deviceId : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [validate, validating] = useValidatePrepaidMutation();
  const [redeem, redeeming] = useRedeemPrepaidMutation();

  const check = async () => {
    setFailure(null);
    if (!/^[A-Za-z0-9 -]{16,24}$/.test(code.trim())) {
      setFailure(t('prepaid.format'));
      return;
    }
    try {
      const answer = await validate(code.trim()).unwrap();
      if (!answer.is_valid) {
        setFailure(codeRefusalText(t, answer, i18n.language));
        return;
      }
      setValid(answer);
      setStep('selectDevice');
    } catch (e) {
      setFailure(serverText(t, e, t('prepaid.failed')));
    }
  };
  const submit = async () => {
    if (!deviceId) return;
    setFailure(null);
    try {
      const done = await redeem({ code: code.trim(), email, deviceId }).unwrap();
      onClose(t('notice.redeemed', { device: usable.find((d) => d.deviceId === deviceId)?.name ?? '', number: done.increment_id }));
    } catch (e) {
      setFailure(serverText(t, e, t('prepaid.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="prepaid-title" fullWidth maxWidth="sm">
      <DialogTitle id="prepaid-title">{t('prepaid.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (step === 'inputCodeCard' ? check() : submit());
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {step === 'inputCodeCard' ? (
            <FormField label={t('prepaid.code')} value={code} onChange={(e) => setCode(e.target.value)} helperText={t('prepaid.codeHelp')} autoComplete="off" />
          ) : (
            <>
              <Alert severity="success" role="status">
                {valid?.months != null && valid.sku_name ? t('prepaid.valid', { count: valid.months, plan: valid.sku_name }) : valid?.message}
              </Alert>
              <RadioGroup aria-label={t('buy.device')} value={deviceId ?? ''} onChange={(e) => setDeviceId(Number(e.target.value))}>
                {usable.map((d) => (
                  <FormControlLabel key={d.deviceId} value={d.deviceId} control={<Radio />} label={`${d.name} · ${d.esn}`} />
                ))}
              </RadioGroup>
            </>
          )}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        {step === 'inputCodeCard' ? (
          <Button variant="contained" disabled={validating.isLoading} onClick={() => void check()}>
            {t('prepaid.check')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!deviceId || redeeming.isLoading} onClick={() => void submit()}>
            {t('prepaid.redeem')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
