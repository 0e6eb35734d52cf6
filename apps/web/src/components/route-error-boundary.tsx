import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { retryFailedChunks } from '@/lib/lazy-with-retry';

/**
 * Words of the failure, in the page's language. Built in, not from the translation bundles: when
 * the server sheds load, the bundles may have failed as well.
 */
const WORDS: Record<string, { title: string; text: string; retry: string }> = {
  en: {
    title: 'This screen could not be loaded',
    text: 'The connection or the server had a problem. Your data is safe; try again in a moment.',
    retry: 'Try again',
  },
  fr: {
    title: 'Cet écran n’a pas pu être chargé',
    text: 'La connexion ou le serveur a rencontré un problème. Vos données sont intactes ; réessayez dans un instant.',
    retry: 'Réessayer',
  },
  ja: {
    title: 'この画面を読み込めませんでした',
    text: '通信またはサーバーに問題が発生しました。データは失われていません。少し待ってからもう一度お試しください。',
    retry: '再試行',
  },
  zh: {
    title: '无法加载此页面',
    text: '网络或服务器出现问题。您的数据安全无虞，请稍后重试。',
    retry: '重试',
  },
};

function ScreenFailed({ resetErrorBoundary }: FallbackProps) {
  const words = WORDS[document.documentElement.lang] ?? WORDS.en!;
  return (
    <Box sx={{ py: 4, display: 'grid', placeItems: 'center' }}>
      <Alert severity="error" role="alert" sx={{ maxWidth: 560, width: '100%' }}>
        <AlertTitle>{words.title}</AlertTitle>
        {words.text}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={resetErrorBoundary}>
            {words.retry}
          </Button>
        </Box>
      </Alert>
    </Box>
  );
}

/**
 * Catches a screen that failed to load or draw (a code chunk that failed every retry) and says so
 * where the screen would be, with a way to try again; the frame around it (header, menu) stays.
 * `resetKey` (the address) clears the failure when the player goes elsewhere.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[resetKey]} onReset={retryFailedChunks}>
      {children}
    </ErrorBoundary>
  );
}
