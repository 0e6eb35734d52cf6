import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLUBS_IN_PLAY_LIMIT as CONTRACT_LIMIT, FLEXES as CONTRACT_FLEXES } from '@golf/contracts';
import { CLUBS_IN_PLAY_LIMIT, FLEXES } from './constants';
import { attachmentHeader, checkPhoto, uploadPhoto, PhotoUploadError } from './upload-photo';

const target = {
  url: 'http://localhost/api/uploads/club-images/3?owner=1&expires=9&signature=x',
  method: 'PUT' as const,
  expiresAt: '',
  maxBytes: 1000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
};
const file = (type: string, size = 10, name = 'driver.jpg') => new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('club photo upload', () => {
  it('copies the contract constants', () => {
    expect(CLUBS_IN_PLAY_LIMIT).toBe(CONTRACT_LIMIT);
    expect([...FLEXES]).toEqual([...CONTRACT_FLEXES]);
  });

  it('refuses before sending what the server would refuse', () => {
    expect(checkPhoto(file('image/heic'), target)).toMatchObject({ kind: 'wrong-type' });
    expect(checkPhoto(file('image/jpeg', 1001), target)).toMatchObject({ kind: 'too-large' });
    expect(checkPhoto(file('image/png'), target)).toBeNull();
  });

  it('names the file in an ASCII header', () => {
    expect(attachmentHeader('ドライバー "1".jpg')).toBe(`attachment; filename="_____ _1_.jpg"; filename*=UTF-8''${encodeURIComponent('ドライバー "1".jpg')}`);
  });

  it('PUTs the file with its type and name, and tells a refusal by its kind', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 200 }))
      .mockResolvedValueOnce(new Response('{"message":"The photo is damaged"}', { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    await uploadPhoto(target, file('image/jpeg'));
    expect(fetchMock).toHaveBeenCalledWith(
      target.url,
      expect.objectContaining({
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="driver.jpg"; filename*=UTF-8\'\'driver.jpg' },
      }),
    );
    const failure = await uploadPhoto(target, file('image/jpeg')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PhotoUploadError);
    expect((failure as PhotoUploadError).problem).toEqual({ kind: 'unreadable', message: 'The photo is damaged' });
  });
});
