// The Content-Disposition of a document download. Services return `{ bytes, filename }`
// (documents/index.ts DocumentFile); the handler sends the bytes with this header.

/** `attachment; filename="<filename>"`, any character that could break the header reduced to `_`. */
export function contentDisposition(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9 ._()-]/g, '_') || 'document';
  return `attachment; filename="${safe}"`;
}
