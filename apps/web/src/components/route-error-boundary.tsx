import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { retryFailedChunks } from '@/lib/lazy-with-retry';

/** English built in: on a cold load whose translations failed too, the player still reads a sentence. */
const ENGLISH = {
  title: 'This screen could not be loaded',
  text: 'The connection or the server had a problem. Your data is safe; try again in a moment.',
  retry: 'Try again',
};

function ScreenFailed({ resetErrorBoundary }: { resetErrorBoundary: () => void }) {
  const { t } = useTranslation('common');
  const words = {
    title: t('screenFailed.title', { defaultValue: ENGLISH.title }),
    text: t('screenFailed.text', { defaultValue: ENGLISH.text }),
    retry: t('screenFailed.retry', { defaultValue: ENGLISH.retry }),
  };
  // Drawn like FormError, not with Alert: its severity icons would ride in the sign-in route's budget.
  return (
    <Box sx={{ py: 4, display: 'grid', placeItems: 'center' }}>
      <Box
        role="alert"
        sx={{ maxWidth: 560, width: '100%', p: 2, borderRadius: 1, border: 1, borderColor: 'error.main', bgcolor: '#fdeded', color: '#5f2120' }}
      >
        <Box component="strong" sx={{ display: 'block', mb: 0.5, fontWeight: 500, fontSize: '1rem' }}>
          {words.title}
        </Box>
        {words.text}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={resetErrorBoundary}>
            {words.retry}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Catches a screen that failed to load or draw (a code chunk that failed every retry) and says so
 * where the screen would be, with a way to try again; the frame around it (header, menu) stays.
 * `resetKey` (the address) clears the failure when the player goes elsewhere. A class of its own
 * (React's error boundaries are classes), not a library: the sign-in route's JavaScript budget.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private reset = () => {
    retryFailedChunks();
    this.setState({ failedAt: null });
  };

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <ScreenFailed resetErrorBoundary={this.reset} />;
  }
}
