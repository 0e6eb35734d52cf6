import { describe, expect, it } from 'vitest';
import { readEmbedOnProd } from './embed-mode';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('embedOnProd', () => {
  it('follows the build setting by default', () => {
    expect(readEmbedOnProd('', 'true', memory())).toBe(true);
    expect(readEmbedOnProd('', undefined, memory())).toBe(false);
  });

  it('lets the page address override it and remembers the override for the tab', () => {
    const storage = memory();
    expect(readEmbedOnProd('?embedOnProd=true', undefined, storage)).toBe(true);
    expect(readEmbedOnProd('', undefined, storage)).toBe(true);
    expect(readEmbedOnProd('?embedOnProd=false', 'true', storage)).toBe(false);
  });
});
