/**
 * An order's delivery claim, one for everyone who may deliver it (a person's `deliver`,
 * autopilot), so only one of them ever sends goods: taken before the deliver call, held
 * while its outcome is unknown and once it is delivered, given back when it was refused.
 */
export function orderClaimKey(accountId: string, orderId: string): string {
  return `deliver-order:${accountId}:${orderId}`;
}

/** What the claim holds when autopilot took it (a person's holds `1`), so a person is told autopilot has the order. */
export const AUTOPILOT_CLAIM_HOLDER = 'autopilot';

/** A delivered order stays claimed this long: a second delivery never reaches the marketplace. */
export const ORDER_CLAIM_TTL_SECONDS = 30 * 24 * 60 * 60;
