// A multipart/form-data body for inject (issue #19 uploads): one file field, as a browser's form sends it.
//   const { payload, headers } = multipartFile('file', 'prices.csv', 'sku,title\n…', 'text/csv');
//   await apiAs(testApp, staff).post('/admin/api/catalogue/import', payload, { headers });
import { randomBytes } from 'node:crypto';

export function multipartFile(field: string, fileName: string, content: string | Buffer, contentType = 'application/octet-stream') {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const payload = Buffer.concat([head, typeof content === 'string' ? Buffer.from(content) : content, tail]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
