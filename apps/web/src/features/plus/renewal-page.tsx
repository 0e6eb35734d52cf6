import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RenewalPlans } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, PORTAL_GATEWAY, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { isApiError } from '@/lib/api/api-error';
import { declineText, serverText } from './server-text';
import { useInvokePaymentMutation, useLazyRenewalQuoteQuery, usePaymentStatusQuery, useRenewalPlansQuery } from './api';
import { newIdempotencyKey } from './idempotency-key';

/** The center's packs by kind: its membership packs, or its game plans, lesson packs and practice plans. */
const groupsOf = (data: RenewalPlans) =>
  data.isMemberShip
    ? [['membershipPacks', data.membershipPacks] as const]
    : ([
        ['gamePlans', data.gamePlans],
        ['lessonPacks', data.lessonPacks],
        ['practicePlans', data.practicePlans],
      ] as const);

/**
 * Renewal (spec 001 §2, §4): the center's game plans, lesson packs and practice plans (or its
 * membership packs), a coupon, bucks and a gift code, the tax as the center states it, and the
 * card. Payment goes through /api/payment/invoke; 3-D Secure returns here with ?requestId=.
 */
export default function RenewalPage() {
  const { t, i18n } = useTranslation(['plus', 'common']);
  const plans = useRenewalPlansQuery();
  const [params, setParams] = useSearchParams();
  const returned = params.get('requestId');
  // Asked again every few seconds while the bank has not answered (a 3-D Secure return, or a payment
  // still "processing" at the bank); polling stops once the answer is final.
  const [settled, setSettled] = useState(false);
  const status = usePaymentStatusQuery(returned ?? '', { skip: !returned, pollingInterval: settled ? 0 : 3000, skipPollingIfUnfocused: true });
  const [quote, quoteState] = useLazyRenewalQuoteQuery();
  const [pay, payState] = useInvokePaymentMutation();
  const [packageId, setPackageId] = useState<number | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [bucks, setBucks] = useState('');
  const [giftCode, setGiftCode] = useState('');
  const card = useCardForm();
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const money = (value: string, currency: string) => formatMoney({ value, currency }, i18n.language);
  const request = packageId
    ? { packageId, couponCode: couponCode.trim() || undefined, bucks: bucks.trim() || undefined, giftCode: giftCode.trim() || undefined }
    : null;

  // Back from the bank's 3-D Secure page: the status call finishes the payment and names the order.
  const paidNumber = done ?? (status.data?.status === 'succeeded' ? status.data.orderNumber : null);
  const confirming = Boolean(returned) && (status.data?.status === 'processing' || status.data?.status === 'requires_action');
  if (!settled && (status.data?.status === 'succeeded' || status.data?.status === 'failed')) {
    setSettled(true);
    if (status.data.status === 'failed') setKey(newIdempotencyKey()); // a retry is a new payment
  }

  const onQuote = async () => {
    setProblem(null);
    if (!request) return;
    const r = await quote(request);
    if (r.error) setProblem({ field: isApiError(r.error) ? r.error.field : undefined, text: serverText(t, r.error, t('error')) });
  };
  const onPay = async () => {
    setProblem(null);
    if (!request) return;
    const details = card.check();
    if (!details) return;
    try {
      const { dataValue: cardToken } = await tokenizeCard(PORTAL_GATEWAY, details);
      const result = await pay({ renewal: { ...request, idempotencyKey: key }, cardToken }).unwrap();
      if (result.status === 'requires_action' && result.challengeUrl) window.location.assign(result.challengeUrl);
      else if (result.status === 'succeeded') setDone(result.orderNumber);
      else if (result.status === 'processing') {
        // The bank has not answered yet: the payment is not failed, and paying again would be a
        // second charge. Keep its key and follow it by its request id until it settles.
        setSettled(false);
        setParams({ requestId: result.requestId });
      } else {
        setProblem({ text: declineText(t, result, t('error')) });
        setKey(newIdempotencyKey()); // a retry is a new payment
      }
    } catch (e) {
      setProblem({ field: isApiError(e) ? e.field : undefined, text: e instanceof CardRefused ? cardRefusalText(t, e) : serverText(t, e, t('error')) });
      setKey(newIdempotencyKey());
    }
  };
  const q = quoteState.data && quoteState.data.packageId === packageId ? quoteState.data : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <PageHeading title={t('renewal.title')} documentTitle={`${t('renewal.title')} · ${t('common:productName')}`} />
      {paidNumber ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button
              color="inherit"
              onClick={() => {
                setDone(null);
                setParams({});
                setKey(newIdempotencyKey());
              }}
            >
              {t('renewal.again')}
            </Button>
          }
        >
          {t('renewal.paid', { number: paidNumber })}
        </Alert>
      ) : null}
      {confirming ? (
        <Alert severity="info" role="status">
          {t('renewal.confirming')}
        </Alert>
      ) : null}
      {status.data?.status === 'failed' ? <Alert severity="error">{declineText(t, status.data, t('error'))}</Alert> : null}
      <QueryState
        query={plans}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => groupsOf(d).every(([, list]) => list.length === 0)}
        empty={t('renewal.empty')}
      >
        {(data) => (
          <>
            <Typography color="text.secondary">{t('renewal.intro', { center: data.centerName })}</Typography>
            {data.isTaxInclusive ? (
              <Typography>{t('renewal.taxIncluded', { name: data.taxName, rate: data.tax })}</Typography>
            ) : data.taxName ? (
              <Typography>{t('renewal.taxAdded', { name: data.taxName, rate: data.tax })}</Typography>
            ) : null}
            <RadioGroup aria-label={t('renewal.choose')} value={packageId ?? ''} onChange={(e) => setPackageId(Number(e.target.value))}>
              {groupsOf(data).map(([name, list]) =>
                list.length ? (
                  <Box key={name} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
                    <Typography component="legend" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                      {t(`renewal.${name}`)}
                    </Typography>
                    {list.map((p) => (
                      <FormControlLabel
                        key={p.id}
                        value={p.id}
                        control={<Radio />}
                        sx={{ display: 'flex', alignItems: 'flex-start', mr: 0 }}
                        label={
                          <Box sx={{ py: 0.75 }}>
                            <Typography sx={{ fontWeight: 600 }}>{`${p.name} · ${money(p.price, p.currency)}`}</Typography>
                            <Typography color="text.secondary">
                              {t('renewal.credits', { lessons: p.lessonCredits, practice: p.practiceCredits, days: p.validDays })}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </Box>
                ) : null,
              )}
            </RadioGroup>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField
                label={t('renewal.coupon')}
                value={couponCode}
                onChange={(e) => setCouponCode(e.target.value)}
                error={problem?.field === 'couponCode'}
                helperText={problem?.field === 'couponCode' ? problem.text : undefined}
              />
              <TextField
                label={t('renewal.bucks', { amount: money(data.buck, data.currency) })}
                value={bucks}
                onChange={(e) => setBucks(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={problem?.field === 'bucks'}
                helperText={problem?.field === 'bucks' ? problem.text : undefined}
              />
              <TextField
                label={t('renewal.giftCode')}
                value={giftCode}
                onChange={(e) => setGiftCode(e.target.value)}
                error={problem?.field === 'giftCode'}
                helperText={problem?.field === 'giftCode' ? problem.text : undefined}
              />
            </Box>
            <Box>
              <Button variant="outlined" disabled={!packageId || quoteState.isFetching} onClick={() => void onQuote()}>
                {t('renewal.quote')}
              </Button>
            </Box>
            {q ? (
              <Box
                component="dl"
                aria-label={t('renewal.summary')}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto auto',
                  justifyContent: 'space-between',
                  gap: 0.5,
                  m: 0,
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                {(
                  [
                    ['subtotal', q.subtotal],
                    ['couponDiscount', `−${q.couponDiscount}`],
                    [q.isTaxInclusive ? 'taxIncludedLine' : 'taxLine', q.tax],
                    ['bucksUsed', `−${q.bucksUsed}`],
                    ['giftUsed', `−${q.giftUsed}`],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <dt>{t(`renewal.${label}`, { name: q.taxName, rate: q.taxRate })}</dt>
                    <dd style={{ margin: 0, textAlign: 'right' }}>
                      {value.startsWith('−') ? `−${money(value.slice(1), q.currency)}` : money(value, q.currency)}
                    </dd>
                  </Box>
                ))}
                <Box sx={{ display: 'contents', fontWeight: 700 }}>
                  <dt>{t('renewal.total')}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }} data-testid="renewal-total">
                    {money(q.total, q.currency)}
                  </dd>
                </Box>
              </Box>
            ) : null}
            {problem && !['couponCode', 'bucks', 'giftCode'].includes(problem.field ?? '') ? <Alert severity="error">{problem.text}</Alert> : null}
            {q ? (
              <>
                <CardFields {...card.fields} />
                <Box>
                  <Button variant="contained" disabled={payState.isLoading || confirming} onClick={() => void onPay()}>
                    {t('renewal.pay', { amount: money(q.total, q.currency) })}
                  </Button>
                </Box>
              </>
            ) : null}
          </>
        )}
      </QueryState>
    </Box>
  );
}
