/** Raised by Hawker's own code when the seller's input or situation is at fault; its message goes to the chat as is. */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}
