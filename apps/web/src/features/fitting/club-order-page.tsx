import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CustomClubOrder, DepositResult } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState, type QueryLike } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { optionLine } from './option-line';
import { depositRefusalText } from './server-text';
import { useCustomClubQuery, useDeleteClubOrderMutation, useFinanceMutation, usePayByCardMutation, type ClubCall } from './api';
import { takePendingDeposit } from './pending-deposit';
import { AddressPanel } from './components/address-panel';
import { PaymentModal } from './components/payment-modal';
import { codeOf } from './error-code';
import { stepOfCode } from './payment-steps';
import { useClubAccess } from './use-club-access';
import { NO_VALUE } from '@/lib/format/number';

/**
 * A custom club order (spec 001 §2 "Club fitting quick view"): its clubs, addresses and money, the
 * payment modal, and the return from the bank's challenge or the lender's page, which finishes the
 * deposit with what was kept for this tab.
 */
export default function ClubOrderPage() {
  const { t, i18n } = useTranslation(['fitting', 'common']);
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { access } = useClubAccess();
  const order = useCustomClubQuery({ id, storeCode: access?.store ?? '' }, { skip: !access });
  const [payByCard] = usePayByCardMutation();
  const [finance] = useFinanceMutation();
  const [remove, removing] = useDeleteClubOrderMutation();
  const [open, setOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [returned, setReturned] = useState<DepositResult | null>(null);
  // The failure itself is kept: it is worded at render, in the language and currency then on screen.
  const [returnError, setReturnError] = useState<{ step: string; error: unknown } | null>(null);
  const finished = useRef(false);
  const o = order.data;
  // The order is loading until the club token is there too: the screen needs both.
  const loaded: QueryLike<{ o: CustomClubOrder; access: ClubCall }> = {
    ...order,
    isLoading: !access || order.isLoading,
    data: access && o ? { o, access } : undefined,
  };
  const money = (v: string) => (o ? formatMoney({ value: v, currency: o.currency }, i18n.language) : '');

  // Back from the bank's 3-D Secure page or the lender: finish the deposit once.
  useEffect(() => {
    if (!access || finished.current) return;
    const checkout = params.get('checkout_token');
    const fromBank = params.get('deposit') === 'return';
    if (!checkout && !fromBank) return;
    finished.current = true;
    const pending = takePendingDeposit(id);
    const common = {
      ...access,
      order_increment_id: id,
      ...(pending?.coupon ? { coupon_used: pending.coupon } : {}),
      ...(pending?.gift ? { giftvoucher_deposit_used: pending.gift } : {}),
    };
    const call = checkout
      ? finance({ ...common, deposit_request: { checkout_token: checkout } })
      : pending?.token
        ? payByCard({
            ...common,
            deposit_request: { amount: pending.amount, token: pending.token, challenge_callback_url: `/fitting/orders/${id}?deposit=return` },
          })
        : null;
    if (!call) return;
    call
      .unwrap()
      .then((r) => {
        setReturned(r);
        setOpen(true);
      })
      .catch((e: unknown) => {
        setReturnError({ step: stepOfCode(codeOf(e).code), error: e });
      })
      .finally(() => void navigate(`/fitting/orders/${id}`, { replace: true }));
  }, [access, params, id, finance, payByCard, navigate]);

  const title = t('orders.name', { id });
  const isOpen = o?.status === 'pending';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box>
        <Button component={RouterLink} to="/fitting">
          {t('back')}
        </Button>
      </Box>
      {returnError ? (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>{t(`steps.${returnError.step}`)}</Typography>
          <Typography>{depositRefusalText(t, returnError.error, money)}</Typography>
        </Alert>
      ) : null}
      <QueryState query={loaded} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={depositRefusalText(t, order.error, money)}>
        {({ o, access }) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip label={t(`status.${o.status}`)} />
              <Typography color="text.secondary">{o.center_name}</Typography>
              {o.order_number ? (
                <Typography>
                  {t('orders.placed', {
                    number: o.order_number,
                    method: t(`orders.balanceMethods.${o.balance_method}`, { defaultValue: t('orders.balanceMethods.other') }),
                  })}
                </Typography>
              ) : null}
            </Box>
            <Box component="section" aria-labelledby="clubs-title" sx={{ display: 'grid', gap: 1 }}>
              <Typography id="clubs-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
                {t('orders.clubs')}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { mobile: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                {o.customClubItems.map((c) => (
                  <Box component="li" key={c.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{`${c.product_name} · ${money(c.price)}`}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('orders.group', { group: c.groupId, session: c.sessionId ?? NO_VALUE })}
                    </Typography>
                    {c.options.map((op) => (
                      <Typography key={op.code} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {optionLine(t, op)}
                      </Typography>
                    ))}
                  </Box>
                ))}
              </Box>
            </Box>
            <AddressPanel order={o} access={access} editable={isOpen} />
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', gap: '4px 24px', m: 0 }}>
              <dt>{t('pay.subtotal')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {money(o.subtotal)}
              </Box>
              <dt>{t('pay.deposit')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {money(o.deposit)}
              </Box>
              <dt>{t('pay.balance')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {money(o.balance)}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {isOpen ? (
                <Button variant="contained" onClick={() => setOpen(true)}>
                  {t('orders.pay')}
                </Button>
              ) : null}
              {isOpen ? (
                <Button color="error" onClick={() => setConfirmDelete(true)} disabled={removing.isLoading}>
                  {t('orders.delete')}
                </Button>
              ) : null}
            </Box>
            {open ? (
              <PaymentModal
                order={o}
                access={access}
                open={open}
                result={returned}
                onClose={() => {
                  setOpen(false);
                  setReturned(null);
                  void order.refetch();
                }}
                onGone={() => void navigate('/fitting')}
              />
            ) : null}
            <ConfirmDialog
              open={confirmDelete}
              title={t('orders.deleteTitle')}
              text={t('orders.deleteMessage', { id })}
              confirmLabel={t('orders.delete')}
              cancelLabel={t('address.cancel')}
              busy={removing.isLoading}
              error={removing.error ? depositRefusalText(t, removing.error, money) : undefined}
              onClose={() => setConfirmDelete(false)}
              onConfirm={() =>
                void remove({ ...access, order_increment_id: id })
                  .unwrap()
                  .then(() => navigate('/fitting'))
                  .catch(() => undefined)
              }
            />
          </>
        )}
      </QueryState>
    </Box>
  );
}
