import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { field: string; value: string }
  | { field: string; filename: string; contentType: string; bytes: Buffer };

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body built by hand, so tests control every byte a client could send. */
export function multipartParts(parts: MultipartPart[]): MultipartRequest {
  const boundary = `----lendwell-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'bytes' in part
        ? `form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in one form field, the way a browser sends `<input type="file">`. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): MultipartRequest {
  return multipartParts([{ field, filename, contentType, bytes }]);
}
