// A zip archive from a list of files (what WordPress's plugin upload takes),
// with Node's own zlib: deflated entries, one central directory, no zip64
// (a plugin is far under 4 GB). Dates are fixed, so one tree gives one zip.
import { crc32, deflateRawSync } from 'node:zlib';

const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01, 00:00

/** What a local header and a central directory entry both say of a file, from `at`: version needed, flags, method, date, CRC, sizes, name length. */
function describe(header, at, { crc, packed, size, nameLength }) {
  header.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
  header.writeUInt16LE(0x0800, at + 2); // names are UTF-8
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(packed, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** The zip of `files` ([{ name, data }], names with "/"): a Buffer. */
export function zip(files) {
  const locals = [];
  const central = [];
  let offset = 0;
  for (const { name, data } of files) {
    const path = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const facts = { crc, packed: packed.length, size: data.length, nameLength: path.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    describe(local, 4, facts);
    locals.push(local, path, packed);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, 2.0
    describe(entry, 6, facts);
    entry.writeUInt32LE(((0o100644 << 16) >>> 0), 38); // -rw-r--r--
    entry.writeUInt32LE(offset, 42);
    central.push(entry, path);
    offset += local.length + path.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
