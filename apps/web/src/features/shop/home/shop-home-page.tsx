import Box from '@mui/material/Box';
import { PageHeading } from '@/components/page-heading';
import { useShopTitle } from '../use-shop-title';
import { LayoutBlocks } from './layout-blocks';

/** The shop's home: the blocks its layout service returns (banners, sliders, carousels, text, video). */
export default function ShopHomePage() {
  const title = useShopTitle();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={title} documentTitle={title} />
      <LayoutBlocks page={{ page: 'shop' }} />
    </Box>
  );
}
