import { describe, expect, it } from 'vitest';
import { personName } from '@golf/contracts';
import { defaultDisplayName } from './leaderboard.service.ts';

describe('names on leaderboards and in e-mails', () => {
  it('writes a name in an East Asian script family name first, others given name first', () => {
    expect(defaultDisplayName('翔太', '佐藤')).toBe('佐. 翔太');
    expect(defaultDisplayName('Jordan', 'Lee')).toBe('Jordan L.');
    expect(personName({ firstName: '太郎', lastName: '山田' })).toBe('山田 太郎');
    expect(personName({ firstName: 'Jordan', lastName: 'Lee' })).toBe('Jordan Lee');
    expect(personName({ firstName: 'Riley', lastName: '' })).toBe('Riley');
  });
});
