/** Why a document could not be read, in words for the person who uploaded it. */
export const extractionMessages = {
  unreadable:
    'This document could not be read. It may be damaged or protected by a password. Try saving it again as PDF or DOCX and upload it again.',
  incompletePdf:
    'This PDF seems to be incomplete: its end is missing, perhaps because a download or copy was cut short. Please save it again and upload it again.',
  zipBomb:
    'This document could not be read safely: it unpacks to far more data than a document should. Try saving it again as PDF or DOCX and upload it again.',
  noText:
    'We could not find any text in this document. If it is a scan or a photo of pages, please type the memory with Add Note instead, or upload a version that contains text.',
  tooComplex:
    'This document took too long or needed too much memory to read. Try saving it again as PDF or DOCX, or split it into smaller parts, and upload it again.',
} as const;

/** An extraction failure whose message can be shown to the person as it is. */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}
