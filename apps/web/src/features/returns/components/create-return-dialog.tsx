import { useMemo, useState } from 'react';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';
import { useSharedSelector } from '@/lib/store/hooks';
import { usePlaceReturnMutation, useReturnableOrdersQuery, type ReturnRequest, type ReturnSettings } from '../api';
import { uploadReturnFile } from '../upload';
import { errorText } from '@/lib/errors/error-text';

interface Line {
  selected: boolean;
  qty: number;
  reason: number;
  condition: number;
  resolution: number;
}

/** The create-return dialog (spec 001 §2): an order, its returnable items with reason, condition and resolution, a first message with photos, the policy. */
export function CreateReturnDialog({
  open,
  onClose,
  onPlaced,
  settings,
  orderNumber,
}: {
  open: boolean;
  onClose: () => void;
  onPlaced: (r: ReturnRequest) => void;
  settings: ReturnSettings;
  orderNumber?: string | null;
}) {
  const { t } = useTranslation('returns');
  const orders = useReturnableOrdersQuery(undefined, { skip: !open });
  const user = useSharedSelector((s) => s.user);
  const [chosenOrderId, setOrderId] = useState<number | null>(null);
  const [lines, setLines] = useState<Record<number, Line>>({});
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [policy, setPolicy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [place] = usePlaceReturnMutation();

  // The order asked for (from an order's page), else the newest, until the customer picks another.
  const orderId = chosenOrderId ?? (orders.data?.find((o) => o.order_number === orderNumber) ?? orders.data?.[0])?.order_id ?? null;
  const order = useMemo(() => orders.data?.find((o) => o.order_id === orderId) ?? null, [orders.data, orderId]);
  const lineOf = (id: number, firstResolution: number): Line =>
    lines[id] ?? {
      selected: false,
      qty: 1,
      reason: settings.allReasons[0]?.id ?? 1,
      condition: settings.allConditions[0]?.id ?? 1,
      resolution: firstResolution,
    };
  const update = (id: number, firstResolution: number, patch: Partial<Line>) =>
    setLines((all) => ({ ...all, [id]: { ...lineOf(id, firstResolution), ...patch } }));
  const chosen = order ? order.items.filter((i) => i.is_returnable && lines[i.order_item_id]?.selected) : [];
  const maxBytes = settings.maxAttachmentSize * 1024;

  const submit = async () => {
    if (!order) return;
    setError(null);
    if (!chosen.length) return setError(t('create.noItems'));
    if (settings.isReturnPolicyEnabled && !policy) return setError(t('create.policyRequired'));
    if (files.some((f) => f.size > maxBytes)) return setError(t('create.tooLarge', { kb: settings.maxAttachmentSize }));
    setBusy(true);
    try {
      const uploaded = await Promise.all(files.map((f) => uploadReturnFile(user, f)));
      const placed = await place({
        order_id: order.order_id,
        policy_allowed: policy ? 1 : 0,
        comment: comment.trim() || undefined,
        files: uploaded,
        return_items: chosen.map((i) => {
          const l = lineOf(i.order_item_id, (i.resolutions.find((r) => r.resolution_id === 2) ?? i.resolutions[0])!.resolution_id);
          return { order_item_id: i.order_item_id, qty: l.qty, reason: l.reason, condition: l.condition, resolution: l.resolution, return: 1 };
        }),
      }).unwrap();
      onPlaced(placed);
    } catch (e) {
      setError(errorText(t, e, { fallback: t('create.failed') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="create-return-title" scroll="body">
      <DialogTitle id="create-return-title">{t('create.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {orders.isLoading ? <Typography role="status">{t('loading')}</Typography> : null}
        {orders.isError ? <Alert severity="error">{t('create.ordersFailed')}</Alert> : null}
        {orders.data && !orders.data.length ? <Typography>{t('create.noOrders')}</Typography> : null}
        {orders.data?.length ? (
          <SelectField
            label={t('create.order')}
            value={String(orderId ?? '')}
            onChange={(v) => {
              setOrderId(Number(v));
              setLines({});
            }}
            name="order"
          >
            {orders.data.map((o) => (
              <option key={o.order_id} value={o.order_id}>
                {t('create.orderOption', { number: o.order_number })}
              </option>
            ))}
          </SelectField>
        ) : null}
        {order ? (
          <Box component="ul" aria-label={t('create.items')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {order.items.map((item) => {
              // A refund when the item allows one (what most customers ask for), else the first offered.
              const first = (item.resolutions.find((r) => r.resolution_id === 2) ?? item.resolutions[0])?.resolution_id ?? 2;
              const l = lineOf(item.order_item_id, first);
              return (
                <Box component="li" key={item.order_item_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={l.selected}
                        disabled={!item.is_returnable}
                        onChange={(e) => update(item.order_item_id, first, { selected: e.target.checked })}
                      />
                    }
                    label={item.product_name ?? item.product_sku ?? ''}
                  />
                  {!item.is_returnable ? <Typography color="text.secondary">{t(`reason.${item.no_returnable_reason ?? 1}`)}</Typography> : null}
                  {item.is_returnable && l.selected ? (
                    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { mobile: '1fr', sm: 'repeat(4, minmax(0, 1fr))' } }}>
                      <SelectField label={t('create.qty')} value={String(l.qty)} onChange={(v) => update(item.order_item_id, first, { qty: Number(v) })}>
                        {Array.from({ length: item.available_qty }, (_, n) => (
                          <option key={n + 1} value={n + 1}>
                            {n + 1}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField
                        label={t('create.reason')}
                        value={String(l.reason)}
                        onChange={(v) => update(item.order_item_id, first, { reason: Number(v) })}
                      >
                        {settings.allReasons.map((r) => (
                          <option key={r.id} value={r.id}>
                            {t(`reasons.${r.id}`, { defaultValue: r.label })}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField
                        label={t('create.condition')}
                        value={String(l.condition)}
                        onChange={(v) => update(item.order_item_id, first, { condition: Number(v) })}
                      >
                        {settings.allConditions.map((c) => (
                          <option key={c.id} value={c.id}>
                            {t(`conditions.${c.id}`, { defaultValue: c.label })}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField
                        label={t('create.resolution')}
                        value={String(l.resolution)}
                        onChange={(v) => update(item.order_item_id, first, { resolution: Number(v) })}
                      >
                        {item.resolutions.map((r) => (
                          <option key={r.resolution_id} value={r.resolution_id}>
                            {t(`resolutions.${r.resolution_id}`, { defaultValue: r.label })}
                          </option>
                        ))}
                      </SelectField>
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        ) : null}
        <TextField label={t('create.comment')} value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} />
        <Box>
          <Button component="label" variant="outlined">
            {t('create.addPhotos')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              multiple
              aria-label={t('create.addPhotos')}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          </Button>
          {files.length ? <Typography sx={{ mt: 1 }}>{t('create.files', { count: files.length })}</Typography> : null}
        </Box>
        {settings.isReturnPolicyEnabled ? (
          <FormControlLabel control={<Checkbox checked={policy} onChange={(e) => setPolicy(e.target.checked)} />} label={t('create.policy')} />
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !order}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
