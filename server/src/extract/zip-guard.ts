/**
 * Zip-bomb pre-check for DOCX and EPUB (which are zip files): mammoth (JSZip)
 * inflates whatever the archive holds, so we look first. Declared sizes and
 * compression ratios are checked from the central directory, then every entry
 * is inflated and counted (yauzl refuses entries whose real size differs from
 * the declared one), without keeping any of it.
 */
import yauzl from 'yauzl';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';

export const zipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 256 * 1024 * 1024,
  /** A single entry that expands more than this many times is suspicious once it is also large. */
  maxRatio: 200,
  ratioAppliesAboveBytes: 10 * 1024 * 1024,
};

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/** Throws an ExtractionError when the zip at `path` is damaged or expands to far more than a document should. */
export async function checkZip(path: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new ExtractionError(extractionMessages.unreadable);
  }
  if (zip.entryCount > zipLimits.maxEntries) {
    zip.close();
    throw new ExtractionError(extractionMessages.zipBomb);
  }
  let declaredTotal = 0;
  let actualTotal = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        declaredTotal += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          declaredTotal > zipLimits.maxTotalUncompressedBytes ||
          (entry.uncompressedSize > zipLimits.ratioAppliesAboveBytes && ratio > zipLimits.maxRatio)
        ) {
          reject(new ExtractionError(extractionMessages.zipBomb));
          return;
        }
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          stream.on('data', (chunk: Buffer) => {
            actualTotal += chunk.length;
            if (actualTotal > zipLimits.maxTotalUncompressedBytes) {
              stream.destroy();
              reject(new ExtractionError(extractionMessages.zipBomb));
            }
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // yauzl's "too many/few bytes" (declared size is a lie) lands here as well.
    throw new ExtractionError(
      /bytes|size/i.test(String((error as Error).message))
        ? extractionMessages.zipBomb
        : extractionMessages.unreadable,
    );
  } finally {
    zip.close();
  }
}

/** Reads the named entries of a (checked) zip as buffers; missing names are absent from the map. */
export async function readZipEntries(
  path: string,
  wanted: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  const zip = await openZip(path);
  const found = new Map<string, Buffer>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/') || !wanted(entry.fileName)) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return found;
}
