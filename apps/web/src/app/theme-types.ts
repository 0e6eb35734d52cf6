// MUI module augmentation: the spec's breakpoint names, above MUI's xs floor (see breakpoints.ts).
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
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
