import { createTheme, type Theme } from '@mui/material/styles';
import './theme-types';
import { breakpointsFor } from './breakpoints';

/**
 * The one theme: light mode only, orange primary. The orange is deep enough that white text on
 * it and orange text on white both pass WCAG AA (5.2:1).
 */
export function createAppTheme(embedOnProd: boolean): Theme {
  return createTheme({
    breakpoints: breakpointsFor(embedOnProd),
    palette: {
      mode: 'light',
      primary: { main: '#c2410c', light: '#ea580c', dark: '#9a3412', contrastText: '#ffffff' },
      secondary: { main: '#334155', contrastText: '#ffffff' },
      background: { default: '#faf7f5', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A player who asked their device for less motion gets none: fades, slides, ripples and
      // shimmering placeholders end at once. A progress indicator keeps turning, more slowly where
      // it says so, as it is the only sign that something is still happening.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            "*:not([role='progressbar'], [role='progressbar'] *), *::before, *::after": {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
