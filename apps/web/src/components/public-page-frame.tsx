import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LanguageSwitcher } from './language-switcher';

/**
 * The frame of the pages before sign-in (sign-in, transfer, ticket, not found): a header with the
 * product name and the language switcher, and a centred main column.
 */
export function PublicPageFrame({
  productName,
  children,
  footer,
  width = 440,
}: {
  productName: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: { mobile: 2, sm: 4 }, py: 1.5 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'primary.dark' }}>
          {productName}
        </Typography>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: { mobile: 'flex-start', sm: 'center' }, px: 2, pb: 6, outline: 'none' }}
      >
        <Box sx={{ width: '100%', maxWidth: width, pt: { mobile: 2, sm: 0 } }}>{children}</Box>
      </Box>
      {footer ? (
        <Box component="footer" sx={{ px: 2, py: 2, textAlign: 'center' }}>
          {footer}
        </Box>
      ) : null}
    </Box>
  );
}
