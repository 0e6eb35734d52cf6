import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A wide table that scrolls sideways on small screens; focusable and named so keyboards can scroll it. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
      {children}
    </Box>
  );
}
