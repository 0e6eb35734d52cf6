import type { ClubImageUpload } from '@golf/contracts';

/** Why a photo could not be sent, for the screen to word in the player's language. */
export type PhotoProblem = { kind: 'wrong-type' | 'too-large' | 'unreadable' | 'expired' | 'failed'; message: string };

export class PhotoUploadError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem.message);
  }
}

/** `attachment` with an ASCII fallback and the UTF-8 name (header values must be ASCII). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Checks what the browser can before sending: the server checks again, and the content too. */
export function checkPhoto(file: File, target: Pick<ClubImageUpload, 'contentTypes' | 'maxBytes'>): PhotoProblem | null {
  if (!target.contentTypes.includes(file.type)) return { kind: 'wrong-type', message: file.type };
  if (file.size > target.maxBytes) return { kind: 'too-large', message: String(file.size) };
  return null;
}

/** PUTs the photo to its signed address with its content type and file name (spec §7 Bags). */
export async function uploadPhoto(target: ClubImageUpload, file: File): Promise<void> {
  const problem = checkPhoto(file, target);
  if (problem) throw new PhotoUploadError(problem);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type, 'content-disposition': attachmentHeader(file.name) },
    });
  } catch (error) {
    throw new PhotoUploadError({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const message = body?.message ?? String(response.status);
  const kind =
    response.status === 413
      ? 'too-large'
      : response.status === 415
        ? 'wrong-type'
        : response.status === 400
          ? 'unreadable'
          : response.status === 403
            ? 'expired'
            : 'failed';
  throw new PhotoUploadError({ kind, message });
}
