/**
 * A reason the server cannot start that an operator can act on. main.ts prints the message as one
 * line (no stack) and exits 1; anything else thrown at start-up is a bug and keeps its stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
