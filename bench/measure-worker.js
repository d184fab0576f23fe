/**
 * The measuring thread of bench/run.js (same process). The main thread shares each input as
 * a SharedArrayBuffer and asks for one tool at a time; if a tool hangs, the main thread
 * terminates this worker after a timeout and starts a new one, so the benchmark always ends.
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
    input = prepared(Buffer.from(m.sab, 0, m.length));
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
