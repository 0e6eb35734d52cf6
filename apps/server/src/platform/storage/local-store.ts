import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assertObjectKey, type ByteRange, type LinkOptions, type ObjectMeta, type ObjectStore, type StoredObject } from './object-store.ts';
import type { UrlSigner } from './url-signing.ts';

/** The path under which this server serves the local store's signed downloads. */
export const FILES_PATH = '/api/files/';

/** A stored file opened once: its size is known before any byte is read, and it is read (or closed) once. */
export interface OpenedObject extends ObjectMeta {
  size: number;
  /** The file's bytes, or the range's; the file closes when the stream ends or is destroyed. */
  read(range?: ByteRange): Readable;
  close(): Promise<void>;
}

// Metadata read per process, most recent last: keys are unique per write (see ObjectStore), so a
// key's metadata never changes; only a delete ends it, and a deleted file's bytes are gone too.
const METAS_KEPT = 5000;

/**
 * Files under `dir`: the bytes in `data/<key>`, what to serve them with in `meta/<key>.json`.
 * Writes go to a temporary file first and are renamed into place, data before metadata, so a
 * reader that finds the metadata always finds the whole file.
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;

  constructor(
    private readonly dir: string,
    private readonly signer: UrlSigner,
  ) {}

  private readonly metas = new Map<string, ObjectMeta>();

  private dataPath(key: string) {
    assertObjectKey(key);
    return path.join(this.dir, 'data', ...key.split('/'));
  }

  private metaPath(key: string) {
    assertObjectKey(key);
    return path.join(this.dir, 'meta', ...key.split('/')) + '.json';
  }

  async put(key: string, body: Buffer, meta: ObjectMeta): Promise<void> {
    const data = this.dataPath(key);
    const metaFile = this.metaPath(key);
    const tmpDir = path.join(this.dir, 'tmp');
    await Promise.all([mkdir(tmpDir, { recursive: true }), mkdir(path.dirname(data), { recursive: true }), mkdir(path.dirname(metaFile), { recursive: true })]);
    const tmpData = path.join(tmpDir, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    try {
      await writeFile(tmpData, body);
      await writeFile(tmpMeta, JSON.stringify({ contentType: meta.contentType, contentDisposition: meta.contentDisposition, cacheControl: meta.cacheControl }));
      await rename(tmpData, data);
      await rename(tmpMeta, metaFile);
      this.metas.delete(key);
    } catch (error) {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const meta = await this.readMeta(key);
    if (!meta) return null;
    const file = this.dataPath(key);
    try {
      const { size } = await stat(file);
      return { ...meta, size, body: createReadStream(file, range ? { start: range.start, end: range.end } : undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * The file opened for a download that must know its size first (a Range request): one open, one
   * fstat and the read, where `get` for the size and `get` again for the range opened it twice and
   * read its metadata twice (a video's first bytes spent half their time in file calls).
   */
  async open(key: string): Promise<OpenedObject | null> {
    const meta = await this.metaOf(key);
    if (!meta) return null;
    let handle;
    try {
      handle = await open(this.dataPath(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const file = handle;
      return { ...meta, size, read: (range) => file.createReadStream(range ? { start: range.start, end: range.end } : {}), close: () => file.close() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.readMeta(key)) !== null;
  }

  async delete(keys: string[]): Promise<void> {
    // Metadata first: once it is gone the object reads as missing, whatever happens next.
    await Promise.all(keys.map((k) => rm(this.metaPath(k), { force: true })));
    for (const k of keys) this.metas.delete(k);
    await Promise.all(keys.map((k) => rm(this.dataPath(k), { force: true })));
  }

  async signedGetUrl(key: string, opts: LinkOptions): Promise<string> {
    assertObjectKey(key);
    const urlPath = FILES_PATH + key;
    return `${opts.baseUrl.replace(/\/$/, '')}${urlPath}?${this.signer.sign('GET', urlPath, {}, opts.expiresAt)}`;
  }

  /** The metadata of a key, read once per process. */
  private async metaOf(key: string): Promise<ObjectMeta | null> {
    const kept = this.metas.get(key);
    if (kept) return kept;
    const meta = await this.readMeta(key);
    if (meta) {
      this.metas.set(key, meta);
      if (this.metas.size > METAS_KEPT) this.metas.delete(this.metas.keys().next().value!);
    }
    return meta;
  }

  private async readMeta(key: string): Promise<ObjectMeta | null> {
    try {
      return JSON.parse(await readFile(this.metaPath(key), 'utf8')) as ObjectMeta;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
