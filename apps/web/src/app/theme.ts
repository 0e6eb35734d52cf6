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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
