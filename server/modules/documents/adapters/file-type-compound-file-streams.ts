import type { FileHandle } from 'node:fs/promises';

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const MAX_SECTORS_WALKED = 100_000;

/**
 * The stream names in a Microsoft compound file's (CFB: .xls, .doc, .msi) directory, read from
 * the header, the FAT and the directory sectors alone: what tells an Excel workbook (a
 * "Workbook" or "Book" stream) from the other kinds that share the format. Null when the file
 * is not a well-formed compound file.
 */
export async function compoundFileStreamNames(file: FileHandle, size: number): Promise<string[] | null> {
  const header = await readAt(file, 0, 512);
  if (header.length < 512 || header.readUInt32LE(0) !== 0xe011cfd0 || header.readUInt32LE(4) !== 0xe11ab1a1) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorAt = (index: number) => (index + 1) * sectorSize;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i += 1) {
    const sector = header.readUInt32LE(0x4c + i * 4);
    if (sector !== FREE) fatSectors.push(sector);
  }
  let difat = header.readUInt32LE(0x44);
  for (let walked = 0; difat !== END_OF_CHAIN && difat !== FREE && walked < MAX_SECTORS_WALKED; walked += 1) {
    const block = await readAt(file, sectorAt(difat), sectorSize);
    if (block.length < sectorSize) return null;
    for (let i = 0; i < sectorSize / 4 - 1; i += 1) {
      const sector = block.readUInt32LE(i * 4);
      if (sector !== FREE) fatSectors.push(sector);
    }
    difat = block.readUInt32LE(sectorSize - 4);
  }
  const perFatSector = sectorSize / 4;
  const next = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined || sectorAt(fatSector) >= size) return END_OF_CHAIN;
    const entry = await readAt(file, sectorAt(fatSector) + (sector % perFatSector) * 4, 4);
    return entry.length === 4 ? entry.readUInt32LE(0) : END_OF_CHAIN;
  };
  const names: string[] = [];
  let sector = header.readUInt32LE(0x30);
  for (let walked = 0; sector !== END_OF_CHAIN && walked < MAX_SECTORS_WALKED; walked += 1) {
    if (sectorAt(sector) >= size) return null;
    const block = await readAt(file, sectorAt(sector), sectorSize);
    for (let offset = 0; offset + 128 <= block.length; offset += 128) {
      const nameBytes = block.readUInt16LE(offset + 0x40);
      const type = block[offset + 0x42];
      if (type === 2 && nameBytes >= 2 && nameBytes <= 64) names.push(block.toString('utf16le', offset, offset + nameBytes - 2));
    }
    sector = await next(sector);
  }
  return names;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
