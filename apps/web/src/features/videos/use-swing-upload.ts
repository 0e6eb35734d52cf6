import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';
import { accessTokenOf } from '@/lib/session/access-token';
import type { SharedState } from '@/lib/store/shared-state';

/** The server's resumable upload address (tus 1.0.0). */
const ENDPOINT = '/api/v2/my-swings/uploads';
/**
 * One PATCH per 5 MB: a dropped connection costs at most one chunk. The journey sets a smaller
 * one (`golf.swingChunkBytes` in sessionStorage) to interrupt a small clip half-way.
 */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Automatic retries after a network failure, as phones drop and regain their connection. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export type SwingUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'paused'; fileName: string; sent: number; total: number; resumed: boolean }
  | { phase: 'failed'; fileName: string; message: string | null };

/** The refusal sentence of the server's JSON answer, when the failure was one. */
function serverMessage(error: Error): string | null {
  const body = (error as DetailedError).originalResponse?.getBody();
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

async function forget(uploadUrl: string | null) {
  const { defaultOptions } = await import('tus-js-client');
  const stored = await defaultOptions.urlStorage.findAllUploads();
  await Promise.all(stored.filter((u) => u.uploadUrl === uploadUrl).map((u) => defaultOptions.urlStorage.removeUpload(u.urlStorageKey)));
}

const chunkBytes = () => Number(sessionStorage.getItem('golf.swingChunkBytes')) || CHUNK_BYTES;

/**
 * A resumable swing upload with tus-js-client, loaded only when this screen asks for it. The
 * upload's address is kept in localStorage under the file's fingerprint (name, type, size, date),
 * so choosing the same file after a reload or a lost connection continues where it stopped.
 */
export function useSwingUpload(onUploaded: () => void) {
  const store = useStore<SharedState>();
  const [state, setState] = useState<SwingUploadState>({ phase: 'idle' });
  const [unfinished, setUnfinished] = useState<PreviousUpload[]>([]);
  const current = useRef<Upload | null>(null);

  // Uploads left unfinished by an earlier visit: the screen asks for the same file again.
  useEffect(() => {
    let live = true;
    void import('tus-js-client')
      .then(({ defaultOptions }) => defaultOptions.urlStorage.findAllUploads())
      .then((found) => live && setUnfinished(found.filter((u) => u.uploadUrl?.startsWith(ENDPOINT))))
      .catch(() => undefined);
    return () => {
      live = false;
      void current.current?.abort();
    };
  }, []);

  const start = useCallback(
    async (file: File) => {
      const { Upload } = await import('tus-js-client');
      const fileName = file.name;
      let resumed = false;
      const upload = new Upload(file, {
        endpoint: ENDPOINT,
        chunkSize: chunkBytes(),
        retryDelays: RETRY_DELAYS,
        metadata: { filename: fileName, filetype: file.type },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // The token is read at every request: a long upload outlives an access token's refresh.
        onBeforeRequest: (request) => {
          const { user, language } = store.getState();
          const token = accessTokenOf(user);
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
          request.setHeader('Accept-Language', language.current);
        },
        onProgress: (sent, total) => setState({ phase: 'uploading', fileName, sent, total, resumed }),
        onSuccess: () => {
          current.current = null;
          setUnfinished((list) => list.filter((u) => u.metadata.filename !== fileName));
          setState({ phase: 'idle' });
          onUploaded();
        },
        onError: (error) => {
          current.current = null;
          setState({ phase: 'failed', fileName, message: serverMessage(error) });
          // A refusal ends the upload on the server too: forget its address, so the same file starts afresh.
          const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
          if (status >= 400 && status < 500) void forget(upload.url);
        },
      });
      const previous = await upload.findPreviousUploads();
      if (previous[0]) {
        resumed = true;
        upload.resumeFromPreviousUpload(previous[0]);
      }
      current.current = upload;
      setState({ phase: 'uploading', fileName, sent: 0, total: file.size, resumed });
      upload.start();
    },
    [store, onUploaded],
  );

  /** Stops sending; the server keeps what it has, and resume continues from there. */
  const pause = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    void upload.abort();
    setState((s) => (s.phase === 'uploading' ? { ...s, phase: 'paused' } : s));
  }, []);

  const resume = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    setState((s) => (s.phase === 'paused' ? { ...s, phase: 'uploading' } : s));
    upload.start();
  }, []);

  /** Cancels for good: the server deletes what it received (tus termination). */
  const cancel = useCallback(() => {
    const upload = current.current;
    current.current = null;
    setState({ phase: 'idle' });
    if (upload) void upload.abort(true).catch(() => undefined);
  }, []);

  return { state, unfinished, start, pause, resume, cancel };
}
