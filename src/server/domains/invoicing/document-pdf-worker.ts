// The PDF thread's task (document-pdf-threads.ts): draws one document from its content, plain data that
// crosses to this thread by structured clone; its bytes go back the same way.
import { drawDocumentPdf, type DocumentPdfContent } from './document-pdf.ts';

export default function drawOnThisThread(content: DocumentPdfContent): Promise<Buffer> {
  return drawDocumentPdf(content);
}
