import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleOffenders } from '../scripts/import-style';

/**
 * The one-way flow of the source folders (bulletproof-react's): shared code (lib, components)
 * imports no feature and no app code; a feature imports no other feature and no app code; only
 * app/ brings features together.
 */
const SRC = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Where each import of a file points, as a path under src/ ('' when it leaves src/, e.g. a package). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith('@/')) return [spec.slice(2)];
    if (spec.startsWith('.')) return [path.relative(SRC, path.resolve(path.dirname(file), spec))];
    return [];
  });
}

const areaOf = (relative: string) => {
  const [top, feature] = relative.split(path.sep);
  return top === 'features' ? `features/${feature}` : (top ?? '');
};

describe('source boundaries', () => {
  const files = sourceFiles(SRC).filter((file) => !file.endsWith('architecture.test.ts'));

  it('keeps shared code free of features and app', () => {
    const offenders = files
      .filter((file) => ['lib', 'components'].includes(areaOf(path.relative(SRC, file))))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => /^(features|app)(\/|$)/.test(target))
          .map((target) => `${path.relative(SRC, file)} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps each feature free of other features and of app', () => {
    const offenders = files
      .filter((file) => areaOf(path.relative(SRC, file)).startsWith('features/'))
      .flatMap((file) => {
        const own = areaOf(path.relative(SRC, file));
        return importsOf(file)
          .filter((target) => target.startsWith('app') || (target.startsWith('features/') && areaOf(target) !== own))
          .map((target) => `${path.relative(SRC, file)} → ${target}`);
      });
    expect(offenders).toEqual([]);
  });

  it('writes one import style: the @/ alias across areas, relative paths within one (scripts/import-style.ts --write fixes it)', () => {
    expect(styleOffenders().map((o) => `${path.relative(SRC, o.file)}: '${o.spec}' → '${o.wanted}'`)).toEqual([]);
  });
});
