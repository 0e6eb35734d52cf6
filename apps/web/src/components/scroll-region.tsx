import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A wide table that scrolls sideways on small screens; focusable and named so keyboards can scroll it.
 * Positioned, so screen-reader-only text (absolutely placed) inside the table is clipped here
 * instead of widening the whole page on a phone.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', position: 'relative', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      {children}
    </Box>
  );
}
