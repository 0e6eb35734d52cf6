import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { ReturnStatus } from '../api';

/** A return's status in the customer's language, in the status' own colour (white text stays readable on each). */
export function StatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return (
    <Chip size="small" label={t(`status.${status.status_id}`, { defaultValue: status.label })} sx={{ bgcolor: status.color, color: '#fff', fontWeight: 600 }} />
  );
}
