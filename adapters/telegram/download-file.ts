import type { Api } from 'grammy';

/** The hosted Bot API lets bots download files up to 20 MB. */
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

export class FileTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`file of ${size} bytes is over the ${MAX_DOWNLOAD_BYTES}-byte download limit`);
    this.name = 'FileTooLargeError';
  }
}

/** Fetches a file a person sent: `getFile`, then the download URL of the same Bot API server. */
export async function downloadFile(api: Api, apiRoot: string, fileId: string, maxBytes = MAX_DOWNLOAD_BYTES): Promise<Uint8Array> {
  const file = await api.getFile(fileId);
  if (file.file_size !== undefined && file.file_size > maxBytes) throw new FileTooLargeError(file.file_size);
  if (!file.file_path) throw new Error('Telegram gave no file_path for the file');
  const response = await fetch(`${apiRoot}/file/bot${api.token}/${file.file_path}`);
  if (!response.ok) throw new Error(`file download answered ${response.status}`);
  const data = new Uint8Array(await response.arrayBuffer());
  if (data.length > maxBytes) throw new FileTooLargeError(data.length);
  return data;
}
