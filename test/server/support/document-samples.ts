import zlib from 'node:zlib';
import { samplePicture } from './site-images';

/** A zip archive with its entries stored as they are (what a .docx or .xlsx is underneath). */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function officeFile(part: string, mainType: string): Buffer {
  return storedZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** A Microsoft compound file (the format of .xls, .doc and .msi) whose directory holds one stream of the name. */
export function compoundFile(streamName: string): Buffer {
  const sector = 512;
  const file = Buffer.alloc(512 + 2 * sector);
  file.writeUInt32LE(0xe011cfd0, 0);
  file.writeUInt32LE(0xe11ab1a1, 4);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = 512;
  for (let i = 0; i < 128; i += 1) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  const directory = 512 + sector;
  const entry = (index: number, name: string, type: number) => {
    const at = directory + index * 128;
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    file[at + 0x42] = type;
    file.writeUInt32LE(0xffffffff, at + 0x44);
    file.writeUInt32LE(0xffffffff, at + 0x48);
    file.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 0x4c);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return file;
}

export interface Sample {
  name: string;
  bytes: Buffer;
}

/** One of each kind a customer may attach, named as a customer would name it. */
export async function allowedSamples(): Promise<Record<'pdf' | 'xlsx' | 'xls' | 'docx' | 'csv' | 'jpg' | 'png', Sample>> {
  return {
    pdf: { name: 'ترازنامه ۱۴۰۴.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
    xlsx: {
      name: 'sheet.xlsx',
      bytes: officeFile('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    },
    xls: { name: 'old.xls', bytes: compoundFile('Workbook') },
    docx: {
      name: 'اظهارنامه.docx',
      bytes: officeFile('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    },
    csv: { name: 'gardesh.csv', bytes: Buffer.from('تاریخ,مبلغ,شرح\n1404/01/05,1250000,"فروش، نقدی"\n') },
    jpg: { name: 'receipt.jpeg', bytes: await samplePicture('jpeg', 40, 30) },
    png: { name: 'scan.png', bytes: await samplePicture('png', 40, 30) },
  };
}

/** What must be refused, each under a name that would pass if names were trusted. */
export function refusedSamples(): Record<string, Sample> {
  return {
    'an executable renamed .pdf': {
      name: 'invoice.pdf',
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]),
    },
    'an ELF program renamed .pdf': {
      name: 'report.pdf',
      bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
    },
    'HTML renamed .docx': { name: 'letter.docx', bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') },
    'HTML renamed .csv': { name: 'table.csv', bytes: Buffer.from('name,amount\n<script>alert(1)</script>,1\n') },
    'an SVG': { name: 'chart.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    'an SVG renamed .png': { name: 'chart.png', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>') },
    'a zip': { name: 'files.zip', bytes: storedZip({ 'a.txt': 'hello' }) },
    'a zip renamed .xlsx': { name: 'files.xlsx', bytes: storedZip({ 'a.txt': 'hello' }) },
    'a Word 97 file renamed .xls': { name: 'old.xls', bytes: compoundFile('WordDocument') },
    'text not named .csv': { name: 'notes.txt', bytes: Buffer.from('plain words\n') },
    'binary bytes named .csv': { name: 'data.csv', bytes: Buffer.from([0x61, 0x2c, 0x00, 0x62, 0x0a]) },
  };
}

/** The multipart body the documents widget sends: an optional question id, then the file. */
export function documentForm(sample: Sample, questionId?: string): FormData {
  const form = new FormData();
  if (questionId !== undefined) form.append('questionId', questionId);
  form.append('file', new Blob([new Uint8Array(sample.bytes)], { type: 'application/octet-stream' }), sample.name);
  return form;
}
