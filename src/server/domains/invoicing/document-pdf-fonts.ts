// The typeface the store's PDF documents embed: DejaVu Sans, regular and bold, TrueType files from the npm
// package dejavu-fonts-ttf (Bitstream Vera licence: free to embed), resolved from this file, not the working
// directory. It has the macrons of Māori names, and figures of one width, so money lines up in columns.
// Chosen over Inter by measurement (bench/invoice-pdf.ts): PDFKit parses a font's tables again for each
// document, and a 10-line invoice takes about 30 ms in DejaVu Sans against about 90 in Inter.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const documentFontPaths = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type DocumentFontWeight = keyof typeof documentFontPaths;

let files: Record<DocumentFontWeight, Buffer> | null = null;

/** The font files, read once a process (each document still parses them, into its own subset). */
export function documentFontFiles(): Record<DocumentFontWeight, Buffer> {
  files ??= { regular: readFileSync(documentFontPaths.regular), bold: readFileSync(documentFontPaths.bold) };
  return files;
}
