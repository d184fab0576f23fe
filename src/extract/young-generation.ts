/**
 * A process-wide cap on V8's young generation, set at run time (Node only).
 *
 * V8 grows its young generation (the "semi-spaces" of new space) whenever the bytes that
 * survived its collections since the last growth exceed its size, doubling it up to 2 × 16 MB
 * (Node 20, 64-bit). A stream that runs for gigabytes always has records in flight when a
 * collection comes, so the survivors add up and the young generation reaches that maximum:
 * 10 GB of the RFC corpus through createExtractStream peaked at 128 MB RSS in a default Node
 * (session 47; `node bench/stream-child.js rfc-repeat 1e10 text library`). The command starts
 * Node with `--max-semi-space-size=2`, but a program that imports the library may not control
 * its Node flags. `--max-semi-space-size` is read once, when the heap is set up;
 * `--semi-space-growth-factor` is read at each growth, so setting it to 1 here stops the
 * doubling: the young generation grows once more at most (1 → 2 MB from a fresh start, as
 * the command's flag allows; test/extract/young-generation.test.ts). Given on the command
 * line, a factor under 2 is raised to 2 when V8 sets the heap up, so only this run-time
 * setting has the effect (Node 20.20, V8 11.3). The same 10 GB peaked at 90 MB and took 57 s
 * against 63 s (`… library-capped`); a 600 MB mbox in mail mode 105 MB against 141 MB.
 *
 * Process-wide and not undone: it applies to all code in the process, which Node documents as
 * a change it does not support after start-up ("may result in unpredictable behavior"). That
 * is why the library never calls it by itself; call it once, early, in a program whose main
 * job is streaming through urisift. Calling it again does nothing.
 */
import { setFlagsFromString } from "node:v8";

let capped = false;

/** Stops V8 from growing its young generation past its present size, for this process. */
export function capYoungGeneration(): void {
  if (capped) return;
  capped = true;
  setFlagsFromString("--semi-space-growth-factor=1");
}
