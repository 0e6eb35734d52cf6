import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ProductCard as Product } from '../catalogue/types';
import { QuickViewDialog } from '../product/quick-view-dialog';
import { ProductCard } from './product-card';

/** A listing's page of products in a responsive grid; each with its quick view. */
export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  const [quick, setQuick] = useState<Product | null>(null);
  return (
    <>
      <Box
        role="list"
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {products.map((p, i) => (
          <Box role="listitem" key={p.uid} sx={{ minWidth: 0 }}>
            <ProductCard product={p} onQuickView={setQuick} eager={i < 3} />
          </Box>
        ))}
      </Box>
      <QuickViewDialog product={quick} onClose={() => setQuick(null)} />
    </>
  );
}
