import { ServiceError } from '../../platform/errors.ts';

/** Magento's uids: base64 of an id, or of a typed path ("configurable/93/21"). */
export const uidOf = (value: string | number): string => Buffer.from(String(value)).toString('base64');

/** The id behind a uid, refused with Magento's message when it is not one of ours. */
export function idOfUid(uid: string): number {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(uid) ? Buffer.from(uid, 'base64').toString('utf8') : '';
  if (!/^[1-9][0-9]{0,9}$/.test(decoded)) throw new ServiceError('invalid', `Value of uid "${uid}" is incorrect.`);
  return Number(decoded);
}
