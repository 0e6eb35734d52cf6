import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { useShopTitle } from '../use-shop-title';
import { Listing } from './listing';

/** Search results (spec 001 §2): the server matches words, misspellings included. */
export default function SearchPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const shopTitle = useShopTitle();
  const title = q ? t('search.title', { q }) : t('search.titleEmpty');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={title} documentTitle={`${title} · ${shopTitle}`} />
      {q ? <Listing key={q} kind="search" search={q} label={title} /> : <Typography>{t('search.prompt')}</Typography>}
    </Box>
  );
}
