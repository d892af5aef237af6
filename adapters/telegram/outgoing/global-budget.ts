import { SendSlots, type SlotRule } from './send-slots.js';

/** The bot-wide send rate, shared by everything that sends under one token. */
export interface GlobalBudget {
  /** Reserves the next bot-wide send slot; answers how many milliseconds to wait for it. */
  reserve(): Promise<number>;
}

/** The budget of one process: enough when one process sends for the token. */
export class LocalGlobalBudget implements GlobalBudget {
  private readonly slots: SendSlots;

  constructor(rule: SlotRule) {
    this.slots = new SendSlots(rule);
  }

  reserve(): Promise<number> {
    const now = Date.now();
    return Promise.resolve(this.slots.reserve('all', now) - now);
  }
}
