import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Membership } from '@golf/contracts';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { useUpgradeMembershipMutation, type ShopCall } from '../api';
import { rememberPayment } from '../pending-payment';
import { RETURN_URL } from './buy-membership-dialog';
import { serverText } from '../server-text';
import { PriceLines } from './price-lines';

/**
 * The upgrade-device modal: the higher plans with the prorated price for the rest of the term (the
 * rule in words, in the reader's language, before paying), paid by the stored card or new payment info.
 * The sentence is composed here from the server's numbers; a decline is worded from its code.
 */
export function UpgradeDialog({
  open,
  membership,
  shop,
  email,
  onClose,
}: {
  open: boolean;
  membership: Membership;
  email: string;
  shop: ShopCall;
  onClose: (done?: string) => void;
}) {
  const { t, i18n } = useTranslation('memberships');
  const [sku, setSku] = useState(membership.upgrades[0]?.sku ?? '');
  const [newCard, setNewCard] = useState(!membership.card);
  const card = useCardForm();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [upgrade] = useUpgradeMembershipMutation();
  const [reference] = useState(() => crypto.randomUUID());
  const option = membership.upgrades.find((u) => u.sku === sku);
  const money = (value: string) => formatMoney({ value, currency: membership.currency }, i18n.language);

  const pay = async () => {
    if (!option) return;
    const details = newCard ? card.check() : null;
    if (newCard && !details) return;
    setBusy(true);
    setFailure(null);
    try {
      const cardToken = details ? (await tokenizeCard({ storeCode: shop.store }, details)).dataValue : null;
      const body = {
        ...shop,
        email,
        reference,
        membershipId: membership.membershipId,
        term: membership.term,
        deviceId: membership.device.deviceId,
        sku: option.sku,
        amount: option.amount,
        cardToken,
        callbackUrl: RETURN_URL,
      };
      const result = await upgrade(body).unwrap();
      if (result.status === 'requires_action' && result.challenge_url) {
        rememberPayment({ kind: 'upgrade', body });
        window.location.assign(result.challenge_url);
        return;
      }
      onClose(t('notice.upgraded', { plan: option.name, amount: money(result.amount), number: result.increment_id ?? '' }));
    } catch (e) {
      setFailure(e instanceof CardRefused ? cardRefusalText(t, e) : serverText(t, e, t('upgrade.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="upgrade-title" fullWidth maxWidth="sm">
      <DialogTitle id="upgrade-title">{t('upgrade.title', { plan: membership.planName })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RadioGroup aria-label={t('upgrade.choose')} value={sku} onChange={(e) => setSku(e.target.value)}>
            {membership.upgrades.map((u) => (
              <FormControlLabel key={u.sku} value={u.sku} control={<Radio />} label={t('upgrade.option', { plan: u.name, price: money(u.amount) })} />
            ))}
          </RadioGroup>
          {option ? (
            <Alert severity="info" role="note">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('upgrade.proration', {
                  oldPrice: money(option.oldPrice),
                  newPrice: money(option.newPrice),
                  daysLeft: option.daysLeft,
                  termDays: option.termDays,
                  amount: money(option.net),
                })}
              </Typography>
              <Typography variant="body2">{t('upgrade.rule')}</Typography>
            </Alert>
          ) : null}
          {option && Number(option.tax) > 0 ? (
            <PriceLines net={option.net} tax={option.tax} total={option.amount} vatRate={option.vatRate} currency={option.currency} />
          ) : null}
          {membership.card ? (
            <FormControlLabel
              control={<Checkbox checked={newCard} onChange={(e) => setNewCard(e.target.checked)} />}
              label={t('upgrade.newCard', { last4: membership.card.last4 })}
            />
          ) : null}
          {newCard ? <CardFields {...card.fields} /> : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        {option ? (
          <Button variant="contained" disabled={busy} onClick={() => void pay()}>
            {t('upgrade.pay', { price: money(option.amount) })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
