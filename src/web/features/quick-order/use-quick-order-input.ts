// What the buyer entered on the quick-order page (issue #9): typed rows, pasted text and an uploaded
// file, read into lines. Held by the page, not the form, so that a match is tied to the exact input it
// was made from (issue #16 item 1): `key` names that input, and any change of it makes an older match stale.
import { useMemo, useRef, useState } from 'react';
import { readPastedLines, type EntryLine, type LineProblem } from './read-lines.ts';
import { readUploadedFile } from './read-file.ts';

export type SourcedLine = EntryLine & { source: 'row' | 'paste' | 'file' };
export type TypedRow = { id: number; query: string; qty: string };
export type FileRead = { name: string; lines: EntryLine[]; problems: LineProblem[] };
export type ShownProblem = LineProblem & { where: string };

const SOURCE_LABEL = { row: 'Row', paste: 'Line', file: 'File line' } as const;
export const lineLabel = (line: SourcedLine) => `${SOURCE_LABEL[line.source]} ${line.line}`;

let nextRowId = 1;
export const emptyRow = (): TypedRow => ({ id: nextRowId++, query: '', qty: '1' });

/** The problems worth showing: a whole-input one (line 0), or a line that was left out (not one kept to fix). */
function leftOut(read: { lines: EntryLine[]; problems: LineProblem[] }, where: string): ShownProblem[] {
  return read.problems.filter((problem) => problem.line === 0 || !read.lines.some((line) => line.line === problem.line)).map((problem) => ({ ...problem, where }));
}

/** The lines as sent to the match call, in one string: equal keys mean the same lines. */
export function inputKey(lines: readonly SourcedLine[]): string {
  return JSON.stringify(lines.map((line) => [line.source, line.line, line.query, line.qty]));
}

export function useQuickOrderInput() {
  const [rows, setRows] = useState<TypedRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<FileRead | null>(null);
  const [isReadingFile, setReadingFile] = useState(false);
  // Only the last file chosen counts: a slow read of an earlier one is dropped when it ends.
  const fileChoice = useRef(0);

  const read = useMemo(() => {
    const pastedRead = readPastedLines(pasted);
    const lines: SourcedLine[] = [
      ...rows.flatMap((row, index) => (row.query.trim() === '' ? [] : [{ line: index + 1, query: row.query.trim(), qty: row.qty.trim() || '1', source: 'row' as const }])),
      ...pastedRead.lines.map((line) => ({ ...line, source: 'paste' as const })),
      ...(file?.lines ?? []).map((line) => ({ ...line, source: 'file' as const })),
    ];
    // What is said of the file as a whole (refused, cut at 5,000 lines) shows beside the file (fileNotes).
    const problems = [...leftOut(pastedRead, 'Line'), ...(file ? leftOut(file, 'File line').filter((problem) => problem.line > 0) : [])];
    const fileNotes = (file?.problems ?? []).filter((problem) => problem.line === 0).map((problem) => problem.message);
    return { lines, problems, fileNotes, key: inputKey(lines) };
  }, [rows, pasted, file]);

  async function chooseFile(chosen: File | undefined) {
    const choice = ++fileChoice.current;
    if (!chosen) {
      setReadingFile(false);
      return setFile(null);
    }
    // The previous file's lines go at once: while the new one is read, they are not the input any more.
    setFile(null);
    setReadingFile(true);
    try {
      const result = await readUploadedFile(chosen);
      if (choice === fileChoice.current) setFile({ name: chosen.name, ...result });
    } catch {
      if (choice === fileChoice.current) setFile({ name: chosen.name, lines: [], problems: [{ line: 0, message: 'This file could not be read.' }] });
    } finally {
      if (choice === fileChoice.current) setReadingFile(false);
    }
  }

  return { rows, setRows, pasted, setPasted, file, isReadingFile, chooseFile, ...read };
}
export type QuickOrderInput = ReturnType<typeof useQuickOrderInput>;
