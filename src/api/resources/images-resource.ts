import type { RequestCore } from '../request-core.js';
import { parseImageUrl } from '../response-shapes.js';
import type { CallOptions, ImagesApi } from '../seller-api.js';

/** Pictures a listing shows: uploaded first, then named by URL in the listing. */
export class ImagesResource implements ImagesApi {
  constructor(private readonly core: RequestCore) {}

  async upload(picture: Uint8Array, contentType: string, options?: CallOptions): Promise<string> {
    const path = '/v1/offers/images';
    const answer = await this.core.send({ kind: 'write', method: 'POST', path, raw: { bytes: picture, contentType }, auth: true, options });
    return parseImageUrl(answer.body, { method: 'POST', path });
  }
}
