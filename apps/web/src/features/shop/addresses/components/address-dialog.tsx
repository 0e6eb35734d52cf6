import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormError } from '@/components/form-error';
import type { AddressValues } from '../address-form-logic';
import type { Country, CustomerAddressInput } from '../addresses-api';
import { useAddressForm } from '../use-address-form';
import { AddressFields } from './address-fields';

/** Adds or edits an address of the book (save: wait, then added); a refusal stays in the dialog. */
export function AddressDialog({
  mode,
  initial,
  defaults,
  countries,
  onSave,
  onClose,
}: {
  mode: 'add' | 'edit';
  initial: AddressValues;
  defaults: { billing: boolean; shipping: boolean };
  countries: Country[];
  onSave: (input: CustomerAddressInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('addresses');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useAddressForm(initial, countries);
  const [billing, setBilling] = useState(defaults.billing);
  const [shipping, setShipping] = useState(defaults.shipping);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const errorId = useId();

  const submit = async () => {
    const input = form.check();
    if (!input) return;
    setSaving(true);
    try {
      // A default can be given, not taken away: the server keeps one default of each kind.
      await onSave({
        ...input,
        ...(billing && !defaults.billing ? { default_billing: true } : {}),
        ...(shipping && !defaults.shipping ? { default_shipping: true } : {}),
      });
      onClose();
    } catch (error) {
      form.refused(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(mode === 'add' ? 'dialog.addTitle' : 'dialog.editTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {form.formError ? <FormError id={errorId} message={form.formError} /> : null}
          <AddressFields values={form.values} errors={form.errors} countries={countries} onChange={form.setValues} />
          <FormControlLabel
            control={<Checkbox checked={billing} disabled={defaults.billing} onChange={(e) => setBilling(e.target.checked)} />}
            label={t('defaultBilling')}
          />
          <FormControlLabel
            control={<Checkbox checked={shipping} disabled={defaults.shipping} onChange={(e) => setShipping(e.target.checked)} />}
            label={t('defaultShipping')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={saving}>
          {saving ? t('actions.saving') : t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
