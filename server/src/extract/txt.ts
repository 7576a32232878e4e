/**
 * Plain text in whatever encoding old computers saved it in: BOM → UTF-16 →
 * strict UTF-8 → chardet on a 64 KB sample → windows-1252.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';

const SAMPLE_BYTES = 64 * 1024;

function utf16Order(sample: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (sample.length < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  const pairs = Math.floor(sample.length / 2);
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  // Latin text in UTF-16 has a zero in every other byte.
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function bomEncoding(bytes: Uint8Array): { encoding: string; skip: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return undefined;
}

/**
 * Whether the first bytes of a file look like text in some encoding (and not a
 * renamed picture, program or archive): no NUL bytes unless it is UTF-16, and
 * almost no control characters.
 */
export function looksLikeText(head: Uint8Array): boolean {
  const sample = head.subarray(0, SAMPLE_BYTES);
  if (bomEncoding(sample) || utf16Order(sample)) return true;
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Tab, line feed, form feed, carriage return and escape are normal in text files.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13 && byte !== 27) controls++;
  }
  return controls <= sample.length * 0.01;
}

/** The text of a plain-text file's bytes, with line endings made uniform. */
export function decodeText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  const bom = bomEncoding(buffer);
  const utf16 = bom ? undefined : utf16Order(buffer.subarray(0, SAMPLE_BYTES));
  if (bom) {
    text = iconv.decode(buffer.subarray(bom.skip), bom.encoding);
  } else if (utf16) {
    text = iconv.decode(buffer, utf16);
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    } catch {
      const guess = chardet.detect(buffer.subarray(0, SAMPLE_BYTES));
      const encoding =
        guess && !/^UTF-(8|16|32)/i.test(guess) && iconv.encodingExists(guess) ? guess : 'windows-1252';
      text = iconv.decode(buffer, encoding);
    }
  }
  return text.replace(/\r\n?/g, '\n');
}
