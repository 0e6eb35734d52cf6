// What other areas may use of videos: the demo clips (lesson seed files), and the plus-content seam.
export { DEMO_CLIPS, demoMediaRow, ensureDemoMedia, warmDemoClips } from './demo-media.ts';
export { mayWatchPlusContent } from './plus-access.ts';
