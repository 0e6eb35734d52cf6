import { shopCredentials } from '@/lib/api/commerce-api';
import type { UserState } from '@/lib/session/user-slice';

/** Uploads a photo or PDF for a return's chat; the server judges the file by its content. */
export async function uploadReturnFile(user: UserState, file: File): Promise<{ filehash: string; filename: string }> {
  const { token } = shopCredentials(user, 'main');
  const response = await fetch('/api/returns/files', {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { data?: { filehash: string; filename: string }; message?: string } | null;
  if (!response.ok || !body?.data) throw new Error(body?.message ?? String(response.status));
  return body.data;
}
