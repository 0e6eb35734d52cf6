import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { QueryState, type QueryLike } from './query-state';

/**
 * The opening of a record's page (an order, a return): the way back to its list, then while it
 * loads a placeholder, or why it failed with a retry (the one QueryState; the record itself is
 * drawn by the page below, beside its own heading).
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
  query: QueryLike<unknown>;
  loadingLabel: string;
  failedMessage: string;
}) {
  return (
    <>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        {backLabel}
      </Button>
      <QueryState query={query} loadingLabel={loadingLabel} skeletonHeight={300} errorMessage={failedMessage}>
        {() => null}
      </QueryState>
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
