import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageHeading } from '@/components/page-heading';
import { useShopPlace } from '../shop-context';

/** The order is placed: its number, the way to its detail (the account's orders page), and back to the shop. */
export default function CheckoutSuccessPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const { orderNumber = '' } = useParams();
  const { base } = useShopPlace();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeading title={t('success.title')} documentTitle={`${t('success.title')} · ${t('common:productName')}`} />
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Typography sx={{ fontSize: '1.125rem' }}>{t('success.number', { number: orderNumber })}</Typography>
          </Box>
          <Typography>{t('success.text')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`${base}/orders/${encodeURIComponent(orderNumber)}`} variant="contained">
              {t('success.viewOrder')}
            </Button>
            <Button component={RouterLink} to={base}>
              {t('success.continue')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
