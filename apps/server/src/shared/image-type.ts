/** The image types a member may upload (feedback images, deposit receipts). */
export type UploadImageType = 'image/png' | 'image/jpeg';
/** What a KYC document may be: an image or a PDF. */
export type UploadDocumentType = UploadImageType | 'application/pdf';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type of an image by its first bytes (never by its name or declared type); undefined for anything else. */
export function imageTypeOf(bytes: Buffer): UploadImageType | undefined {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return undefined;
}

/** What an operator may upload for content (decision 0057): also webp. */
export type ConsoleImageType = UploadImageType | 'image/webp';

const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

/** The type of a console image by its first bytes: png, jpeg or webp; undefined for anything else. */
export function consoleImageTypeOf(bytes: Buffer): ConsoleImageType | undefined {
  if (bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return 'image/webp';
  return imageTypeOf(bytes);
}

const PDF = Buffer.from('%PDF-', 'latin1');

/** The type of an uploaded document by its first bytes: png, jpeg or pdf; undefined for anything else. */
export function documentTypeOf(bytes: Buffer): UploadDocumentType | undefined {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  return imageTypeOf(bytes);
}
