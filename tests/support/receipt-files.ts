import sharp from 'sharp';

/** Small real files of every accepted receipt type, made at test time. */
export async function raster(format: 'png' | 'jpeg' | 'webp' | 'gif', size = 24): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 140, b: 90 } } });
  return image.toFormat(format).toBuffer();
}

/** A one-page PDF with a correct xref table and trailer. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** A structurally complete HEIF/HEIC file: ftyp (brand heic or mif1), meta with a pict handler, mdat. */
export function minimalHeif(brand: 'heic' | 'mif1'): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from(`mif1${brand}`, 'latin1')]));
  const hdlr = box('hdlr', Buffer.concat([Buffer.alloc(4), Buffer.alloc(4), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])]));
  const meta = box('meta', Buffer.concat([Buffer.alloc(4), hdlr]));
  const mdat = box('mdat', Buffer.from([0, 0, 0, 1, 0x26, 0x01, 0xaf, 0x00]));
  return Buffer.concat([ftyp, meta, mdat]);
}

/** The JSON upload shape of docs/product.md §7 (uploadComprobante). */
export const jsonUpload = (bytes: Buffer, paqueteId: number, fileName = 'comprobante.png', fileType = 'image/png') => ({
  fileName,
  fileType,
  fileSize: bytes.length,
  fileData: bytes.toString('base64'),
  paqueteId,
});

/** A multipart/form-data body with `comprobante` and `paquete_id`, as a browser's FormData sends it. */
export function multipartUpload(bytes: Buffer, paqueteId: number | undefined, fileName = 'comprobante.png', contentType = 'image/png') {
  const boundary = `----pulso${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (paqueteId !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="paquete_id"\r\n\r\n${paqueteId}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comprobante"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`));
  parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
