// Issue #28: which library draws the tax invoice PDF. PDFKit (the store's renderInvoicePdf), pdfmake and
// @react-pdf/renderer each draw the same layout (title, supplier, details, 'Bill to', the lines table with
// its heading repeated on each page, totals, 'Page n of m') with the same embedded font, for a 10-line and a
// 200-line invoice, inline on the main thread of a process of its own (so none warms the JIT for another, as
// all three reach fontkit): RUNS renders each after WARMUP unmeasured ones, printing the first (cold) render,
// the median and the p99 (of 30 runs, the slowest), the pages, the PDF's size, and whether every render
// gave the same bytes.
// Targets: 200 lines under 300 ms, 10 lines under 100 ms.
//   npx node bench/invoice-pdf.ts          RUNS=30 WARMUP=10 LIBRARIES=pdfkit,pdfmake,react-pdf (the defaults);
//                                          OUT=folder also writes each library's PDFs there, to compare them
// Only PDFKit is a dependency. To measure the other two as they were measured when it was chosen:
//   npm install --no-save pdfmake@0.3.11 @react-pdf/renderer@4.9.0 && npx node bench/invoice-pdf.ts
// (a library that is not installed is skipped, and the output says so).
// When PDFKit was chosen (DejaVu Sans; 2 cores, load under 1; ms median / p99, WARMUP=10 then WARMUP=25):
//   pdfkit      10 lines  40 / 178, 31 / 69      200 lines   69 / 107,   59 / 98     (11 pages, 51 KiB)
//   pdfmake     10 lines  46 / 133, 51 / 67      200 lines  101 / 152,  142 / 205    (11 pages, 71 KiB)
//   react-pdf   10 lines  43 / 122, 57 / 126     200 lines 1174 / 1399, 800 / 1035   (11 pages, 62 KiB)
// The first ~20 renders of a process are slower while V8 compiles (up to ~130 ms for 10 lines); the cold
// render (the first) was 200-270 ms for PDFKit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { formatCents } from '../src/shared/money.ts';
import { invoiceDocument, renderInvoicePdf } from '../src/server/domains/invoicing/invoice-pdf.ts';
import type { DocumentPdfContent } from '../src/server/domains/invoicing/document-pdf.ts';
import { documentFontFiles, documentFontPaths } from '../src/server/domains/invoicing/document-pdf-fonts.ts';
import type { InvoiceLine, InvoiceSnapshot } from '../src/server/domains/invoicing/invoice-snapshot.ts';
import { median } from './medians.ts';
import { sampleInvoice } from './invoice-samples.ts';

type Render = (snapshot: InvoiceSnapshot) => Promise<Buffer>;
type Candidate = { name: string; load: () => Promise<Render> };

const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 10);
const LIBRARIES = (process.env.LIBRARIES ?? 'pdfkit,pdfmake,react-pdf').split(',');
const OUT = process.env.OUT;
const MARGIN = 48;
const COLOUR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#c8c8c8' };
const quantity = new Intl.NumberFormat('en-NZ');

/** A package that may not be installed (only the chosen one is a dependency), typed by what this file uses. */
async function optionalImport(specifier: string): Promise<unknown> {
  try {
    return await import(specifier);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

// pdfmake 0.3: a declarative document; its tables repeat header rows and its footer is told the page count.
type PdfMake = {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
};

function pdfmakeTableRow(line: InvoiceLine): object[] {
  return [
    { stack: [line.description, { text: `SKU ${line.sku}`, fontSize: 7.5, color: COLOUR.muted }] },
    { text: quantity.format(line.qty), alignment: 'right' },
    { text: formatCents(line.unitPriceCents), alignment: 'right' },
    { text: formatCents(line.amountCents), alignment: 'right' },
  ];
}

function pdfmakeDefinition(content: DocumentPdfContent): object {
  const heading = ['Description', 'Qty', 'Unit price (excl. GST)', 'Amount (excl. GST)'].map((text, index) => ({
    text, bold: true, fontSize: 7.5, color: COLOUR.muted, alignment: index === 0 ? 'left' : 'right',
  }));
  const ruleBelowRows = { hLineWidth: (row: number) => (row === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => COLOUR.rule, paddingLeft: () => 0, paddingRight: (column: number) => (column === 0 ? 14 : 0), paddingTop: () => 5, paddingBottom: () => 5 };
  const noLines = { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 0, paddingTop: () => 0, paddingBottom: () => 0 };
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 28],
    info: { title: `${content.title} ${content.number}`, author: content.supplier.name, creationDate: new Date(`${content.issuedOn}T00:00:00Z`) },
    defaultStyle: { font: 'Document', fontSize: 9, color: COLOUR.text },
    footer: (page: number, pages: number) => ({
      margin: [MARGIN, 10, MARGIN, 0], fontSize: 7.5, color: COLOUR.muted,
      columns: [`${content.title} ${content.number}`, { text: `Page ${page} of ${pages}`, alignment: 'right' }],
    }),
    content: [
      { text: content.title, fontSize: 18, bold: true, margin: [0, 0, 0, 8] },
      { text: content.supplier.name, bold: true },
      ...content.supplier.addressLines,
      { text: `GST number ${content.supplier.gstNumber}`, margin: [0, 0, 0, 14] },
      { table: { widths: [100, '*'], body: content.details.map(({ label, value }) => [{ text: label, color: COLOUR.muted }, value]) }, layout: noLines },
      { text: content.party.heading, bold: true, fontSize: 7.5, color: COLOUR.muted, margin: [0, 14, 0, 1] },
      { text: content.party.name, bold: true },
      ...content.party.lines,
      {
        margin: [0, 18, 0, 0],
        table: { headerRows: 1, dontBreakRows: true, widths: ['*', 40, 110, 100], body: [heading, ...content.lines.map(pdfmakeTableRow)] },
        layout: ruleBelowRows,
      },
      {
        margin: [0, 10, 0, 0],
        unbreakable: true,
        table: { widths: ['*', 100], body: content.totals.map((total) => [total.label, formatCents(total.cents)].map((text) => ({ text, alignment: 'right', bold: total.isGrandTotal === true }))) },
        layout: { ...noLines, paddingTop: () => 2, paddingBottom: () => 2 },
      },
    ],
  };
}

async function loadPdfmake(): Promise<Render> {
  const module = (await optionalImport('pdfmake')) as { default: PdfMake } | null;
  if (!module) throw new Error('not installed');
  const pdfmake = module.default;
  // The font files read once, as the store's renderer does (pdfmake, like PDFKit, parses them per document).
  const files = documentFontFiles();
  pdfmake.virtualfs.writeFileSync('regular.ttf', files.regular);
  pdfmake.virtualfs.writeFileSync('bold.ttf', files.bold);
  const [regular, bold] = ['regular.ttf', 'bold.ttf'] as const;
  pdfmake.setFonts({ Document: { normal: regular, bold, italics: regular, bolditalics: bold } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return (snapshot) => pdfmake.createPdf(pdfmakeDefinition(invoiceDocument(snapshot))).getBuffer();
}

// @react-pdf/renderer 4: React elements laid out by Yoga; a `fixed` element repeats on every page its parent
// spans, and a `render` text is told the page count. Written with createElement: Node runs no .tsx.
type Style = Record<string, string | number>;
type PdfProps = {
  style?: Style | Style[];
  fixed?: boolean;
  wrap?: boolean;
  render?: (pages: { pageNumber: number; totalPages: number }) => string;
  size?: string;
  title?: string;
  author?: string;
  creationDate?: Date;
  children?: ReactNode;
};
type ReactPdf = {
  Document: ComponentType<PdfProps>;
  Page: ComponentType<PdfProps>;
  View: ComponentType<PdfProps>;
  Text: ComponentType<PdfProps>;
  Font: {
    register(family: { family: string; fonts: { src: string; fontWeight: number }[] }): void;
    registerHyphenationCallback(split: (word: string) => string[]): void;
  };
  renderToBuffer(document: ReactElement): Promise<Buffer>;
};

function reactPdfDocument(pdf: ReactPdf, content: DocumentPdfContent): ReactElement {
  const { Document, Page, View, Text } = pdf;
  const text = (value: string, style: Style = {}): ReactElement => createElement(Text, { style }, value);
  const muted = { color: COLOUR.muted };
  const bold = { fontWeight: 600 };
  const cell = (value: string, width: number): ReactElement => text(value, { width, textAlign: 'right' });
  const tableHeading = createElement(
    View,
    { fixed: true, style: { flexDirection: 'row', borderBottom: `0.5 solid ${COLOUR.rule}`, paddingBottom: 3, fontSize: 7.5, fontWeight: 600, color: COLOUR.muted } },
    text('Description', { flexGrow: 1, flexBasis: 0 }), cell('Qty', 40), cell('Unit price (excl. GST)', 110), cell('Amount (excl. GST)', 100),
  );
  const row = (line: InvoiceLine): ReactElement =>
    createElement(
      View,
      { key: line.sku, wrap: false, style: { flexDirection: 'row', borderBottom: `0.5 solid ${COLOUR.rule}`, paddingVertical: 5 } },
      createElement(View, { style: { flexGrow: 1, flexBasis: 0, paddingRight: 14 } }, text(line.description), text(`SKU ${line.sku}`, { fontSize: 7.5, ...muted })),
      cell(quantity.format(line.qty), 40), cell(formatCents(line.unitPriceCents), 110), cell(formatCents(line.amountCents), 100),
    );
  const total = (label: string, cents: number, isGrand: boolean): ReactElement =>
    createElement(View, { key: label, style: { flexDirection: 'row', justifyContent: 'flex-end', paddingVertical: 2, ...(isGrand ? bold : {}) } }, text(label), cell(formatCents(cents), 100));
  const foot = createElement(
    View,
    { fixed: true, style: { position: 'absolute', bottom: MARGIN - 2, left: MARGIN, right: MARGIN, flexDirection: 'row', justifyContent: 'space-between', fontSize: 7.5, ...muted } },
    text(`${content.title} ${content.number}`),
    createElement(Text, { render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}` }),
  );
  return createElement(
    Document,
    { title: `${content.title} ${content.number}`, author: content.supplier.name, creationDate: new Date(`${content.issuedOn}T00:00:00Z`) },
    createElement(
      Page,
      { size: 'A4', style: { fontFamily: 'Document', fontSize: 9, color: COLOUR.text, paddingTop: MARGIN, paddingHorizontal: MARGIN, paddingBottom: MARGIN + 28 } },
      text(content.title, { fontSize: 18, ...bold, marginBottom: 8 }),
      text(content.supplier.name, bold),
      ...content.supplier.addressLines.map((line) => text(line)),
      text(`GST number ${content.supplier.gstNumber}`, { marginBottom: 14 }),
      ...content.details.map(({ label, value }) => createElement(View, { key: label, style: { flexDirection: 'row' } }, text(label, { width: 100, ...muted }), text(value))),
      text(content.party.heading, { fontSize: 7.5, ...bold, ...muted, marginTop: 14, marginBottom: 1 }),
      text(content.party.name, bold),
      ...content.party.lines.map((line) => text(line)),
      createElement(View, { style: { marginTop: 18 } }, tableHeading, ...content.lines.map(row)),
      createElement(View, { wrap: false, style: { marginTop: 10 } }, ...content.totals.map((each) => total(each.label, each.cents, each.isGrandTotal === true))),
      foot,
    ),
  );
}

async function loadReactPdf(): Promise<Render> {
  const pdf = (await optionalImport('@react-pdf/renderer')) as ReactPdf | null;
  if (!pdf) throw new Error('not installed');
  pdf.Font.register({ family: 'Document', fonts: [{ src: documentFontPaths.regular, fontWeight: 400 }, { src: documentFontPaths.bold, fontWeight: 600 }] });
  pdf.Font.registerHyphenationCallback((word) => [word]);
  return (snapshot) => pdf.renderToBuffer(reactPdfDocument(pdf, invoiceDocument(snapshot)));
}

const CANDIDATES: Candidate[] = [
  { name: 'pdfkit', load: () => Promise.resolve(renderInvoicePdf) },
  { name: 'pdfmake', load: loadPdfmake },
  { name: 'react-pdf', load: loadReactPdf },
];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function pagesOf(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

async function timed(render: Render, snapshot: InvoiceSnapshot): Promise<{ ms: number; pdf: Buffer }> {
  const started = performance.now();
  const pdf = await render(snapshot);
  return { ms: performance.now() - started, pdf };
}

async function measure(name: string, render: Render, lineCount: number): Promise<void> {
  const snapshot = sampleInvoice(lineCount);
  const cold = await timed(render, snapshot);
  if (OUT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, `${name}-${lineCount}.pdf`), cold.pdf);
  }
  for (let run = 1; run < WARMUP; run += 1) await render(snapshot);
  const times: number[] = [];
  let isSameEachTime = true;
  for (let run = 0; run < RUNS; run += 1) {
    const { ms, pdf } = await timed(render, snapshot);
    times.push(ms);
    isSameEachTime &&= pdf.equals(cold.pdf);
  }
  const figures = [
    `${name.padEnd(10)} ${String(lineCount).padStart(3)} lines`,
    `cold ${cold.ms.toFixed(0).padStart(5)} ms`,
    `median ${median(times).toFixed(1).padStart(6)} ms`,
    `p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms`,
    `${pagesOf(cold.pdf)} pages`,
    `${(cold.pdf.length / 1024).toFixed(1)} KiB`,
    isSameEachTime ? 'same bytes each time' : 'bytes differ between renders',
    `load ${(loadavg()[0] ?? 0).toFixed(1)}`,
  ];
  console.log(figures.join('  '));
}

async function measureLibrary(candidate: Candidate): Promise<void> {
  let render: Render;
  try {
    render = await candidate.load();
  } catch (error) {
    console.log(`${candidate.name.padEnd(10)} skipped: ${(error as Error).message} (npm install --no-save it to measure it)`);
    return;
  }
  for (const lineCount of [10, 200]) await measure(candidate.name, render, lineCount);
}

async function main(): Promise<void> {
  const child = CANDIDATES.find(({ name }) => name === process.env.BENCH_LIBRARY);
  if (child) return measureLibrary(child);
  console.log(`${RUNS} runs after ${WARMUP - 1} more warm-up renders each; 2 cores: a load above 1 means others were working too`);
  for (const { name } of CANDIDATES.filter((candidate) => LIBRARIES.includes(candidate.name))) {
    spawnSync(process.execPath, [import.meta.filename], { stdio: 'inherit', env: { ...process.env, BENCH_LIBRARY: name } });
  }
}

await main();
