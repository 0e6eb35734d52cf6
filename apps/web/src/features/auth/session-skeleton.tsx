import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * The portal's outline while a session is not complete yet (a family parent still choosing an
 * account): app bar, navigation and content as placeholders. Hidden from assistive technology.
 */
export function SessionSkeleton() {
  return (
    <Box aria-hidden="true" inert sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ height: 64, bgcolor: 'primary.main', opacity: 0.85 }} />
      <Box sx={{ flex: 1, display: 'flex' }}>
        <Box sx={{ width: 240, p: 2, display: { mobile: 'none', tablet: 'block' }, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Skeleton variant="rounded" height={40} />
        </Box>
        <Box sx={{ flex: 1, p: { mobile: 2, sm: 4 }, display: 'grid', gap: 2, alignContent: 'start', maxWidth: 960 }}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      </Box>
    </Box>
  );
}
