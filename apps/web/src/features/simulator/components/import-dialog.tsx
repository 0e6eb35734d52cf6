import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ScrollRegion } from '@/components/scroll-region';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DateOrder, ImportBody, ImportPreview, ImportResult } from '@golf/contracts';
import { formatNumber, NO_VALUE } from '@/lib/format/number';
import { usePreviewImportMutation, useImportShotsMutation } from '../api';
import { errorText } from '@/lib/errors/error-text';
import { dateTimeFormat } from '@/lib/format/intl-formats';
import { browserTimeZone } from '@/lib/format/browser-time-zone';

/** Import of a GSPro or Garmin R10 CSV export: choose the file, read the preview row by row, import. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('simulator');
  const titleId = useId();
  const fileId = useId();
  const orderId = useId();
  const [body, setBody] = useState<ImportBody | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewImport, previewing] = usePreviewImportMutation();
  const [importShots, importing] = useImportShotsMutation();
  const reset = () => {
    setBody(null);
    setPreview(null);
    setResult(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    const next: ImportBody = { fileName: file.name, content: await file.text(), timeZone: browserTimeZone() };
    setBody(next);
    try {
      setPreview(await previewImport(next).unwrap());
    } catch (e) {
      setError(errorText(t, e, { fallback: t('import.failed') }));
    }
  };
  // The file could not tell its date order: read it again in the order the player chose.
  const chooseOrder = async (dateOrder: DateOrder) => {
    if (!body) return;
    const next = { ...body, dateOrder };
    setBody(next);
    setError(null);
    try {
      setPreview(await previewImport(next).unwrap());
    } catch (e) {
      setError(errorText(t, e, { fallback: t('import.failed') }));
    }
  };
  const run = async () => {
    if (!body) return;
    try {
      setResult(await importShots(body).unwrap());
    } catch (e) {
      setError(errorText(t, e, { fallback: t('import.failed') }));
    }
  };
  const rows = preview?.rows ?? [];
  const orderMissing = Boolean(preview?.needsDateOrder && !body?.dateOrder);
  const hitDate = (iso: string | null) =>
    iso ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: body?.timeZone }).format(new Date(iso)) : NO_VALUE;
  const shown = [...rows.filter((r) => r.status !== 'ok'), ...rows.filter((r) => r.status === 'ok')].slice(0, 60);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('import.intro')}</Typography>
        <Box>
          <Button component="label" htmlFor={fileId} variant="outlined">
            {t('import.choose')}
          </Button>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('import.choose')}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {body ? (
            <Typography component="span" sx={{ ml: 1 }}>
              {body.fileName}
            </Typography>
          ) : null}
        </Box>
        {previewing.isLoading ? <Typography role="status">{t('import.reading')}</Typography> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {preview && !result ? (
          <>
            <Alert severity={preview.summary.valid > 0 ? 'info' : 'warning'} role="status">
              {t('import.summary', { format: t(`sources.${preview.format}`), ...preview.summary })}
            </Alert>
            {preview.needsDateOrder || body?.dateOrder ? (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={orderId}>
                  {t('import.dateOrder.question')}
                </FormLabel>
                <RadioGroup aria-labelledby={orderId} value={body?.dateOrder ?? ''} onChange={(e) => void chooseOrder(e.target.value as DateOrder)}>
                  <FormControlLabel value="dayFirst" control={<Radio />} label={t('import.dateOrder.dayFirst')} />
                  <FormControlLabel value="monthFirst" control={<Radio />} label={t('import.dateOrder.monthFirst')} />
                </RadioGroup>
              </FormControl>
            ) : preview.dateOrder ? (
              <Typography variant="body2">{t(`import.dateOrder.detected.${preview.dateOrder}`)}</Typography>
            ) : null}
            <ScrollRegion label={t('import.rows')}>
              <Table size="small" aria-label={t('import.rows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.line')}</TableCell>
                    <TableCell>{t('import.status')}</TableCell>
                    <TableCell>{t('import.hitAt')}</TableCell>
                    <TableCell>{t('fields.club')}</TableCell>
                    <TableCell align="right">{`${t('fields.carry')} (${preview.units.distance})`}</TableCell>
                    <TableCell>{t('import.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((r) => (
                    <TableRow key={r.line}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>{t(`import.statuses.${r.status}`)}</TableCell>
                      <TableCell>{hitDate(r.hitAt)}</TableCell>
                      <TableCell>{r.clubType ? t(`clubs.${r.clubType}`) : NO_VALUE}</TableCell>
                      <TableCell align="right">{formatNumber(r.carry, i18n.language, 1)}</TableCell>
                      <TableCell>{r.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join(' ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </>
        ) : null}
        {result ? (
          <Alert severity="success" role="status">
            {t('import.done', { count: result.imported, skipped: result.skipped.length })}{' '}
            {result.esnActivityId ? (
              <Link component={RouterLink} to={`/practice/${result.esnActivityId}`} onClick={close}>
                {t('import.openSession')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{result ? t('actions.close') : t('actions.cancel')}</Button>
        {!result ? (
          <Button variant="contained" disabled={!preview || preview.summary.valid === 0 || orderMissing || importing.isLoading} onClick={() => void run()}>
            {t('import.run', { count: preview?.summary.valid ?? 0 })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
