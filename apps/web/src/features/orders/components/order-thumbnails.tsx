import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderListLine } from '../api';

const SHOWN = 4;

/**
 * The first pictures of an order's lines in the order list, each named by its product for screen
 * readers, and how many more lines the order has.
 */
export function OrderThumbnails({ lines, more }: { lines: OrderListLine[]; more: (count: number) => string }) {
  if (!lines.length) return null;
  const shown = lines.slice(0, SHOWN);
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      {shown.map((line) =>
        line.product?.thumbnail?.url ? (
          <Box
            key={line.id}
            component="img"
            src={line.product.thumbnail.url}
            alt={line.product_name ?? line.product.thumbnail.label ?? ''}
            loading="lazy"
            width={48}
            height={48}
            sx={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          />
        ) : (
          <Box
            key={line.id}
            role="img"
            aria-label={line.product_name ?? ''}
            sx={{ width: 48, height: 48, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          />
        ),
      )}
      {lines.length > SHOWN ? (
        <Typography color="text.secondary" variant="body2">
          {more(lines.length - SHOWN)}
        </Typography>
      ) : null}
    </Box>
  );
}
