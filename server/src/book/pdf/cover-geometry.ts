/**
 * The size of a book's wrap-around cover (back, spine and front in one spread) for print on demand, worked out
 * from the interior's page count and the paper (docs/decisions/1015). All lengths are in inches, as the
 * printers' guides give them, and in PDF points (72 to the inch) for the file itself.
 */

/** The trim of the interior: 6 × 9 in (decision 1001). */
export const TRIM_WIDTH_IN = 6;
export const TRIM_HEIGHT_IN = 9;

/** Bleed on every outer edge of the cover, as Lulu, IngramSpark and Amazon KDP ask. */
export const COVER_BLEED_IN = 0.125;

/**
 * Thickness of one page of white paper, from Amazon KDP's paperback cover guide ("white paper: page count ×
 * 0.002252"). Lulu and IngramSpark give figures within a few thousandths of an inch for a 300-page book.
 */
export const PAPER_INCHES_PER_PAGE = 0.002252;

/**
 * Fewest pages for words on the spine. Amazon KDP allows spine text from 79 pages (a 0.178 in spine); we wait
 * until 100 (0.225 in), where the spine less KDP's 0.0625 in on each side still holds a line of 7 pt type.
 */
export const SPINE_TEXT_MIN_PAGES = 100;

/** Space KDP asks for between spine text and each fold. */
export const SPINE_TEXT_MARGIN_IN = 0.0625;

export interface CoverGeometry {
  pages: number;
  spineIn: number;
  /** The whole spread including bleed. */
  widthIn: number;
  heightIn: number;
  /** True when the spine is wide enough for the title and name. */
  spineText: boolean;
}

const POINTS_PER_INCH = 72;
export const toPoints = (inches: number) => inches * POINTS_PER_INCH;

/** The cover of a book of `pages` interior pages: spine width = pages × the paper's thickness per page. */
export function coverGeometry(pages: number): CoverGeometry {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`A cover needs a page count, not ${pages}.`);
  const spineIn = pages * PAPER_INCHES_PER_PAGE;
  return {
    pages,
    spineIn,
    widthIn: 2 * TRIM_WIDTH_IN + spineIn + 2 * COVER_BLEED_IN,
    heightIn: TRIM_HEIGHT_IN + 2 * COVER_BLEED_IN,
    spineText: pages >= SPINE_TEXT_MIN_PAGES,
  };
}
