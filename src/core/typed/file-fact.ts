import type { Attachment } from '../../domain/reply.js';

/** A file a command made (an export): its name, its media type and its bytes, as any caller saves or sends it. */
export interface FileFact {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

/** The file as chat attaches it to a reply. */
export function attachmentOf(file: FileFact): Attachment {
  return { filename: file.name, contentType: file.mediaType, data: file.bytes };
}
