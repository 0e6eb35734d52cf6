import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { usePaymentStatusQuery } from '../api';
import { errorText } from '@/lib/errors/error-text';

/**
 * Back from the bank's 3-D Secure page (`/purchases?requestId=`): the status call completes the
 * purchase; while the bank has not answered it is asked again every few seconds.
 */
export function PaymentReturn({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const requestId = params.get('requestId');
  const [settled, setSettled] = useState(false);
  const status = usePaymentStatusQuery(requestId ?? '', { skip: !requestId, pollingInterval: settled ? 0 : 3000, skipPollingIfUnfocused: true });
  const final = status.data?.status === 'succeeded' || status.data?.status === 'failed';
  // Polling stops once the answer is final (state kept from the render that saw it).
  if (final && !settled) setSettled(true);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  if (!requestId) return null;
  const dismiss = (
    <Button color="inherit" size="small" onClick={() => setParams({}, { replace: true })}>
      {t('payment.dismiss')}
    </Button>
  );
  const s = status.data;
  if (status.isError) {
    return (
      <Alert severity="error" role="alert" action={dismiss}>
        {errorText(t, status.error)}
      </Alert>
    );
  }
  if (!s || s.status === 'processing' || s.status === 'requires_action') {
    return (
      <Alert severity="info" role="status">
        {t('payment.waiting')}
      </Alert>
    );
  }
  return s.status === 'succeeded' ? (
    <Alert severity="success" role="status" action={dismiss}>
      {t('payment.succeeded', { number: s.orderNumber })}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" action={dismiss}>
      {s.message ?? t('payment.failed')}
    </Alert>
  );
}
