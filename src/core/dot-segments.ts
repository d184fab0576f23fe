/**
 * Dot segments (RFC 3986 §3.3 "." and ".."): whether a path has one, and remove_dot_segments
 * (§5.2.4), which normalizing, resolving and the imap scheme's check (schemes/imap.ts) use.
 */

/** True when some segment of the path is "." or ".." (RFC 3986 §3.3, §5.2.4). */
export function hasDotSegment(path: string): boolean {
  let i = path.indexOf(".");
  while (i >= 0) {
    if (i === 0 || path.charCodeAt(i - 1) === 47) {
      let j = i + 1;
      if (j < path.length && path.charCodeAt(j) === 46) j++;
      if (j === path.length || path.charCodeAt(j) === 47) return true;
    }
    i = path.indexOf(".", i + 1);
  }
  return false;
}

/**
 * remove_dot_segments, RFC 3986 §5.2.4, in one linear pass: the output buffer is a stack
 * of segments, each with its leading "/" (if any), so rule C pops in O(1).
 */
export function removeDotSegments(path: string): string {
  if (!hasDotSegment(path)) return path;
  const out: string[] = [];
  const n = path.length;
  let i = 0;
  while (i < n) {
    const c0 = path.charCodeAt(i);
    const c1 = i + 1 < n ? path.charCodeAt(i + 1) : -1;
    const c2 = i + 2 < n ? path.charCodeAt(i + 2) : -1;
    const c3 = i + 3 < n ? path.charCodeAt(i + 3) : -1;
    if (c0 === 46) {
      // A: "../" or "./" prefix removed
      if (c1 === 46 && c2 === 47) {
        i += 3;
        continue;
      }
      if (c1 === 47) {
        i += 2;
        continue;
      }
      // D: "." or ".." alone removed
      if (c1 === -1 || (c1 === 46 && c2 === -1)) break;
    } else if (c0 === 47 && c1 === 46) {
      // B: "/./" → "/", "/." at the end → "/"
      if (c2 === 47) {
        i += 2;
        continue;
      }
      if (c2 === -1) {
        out.push("/");
        break;
      }
      // C: "/../" → "/", "/.." at the end → "/", removing the last output segment
      if (c2 === 46 && c3 === 47) {
        out.pop();
        i += 3;
        continue;
      }
      if (c2 === 46 && c3 === -1) {
        out.pop();
        out.push("/");
        break;
      }
    }
    // E: move the first segment (with its leading "/", if any) to the output
    let j = c0 === 47 ? i + 1 : i;
    while (j < n && path.charCodeAt(j) !== 47) j++;
    out.push(path.slice(i, j));
    i = j;
  }
  return out.join("");
}
