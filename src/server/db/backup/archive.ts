import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Header, list, Pax, type ReadEntry } from 'tar';
import { z } from 'zod';

/*
 * A backup is one tar archive: the database's dump, the shop's files and, last, `manifest.json`,
 * which names every other entry with its size and sha-256. Reading an archive checks every entry
 * against the manifest before anything is restored from it (docs/decisions/041).
 */

/** A failure the commands report in one line, as it is. */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json';
export const FORMAT = 'bookshop-backup';
export const FORMAT_VERSION = 1;

const fileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    lastMigration: z.string().nullable(),
  }),
  files: z.array(fileSchema),
});

export type ManifestFile = z.infer<typeof fileSchema>;
export type Manifest = z.infer<typeof manifestSchema>;

const BLOCK = 512;
const CHUNK = 1024 * 1024;

/** Writes an archive entry by entry, noting each entry's size and sha-256 from the bytes it wrote. */
export class ArchiveWriter {
  readonly files: ManifestFile[] = [];
  readonly #out: FileHandle;
  readonly #file: string;

  private constructor(out: FileHandle, file: string) {
    this.#out = out;
    this.#file = file;
  }

  /** A new archive at `file`; refuses a file that exists. */
  static async create(file: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(file, 'wx', 0o600), file);
  }

  async #header(name: string, size: number, mtime: Date, mode: number) {
    const header = new Header({ path: name, size, mtime, mode, type: 'File', uid: 0, gid: 0 });
    const block = Buffer.alloc(BLOCK);
    if (header.encode(block)) await this.#out.write(new Pax({ path: name, size, mtime }).encode());
    await this.#out.write(block);
  }

  async #pad(size: number) {
    const rest = size % BLOCK;
    if (rest > 0) await this.#out.write(Buffer.alloc(BLOCK - rest));
  }

  async addBytes(name: string, bytes: Uint8Array, mode = 0o644): Promise<void> {
    await this.#header(name, bytes.byteLength, new Date(), mode);
    await this.#out.write(bytes);
    await this.#pad(bytes.byteLength);
    if (name !== MANIFEST) this.files.push({ path: name, size: bytes.byteLength, sha256: sha256Of(bytes) });
  }

  /**
   * Adds the file at `source`, read once through one descriptor: what is hashed is what is written,
   * even if the file is replaced meanwhile (the shop replaces files by renaming a new one in place).
   */
  async addFile(name: string, source: string, mode = 0o644): Promise<void> {
    const input = await open(source, 'r');
    try {
      const { size, mtime } = await input.stat();
      await this.#header(name, size, mtime, mode);
      const hash = createHash('sha256');
      const buffer = Buffer.alloc(CHUNK);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await input.read(buffer, 0, Math.min(CHUNK, size - done), done);
        if (bytesRead === 0) throw new BackupError(`${source} shrank while it was being archived.`);
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        await this.#out.write(chunk);
        done += bytesRead;
      }
      await this.#pad(size);
      this.files.push({ path: name, size, sha256: hash.digest('hex') });
    } finally {
      await input.close();
    }
  }

  /** Writes the manifest and the end of the archive, and puts it on disk. */
  async finish(about: Omit<Manifest, 'files' | 'format' | 'version'>): Promise<Manifest> {
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, ...about, files: this.files };
    await this.addBytes(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await this.#out.write(Buffer.alloc(2 * BLOCK));
    await this.#out.sync();
    await this.#out.close();
    return manifest;
  }

  /** Closes and removes an archive left unfinished. */
  async abandon(): Promise<void> {
    await this.#out.close().catch(() => {});
    await rm(this.#file, { force: true });
  }
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type EntryHandler = (entry: ReadEntry, hash: ReturnType<typeof createHash>) => (() => void) | undefined;

/**
 * Reads every entry of the archive once. `onEntry` may start something for an entry and return what
 * to do at its end; the bytes of each entry are hashed on the way. Resolves to the manifest and to
 * what each entry really held; rejects with a BackupError when the file is no tar archive.
 */
async function readEntries(file: string, onEntry?: EntryHandler) {
  const seen: ManifestFile[] = [];
  const strange: string[] = [];
  let manifestText: string | undefined;
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        if (entry.type !== 'File' && entry.type !== 'OldFile') {
          strange.push(`${entry.path} (${entry.type})`);
          return;
        }
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        const isManifest = entry.path === MANIFEST;
        const atEnd = isManifest ? undefined : onEntry?.(entry, hash);
        let size = 0;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
          if (isManifest) chunks.push(chunk);
        });
        entry.on('end', () => {
          if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
          else seen.push({ path: entry.path, size, sha256: hash.digest('hex') });
          atEnd?.();
        });
      },
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // node-tar says e.g. 'TAR_BAD_ARCHIVE: Truncated input (needed 512 more bytes, only 0 available)'.
    const reason = (error as Error).message.replace(/^TAR_[A-Z_]+: /, '');
    throw new BackupError(`${file} cannot be read as a backup: ${reason}.`);
  }
  if (strange.length > 0) {
    throw new BackupError(`${file} holds entries a backup never holds: ${strange.slice(0, 3).join(', ')}.`);
  }
  return { manifest: parseManifest(file, manifestText), seen };
}

function parseManifest(file: string, text: string | undefined): Manifest {
  if (text === undefined)
    throw new BackupError(`${file} is not a backup of the shop: it has no ${MANIFEST}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} has a ${MANIFEST} that is not JSON.`);
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new BackupError(`${file} is not a backup of the shop.`);
  if (format.version !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup of format ${String(format.version)}; this version of the shop reads format ${FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} has a ${MANIFEST} that cannot be read.`);
  return parsed.data;
}

/** The first difference between what the manifest lists and what the archive holds, if any. */
function mismatchOf(manifest: Manifest, seen: ManifestFile[]): string | undefined {
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]));
  const found = new Set<string>();
  for (const entry of seen) {
    const expected = listed.get(entry.path);
    if (!expected) return `${entry.path} is not in the manifest`;
    if (found.has(entry.path)) return `${entry.path} is in the archive twice`;
    found.add(entry.path);
    if (expected.size !== entry.size) return `${entry.path} has ${entry.size} bytes, not ${expected.size}`;
    if (expected.sha256 !== entry.sha256) return `${entry.path} does not match its sha-256`;
  }
  const missing = manifest.files.find((entry) => !found.has(entry.path));
  return missing ? `${missing.path} is missing` : undefined;
}

/** Reads the whole archive and checks every entry against the manifest; resolves to the manifest. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const { manifest, seen } = await readEntries(file);
  const mismatch = mismatchOf(manifest, seen);
  if (mismatch) throw new BackupError(`${file} is damaged: ${mismatch}. Nothing was restored.`);
  return manifest;
}

/** Where an entry goes, and with which permissions. */
export type Destination = { file: string; mode: number };

/**
 * Writes each entry to the file `destinationOf` names for it (which must not exist yet), checking the
 * bytes again on the way, in case the archive changed since it was verified.
 */
export async function extractArchive(
  file: string,
  manifest: Manifest,
  destinationOf: (name: string) => Destination | undefined,
): Promise<void> {
  const { seen } = await readEntries(file, (entry) => {
    const destination = destinationOf(entry.path);
    if (!destination) return undefined;
    mkdirSync(path.dirname(destination.file), { recursive: true });
    const fd = openSync(destination.file, 'wx', destination.mode);
    entry.on('data', (chunk: Buffer) => writeSync(fd, chunk));
    return () => closeSync(fd);
  });
  const mismatch = mismatchOf(manifest, seen);
  if (mismatch) throw new BackupError(`${file} changed while it was restored: ${mismatch}.`);
}
