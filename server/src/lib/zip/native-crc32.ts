/**
 * yazl checksums every byte of every entry with buffer-crc32, a JavaScript
 * table lookup (about 60 MB/s on these machines): the bottleneck of a large
 * export. Node's zlib.crc32 computes the same CRC-32 natively (about
 * 1.2 GB/s); this swaps it in, for yazl's copy of buffer-crc32 only (decision 104).
 * Imported for its effect by every ZIP the server writes: the archive export
 * (modules/archive/) and the book's EPUB and keepsake (book/book-zip.ts).
 */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const requireFromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
const bufferCrc32 = requireFromYazl('buffer-crc32') as {
  unsigned(buffer: Buffer | string, previous?: number): number;
};
const javascriptUnsigned = bufferCrc32.unsigned;
if (zlib.crc32(Buffer.from('123456789')) === javascriptUnsigned(Buffer.from('123456789'))) {
  bufferCrc32.unsigned = (buffer, previous) =>
    typeof buffer === 'string' ? javascriptUnsigned(buffer, previous) : zlib.crc32(buffer, previous ?? 0);
}
