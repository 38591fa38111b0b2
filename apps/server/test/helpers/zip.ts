import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/*
 * Hostile ZIP files, written byte by byte (APPNOTE 4.3): parts whose declared sizes lie, parts that
 * overlap, and a «zip bomb» — 150 MB of XML deflated to about 150 KB without ever holding the 150 MB.
 */

export interface ZipPart {
  name: string;
  packed: Buffer;
  method: 0 | 8;
  crc: number;
  /** what the headers say it unpacks to (a bomb lies here) */
  declaredSize: number;
  flags?: number;
}

/** A small part, deflated, with true sizes. */
export function deflatedPart(name: string, content: string): ZipPart {
  const raw = Buffer.from(content);
  return { name, packed: deflateRawSync(raw), method: 8, crc: crc32(raw), declaredSize: raw.length };
}

/**
 * A part that unpacks to `bytes` of worksheet XML (one cell's text repeated) while its headers declare
 * `declaredSize`. Deflated a megabyte at a time, so making it costs no more memory than reading it.
 */
export async function bombPart(name: string, bytes: number, declaredSize: number): Promise<ZipPart> {
  const chunk = Buffer.from(
    '<row><c t="inlineStr"><is><t>'.concat('a'.repeat(1024 * 1024 - 64), '</t></is></c></row>'),
  );
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let written = 0; written < bytes; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, bytes - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(out), method: 8, crc, declaredSize };
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

function header(part: ZipPart, name: Buffer) {
  return [u16(20), u16(part.flags ?? 0), u16(part.method), u16(0), u16(0x21), u32(part.crc)].concat(
    u32(part.packed.length),
    u32(part.declaredSize),
    u16(name.length),
    u16(0),
  );
}

/**
 * The ZIP of the parts. `centralCopies` lists each part that many times in the directory, every copy
 * pointing at the same bytes: an overlapping bomb, where a reader unpacks the one part again and again.
 */
export function zipOf(parts: ZipPart[], centralCopies = 1): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let entries = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const record = Buffer.concat([u32(0x04034b50), ...header(part, name), name, part.packed]);
    for (let copy = 0; copy < centralCopies; copy++) {
      central.push(
        Buffer.concat([
          u32(0x02014b50),
          u16(20),
          ...header(part, name),
          u16(0),
          u16(0),
          u16(0),
          u32(0),
          u32(offset),
          name,
        ]),
      );
      entries += 1;
    }
    local.push(record);
    offset += record.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries),
    u16(entries),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...local, directory, end]);
}

/** The two parts every XLSX has, so a file made of them and a bomb passes for a book. */
export const bookSkeleton = () => [
  deflatedPart(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  deflatedPart('xl/workbook.xml', '<?xml version="1.0"?><workbook><sheets/></workbook>'),
];
