/**
 * The measuring thread of bench/run.js (same process). The main thread shares each input as
 * a SharedArrayBuffer (copied here into a Buffer of its own) and asks for one tool at a
 * time; if a tool hangs, the main thread terminates this worker after a timeout and starts
 * a new one, so the benchmark always ends.
 */
import { parentPort } from "node:worker_threads";
import { loadNotes, measure, prepared, re2Engine, TOOLS } from "./tools.js";

let input = null;
parentPort.postMessage({
  type: "ready",
  loadNotes,
  re2Engine,
  available: Object.fromEntries(Object.entries(TOOLS).map(([k, t]) => [k, t.available])),
});
parentPort.on("message", (m) => {
  if (m.type === "input") {
    input?.free();
    // copied out of the shared memory into a Buffer of this thread's own, as a user holds an
    // input (readFileSync, a stream's chunks): reading through a view of a SharedArrayBuffer
    // is slower for urisift's byte scanner (one 100 MB line: 316–326 MB/s against 345–349
    // read from an ArrayBuffer, alternating fresh processes), and the string peers read a
    // decoded copy anyway
    const own = Buffer.allocUnsafeSlow(m.length);
    own.set(new Uint8Array(m.sab, 0, m.length));
    input = prepared(own);
    parentPort.postMessage({ type: "input-ok" });
  } else if (m.type === "measure") {
    try {
      const r = measure(TOOLS[m.tool], input, m.cfg);
      parentPort.postMessage({ type: "result", result: r });
    } catch (e) {
      parentPort.postMessage({ type: "result", result: { error: String(e?.stack ?? e) } });
    }
  } else if (m.type === "free") {
    input?.free();
    input = null;
    globalThis.gc?.();
    parentPort.postMessage({ type: "freed" });
  }
});
