import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { refusalText } from '@/lib/api/refusal';
import { formatMoney } from '@/lib/format/money';
import { PageHeading } from '@/components/page-heading';
import { useLazyGiftCodeCheckQuery } from './api';
import { dateText } from '@/lib/format/intl-formats';

/** Checks a gift code's balance and expiry (the link in the gift card e-mail opens it). */
export default function GiftCodeBalancePage() {
  const { t, i18n } = useTranslation(['giftCards', 'common']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, result] = useLazyGiftCodeCheckQuery();
  const data = result.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Link component={RouterLink} to="/shop/gift-cards">
        {t('balance.back')}
      </Link>
      <PageHeading title={t('balance.title')} documentTitle={`${t('balance.title')} · ${t('common:productName')}`} />
      <Typography color="text.secondary">{t('balance.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = code.trim();
          if (!/^[A-Za-z0-9 -]{4,64}$/.test(trimmed)) {
            setError(t('balance.badCode'));
            return;
          }
          setError(null);
          check(trimmed)
            .unwrap()
            .catch((e: unknown) => setError(refusalText(t, e, 'giftCards:balance.refused', t('balance.failed'))));
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: '1 1 220px' }}>
          <FormField label={t('balance.label')} value={code} onChange={(e) => setCode(e.target.value)} error={Boolean(error)} autoComplete="off" />
        </Box>
        <Button type="submit" variant="contained" disabled={result.isFetching}>
          {t('balance.check')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {data && !error ? (
        <Alert severity={data.is_valid ? 'success' : 'warning'} role="status">
          {data.is_valid && data.balance && data.currency
            ? t('balance.valid', {
                balance: formatMoney({ value: Number(data.balance), currency: data.currency }, i18n.language),
                date: dateText(new Date(data.expires_at!), i18n.language, { year: 'numeric', month: 'long', day: 'numeric' }),
              })
            : t(`balance.refused.${data.reason ?? 'not_valid'}`, { defaultValue: data.message })}
        </Alert>
      ) : null}
    </Box>
  );
}
