import { useCallback, useEffect, useRef } from 'react';
import { useInitVideoSessionMutation, useTrackVideoMutation, useVideoEventsMutation } from './api';

type EventType = 'play' | 'pause' | 'seek' | 'ended' | 'quality';

function deviceOf() {
  const ua = navigator.userAgent;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Other';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrom(e|ium)\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Other';
  const device = window.matchMedia('(pointer: coarse)').matches ? (Math.min(screen.width, screen.height) < 600 ? 'phone' : 'tablet') : 'desktop';
  return { os, browser, device, platform: 'web' };
}

/**
 * Reports watching a library video: the resume point (every 5 s of play, on pause and at the end)
 * and an analytics session whose events are sent in small batches.
 */
export function useWatchReporting(videoId: number | undefined, context: { seriesId?: number; categoryId?: number }) {
  const [track] = useTrackVideoMutation();
  const [init] = useInitVideoSessionMutation();
  const [sendEvents] = useVideoEventsMutation();
  const session = useRef<Promise<string | undefined> | undefined>(undefined);
  const queue = useRef<{ type: EventType; position: number; quality?: number; at: string }[]>([]);
  const lastSaved = useRef(0);

  useEffect(() => {
    session.current = undefined;
    queue.current = [];
    lastSaved.current = 0;
  }, [videoId]);

  const flush = useCallback(async () => {
    const id = await session.current;
    const events = queue.current.splice(0, 100);
    if (id && events.length)
      await sendEvents({ id, events })
        .unwrap()
        .catch(() => undefined);
  }, [sendEvents]);

  const onEvent = useCallback(
    (type: EventType, position: number, quality?: number) => {
      if (!videoId) return;
      if (!session.current) {
        const { os, browser, device, platform } = deviceOf();
        session.current = init({
          videoId,
          os,
          browser,
          device,
          platform,
          seriesId: context.seriesId,
          category: context.categoryId,
          resolution: { width: Math.round(screen.width), height: Math.round(screen.height) },
        })
          .unwrap()
          .then((s) => s.id)
          .catch(() => undefined);
      }
      queue.current.push({ type, position: Math.max(0, position), quality, at: new Date().toISOString() });
      if (type === 'pause' || type === 'ended') {
        void track({ videoId, watchedTime: Math.max(0, position) });
        void flush();
      } else if (queue.current.length >= 10) void flush();
    },
    [videoId, context.seriesId, context.categoryId, init, track, flush],
  );

  const onTime = useCallback(
    (seconds: number) => {
      if (!videoId || Math.abs(seconds - lastSaved.current) < 5) return;
      lastSaved.current = seconds;
      void track({ videoId, watchedTime: seconds });
    },
    [videoId, track],
  );

  return { onEvent, onTime };
}
