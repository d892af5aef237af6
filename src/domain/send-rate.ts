/** One rate as a generic cell rate: at most `burst` messages at once, then one every `intervalMs`. */
export interface SendRate {
  intervalMs: number;
  burst: number;
}
