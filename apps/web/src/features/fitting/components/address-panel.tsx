import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomClubOrder } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEditBillingMutation, useEditShippingMutation, type ClubAddress, type ClubCall } from '../api';
import { depositRefusalText } from '../server-text';

const lines = (a: CustomClubOrder['center_address']) =>
  [`${a.firstname} ${a.lastname}`, ...a.street, [a.postcode, a.city, a.region].filter(Boolean).join(' '), a.country_id].join(', ');

/** Billing address and where the clubs go: pickup at the center (its address) or the billing address. */
export function AddressPanel({ order, access, editable }: { order: CustomClubOrder; access: ClubCall; editable: boolean }) {
  const { t } = useTranslation('fitting');
  const [editBilling, billing] = useEditBillingMutation();
  const [editShipping, shipping] = useEditShippingMutation();
  const [editing, setEditing] = useState(false);
  const start = order.billing_address;
  const [form, setForm] = useState<ClubAddress>({
    firstname: start?.firstname ?? '',
    lastname: start?.lastname ?? '',
    street: start?.street ?? [''],
    city: start?.city ?? '',
    region: start?.region ?? '',
    postcode: start?.postcode ?? '',
    country_id: start?.country_id ?? 'US',
    telephone: start?.telephone ?? '',
  });
  const error = billing.error ?? shipping.error;
  const field = (key: 'firstname' | 'lastname' | 'city' | 'region' | 'postcode' | 'country_id' | 'telephone', label: string, required = false) => (
    <TextField size="small" required={required} label={label} value={form[key] ?? ''} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
  );
  const save = async () => {
    await editBilling({ ...access, order_increment_id: order.id, address: form })
      .unwrap()
      .then(() => setEditing(false))
      .catch(() => undefined);
  };
  return (
    <Box component="section" aria-labelledby="addresses-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="addresses-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('address.title')}
      </Typography>
      {error ? <Alert severity="error">{depositRefusalText(t, error, (amount) => amount)}</Alert> : null}
      <Typography>
        <strong>{t('address.billing')}</strong> {order.billing_address ? lines(order.billing_address) : t('address.none')}
      </Typography>
      {editable && !editing ? (
        <Box>
          <Button onClick={() => setEditing(true)}>{t('address.edit')}</Button>
        </Box>
      ) : null}
      {editing ? (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}
        >
          {field('firstname', t('address.firstname'), true)}
          {field('lastname', t('address.lastname'), true)}
          <TextField
            size="small"
            required
            label={t('address.street')}
            value={form.street[0] ?? ''}
            onChange={(e) => setForm({ ...form, street: [e.target.value] })}
            sx={{ gridColumn: '1 / -1' }}
          />
          {field('city', t('address.city'), true)}
          {field('region', t('address.region'))}
          {field('postcode', t('address.postcode'))}
          {field('country_id', t('address.country'), true)}
          {field('telephone', t('address.telephone'))}
          <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={billing.isLoading}>
              {t('address.save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('address.cancel')}</Button>
          </Box>
        </Box>
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={order.is_pickup}
            disabled={!editable || shipping.isLoading || (!order.is_pickup ? false : !order.billing_address)}
            onChange={(e) =>
              void editShipping({ ...access, order_increment_id: order.id, ...(e.target.checked ? { is_pickup: true } : { address: order.billing_address! }) })
            }
          />
        }
        label={t('address.pickup', { center: order.center_name })}
      />
      <Typography color="text.secondary">
        {order.is_pickup
          ? t('address.pickupAt', { address: lines(order.center_address) })
          : t('address.shipTo', { address: order.shipping_address ? lines(order.shipping_address) : t('address.none') })}
      </Typography>
    </Box>
  );
}
