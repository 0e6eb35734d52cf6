import { describe, expect, it } from 'vitest';
import { isObjectKey } from '../../platform/storage/index.ts';
import { returnFileKey } from './chat.service.ts';

describe('the object key of an uploaded return file', () => {
  // A base64url hash starts with '-' or '_' one time in 32: the upload answered 500 then.
  it('is a valid object key whatever character the random hash starts with', () => {
    for (const hash of ['-P4YHWRqHeBiMj0LN9EpyZxNBS7iwrt', '_P4YHWRqHeBiMj0LN9EpyZxNBS7iwrt', 'aP4YHWRqHeBiMj0LN9EpyZxNBS7iwrt'])
      expect(isObjectKey(returnFileKey(7, hash, 'png'))).toBe(true);
  });
});
