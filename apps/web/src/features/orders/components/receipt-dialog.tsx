import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseEntry } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApiError } from '@/lib/api/api-error';
import { useExportReceiptMutation, useSetReceiptAddressMutation } from '../api';
import { formatMoney, formatOrderDate } from '../format';
import { lastReceiptAddress, RECEIPT_ADDRESS_MAX, rememberReceiptAddress, validReceiptAddress } from '../receipt-memory';
import { errorText } from '@/lib/errors/error-text';

/** Starts the browser's download of a signed link (the server sends it as an attachment). */
function download(link: string, fileName: string) {
  const a = document.createElement('a');
  a.href = link;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * A purchase's receipt: whom it is made out to (a person or a company; remembered for the next
 * receipt) and the PDF, made by the server from the order's own figures.
 */
export function ReceiptDialog({ purchase, onClose }: { purchase: PurchaseEntry | null; onClose: () => void }) {
  // A fresh form (and fresh call states) for each purchase opened.
  return purchase ? <ReceiptForm key={purchase.requestId} purchase={purchase} onClose={onClose} /> : null;
}

function ReceiptForm({ purchase, onClose }: { purchase: PurchaseEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [address, setAddress] = useState(purchase.receiptAddress);
  const [touched, setTouched] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [save, saving] = useSetReceiptAddressMutation();
  const [exportReceipt, exporting] = useExportReceiptMutation();
  const [last] = useState(lastReceiptAddress);
  const valid = validReceiptAddress(address);
  const failure = (saving.error ?? exporting.error) as ApiError | undefined;
  const busy = saving.isLoading || exporting.isLoading;
  const onSave = async () => {
    setTouched(true);
    if (!valid) return;
    const result = await save({ requestId: purchase.requestId, receiptAddress: address.trim() });
    if ('data' in result) rememberReceiptAddress(address);
  };
  const onDownload = async () => {
    setTouched(true);
    if (!valid) return;
    const result = await exportReceipt({
      requestId: purchase.requestId,
      receiptAddress: address.trim(),
      orderNumber: purchase.orderNumber,
      total: purchase.total,
      date: purchase.date,
      studentName: purchase.studentName,
    });
    if ('data' in result && result.data) {
      rememberReceiptAddress(address);
      setLink(result.data.link);
      download(result.data.link, `receipt-${purchase.orderNumber}.pdf`);
    }
  };
  const titleId = 'receipt-dialog-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('receipt.title', { number: purchase.orderNumber })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        <Typography color="text.secondary">
          {[
            formatOrderDate(purchase.date, i18n.language),
            formatMoney(purchase.total, purchase.currency, i18n.language),
            t('purchases.for', { name: purchase.studentName }),
          ].join(' · ')}
        </Typography>
        <TextField
          label={t('receipt.address')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={2}
          required
          error={touched && !valid}
          helperText={touched && !valid ? t('receipt.addressInvalid', { max: RECEIPT_ADDRESS_MAX }) : t('receipt.addressHelp')}
          slotProps={{ htmlInput: { maxLength: RECEIPT_ADDRESS_MAX } }}
        />
        {last && last !== address.trim() ? (
          <Box>
            <Button size="small" variant="outlined" onClick={() => setAddress(last)} sx={{ textTransform: 'none', maxWidth: '100%' }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {t('receipt.useLast', { address: last })}
              </Box>
            </Button>
          </Box>
        ) : null}
        <Box role="status" aria-live="polite">
          {saving.isSuccess && !link ? <Alert severity="success">{t('receipt.saved')}</Alert> : null}
          {link ? (
            <Alert severity="success">
              {t('receipt.downloading')}{' '}
              <Link href={link} download={`receipt-${purchase.orderNumber}.pdf`}>
                {t('receipt.openAgain')}
              </Link>
            </Alert>
          ) : null}
        </Box>
        {failure ? (
          <Alert severity="error" role="alert">
            {errorText(t, failure)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('receipt.close')}</Button>
        <Button onClick={() => void onSave()} disabled={busy}>
          {t('receipt.save')}
        </Button>
        <Button variant="contained" onClick={() => void onDownload()} disabled={busy}>
          {exporting.isLoading ? t('receipt.preparing') : t('receipt.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
