/**
 * Work done in steps: a generator that stops after each bounded piece of its work (a part, a
 * slice of one) so that a stream whose consumer is slow can wait between them
 * (mail-scanner.ts); run whole where nothing waits.
 */
export type Steps = Generator<void, void, void>;

/** Run every step of `steps`. */
export function runSteps(steps: Steps): void {
  while (steps.next().done !== true);
}
