import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Device, Membership } from '@golf/contracts';

const LIVE = new Set<Membership['status']>(['active', 'scheduled', 'past_due', 'pending']);

/**
 * The active-membership modal, its one step selectDevice (spec §4): which device the membership is for, each shown with the plan it has
 * now, so a player with several launch monitors buys for the right one.
 */
export function ActiveMembershipDialog({
  open,
  devices,
  memberships,
  onClose,
}: {
  open: boolean;
  devices: Device[];
  memberships: Membership[];
  onClose: (device?: Device) => void;
}) {
  const { t } = useTranslation('memberships');
  const usable = devices.filter((d) => !d.blocked);
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const planOn = (d: Device) =>
    memberships
      .filter((m) => m.device.deviceId === d.deviceId && LIVE.has(m.status))
      .map((m) => m.planName)
      .join(', ');
  const chosen = usable.find((d) => d.deviceId === deviceId);
  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="active-title" aria-describedby="active-intro" fullWidth maxWidth="sm">
      <DialogTitle id="active-title">{t('active.title')}</DialogTitle>
      <DialogContent>
        <Typography id="active-intro" color="text.secondary" sx={{ mb: 1 }}>
          {t('active.intro')}
        </Typography>
        <RadioGroup aria-label={t('buy.device')} value={deviceId ?? ''} onChange={(e) => setDeviceId(Number(e.target.value))}>
          {usable.map((d) => {
            const plan = planOn(d);
            return (
              <FormControlLabel
                key={d.deviceId}
                value={d.deviceId}
                control={<Radio />}
                label={plan ? t('active.deviceWithPlan', { name: d.name, esn: d.esn, plan }) : t('active.deviceWithout', { name: d.name, esn: d.esn })}
                sx={{ overflowWrap: 'anywhere' }}
              />
            );
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => onClose(chosen)}>
          {t('actions.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
