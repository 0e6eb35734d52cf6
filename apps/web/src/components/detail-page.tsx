import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState } from './error-state';

/**
 * The opening of a record's page (an order, a return): the way back to its list, then while it
 * loads a placeholder, or why it failed with a retry.
 */
export function DetailOpening({
  back,
  backLabel,
  query,
  loadingLabel,
  failedMessage,
}: {
  back: string;
  backLabel: string;
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedMessage: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        {backLabel}
      </Button>
      {query.isLoading ? <Skeleton variant="rounded" height={300} role="status" aria-label={loadingLabel} /> : null}
      {query.isError ? <ErrorState message={failedMessage} retryLabel={t('actions.retry')} onRetry={() => void query.refetch()} /> : null}
    </>
  );
}

/** A titled, outlined section of a record's page. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        p: { mobile: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
