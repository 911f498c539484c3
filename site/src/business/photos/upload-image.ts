import type { ProfileImage } from '@flo/contract';
import { MAX_IMAGE_UPLOAD_BYTES } from '@flo/contract/constants';
import { ApiRequestError } from '../../data/api-request.ts';
import { businessTokens } from '../use-business-session.ts';

export type UploadTarget =
  | { method: 'POST'; path: '/api/business/photos' }
  | {
      method: 'PUT';
      path: '/api/business/logo';
    };

export const PHOTO_UPLOAD: UploadTarget = { method: 'POST', path: '/api/business/photos' };
export const LOGO_UPLOAD: UploadTarget = { method: 'PUT', path: '/api/business/logo' };

/** A file too large to send at all, said before any of it is uploaded. */
export function tooLargeToUpload(file: File): string | null {
  if (file.size <= MAX_IMAGE_UPLOAD_BYTES) return null;
  const megabytes = (file.size / 1024 / 1024).toFixed(1);
  return `${file.name} is ${megabytes} MB; images up to 10 MB can be uploaded`;
}

/**
 * Sends an image file as the request body with the business token, reporting progress from 0
 * to 1 as it goes. XMLHttpRequest rather than `apiRequest`: fetch cannot report how much of an
 * upload has been sent. A refusal rejects with `ApiRequestError('STATUS: body')` as
 * `apiRequest` does, so `formProblemFrom` reads the API's words out of it.
 *
 * @example
 * const photo = await uploadImage(PHOTO_UPLOAD, file, (sent) => setProgress(sent));
 */
export function uploadImage(
  target: UploadTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProfileImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.path);
    const token = businessTokens.read();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    // The API judges the type by the file's content, whatever the name or the browser says.
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as ProfileImage);
      } else {
        const body = request.responseText || request.statusText;
        reject(new ApiRequestError(request.status, `${request.status}: ${body}`));
      }
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.send(file);
  });
}
