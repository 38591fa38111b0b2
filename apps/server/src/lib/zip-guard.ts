import { createInflateRaw } from 'node:zlib';

/*
 * Before any library opens a ZIP (an XLSX is one), its parts are inflated here once, their output counted
 * and thrown away as it comes, so the real unpacked size is known without holding it: the sizes a ZIP
 * declares are written by whoever made the file and a «zip bomb» lies in them. Reading stops as soon as
 * the count passes the budget, so a 150 KB file that would unpack to 150 MB costs a few MB of inflating
 * and no memory beyond zlib's window.
 */

export interface ZipLimits {
  /** parts a legitimate file of this kind never exceeds */
  maxEntries: number;
  /** bytes all parts together may unpack to */
  maxUnpackedBytes: number;
}

export type ZipRefusal = 'not-zip' | 'too-many-entries' | 'too-big' | 'unsupported' | 'corrupt';

export type ZipVerdict =
  | { ok: true; names: Set<string>; unpackedBytes: number }
  | { ok: false; reason: ZipRefusal; unpackedBytes: number };

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** The end record may be followed by a comment of up to 64 KB: it is searched for from the end. */
const MAX_COMMENT = 0xffff;
/** ZIP64 marks its sizes and offsets with all ones; an XLSX under our upload limits never needs it. */
const ZIP64 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

function findEnd(data: Buffer): number {
  const last = data.length - END_SIZE;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at--) {
    if (data.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

/** The central directory's entries, or why it cannot be read. */
function readEntries(data: Buffer, limits: ZipLimits): Entry[] | ZipRefusal {
  if (data.length < END_SIZE || data.readUInt32LE(0) !== LOCAL_SIGNATURE) return 'not-zip';
  const end = findEnd(data);
  if (end < 0) return 'not-zip';
  const count = data.readUInt16LE(end + 10);
  if (count > limits.maxEntries) return 'too-many-entries';
  const entries: Entry[] = [];
  let at = data.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    if (at + CENTRAL_SIZE > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'not-zip';
    const nameLength = data.readUInt16LE(at + 28);
    if (at + CENTRAL_SIZE + nameLength > data.length) return 'not-zip';
    const entry: Entry = {
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
    };
    if (entry.compressedSize === ZIP64 || entry.localOffset === ZIP64) return 'unsupported';
    entries.push(entry);
    at += CENTRAL_SIZE + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The packed bytes of an entry, found through its local header (where a reader takes them from). */
function packedBytes(data: Buffer, entry: Entry): Buffer | null {
  const at = entry.localOffset;
  if (at + LOCAL_SIZE > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + LOCAL_SIZE + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) return null;
  return data.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates `packed`, counting the output and keeping none of it. Answers the count, 'over' as soon as it
 * passes `budget` (inflating stops there), or 'corrupt' for data that is not a deflate stream.
 */
function inflatedLength(packed: Buffer, budget: number): Promise<number | 'over' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let count = 0;
    let settled = false;
    const settle = (value: number | 'over' | 'corrupt') => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > budget) settle('over');
    });
    inflate.on('end', () => settle(count));
    inflate.on('error', () => settle('corrupt'));
    inflate.end(packed);
  });
}

/**
 * Reads a ZIP's directory and inflates every part within the limits. Overlapping parts (several entries
 * pointing at the same bytes, another kind of bomb) are each counted, as a reader would unpack each.
 */
export async function inspectZip(data: Buffer, limits: ZipLimits): Promise<ZipVerdict> {
  const entries = readEntries(data, limits);
  if (typeof entries === 'string') return { ok: false, reason: entries, unpackedBytes: 0 };
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED_FLAG) return { ok: false, reason: 'unsupported', unpackedBytes: unpacked };
    const packed = packedBytes(data, entry);
    if (!packed) return { ok: false, reason: 'corrupt', unpackedBytes: unpacked };
    const budget = limits.maxUnpackedBytes - unpacked;
    let size: number | 'over' | 'corrupt';
    if (entry.method === STORED) size = packed.length > budget ? 'over' : packed.length;
    else if (entry.method === DEFLATED) size = await inflatedLength(packed, budget);
    else return { ok: false, reason: 'unsupported', unpackedBytes: unpacked };
    if (size === 'over') return { ok: false, reason: 'too-big', unpackedBytes: limits.maxUnpackedBytes };
    if (size === 'corrupt') return { ok: false, reason: 'corrupt', unpackedBytes: unpacked };
    unpacked += size;
  }
  return { ok: true, names: new Set(entries.map((e) => e.name)), unpackedBytes: unpacked };
}
