/**
 * Uploads through the files calls (spec part 2 section 7 "Files"): ask for a signed address
 * (`presigned-url`), PUT the bytes there with progress, and on any failure clean up what was
 * asked for (`cleanup`), so a failed upload leaves nothing behind. The PUT is injected (the browser's
 * XMLHttpRequest by default, for its upload progress), so tests drive it by hand.
 */
import { OPERATIONS } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';

/** Sends the bytes to the signed address, reporting the share sent (0 to 1); resolves with the HTTP status. */
export type PutBytes = (
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (share: number) => void,
) => Promise<number>;

export const putWithXhr: PutBytes = (url, file, contentType, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', contentType || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(request.status);
    request.onerror = () => reject(new Error('Upload failed'));
    request.onabort = () => reject(new Error('Upload aborted'));
    request.send(file);
  });

/** Thrown when one or more files could not be uploaded: the dialog words it by `count`. */
export class UploadFailed extends Error {
  constructor(
    readonly count: number,
    readonly status?: number,
  ) {
    super(status ? `Upload failed with status ${status}` : 'Upload failed');
  }
}

export interface UploadOptions {
  memberId?: string;
  purpose?: 'attachment' | 'voicemail-greeting';
  /** The share of all bytes sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  put?: PutBytes;
}

/**
 * Uploads the files one after the other and answers their ids, in order.
 *
 * @example
 *   const ids = await uploadFiles(api, files, { memberId, onProgress: setProgress });
 */
export async function uploadFiles(
  api: ApiClient,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<string[]> {
  const put = options.put ?? putWithXhr;
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const ids: string[] = [];
  try {
    for (const file of files) {
      const asked = await api.call(OPERATIONS.createFileUpload, {
        body: {
          fileName: file.name,
          mimeType: file.type || 'application/octet-stream',
          size: file.size,
          purpose: options.purpose ?? 'attachment',
          ...(options.memberId ? { memberId: options.memberId } : {}),
        },
      });
      ids.push(asked.file.id);
      const status = await put(asked.url, file, file.type, (share) =>
        options.onProgress?.((done + share * file.size) / total),
      );
      if (status < 200 || status >= 300) throw new UploadFailed(files.length, status);
      done += file.size;
      options.onProgress?.(done / total);
    }
    return ids;
  } catch (failure) {
    // Nothing half-uploaded stays behind; a cleanup that fails too changes nothing for the user.
    await Promise.all(ids.map((id) => api.call(OPERATIONS.cleanupFile, { params: { id } }).catch(() => undefined)));
    if (failure instanceof UploadFailed) throw failure;
    throw new UploadFailed(files.length);
  }
}
