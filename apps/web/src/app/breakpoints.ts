import type { BreakpointsOptions } from '@mui/material/styles';

/**
 * The spec's two breakpoint sets (§2), as MUI named breakpoints.
 * Embedded in production: mobile 320, sm 744, md 1136, lg 1200, xl 1680, xxl 2200.
 * Otherwise: mobile 320, sm 768, tablet 968, md 1280, lg 1440, xlg 1680, xl 1920, xxl 2440.
 * The embedded set has no tablet or xlg; there they equal the neighbour below (tablet = sm) and
 * above (xlg = xl) so shared code can use every key in both modes and the order stays ascending.
 * MUI's xs (0) stays as the floor below mobile: MUI's own defaults use it (Dialog maxWidth="xs",
 * Grid sizes), and base styles then apply at any width.
 */
export const STANDARD_BREAKPOINTS = { xs: 0, mobile: 320, sm: 768, tablet: 968, md: 1280, lg: 1440, xlg: 1680, xl: 1920, xxl: 2440 } as const;
export const EMBEDDED_BREAKPOINTS = { xs: 0, mobile: 320, sm: 744, tablet: 744, md: 1136, lg: 1200, xlg: 1680, xl: 1680, xxl: 2200 } as const;

export function breakpointsFor(embedOnProd: boolean): BreakpointsOptions {
  return { values: { ...(embedOnProd ? EMBEDDED_BREAKPOINTS : STANDARD_BREAKPOINTS) } };
}
