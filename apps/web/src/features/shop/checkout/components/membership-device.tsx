import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Shop } from '@/lib/api/commerce-api';
import { useSetMembershipDeviceMutation } from '../checkout-api';

export interface MembershipDeviceChoice {
  devices: { id: number; esn: string; name?: string | null; model: string }[];
  chosen?: { id: number } | null;
}

/**
 * The launch monitor a membership bought in the shop goes on: the customer's only one is named, with
 * several the customer chooses (the server keeps it on the cart), with none they register one first.
 */
export function MembershipDevice({
  cartId,
  shop,
  choice,
  onChosen,
}: {
  cartId: string;
  shop: Shop;
  choice: MembershipDeviceChoice;
  /** Told when the customer picks a device (so the page's "choose one" refusal can go). */
  onChosen?: () => void;
}) {
  const { t } = useTranslation(['checkout']);
  const [setDevice] = useSetMembershipDeviceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The choice shows at once; the cart read again after the server kept it confirms it.
  const [picked, setPicked] = useState<number | null>(null);
  const label = (d: MembershipDeviceChoice['devices'][number]) => t('device.option', { name: d.name || d.model, esn: d.esn });
  const choose = async (deviceId: number) => {
    setFailure(null);
    setPicked(deviceId);
    onChosen?.();
    try {
      await setDevice({ cartId, deviceId, shop }).unwrap();
    } catch {
      setPicked(null);
      setFailure(t('device.failed'));
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="device-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="device-title" component="h2" variant="h6">
          {t('device.title')}
        </Typography>
        {choice.devices.length === 0 ? (
          <Alert severity="warning">
            {t('device.none')}{' '}
            <Link component={RouterLink} to="/launch-monitor/memberships">
              {t('device.register')}
            </Link>
          </Alert>
        ) : choice.devices.length === 1 ? (
          <Typography>{t('device.only', { device: label(choice.devices[0]!) })}</Typography>
        ) : (
          <RadioGroup
            aria-labelledby="device-title"
            aria-describedby="device-help"
            value={String(picked ?? choice.chosen?.id ?? '')}
            onChange={(event) => void choose(Number(event.target.value))}
          >
            <Typography id="device-help" color="text.secondary">
              {t('device.choose')}
            </Typography>
            {choice.devices.map((d) => (
              <FormControlLabel key={d.id} value={String(d.id)} control={<Radio />} label={label(d)} />
            ))}
          </RadioGroup>
        )}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </CardContent>
    </Card>
  );
}
