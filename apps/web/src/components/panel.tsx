import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The outlined card of the pages before sign-in. */
export function Panel({ children }: { children: ReactNode }) {
  return <Box sx={{ p: { mobile: 3, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>{children}</Box>;
}
