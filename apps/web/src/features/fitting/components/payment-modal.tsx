import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomClubOrder, DepositResult } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format/money';
import { useConvertCustomClubMutation, useFinanceMutation, usePayByCardMutation, usePayNothingMutation, type ClubCall, type ClubError } from '../api';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, tokenizeCard } from '@/lib/payments/tokenize-card';
import { rememberDeposit } from '../pending-deposit';
import { codeOf } from '../error-code';
import { optionLine } from '../option-line';
import { depositRefusalText } from '../server-text';
import { initialPayment, paymentReducer } from '../payment-steps';
import { DepositForm, type DepositChoice } from './deposit-form';

/**
 * The club order payment modal (spec 001 §2, §4): converts the clubs to a cart, then takes the
 * deposit. Errors move it to error-order (1002: the order is gone), error-paymented (1003–1006)
 * or error-address (anything else, message kept); "Start again" clears it back to select.
 */
export function PaymentModal({
  order,
  access,
  open,
  onClose,
  onGone,
  result: given,
}: {
  order: CustomClubOrder;
  access: ClubCall;
  open: boolean;
  onClose: () => void;
  onGone: (id: string) => void;
  result?: DepositResult | null;
}) {
  const { t, i18n } = useTranslation('fitting');
  const [state, dispatch] = useReducer(paymentReducer, initialPayment([order.id]));
  const [convert] = useConvertCustomClubMutation();
  const [payByCard] = usePayByCardMutation();
  const [payNothing] = usePayNothingMutation();
  const [finance] = useFinanceMutation();
  const [clubErrors, setClubErrors] = useState<ClubError[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DepositResult | null>(given ?? null);
  const money = (v: string) => formatMoney({ value: v, currency: order.currency }, i18n.language);

  const start = () => {
    convert({ ...access, id: order.id })
      .unwrap()
      .then((c) => {
        if (c.quote_id) dispatch({ type: 'cartUpdated', cartId: c.quote_id, customerToken: c.customer_token });
        else {
          setClubErrors(c.club_errors);
          // The list below words each club at fault in the reader's language; the server's sentence is English.
          dispatch({ type: 'cartFailed', code: null, message: c.club_errors.length ? '' : c.message });
        }
      })
      .catch((e: unknown) => {
        const { code } = codeOf(e);
        dispatch({ type: 'cartFailed', code, message: depositRefusalText(t, e, money), clubId: order.id });
        if (Number(code) === 1002) onGone(order.id);
      });
  };
  useEffect(() => {
    if (open && !result) start();
    // Opening converts once; "Start again" converts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const pay = async (choice: DepositChoice) => {
    setBusy(true);
    const common = {
      ...access,
      order_increment_id: order.id,
      ...(choice.coupon ? { coupon_used: choice.coupon } : {}),
      ...(choice.gift ? { giftvoucher_deposit_used: choice.gift } : {}),
    };
    const here = `/fitting/orders/${encodeURIComponent(order.id)}`;
    try {
      if (choice.method === 'zero') {
        setResult(await payNothing(common).unwrap());
      } else if (choice.method === 'financing') {
        rememberDeposit({ orderId: order.id, kind: 'financing', amount: choice.amount, coupon: choice.coupon, gift: choice.gift });
        const answer = await finance({
          ...common,
          deposit_request: { amount: choice.amount, confirm_url: `${here}?financing=approved`, cancel_url: here },
        }).unwrap();
        if (answer.redirect_url) window.location.assign(answer.redirect_url);
      } else if (choice.card) {
        const { dataValue: token } = await tokenizeCard({ storeCode: access.store }, choice.card);
        const answer = await payByCard({
          ...common,
          deposit_request: { amount: choice.amount, token, challenge_callback_url: `${here}?deposit=return` },
        }).unwrap();
        if (answer.status === 'requires_action' && answer.challenge_url) {
          rememberDeposit({ orderId: order.id, kind: 'card', token, amount: choice.amount, coupon: choice.coupon, gift: choice.gift });
          window.location.assign(answer.challenge_url);
          return;
        }
        setResult(answer);
      }
    } catch (e) {
      const { code } = codeOf(e);
      const shown = e instanceof CardRefused ? cardRefusalText(t, e) : e instanceof Error && !('code' in e) ? e.message : depositRefusalText(t, e, money);
      dispatch({ type: 'cartFailed', code, message: shown, clubId: order.id });
      if (Number(code) === 1002) onGone(order.id);
    } finally {
      setBusy(false);
    }
  };

  const shown = result ?? given ?? null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">{t('pay.title', { id: order.id })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {shown?.status === 'succeeded' ? (
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('pay.done', { number: shown.order_number })}</Typography>
            <Typography>{t('pay.doneDetail', { paid: money(shown.deposit_paid), balance: money(shown.balance) })}</Typography>
          </Alert>
        ) : state.step === 'error-order-mobile' ? (
          <Skeleton variant="rounded" height={160} role="status" aria-label={t('loading')} />
        ) : state.step === 'select' && state.cartId ? (
          <DepositForm order={order} access={access} quoteId={state.cartId} busy={busy} onPay={(c) => void pay(c)} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }} data-step={state.step}>
            <Alert severity={state.step === 'error-paymented' ? 'info' : 'error'} role="alert">
              <Typography sx={{ fontWeight: 600 }}>{t(`steps.${state.step === 'select' ? 'error-address' : state.step}`)}</Typography>
              {state.message ? <Typography>{state.message}</Typography> : null}
            </Alert>
            {clubErrors.length ? (
              <Box component="ul" aria-label={t('pay.clubErrors')} sx={{ m: 0, pl: 3 }}>
                {clubErrors.map((e) => (
                  <li key={`${e.club_group_number}-${e.sku}`}>
                    {t('pay.clubError', {
                      product: e.product_name,
                      option: e.options_data.map((o) => optionLine(t, o)).join(', '),
                    })}
                  </li>
                ))}
              </Box>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!shown &&
        state.step !== 'select' &&
        state.step !== 'error-order-mobile' &&
        state.step !== 'error-order' &&
        state.step !== 'error-paymented' &&
        !clubErrors.length ? (
          <Button
            onClick={() => {
              setClubErrors([]);
              dispatch({ type: 'clear' });
              start();
            }}
          >
            {t('pay.again')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('pay.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
