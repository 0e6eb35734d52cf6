import { useTranslation } from 'react-i18next';
import { useShopPlace } from './shop-context';

/** The name of the shop being shown, for headings and document titles. */
export function useShopTitle(): string {
  const { t } = useTranslation('shop');
  return useShopPlace().shop === 'launchMonitor' ? t('launchMonitorTitle') : t('title');
}
