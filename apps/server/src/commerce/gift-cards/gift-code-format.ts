import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A new gift code: 16 characters from a 31-letter alphabet (about 79 bits), in groups of four for
 * reading aloud. Rate-limited checks make guessing one hopeless.
 */
export function newGiftCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** The code as stored, from what a person typed (any case, spaces or dashes anywhere). */
export function normalizeGiftCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== GROUPS * GROUP_LENGTH || ![...compact].every((c) => ALPHABET.includes(c))) return null;
  return compact.match(/.{4}/g)!.join('-');
}

/** The code as shown to someone who bought it but is not its recipient: the first group only. */
export const maskGiftCode = (code: string) => `${code.slice(0, 4)}-XXXX-XXXX-XXXX`;
