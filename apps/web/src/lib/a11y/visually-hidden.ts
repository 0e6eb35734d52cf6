/**
 * Text for screen readers only. Sizes are pixels on purpose: in MUI's `sx`, `width: 1` means 100%,
 * and a 100%-wide absolute element left inside a sideways-scrolling row widened whole pages.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
