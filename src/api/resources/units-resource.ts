import type { RequestCore } from '../request-core.js';
import { pluralPath, segment, validate } from '../request-input.js';
import { parseUnits } from '../response-shapes.js';
import type { Unit } from '../schemas/listing.js';
import { topUpUnit, type TopUpUnit } from '../schemas/requests.js';
import type { CallOptions, UnitsApi } from '../seller-api.js';

/** A listing's stock, one unit at a time. */
export class UnitsResource implements UnitsApi {
  constructor(private readonly core: RequestCore) {}

  async add(topUpId: string, units: TopUpUnit[], options?: CallOptions): Promise<Unit[]> {
    const path = `/v1/offers/top-ups/${segment(topUpId)}/units`;
    const json = { units: validate(topUpUnit.array().min(1), units) };
    const answer = await this.core.send({ kind: 'write', method: 'POST', path, json, auth: true, offerId: topUpId, options });
    return parseUnits(answer.body, { method: 'POST', path });
  }

  async remove(category: 'account' | 'gift_card', listingId: string, unitId: string, options?: CallOptions): Promise<void> {
    const path = `${pluralPath(category)}/${segment(listingId)}/units/${segment(unitId)}`;
    await this.core.send({ kind: 'write', method: 'DELETE', path, auth: true, offerId: listingId, options });
  }
}
