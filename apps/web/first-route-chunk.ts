import type { Plugin } from 'vite';

/**
 * Keeps everything the first route loads in one chunk. With many lazy routes sharing pieces of it
 * (fields, the public page frame, session code), automatic splitting cut those pieces into a dozen
 * small chunks that the first route all loads, each gzipped on its own: the same code, more bytes.
 * The plugin records the static imports while modules are parsed; the chunk group captures the
 * modules statically reachable from the HTML entry.
 */
export function firstRouteChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  let closure: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'first-route-chunk',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (info.isEntry) entries.add(info.id);
      closure = undefined;
    },
  };
  const test = (id: string) => {
    if (!closure) {
      closure = new Set();
      const queue = [...entries];
      while (queue.length) {
        const next = queue.pop()!;
        if (closure.has(next)) continue;
        closure.add(next);
        queue.push(...(staticImports.get(next) ?? []));
      }
      for (const entry of entries) closure.delete(entry);
    }
    return closure.has(id);
  };
  return { plugin, test };
}
