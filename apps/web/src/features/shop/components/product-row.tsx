import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ProductCard as Product } from '../catalogue/types';
import { QuickViewDialog } from '../product/quick-view-dialog';
import { ProductCard } from './product-card';

/**
 * Products side by side, scrolling sideways on narrow screens; each with its quick view. The row's
 * width never comes from its products (inline-size containment): a long row scrolls inside its
 * column instead of widening every grid around it (the shop home was once 2,523 px wide), and it
 * holds its own absolutely placed screen-reader text (position: relative), which otherwise
 * overflowed the page from wherever the row had scrolled to.
 */
export function ProductRow({ products, label }: { products: Product[]; label: string }) {
  const [quick, setQuick] = useState<Product | null>(null);
  return (
    <>
      <Box
        role="list"
        aria-label={label}
        sx={{
          contain: 'inline-size',
          position: 'relative',
          maxWidth: '100%',
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '70%', sm: '40%', md: '220px' },
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
        }}
      >
        {products.map((p) => (
          <Box role="listitem" key={p.uid} sx={{ scrollSnapAlign: 'start', minWidth: 0 }}>
            <ProductCard product={p} onQuickView={setQuick} />
          </Box>
        ))}
      </Box>
      <QuickViewDialog product={quick} onClose={() => setQuick(null)} />
    </>
  );
}
