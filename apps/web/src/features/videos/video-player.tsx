import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import Box from '@mui/material/Box';
import type { VideoSources } from '@golf/contracts';

export interface VideoPlayerProps {
  sources: VideoSources;
  /** Accessible name of the player. */
  label: string;
  /** Caption track shown by default (the reader's language). */
  captionLanguage?: string;
  /** Where to start (resume), in seconds. */
  startAt?: number;
  audioOnly?: boolean;
  autoPlay?: boolean;
  controls?: boolean;
  onTime?: (seconds: number) => void;
  onEvent?: (type: 'play' | 'pause' | 'seek' | 'ended' | 'quality', position: number, quality?: number) => void;
}

const CAPTION_NAMES: Record<string, string> = { en: 'English', fr: 'Français', ja: '日本語', zh: '中文' };

/** The smallest MP4 rendition at least as tall as the player will be shown, else the largest. */
function pickRendition(sources: VideoSources, cssWidth: number) {
  const want = cssWidth * (window.devicePixelRatio || 1);
  return sources.mp4.find((m) => m.width >= want) ?? sources.mp4.at(-1);
}

/**
 * A native <video>. HLS goes to hls.js (its light build), imported only when a video screen plays
 * one and only where the browser has Media Source but no native HLS; Safari plays HLS itself, and
 * anything else gets the MP4 rendition that fits. Captions are WebVTT <track>s in four languages.
 */
export const VideoPlayer = forwardRef<HTMLVideoElement | null, VideoPlayerProps>(function VideoPlayer(
  { sources, label, captionLanguage, startAt, audioOnly, autoPlay, controls = true, onTime, onEvent },
  ref,
) {
  const video = useRef<HTMLVideoElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(ref, () => video.current, []);
  const events = useRef(onEvent);
  events.current = onEvent;
  const time = useRef(onTime);
  time.current = onTime;

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let destroyed = false;
    let hls: { destroy: () => void } | undefined;
    const mp4 = pickRendition(sources, el.clientWidth || 640);
    const useHls = sources.hlsUrl && !el.canPlayType('application/vnd.apple.mpegurl') && 'MediaSource' in window;
    if (sources.hlsUrl && el.canPlayType('application/vnd.apple.mpegurl')) el.src = sources.hlsUrl;
    else if (useHls) {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          if (mp4) el.src = mp4.url;
          return;
        }
        // No worker: the content security policy allows no blob: workers.
        const player = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
        player.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => events.current?.('quality', el.currentTime, player.levels[data.level]?.height));
        player.on(Hls.Events.ERROR, (_e, data) => {
          // A stream that cannot play falls back to the MP4 file, where it was.
          if (data.fatal && mp4) {
            const at = el.currentTime;
            player.destroy();
            el.src = mp4.url;
            el.currentTime = at;
          }
        });
        player.loadSource(sources.hlsUrl!);
        player.attachMedia(el);
        hls = player;
      });
    } else if (mp4) el.src = mp4.url;
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [sources]);

  useEffect(() => {
    const el = video.current;
    if (!el || !startAt) return;
    const seek = () => {
      if (el.duration && startAt < el.duration - 0.5) el.currentTime = startAt;
    };
    if (el.readyState >= 1) seek();
    else el.addEventListener('loadedmetadata', seek, { once: true });
    return () => el.removeEventListener('loadedmetadata', seek);
  }, [startAt, sources]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const on = (type: 'play' | 'pause' | 'seek' | 'ended') => () => events.current?.(type, el.currentTime);
    const handlers = {
      play: on('play'),
      pause: on('pause'),
      seeked: on('seek'),
      ended: on('ended'),
      timeupdate: () => time.current?.(el.currentTime),
    } as const;
    for (const [name, handler] of Object.entries(handlers)) el.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) el.removeEventListener(name, handler);
    };
  }, []);

  return (
    <Box
      sx={{ position: 'relative', width: '100%', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', aspectRatio: audioOnly ? undefined : '16 / 9' }}
    >
      <Box
        component="video"
        ref={video}
        aria-label={label}
        controls={controls}
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        poster={audioOnly ? undefined : (sources.posterUrl ?? undefined)}
        crossOrigin="anonymous"
        sx={{ display: 'block', width: '100%', height: audioOnly ? 56 : '100%', objectFit: 'contain' }}
      >
        {sources.captions.map((c) => (
          <track
            key={c.language}
            kind="captions"
            src={c.url}
            srcLang={c.language}
            label={CAPTION_NAMES[c.language] ?? c.language}
            default={c.language === captionLanguage}
          />
        ))}
      </Box>
    </Box>
  );
});
