import { describe, expect, it } from 'vitest';
import { toUserType } from './user-type';

describe('user type', () => {
  it('is 3 for a simulator player and 2 for simulator plus coach', () => {
    expect(toUserType(3)).toBe(3);
    expect(toUserType(2)).toBe(2);
  });

  it('is 1 for a normal player and for anything unknown', () => {
    expect(toUserType(1)).toBe(1);
    expect(toUserType(0)).toBe(1);
    expect(toUserType(7)).toBe(1);
    expect(toUserType(null)).toBe(1);
    expect(toUserType(undefined)).toBe(1);
  });
});
