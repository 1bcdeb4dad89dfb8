/** One file of a web font: a weight and a subset of its characters. */
export interface FontFile {
  weight: number;
  url: string;
  /** the characters the file covers, as CSS's unicode-range */
  unicodeRange: string;
  /** loaded at once (characters every page has); otherwise the browser loads it when a page needs it, as @font-face does */
  eager: boolean;
}

/** the part of the browser's FontFace constructor used here */
export type MakeFontFace = (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;

/**
 * Gives the page a web font's files in one step. With @font-face rules, the browser lays the
 * page out again as each file arrives (three weights, two subsets: up to six layouts of the
 * whole page after the take-over, 10–55 ms each on this machine, four times that on a slow
 * phone). Here the eager files are loaded first, outside the page, and added together once all
 * have arrived or failed: one layout. A file that failed is left out (the text keeps the next
 * font in the family list); the others are added all the same.
 */
export async function addFontFacesTogether(
  fonts: { add(face: FontFace): unknown },
  makeFace: MakeFontFace,
  family: string,
  files: FontFile[],
): Promise<void> {
  const faces = files.map((file) => ({
    file,
    face: makeFace(family, `url(${file.url}) format('woff2')`, {
      weight: String(file.weight),
      style: 'normal',
      display: 'swap',
      unicodeRange: file.unicodeRange,
    }),
  }));
  await Promise.allSettled(faces.filter(({ file }) => file.eager).map(({ face }) => face.load()));
  for (const { face } of faces) if (face.status !== 'error') fonts.add(face);
}
