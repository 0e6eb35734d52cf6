import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, PORTAL_GATEWAY, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { declineText, serverText } from './server-text';
import { useInvokePaymentMutation, useRecommendedGearQuery } from './api';

/**
 * Gear the coach recommends (spec 000 §3): pictures, choose items, pay by card with 3-D Secure
 * through /api/payment/invoke; the bank's page returns to purchases, where the order and receipt are.
 */
export default function GearPage() {
  const { t, i18n } = useTranslation(['plus', 'common']);
  const gear = useRecommendedGearQuery();
  const [pay, payState] = useInvokePaymentMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const card = useCardForm();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const onPay = async () => {
    setMessage(null);
    const details = card.check();
    if (!details || selected.length === 0) return;
    try {
      const { dataValue: cardToken } = await tokenizeCard(PORTAL_GATEWAY, details);
      const result = await pay({ items: selected.map((sku) => ({ sku, quantity: 1 })), cardToken }).unwrap();
      if (result.status === 'requires_action' && result.challengeUrl) window.location.assign(result.challengeUrl);
      else if (result.status === 'succeeded') setMessage({ severity: 'success', text: t('gear.paid', { number: result.orderNumber }) });
      else setMessage({ severity: 'error', text: declineText(t, result, t('error')) });
    } catch (e) {
      setMessage({ severity: 'error', text: e instanceof CardRefused ? cardRefusalText(t, e) : serverText(t, e, t('error')) });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <PageHeading title={t('gear.title')} documentTitle={`${t('gear.title')} · ${t('common:productName')}`} />
      {message ? (
        <Alert
          severity={message.severity}
          action={
            message.severity === 'success' ? (
              <Button component={RouterLink} to="/purchases" color="inherit">
                {t('gear.toPurchases')}
              </Button>
            ) : undefined
          }
        >
          {message.text}
        </Alert>
      ) : null}
      <QueryState
        query={gear}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.list.length === 0}
        empty={t('gear.empty')}
      >
        {({ list }) => (
          <>
            <Box
              component="ul"
              aria-label={t('gear.title')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
            >
              {list.map((g) => (
                <Box component="li" key={g.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', display: 'grid', minWidth: 0 }}>
                  {g.imageUrl ? (
                    <Box
                      component="img"
                      src={g.imageUrl}
                      alt={g.name}
                      loading="lazy"
                      sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }}
                    />
                  ) : null}
                  <Box sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={selected.includes(g.sku)}
                          disabled={!g.isAvailable}
                          onChange={(e) => setSelected(e.target.checked ? [...selected, g.sku] : selected.filter((s) => s !== g.sku))}
                        />
                      }
                      label={<Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.name}</Typography>}
                    />
                    <Typography sx={{ fontWeight: 600 }}>{formatMoney({ value: g.price, currency: g.currency }, i18n.language)}</Typography>
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('gear.note', { coach: g.coachName, note: g.note })}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
            <Box component="section" aria-labelledby="gear-pay" sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id="gear-pay" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t('gear.pay', { count: selected.length })}
              </Typography>
              <CardFields {...card.fields} />
              <Box>
                <Button variant="contained" disabled={selected.length === 0 || payState.isLoading} onClick={() => void onPay()}>
                  {t('gear.submit')}
                </Button>
              </Box>
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
