import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SelectField } from '@/components/select-field';
import type { ReturnFilters, ReturnStatus } from '../api';

/** The list's filters (spec 001 §2): status (all by default), date range, sort (created by default), order, product, tracking number. */
export function ReturnFiltersForm({ value, statuses, onChange }: { value: ReturnFilters; statuses: ReturnStatus[]; onChange: (next: ReturnFilters) => void }) {
  const { t } = useTranslation('returns');
  const set = (patch: Partial<ReturnFilters>) => onChange({ ...value, ...patch });
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <SelectField label={t('filters.status')} value={String(value.status ?? 0)} onChange={(v) => set({ status: Number(v) || undefined })} name="status">
        <option value="0">{t('filters.allStatuses')}</option>
        {statuses.map((s) => (
          <option key={s.status_id} value={s.status_id}>
            {t(`status.${s.status_id}`, { defaultValue: s.label })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.from')}
        type="date"
        value={value.fromDate ?? ''}
        onChange={(e) => set({ fromDate: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('filters.to')}
        type="date"
        value={value.toDate ?? ''}
        onChange={(e) => set({ toDate: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SelectField label={t('filters.sort')} value={value.sort ?? 'createdAt'} onChange={(v) => set({ sort: v as ReturnFilters['sort'] })} name="sort">
        <option value="createdAt">{t('filters.sortCreated')}</option>
        <option value="modifiedAt">{t('filters.sortModified')}</option>
        <option value="status">{t('filters.sortStatus')}</option>
      </SelectField>
      <TextField label={t('filters.order')} value={value.orderId ?? ''} onChange={(e) => set({ orderId: e.target.value || undefined })} inputMode="numeric" />
      <TextField
        label={t('filters.product')}
        value={value.productName ?? ''}
        onChange={(e) => set({ productName: e.target.value || undefined })}
        type="search"
      />
      <TextField label={t('filters.tracking')} value={value.trackingNumber ?? ''} onChange={(e) => set({ trackingNumber: e.target.value || undefined })} />
      <Button onClick={() => onChange({})} sx={{ justifySelf: 'start', alignSelf: 'center' }}>
        {t('filters.clear')}
      </Button>
    </Box>
  );
}
