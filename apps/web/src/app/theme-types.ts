// MUI module augmentation: the spec's breakpoint names replace MUI's xs.
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: false;
    mobile: true;
    sm: true;
    tablet: true;
    md: true;
    lg: true;
    xlg: true;
    xl: true;
    xxl: true;
  }
}

export {};
