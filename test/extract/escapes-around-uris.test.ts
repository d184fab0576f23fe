/**
 * Escapes glued before a scheme or written inside or after a bare URI: JSON and C one-letter
 * escapes (RFC 8259 §7), groff's named characters and strings in raw man pages (groff(7),
 * groff_char(7), pod2man's strings), and a variable's "$" before a word and a colon.
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { expectRecordsAtEverySplit } from "../helpers/every-split.js";

const uris = (text: string) => extractText(text).map((f) => f.uri);

/** each case: its URIs, and the same at every split */
function cases(list: [string, string[]][]): void {
  for (const [text, expected] of list) {
    expect(uris(text), text).toEqual(expected);
    expectRecordsAtEverySplit(text);
  }
}

describe("a JSON or C escape letter glued before a scheme (RFC 8259 §7)", () => {
  test("\\n \\t \\r \\b \\f are not the scheme's", () => {
    cases([
      [
        '{"log":"Debugger listening on …/inspector\\nws://127.0.0.1:9229/166e"}',
        ["ws://127.0.0.1:9229/166e"],
      ],
      ['{"msg":"fetching\\tfoo+ftp://ftp.example.org/pub/x"}', ["foo+ftp://ftp.example.org/pub/x"]],
      // a run that is a registered scheme whole is read whole: "\\ftp://" is no form feed
      // before "tp", "\\tftp://" a TFTP URL (found by review)
      ['{"msg":"fetching\\tftp://ftp.example.org/pub/x"}', ["tftp://ftp.example.org/pub/x"]],
      [
        "\\ftp://x.example/ \\rtsp://cam.example/x \\telnet://h.example/",
        ["ftp://x.example/", "rtsp://cam.example/x", "telnet://h.example/"],
      ],
      ["C:\\temp\\ftp://x.example/a", ["ftp://x.example/a"]],
      ['{"msg":"contact\\nmailto:ops@example.org"}', ["mailto:ops@example.org"]],
      ['"line\\r\\nwss://x.example/socket"', ["wss://x.example/socket"]],
      ['"\\bssh://git@x.example/r.git"', ["ssh://git@x.example/r.git"]],
      // "\\f" before a lowercase letter is the form feed; before a capital, troff's font
      ['"\\fsftp://x.example/a"', ["sftp://x.example/a"]],
      ["see \\fBftp://x.example/a\\fR", ["ftp://x.example/a"]],
      ['"x\\nhttps://a.example/"', ["https://a.example/"]],
      // after an escaped backslash (JSON "\\\\" is one backslash) the letter is the text's
      ['"\\\\nfs://x.example/export"', ["nfs://x.example/export"]],
    ]);
  });

  test("a scheme's name broken by an escaped newline (text hard-wrapped in a string) is joined", () => {
    cases([
      ['{"help": "see htt\\nps://example.com/a and"}', ["https://example.com/a"]],
      ['{"a":"x\\nhtt\\nps://e.example/a"}', ["https://e.example/a"]],
      ['{"a":"(ht\\ntp://x.example/)"}', ["http://x.example/"]],
      // no registered scheme joined, or an escaped backslash before the "n": as before
      ['{"a":"foo\\nps://x.example/"}', ["ps://x.example/"]],
      ['{"a":"htt\\\\nps://x.example/"}', ["nps://x.example/"]],
    ]);
  });
});

describe("groff escapes around a URI in a raw man page (groff(7), groff_char(7))", () => {
  test("pod2man's strings: \\*(Aq and \\*(C` \\*(C' quote the URI", () => {
    cases([
      [
        "[ \\*(Aqhome\\*(Aq => \\*(Aqhttps://www\\&.example\\&.org/\\*(Aq ],",
        ["https://www.example.org/"],
      ],
      ["\\f(CW\\*(C`https://myhost/page.html\\*(C'\\fR is", ["https://myhost/page.html"]],
      ["see \\*[lq]https://x.example/a\\*[rq] now", ["https://x.example/a"]],
    ]);
  });

  test("a quote's named character ends the URI and is not the scheme's", () => {
    cases([
      [
        "\\(dqftp://ftp.example.com/file[1-100].txt\\(dq",
        ["ftp://ftp.example.com/file[1-100].txt"],
      ],
      [
        "\\(lqhttps://x.example/a\\(rq and \\[dq]https://y.example/b\\[dq]",
        ["https://x.example/a", "https://y.example/b"],
      ],
      ["\\f(CWgit://x.example/r.git\\fP", ["git://x.example/r.git"]],
      // the backquote, angle brackets, guillemets and dashes too, in their "\\(xx" form as in
      // their "\\[xx]" one (review 20b: cmake-commands(7)'s "\\(gahttps://www.ubuntu.com/\\(ga")
      ["\\-\\- DISTRO_HOME_URL=\\(gahttps://www.ubuntu.com/\\(ga", ["https://www.ubuntu.com/"]],
      [
        "\\(lahttps://x.example/a\\(ra \\(Fohttps://y.example/b\\(Fc https://z.example/c\\(em d",
        ["https://x.example/a", "https://y.example/b", "https://z.example/c"],
      ],
      ["http://a.com/\\(fo\\) stays Markdown's", ["http://a.com/(fo)"]],
    ]);
  });

  test("a named character that stands for a URI character is read as it", () => {
    cases([
      [
        ".UR http://www.cl.cam.ac.uk\\:/\\[ti]mgk25\\:/unicode.html",
        ["http://www.cl.cam.ac.uk/~mgk25/unicode.html"],
      ],
      ["http://www.cl.cam.ac.uk/\\(timgk25/ucs/", ["http://www.cl.cam.ac.uk/~mgk25/ucs/"]],
      ["https://x.example/a\\(slb\\(hyc\\[sh]frag", ["https://x.example/a/b-c#frag"]],
    ]);
  });

  test("unknown names end the URI; Markdown's \\( stays an escaped parenthesis", () => {
    cases([
      ["http://x.example/a\\[u007E]b", ["http://x.example/a"]],
      ["http://x.example/a\\*(xxb", ["http://x.example/a"]],
      [
        "[V8]: https://en.wikipedia.org/wiki/V8_\\(JavaScript_engine\\)",
        ["https://en.wikipedia.org/wiki/V8_(JavaScript_engine)"],
      ],
      ["\\(https://x.example/a\\)", ["https://x.example/a"]],
      // a listed name, but Markdown's "\\)" follows in the word: the escaped parenthesis
      [
        "http://a.com/\\(timeline\\) and http://b.example/\\(dqx\\)",
        ["http://a.com/(timeline)", "http://b.example/(dqx)"],
      ],
    ]);
  });
});

describe('a "$" before a scheme is a variable\'s', () => {
  test("Rust macro fragments, Perl and shell variables", () => {
    cases([
      ["($fmt:expr, $message:expr)", []],
      ["my $svn:x = 1; echo $news:comp.lang.c", []],
      // "//" follows: a lost space before a URI
      ["cost: $http://x.example/a", ["http://x.example/a"]],
    ]);
  });
});
