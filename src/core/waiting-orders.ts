/**
 * Whether a listing can produce an order that waits for the seller: on sale and not
 * instant. Currency listings carry no delivery type and are handed over in the game, so
 * anything but `instant` counts; an instant listing's orders arrive already delivered.
 */
export function makesWaitingOrders(row: { status: string; delivery_type?: string | null | undefined }): boolean {
  return row.status === 'active' && row.delivery_type !== 'instant';
}
