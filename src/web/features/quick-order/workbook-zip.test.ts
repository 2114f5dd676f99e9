import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { workbookOf, zipBombOf, zipOf } from './testdata/workbooks.ts';
import { unzipWithinLimits, WORKBOOK_LIMITS } from './workbook-zip.ts';

const everything = () => true;
const textOf = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const part = (name: string, text: string, size = Buffer.byteLength(text)) => ({ name, deflated: deflateRawSync(Buffer.from(text)), size, crc: 0 });

/** What a call costs: its answer, the time it took and how much more array-buffer memory the process holds just after. */
function measured<T>(work: () => T): { answer: T; ms: number; grownBytes: number } {
  const before = process.memoryUsage().arrayBuffers;
  const started = performance.now();
  const answer = work();
  return { answer, ms: performance.now() - started, grownBytes: process.memoryUsage().arrayBuffers - before };
}

describe('unzipWithinLimits', () => {
  it('takes out the wanted parts of a real workbook whole', () => {
    const answer = unzipWithinLimits(workbookOf([['NIT-1001', 3]]), (name) => name.endsWith('.xml'));

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(Object.keys(answer.parts).sort()).toEqual(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(textOf(answer.parts['xl/worksheets/sheet1.xml'])).toContain('<t>NIT-1001</t></is></c><c r="B1"><v>3</v>');
  });

  it('refuses a bomb that declares its 2 GiB before inflating anything: at once, with no memory to speak of', () => {
    const bomb = zipBombOf(2048);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);

    const { answer, ms, grownBytes } = measured(() => unzipWithinLimits(bomb, everything));

    expect(answer).toEqual({ ok: false, reason: 'bomb' });
    expect(ms).toBeLessThan(3_000);
    expect(grownBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('stops a bomb whose header lies (64 KB declared, 2 GiB inside) at the declared size', () => {
    const bomb = zipBombOf(2048, 64 * 1024);

    const { answer, ms, grownBytes } = measured(() => unzipWithinLimits(bomb, everything));

    expect(answer).toEqual({ ok: false, reason: 'bomb' });
    // Inflating the 2 GiB would take seconds and hold gigabytes; stopping at 64 KB takes neither.
    expect(ms).toBeLessThan(3_000);
    expect(grownBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a part compressed beyond the ratio limit, and passes one just under it', () => {
    const limits = { ...WORKBOOK_LIMITS, ratioMax: 10 };
    const text = 'a'.repeat(5000);
    const deflated = deflateRawSync(Buffer.from(text));
    // The declared sizes decide, before anything is inflated.
    expect(unzipWithinLimits(zipOf([{ name: 'x.xml', deflated, size: deflated.length * 10 + 1, crc: 0 }]), everything, limits)).toEqual({ ok: false, reason: 'bomb' });
    expect(unzipWithinLimits(zipOf([part('x.xml', 'abcdefghij'.repeat(3))]), everything, limits).ok).toBe(true);
  });

  it('refuses a part over the part limit and parts over the total limit, as too large', () => {
    const limits = { ...WORKBOOK_LIMITS, partMaxBytes: 1000, partsMaxBytes: 1500 };
    const text = (length: number) => Array.from({ length }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join('');
    expect(unzipWithinLimits(zipOf([part('a.xml', text(1001))]), everything, limits)).toEqual({ ok: false, reason: 'too-large' });
    expect(unzipWithinLimits(zipOf([part('a.xml', text(800)), part('b.xml', text(800))]), everything, limits)).toEqual({ ok: false, reason: 'too-large' });
    expect(unzipWithinLimits(zipOf([part('a.xml', text(1000)), part('b.xml', text(500))]), everything, limits).ok).toBe(true);
  });

  it('counts only the wanted parts: a large picture is neither checked nor inflated', () => {
    const limits = { ...WORKBOOK_LIMITS, partMaxBytes: 1000 };
    const answer = unzipWithinLimits(zipOf([part('a.xml', '<a/>'), part('xl/media/image1.png', 'x'.repeat(50_000))]), (name) => name.endsWith('.xml'), limits);
    expect(answer.ok && Object.keys(answer.parts)).toEqual(['a.xml']);
  });

  it('refuses a directory of too many entries as too large', () => {
    const parts = Array.from({ length: 11 }, (_, index) => part(`p${index}.xml`, '<a/>'));
    expect(unzipWithinLimits(zipOf(parts), everything, { ...WORKBOOK_LIMITS, entriesMax: 10 })).toEqual({ ok: false, reason: 'too-large' });
  });

  it('finds no workbook in what is not a zip, a cut-off zip, or a part shorter than declared', () => {
    const whole = zipOf([part('a.xml', '<a>hello</a>')]);
    expect(unzipWithinLimits(new TextEncoder().encode('SKU,Qty\nNIT-1,2\n'), everything)).toEqual({ ok: false, reason: 'unreadable' });
    expect(unzipWithinLimits(whole.subarray(0, whole.length - 30), everything)).toEqual({ ok: false, reason: 'unreadable' });
    expect(unzipWithinLimits(zipOf([part('a.xml', '<a>hello</a>', 20)]), everything)).toEqual({ ok: false, reason: 'unreadable' });
    expect(unzipWithinLimits(zipOf([{ ...part('a.xml', '<a>hello</a>'), deflated: new Uint8Array([0xff, 0xff, 0xff]) }]), everything)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
