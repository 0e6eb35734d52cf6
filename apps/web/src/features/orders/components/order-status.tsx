import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { orderStateKey, stateColor } from '../status';

/** An order's state as a small label. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const key = orderStateKey(status);
  return <Chip size="small" variant="outlined" color={stateColor(status)} label={key ? t(`status.${key}`) : status} />;
}
