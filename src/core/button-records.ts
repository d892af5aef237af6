import type { ButtonMessageStore } from '../store/button-message-store.js';
import type { IdentityStore } from '../store/identity-store.js';
import type { ChatActor, MessageRef } from '../domain/chat-input.js';

/**
 * Decides which of Hawker's buttoned messages are recorded, so a press replaces only a
 * message Hawker put the pressed action on. The record stops two things: a group member
 * forging a press that rewrites a message the team reads, and a press on an alert (sent
 * by the jobs, never recorded) replacing the alert. Neither can happen in the private
 * chat of a person without a role: nobody else can press there, and alerts go only to
 * people with a role. There nothing is written, and every press may replace the message
 * it was made on, so someone without an account cannot grow Redis by making Hawker talk.
 */
export class ButtonRecords {
  constructor(
    private readonly store: ButtonMessageStore,
    private readonly identities: IdentityStore,
  ) {}

  /** `privateChatOf`: the person whose private chat the message is in; absent in a group. */
  async remember(message: MessageRef, actions: readonly string[], privateChatOf?: ChatActor): Promise<void> {
    if (privateChatOf && !(await this.holdsAnyRole(privateChatOf))) return;
    await this.store.remember(message, actions);
  }

  async carries(message: MessageRef, action: string, privateChatOf?: ChatActor): Promise<boolean> {
    if (privateChatOf && !(await this.holdsAnyRole(privateChatOf))) return true;
    return this.store.carries(message, action);
  }

  private async holdsAnyRole(person: ChatActor): Promise<boolean> {
    const identityId = await this.identities.identityOfLogin(person.platform, person.userId);
    return identityId !== null && (await this.identities.accountsOf(identityId)).length > 0;
  }
}
