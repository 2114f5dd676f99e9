// An .xlsx file is a zip of XML parts. The parts are taken out here under limits (issue #16 item 27),
// so a zip bomb (a few KB that inflate to gigabytes) is refused in bounded time and memory: the zip's
// own directory is read first and every wanted part's declared size and compression ratio checked
// before anything is inflated; then each part is inflated a small piece at a time, counting what comes
// out, and refused the moment it passes its declared size (a lying header). Pure: no DOM, no worker.
import { Inflate } from 'fflate';

export const WORKBOOK_LIMITS = {
  /** The largest XML part inflated (a sheet, the shared strings): some 80,000 rows of SKU and quantity. */
  partMaxBytes: 8 * 1024 * 1024,
  /** All wanted parts together. */
  partsMaxBytes: 16 * 1024 * 1024,
  /** Uncompressed to compressed, per part: a real sheet is 5 to 30, deflate's own ceiling is 1,032. */
  ratioMax: 200,
  /** Entries in the zip's directory: a workbook has tens. */
  entriesMax: 2_000,
  /** Compressed bytes handed to the inflater at a time: at most ~1,032 times as much comes out of one. */
  inflateChunkBytes: 4096,
};
export type WorkbookLimits = typeof WORKBOOK_LIMITS;

/** Why a file was refused: not a zip this reader takes, parts too large, or a part that inflates beyond reason. */
export type WorkbookRefusal = 'unreadable' | 'too-large' | 'bomb';
export type WorkbookParts = { ok: true; parts: Record<string, Uint8Array> } | { ok: false; reason: WorkbookRefusal };

type Entry = { name: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number };

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 65536) >>> 0;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;

/** The end-of-central-directory record: last in the file, before a comment of at most 65,535 bytes. */
function findEndRecord(bytes: Uint8Array): number | null {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (u32(bytes, at) === EOCD_SIGNATURE) return at;
  }
  return null;
}

/** The directory's entries, or why not: a multi-disk or ZIP64 archive (never a 5 MB workbook) is unreadable. */
function readDirectory(bytes: Uint8Array, limits: WorkbookLimits): Entry[] | WorkbookRefusal {
  const end = findEndRecord(bytes);
  if (end === null || u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0) return 'unreadable';
  const count = u16(bytes, end + 10);
  const directoryOffset = u32(bytes, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return 'unreadable';
  if (count > limits.entriesMax) return 'too-large';
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL_SIGNATURE) return 'unreadable';
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > end) return 'unreadable';
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    });
    at = next;
  }
  return entries;
}

/** The declared sizes alone: refused before a byte is inflated. */
function checkDeclared(entries: readonly Entry[], limits: WorkbookLimits): WorkbookRefusal | null {
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) return 'unreadable'; // encrypted, or not deflate
    if (entry.method === 8 && entry.size > entry.compressedSize * limits.ratioMax) return 'bomb';
    if (entry.size > limits.partMaxBytes) return 'too-large';
    total += entry.size;
  }
  return total > limits.partsMaxBytes ? 'too-large' : null;
}

/** One part's bytes, inflated piece by piece into a buffer of its declared size; 'bomb' the moment it would pass it. */
function inflateEntry(bytes: Uint8Array, entry: Entry, limits: WorkbookLimits): Uint8Array | WorkbookRefusal {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL_SIGNATURE) return 'unreadable';
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return 'unreadable';
  if (entry.method === 0) return entry.compressedSize === entry.size ? data.slice() : 'unreadable';

  const out = new Uint8Array(entry.size);
  let written = 0;
  const overflow = new Error('inflates beyond its declared size');
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) throw overflow;
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += limits.inflateChunkBytes) {
      const end = Math.min(at + limits.inflateChunkBytes, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
  } catch (error) {
    return error === overflow ? 'bomb' : 'unreadable';
  }
  return written === entry.size ? out : 'unreadable';
}

/** The wanted parts of a zip, each checked before and while it is inflated (see the top of this file). */
export function unzipWithinLimits(bytes: Uint8Array, isWanted: (name: string) => boolean, limits: WorkbookLimits = WORKBOOK_LIMITS): WorkbookParts {
  const directory = readDirectory(bytes, limits);
  if (typeof directory === 'string') return { ok: false, reason: directory };
  const wanted = directory.filter((entry) => isWanted(entry.name));
  const refusal = checkDeclared(wanted, limits);
  if (refusal) return { ok: false, reason: refusal };
  const parts: Record<string, Uint8Array> = {};
  for (const entry of wanted) {
    const part = inflateEntry(bytes, entry, limits);
    if (typeof part === 'string') return { ok: false, reason: part };
    parts[entry.name] = part;
  }
  return { ok: true, parts };
}
