import Foundation

/// The hostile-input cases, by command. Messages were taken from the CLI and
/// judged: each names where the problem is (file:line:column, a JSON path or
/// the option) and what was expected.
enum HostileInputCatalogue {
    static let label = "views:\n  - a: { type: label, text: hi }\n"
    static let plain = "views:\n  - a: {}\n"
    /// `plain` with 99 states, s1 … s99, each hiding the view.
    static let plainWithStates = plain + "states:\n" + (1...99).map { "  s\($0): { hide: [a] }\n" }.joined()
    /// base and the 99 states: 100 names.
    static let manyStates = (["base"] + (1...99).map { "s\($0)" }).joined(separator: ",")

    /// `layout s.yaml --width 100` on `yaml`.
    static func layout(_ name: String, _ yaml: String, _ message: String, knownIssue: String? = nil) -> HostileCase {
        HostileCase(name: "layout: " + name, arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .text(yaml)], message: message, knownIssue: knownIssue)
    }

    static func layoutBytes(_ name: String, _ bytes: [UInt8], _ message: String, knownIssue: String? = nil) -> HostileCase {
        HostileCase(name: "layout: " + name, arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .bytes(bytes)], message: message, knownIssue: knownIssue)
    }

    static func withPlain(_ command: String, _ name: String, _ arguments: [String], status: Int32 = 2,
                          _ message: String) -> HostileCase {
        HostileCase(name: command + ": " + name, arguments: [command, "s.yaml"] + arguments,
                    files: ["s.yaml": .text(plain)], status: status, message: message)
    }

    static func solve(_ name: String, _ json: String, _ message: String, knownIssue: String? = nil) -> HostileCase {
        HostileCase(name: "solve: " + name, arguments: ["solve", "s.json"], files: ["s.json": .text(json)],
                    message: message, knownIssue: knownIssue)
    }

    static func constraint(_ fields: String) -> String { "{\"constraints\": [\(fields)]}" }

    static func jsonl(_ name: String, _ lines: String, _ message: String, files: [String: HostileFile] = [:],
                      knownIssue: String? = nil) -> HostileCase {
        HostileCase(name: "text --jsonl: " + name, arguments: ["text", "--jsonl"], stdin: Data(lines.utf8),
                    files: files, message: message, knownIssue: knownIssue)
    }

    static let dejaVu = "\"font_file\": [\"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\"]"
    static let textOptions = ["--family", "DejaVu Sans", "--size", "12"]

    static func text(_ name: String, _ arguments: [String], status: Int32 = 2, _ message: String,
                     files: [String: HostileFile] = [:]) -> HostileCase {
        HostileCase(name: "text: " + name, arguments: ["text"] + arguments, files: files, status: status, message: message)
    }

    static let cases: [HostileCase] = sceneCases + renderAndSweepCases + checkCases + solveCases + textCases
        + verifyAndDocsCases + commandLineCases + hangCases + interfaceBuilderCases + missingInputCases + strictJSONCases + outputCases

    static let sceneCases: [HostileCase] = [
        layout("malformed YAML", "views: [\n", "s.yaml:2:1: invalid YAML"),
        layout("a second name in a list item", "views:\n  - a: { type: label, text: hi }\n    bogus: 1\n",
               "s.yaml:3:5: expected one view per list item"),
        layout("unknown scene key", "viwes:\n  - a: {}\n", "s.yaml:1:1: unknown key \"viwes\" in the scene; did you mean \"views\"?"),
        layout("unknown view key", "views:\n  - a: { txt: hi }\n", "s.yaml:2:10: unknown key \"txt\" for \"a\""),
        layout("label key on a plain view", "views:\n  - a: { text: hi }\n", "s.yaml:2:10: unknown key \"text\" for \"a\", a view; \"text\" is for labels"),
        layout("constant 1e309", label + "constraints:\n  - a.width == 1e309\n",
               "s.yaml:4:16: expected a number of at most 1000000, found 1e309"),
        // A denormal constant is a number like any other (0 to the layout).
        HostileCase(name: "layout: constant 1e-320", arguments: ["layout", "s.yaml", "--width", "300"],
                    files: ["s.yaml": .text(label + "constraints:\n  - a.width == 1e-320\n")], status: 0,
                    message: "  a  Label  (0, 0, 0, ", report: .standardOutput),
        layout("equation with a missing view", label + "constraints:\n  - a.width == b.width\n", "s.yaml:4:16: unknown view \"b\"; did you mean \"a\"?"),
        layout("unknown attribute", label + "constraints:\n  - a.wdth == 3\n", "s.yaml:4:7: unknown attribute \"wdth\"; did you mean \"width\"?"),
        layout("unterminated VFL", label + "constraints:\n  - H:|-[a]-[\n", "s.yaml:4:14:"),
        layout("VFL with a missing view", label + "constraints:\n  - H:|-[a]-[b]-|\n", "s.yaml:4:14: unknown view \"b\""),
        layout("single = in an equation", label + "constraints:\n  - a.width = 3\n", "s.yaml:4:13: expected ==, <= or >="),
        layout("priority 1001", label + "constraints:\n  - a.width == 3 @ 1001\n", "s.yaml:4:20: expected a priority from 1 to 1000"),
        layout("nan in an equation", label + "constraints:\n  - a.width == 3 * nan\n", "s.yaml:4:23:"),
        layout("duplicate view names", label + "  - a: { type: label, text: ho }\n", "s.yaml:3:5: duplicate view name \"a\" (first at 2:5)"),
        layout("unknown view type", "views:\n  - a: { type: widget }\n", "s.yaml:2:16: unknown view type \"widget\""),
        layout("misspelt view type", "views:\n  - a: { type: labl }\n", "s.yaml:2:16: unknown view type \"labl\"; did you mean \"label\"?"),
        layout("negative lines", "views:\n  - a: { type: label, text: hi, lines: -1 }\n", "s.yaml:2:40: expected the number of lines"),
        layout("lines 1e300", "views:\n  - a: { type: label, text: hi, lines: 1e300 }\n", "s.yaml:2:40:"),
        layout("text as a list", "views:\n  - a: { type: label, text: [1,2] }\n", "s.yaml:2:29: expected the text (a string), found a list"),
        layout("alpha as a word", "views:\n  - a: { alpha: yes }\n", "s.yaml:2:17: expected an alpha (a number)"),
        layout("alpha out of range", "views:\n  - a: { alpha: 2 }\n", "s.yaml:2:17: expected an alpha from 0"),
        layout("unknown colour", "views:\n  - a: { background: notacolor }\n", "s.yaml:2:22: unknown colour \"notacolor\""),
        layout("views as a number", "views: 3\n", "s.yaml:1:8: expected a list of views"),
        layout("a list for the scene", "- 1\n- 2\n", "s.yaml:1:1: expected the scene (a mapping), found a list"),
        layout("canvas width 1e309", "canvas: { width: 1e309 }\n" + plain, "s.yaml:1:18: expected the canvas width (a finite number)"),
        layout("negative canvas width", "canvas: { width: -5 }\n" + plain, "s.yaml:1:18: expected the canvas width greater than 0"),
        layout("font size 3,000,000", "fonts:\n  body: { family: DejaVu Sans, size: 3000000 }\nviews:\n  - a: {type: label, text: hi, font: body}\n",
               "s.yaml:2:38: expected a font size greater than 0 and at most 5000"),
        layout("misspelt font name", "fonts:\n  body: { family: DejaVu Sans, size: 12 }\nviews:\n  - a: {type: label, text: hi, font: bdy}\n",
               "s.yaml:4:38: unknown font \"bdy\"; did you mean \"body\"?"),
        layout("a view named ../x", "views:\n  - ../x: {}\n", "s.yaml:2:5: expected a view name made of letters"),
        layout("empty file", "", "s.yaml:1:1: expected a scene (a mapping with views:, constraints:, …), found an empty file"),
        layoutBytes("binary garbage", [0x00, 0xFF, 0xFE, 0x80, 0x13, 0x37, 0xC0, 0x00], "s.yaml:1:2: expected UTF-8 text"),
        layoutBytes("invalid UTF-8 in a string", Array("views:\n  - a: { type: label, text: \"".utf8) + [0xFF, 0xFE] + Array("\" }\n".utf8),
                    "s.yaml:2:30: expected UTF-8 text"),
        layoutBytes("a BOM before an unknown key", [0xEF, 0xBB, 0xBF] + Array("viwes:\n  - a: {}\n".utf8),
                    "s.yaml:1:1: unknown key \"viwes\" in the scene; did you mean \"views\"?"),
        layout("CRLF line ends", "views:\r\n  - a: { bogus: 1 }\r\n", "s.yaml:2:10: unknown key \"bogus\" for \"a\""),
        layout("nesting 20,000 deep", "views: " + String(repeating: "[", count: 20_000) + "\n", "s.yaml:1:206: nested more than 200 levels deep"),
        layout("an alias bomb", "constraints: &a [x,x,x,x,x,x,x,x,x]\nmetrics:\n  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\nviews: *f\n",
               "s.yaml:3:6: expected the metric \"b\" (a number), found a list"),
        HostileCase(name: "layout: a folder as the scene", arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .folder], message: "s.yaml: is a directory; expected a scene file"),
        HostileCase(name: "layout: a dangling symlink", arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .symlink(to: "nowhere.yaml")], message: "s.yaml: no such file or directory"),
        // newuser33: a `.json` scene's syntax errors name JSON, still at
        // line:column (scene37: the strict JSON reader's words, see
        // HostileInputCatalogue+StrictJSON.swift); the end of the text is 2:1.
        HostileCase(name: "layout: a JSON scene with an unclosed array", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text("{\"views\": [{\"a\": {}}\n")],
                    message: "s.json:2:1: invalid JSON: unexpected end of input, expected ',' or ']'"),
        // newuser34: a .json scene's meaning errors said "a mapping" and "a
        // list"; JSON's words, at the same place (`{` of the views' object is 1:11).
        HostileCase(name: "layout: a JSON scene whose views are an object", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text("{\"views\": {\"a\": {}}}\n")],
                    message: "error: s.json:1:11: expected an array of views (an array), found an object\n"),
        HostileCase(name: "layout: a JSON scene whose view's properties are a number", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text("{\"views\": [{\"a\": 1}]}\n")],
                    message: "s.json:1:18: expected the properties of \"a\" (an object such as {\"background\": \"red\"}), found \"1\""),
        // newuser35: a .json scene's hints showed YAML (`name: number`,
        // "declare it under fonts:"); JSON's, at the same place (`[` of
        // the metrics is 1:13, "body" 1:44).
        HostileCase(name: "layout: a JSON scene whose metrics are an array", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text("{\"metrics\": [], \"views\": [{\"a\": {}}]}\n")],
                    message: "error: s.json:1:13: expected metrics (\"name\": number) (an object), found an array\n"),
        HostileCase(name: "layout: a JSON scene naming a font it does not declare", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text("{\"views\": [{\"a\": {\"type\": \"label\", \"font\": \"body\"}}]}\n")],
                    message: "s.json:1:44: unknown font \"body\"; there are none (declare it under \"fonts\", or give a size)"),
        // newuser33: a path that does not exist is the path and the
        // system's words, no line:column in a file that is not there.
        HostileCase(name: "layout: a missing folder", arguments: ["layout", "Fixtures"],
                    message: "error: Fixtures: no such file or directory\n"),
        HostileCase(name: "verify: a missing folder", arguments: ["verify", "Fixtures", "--snapshots", "Snapshots"],
                    message: "error: Fixtures: no such file or directory\n"),
        HostileCase(name: "docs: a missing folder", arguments: ["docs", "Fixtures", "-o", "g"],
                    message: "error: Fixtures: no such file or directory\n"),
        // newuser33: a folder of .yml and .json scenes read as empty, with no word of them.
        HostileCase(name: "verify: a folder of .yml and .json scenes", arguments: ["verify", "d"],
                    files: ["d/a.yml": .text(plain), "d/b.json": .text("{\"views\": [{\"a\": {}}]}")],
                    message: "error: d: no scene files (*.yaml, *.xib, *.storyboard) in this directory; a.yml, b.json are not searched for: name a .yml or .json scene on the command line (d/a.yml) or rename it .yaml\n"),
        // newuser34: a .yml beside a .yaml was left out without a word; a
        // note names it before the run goes on (here to a.yaml's error).
        HostileCase(name: "verify: a .yml beside a .yaml", arguments: ["verify", "d"],
                    files: ["d/a.yaml": .text("views: {}\n"), "d/b.yml": .text(plain), "d/c.json": .text("{}")],
                    message: "note: d: b.yml is not searched for: name a .yml or .json scene on the command line (d/b.yml) or rename it .yaml\n"
                        + "error: d/a.yaml:1:8: expected a list of views (a list), found a mapping\n", lines: 2),
        HostileCase(name: "layout: a missing xib", arguments: ["layout", "s.xib"],
                    message: "error: s.xib: no such file or directory\n"),
        HostileCase(name: "layout: a folder as the xib", arguments: ["layout", "s.xib"], files: ["s.xib": .folder],
                    message: "error: s.xib: is a directory; expected an Interface Builder file (.xib, .storyboard)\n"),
        // Issue 33: text echoed in a message is escaped, so the message stays one line that reads as printed.
        layout("a view name with a newline", "views:\n  - \"a\\nb\": {}\n", "s.yaml:2:5: expected a view name made of letters, digits and _ (not starting with a digit), found \"a\\nb\""),
        layout("a view name with an escape sequence", "views:\n  - \"a\\e[31mb\": {}\n", "found \"a\\u{1B}[31mb\""),
        layout("a view name with NUL", "views:\n  - \"a\\0b\": {}\n", "found \"a\\u{0}b\""),
        layout("a view name with a bidi override", "views:\n  - \"a\\u202Eb\": {}\n", "found \"a\\u{202E}b\""),
        HostileCase(name: "layout: a symlink loop", arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .symlink(to: "s.yaml")], message: "s.yaml: is a symlink loop (too many levels of symbolic links)"),
        layout("canvas width NaN", "canvas: { width: NaN }\n" + plain, "s.yaml:1:18: expected the canvas width (a number), found NaN (not a number)"),
        layout("canvas width inf", "canvas: { width: inf }\n" + plain, "s.yaml:1:18: expected the canvas width (a finite number), found inf (not finite)"),
        layout("a !!binary tag", "views:\n  - a: { type: label, text: !!binary aGk= }\n",
               "s.yaml:2:29: a YAML tag (!!binary) is not part of the scene format; remove it"),
        layout("a !!str tag on a number", "views:\n  - a: { type: label, text: hi }\nconstraints:\n  - a.width == 3\nmetrics:\n  m: !!str 5\n",
               "s.yaml:6:6: a YAML tag (!!str) is not part of the scene format"),
        layout("a local tag", "views: !thing\n  - a: {}\n", "s.yaml:1:8: a YAML tag (!thing) is not part of the scene format"),
        // newuser34: it named .yaml, .xib and .storyboard only, though a .json (or .yml) scene is taken.
        HostileCase(name: "layout: no scene and no example", arguments: ["layout"], status: 64, message: "missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME"),
        HostileCase(name: "layout: closed stdin, no scene", shell: "timeout 20 \"$1\" layout <&-", status: 64, message: "missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME"),
    ]

    static let renderAndSweepCases: [HostileCase] = [
        // A bad argument (status 2), found before any work; render and sweep create no folders.
        withPlain("render", "output in a missing folder", ["--width", "100", "--height", "50", "-o", "missing/out.png"],
                  "--output: the folder missing does not exist; create it first, or give a path in a folder that exists"),
        HostileCase(name: "render: output is a folder", arguments: ["render", "s.yaml", "--width", "100", "--height", "50", "-o", "out.png"],
                    files: ["s.yaml": .text(plain), "out.png": .folder], message: "--output: out.png is a folder; give the path of a file to write"),
        withPlain("render", "an output named .jpg", ["--width", "100", "-o", "card.jpg"],
                  "--output: cannot tell the image's format from \".jpg\" in card.jpg: expected .png or .svg"),
        // newuser35: render -o card.gif, the README's GIF asked of render.
        withPlain("render", "an output named .gif", ["--width", "100", "-o", "card.gif"],
                  "--output: cannot tell the image's format from \".gif\" in card.gif: expected .png or .svg (an animation, a width sweep, is trellis sweep's)"),
        withPlain("render", "an output with no extension", ["--width", "100", "-o", "card"],
                  "--output: cannot tell the image's format from no extension in card: expected .png or .svg"),
        withPlain("render", "an empty output path", ["--width", "100", "-o", ""], "--output: the path is empty; give the path of the output"),
        withPlain("render", "an output path ending in /", ["--width", "100", "-o", "out/"], "--output: out/ is a folder; give the path of a file to write"),
        withPlain("render", "scale 0", ["--width", "100", "--scale", "0", "-o", "o.png"], status: 64, "--scale: expected a number greater than 0"),
        withPlain("render", "scale 1e309", ["--width", "100", "--scale", "1e309", "-o", "o.png"], status: 64, "--scale: expected a number greater than 0 and at most 8, found inf"),
        withPlain("render", "width nan", ["--width", "nan", "-o", "o.png"], status: 64, "--width: expected a width greater than 0"),
        withPlain("render", "misspelt overlay", ["--width", "100", "--overlay", "frams", "-o", "o.png"], status: 64,
                  "The value 'frams' is invalid for '--overlay <list>': no overlay named \"frams\"; did you mean \"frames\"? Valid overlays: frames, "
                  + "alignment, baselines, margins, constraints, caption, all"),
        withPlain("render", "a state the scene lacks", ["--width", "100", "--state", "nope", "-o", "o.png"], "--state: s.yaml has no states (asked for \"nope\")"),
        withPlain("render", "no output", ["--width", "100"], status: 64, "--output: missing"),
        withPlain("render", "scene and example", ["--example", "wrap-demo", "--width", "100", "-o", "o.png"], status: 64, "--example: give a scene file or --example, not both"),
        HostileCase(name: "render: unknown example", arguments: ["render", "--example", "nope", "--width", "100", "-o", "o.png"],
                    message: "--example: no example named \"nope\""),
        withPlain("sweep", "a canvas over the memory budget", ["--from", "2000", "--to", "2000", "--height", "2000", "--scale", "8", "-o", "o.gif"],
                  "an animation of 16000 × 16000 pixels would need about 4.8 GiB (20 bytes a pixel); the budget is 2.0 GiB (CanvasMemory.budget)"),
        HostileCase(name: "sweep: 100 states tweened by 100", arguments: ["sweep", "s.yaml", "--states", manyStates, "--tween", "100", "--width", "100", "-o", "o.gif"],
                    files: ["s.yaml": .text(plainWithStates)],
                    message: "--states: expected at most 10000 frames, found 10100 (100 states, each followed by 100 tween frames)"),
        withPlain("sweep", "--tween without --states", ["--from", "100", "--to", "200", "--tween", "3", "-o", "o.gif"], status: 64,
                  "--tween: tweens the moves between states; it goes with --states"),
        withPlain("sweep", "step 0", ["--from", "100", "--to", "200", "--step", "0", "-o", "o.gif"], status: 64, "--step: expected a number of points other than 0"),
        withPlain("sweep", "step the wrong way", ["--from", "100", "--to", "200", "--step", "-1", "-o", "o.gif"], status: 64,
                  "--step: -1 goes the wrong way from 100 to 200 (a sweep that widens takes a positive step: --step 1)"),
        withPlain("sweep", "fps 0", ["--from", "100", "--to", "200", "--fps", "0", "-o", "o.gif"], status: 64, "--fps: expected a number from 0.01 to 100"),
        withPlain("sweep", "fps 1e-300", ["--from", "100", "--to", "200", "--fps", "1e-300", "-o", "o.gif"], status: 64, "--fps: expected a number from 0.01 to 100, found 1e-300"),
        withPlain("sweep", "negative hold", ["--from", "100", "--to", "200", "--hold-ends", "-5", "-o", "o.gif"], status: 64, "--hold-ends: expected a number of milliseconds"),
        withPlain("sweep", "hold 1e300", ["--from", "100", "--to", "200", "--hold-ends", "1e300", "-o", "o.gif"], status: 64, "--hold-ends: expected a number of milliseconds from 0 to 655350"),
        withPlain("sweep", "unknown states", ["--states", "a,b", "-o", "o.gif"], "--states: no state named \"a\""),
        withPlain("sweep", "unknown output extension", ["--from", "100", "--to", "200", "-o", "o.jpg"],
                  "--output: cannot tell the animation's format from \".jpg\" in o.jpg: expected .gif, .webp, .apng or .png"),
        withPlain("sweep", "an empty output path", ["--from", "100", "--to", "200", "-o", ""],
                  "--output: the path is empty; give the path of the output"),
        withPlain("sweep", "an output path ending in /", ["--from", "100", "--to", "200", "-o", "out/"],
                  "--output: out/ is a folder; give the path of a file to write"),
        withPlain("sweep", "output in a missing folder", ["--from", "100", "--to", "200", "-o", "missing/o.gif"],
                  "--output: the folder missing does not exist; create it first, or give a path in a folder that exists"),
        HostileCase(name: "sweep: output is a folder", arguments: ["sweep", "s.yaml", "--from", "100", "--to", "200", "--quiet", "-o", "o.gif"],
                    files: ["s.yaml": .text(plain), "o.gif": .folder], message: "--output: o.gif is a folder; give the path of a file to write"),
        // Issue 33: an output is never the input, a FIFO or a device.
        withPlain("render", "the output is the scene", ["--width", "100", "-o", "s.yaml"],
                  "--output: s.yaml is the scene file s.yaml; give another file to write"),
        withPlain("render", "the output is the scene spelt otherwise", ["--width", "100", "-o", "./s.yaml"],
                  "--output: ./s.yaml is the scene file s.yaml"),
        withPlain("sweep", "the output is the scene", ["--from", "100", "--to", "200", "-o", "s.yaml"],
                  "--output: s.yaml is the scene file s.yaml; give another file to write"),
        HostileCase(name: "render: the output is a FIFO", arguments: ["render", "s.yaml", "--width", "100", "-o", "o.png"],
                    files: ["s.yaml": .text(plain), "o.png": .fifo],
                    message: "--output: o.png is a FIFO, which a written file would replace (outputs are renamed into place); give the path of a regular file"),
        HostileCase(name: "sweep: the output is a FIFO", arguments: ["sweep", "s.yaml", "--from", "100", "--to", "200", "-o", "o.gif"],
                    files: ["s.yaml": .text(plain), "o.gif": .fifo], message: "--output: o.gif is a FIFO"),
        HostileCase(name: "render: the output is a symlink to the scene", arguments: ["render", "s.yaml", "--width", "100", "-o", "o.png"],
                    files: ["s.yaml": .text(plain), "o.png": .symlink(to: "s.yaml")], message: "--output: o.png is the scene file s.yaml"),
        // Issue 33: a hold that no frame's delay can say is refused, not cut to 655.35 s.
        withPlain("sweep", "a hold longer than a frame can show", ["--from", "100", "--to", "200", "--fps", "0.01", "--hold-ends", "600000", "-o", "o.gif"],
                  "--hold-ends: 600000 ms on top of a frame of 100 s (--fps 0.01) would show the end frames 700 s; "
                    + "a frame shows at most 655.35 s: give at most 555350, or a higher --fps"),
        // Issue 33: 10,001 frames are refused whatever the step (1 + 10000 × 0.07 = 701).
        withPlain("sweep", "10,001 frames by 0.07", ["--from", "1", "--to", "701", "--step", "0.07", "-o", "o.gif"], status: 64,
                  "--step: expected at most 10000 frames, found 10001 (make --step larger)"),
        withPlain("sweep", "10,002 frames by 1.1", ["--from", "1", "--to", "11002.1", "--step", "1.1", "-o", "o.gif"], status: 64,
                  "--step: expected at most 10000 frames, found 10002 (make --step larger)"),
        withPlain("sweep", "a ping-pong of 10,002 frames", ["--from", "1", "--to", "5002", "--step", "1", "--pingpong", "-o", "o.gif"], status: 64,
                  "--step: expected at most 10000 frames, found 10002 (make --step larger)"),
        HostileCase(name: "sweep: too many frames", arguments: ["sweep", "s.yaml", "--from", "1", "--to", "100000", "--step", "0.001", "-o", "o.gif"],
                    files: ["s.yaml": .text(plain)], status: 64, message: "--step: expected at most 10000 frames, found 99999001 (make --step larger)"),
    ]

    static let checkCases: [HostileCase] = [
        withPlain("check", "step 1e-320", ["--from", "100", "--to", "300", "--step", "1e-320"], status: 64, "--step: expected at most 2000 widths"),
        withPlain("check", "from -0", ["--from", "-0", "--to", "300"], status: 64, "--from: expected a width greater than 0"),
        withPlain("check", "to 1e300", ["--from", "100", "--to", "1e300"], status: 64, "--to: expected a width greater than 0 and at most 100000 points"),
        withPlain("check", "unknown pseudo", ["--pseudo", "klingon", "--from", "100", "--to", "200"], status: 64, "'--pseudo <expand|rtl>'"),
        HostileCase(name: "check: sweep with a zero step in the scene", arguments: ["check", "s.yaml"],
                    files: ["s.yaml": .text("sweep: { from: 100, to: 50, step: 0 }\n" + plain)],
                    message: "s.yaml:1:35: expected a step that goes from 100 towards 50, found 0"),
        HostileCase(name: "check: a state an example lacks", arguments: ["check", "--example", "layout-cycle", "--state", "nope"],
                    message: "--state: layout-cycle has no states"),
        HostileCase(name: "check: /dev/zero", arguments: ["check", "/dev/zero"], message: "/dev/zero: is larger than 8 MiB"),
        HostileCase(name: "check: a FIFO with no writer as the scene", shell: "timeout 20 \"$1\" check s.yaml",
                    files: ["s.yaml": .fifo], message: "s.yaml:1:1: expected a scene (a mapping with views:, constraints:, …), found an empty file"),
    ]

    static let solveCases: [HostileCase] = [
        HostileCase(name: "solve: no file", arguments: ["solve"], status: 64, message: "Missing expected argument '<file>'"),
        HostileCase(name: "solve: a folder", arguments: ["solve", "s.json"], files: ["s.json": .folder],
                    message: "error: s.json: is a directory; expected a constraint system (.json)\n"),
        HostileCase(name: "solve: a FIFO with no writer", shell: "timeout 20 \"$1\" solve s.json", files: ["s.json": .fifo],
                    message: "s.json:1:1: invalid JSON: unexpected end of input"),
        solve("truncated JSON", "{", "s.json:1:2: invalid JSON"),
        solve("an array", "[]", "s.json: $: expected an object, found []"),
        solve("constraints as a number", "{\"constraints\": 3}", "s.json: $.constraints: expected an array, found 3"),
        solve("single = op", constraint("{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"=\", \"strength\": \"required\"}"),
              "s.json: $.constraints[0].op: expected \"==\", \"<=\" or \">=\""),
        solve("unknown strength", constraint("{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"==\", \"strength\": \"strong-ish\"}"),
              "s.json: $.constraints[0].strength: expected \"required\""),
        solve("strength 1001", constraint("{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"==\", \"strength\": 1001}"),
              "s.json: $.constraints[0].strength: expected a priority in (0, 1000], found 1001"),
        solve("constant 1e309", constraint("{\"terms\": [[1, \"x\"]], \"constant\": 1e309, \"op\": \"==\", \"strength\": \"required\"}"),
              "s.json: $.constraints[0].constant: expected a finite number"),
        // Issue 33: results name constraints, so two may not share a name.
        solve("two constraints named the same", "{\"constraints\": [{\"name\": \"a\", \"terms\": [[1, \"x\"]], \"constant\": -5, \"op\": \"==\"}, "
              + "{\"name\": \"a\", \"terms\": [[1, \"x\"]], \"constant\": -6, \"op\": \"==\", \"strength\": \"weak\"}]}",
              "s.json: $.constraints[1].name: \"a\" is already the name of $.constraints[0].name; give each constraint its own name"),
        solve("a name an unnamed constraint gets", "{\"constraints\": [{\"name\": \"c1\", \"terms\": [[1, \"x\"]], \"constant\": -5, \"op\": \"==\"}, "
              + "{\"terms\": [[1, \"x\"]], \"constant\": -6, \"op\": \"==\", \"strength\": \"weak\"}]}",
              "s.json: $.constraints[1]: \"c1\" (the name an unnamed constraint gets) is already the name of $.constraints[0].name"),
        // Issue 33: any finite number is accepted (kiwi's enaml benchmark has
        // -16777200); only a result that overflows is refused, with its path.
        HostileCase(name: "solve: constant -16777200", arguments: ["solve", "s.json"],
                    files: ["s.json": .text(constraint("{\"terms\": [[1, \"x\"]], \"constant\": -16777200, \"op\": \"==\", \"strength\": \"required\"}"))],
                    status: 0, message: "\"values\": {\"x\": 16777200}", report: .standardOutput),
        HostileCase(name: "solve: coefficient 1e308", arguments: ["solve", "s.json"],
                    files: ["s.json": .text(constraint("{\"terms\": [[1e308, \"x\"]], \"constant\": -1e308, \"op\": \"==\", \"strength\": \"required\"}"))],
                    status: 0, message: "\"values\": {\"x\": 1}", report: .standardOutput),
        solve("a product past a Double", constraint("{\"terms\": [[1, \"x\"]], \"constant\": -1e300, \"op\": \"==\"}, "
              + "{\"terms\": [[1, \"y\"], [-1e300, \"x\"]], \"constant\": 0, \"op\": \"==\"}"),
              "s.json: the solution overflows: $.steps[0].values.y of the result is not a finite number; nothing printed"),
        solve("a term of two numbers", constraint("{\"terms\": [[1, 2]], \"constant\": 0, \"op\": \"==\", \"strength\": \"required\"}"),
              "s.json: $.constraints[0].terms[0]: expected a term [coefficient, \"variable\"]"),
        solve("a flat term", constraint("{\"terms\": [1, \"x\"], \"constant\": 0, \"op\": \"==\", \"strength\": \"required\"}"),
              "s.json: $.constraints[0].terms[0]: expected a term [coefficient, \"variable\"], found 1"),
        solve("an unknown key", constraint("{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"==\", \"strength\": \"required\", \"strenght\": 1}"),
              "s.json: $.constraints[0].strenght: unknown key \"strenght\"; did you mean \"strength\"?"),
        solve("nesting 100,000 deep", String(repeating: "[", count: 100_000), "s.json:1:513: invalid JSON: nesting deeper than 512 levels"),
        HostileCase(name: "solve: invalid UTF-8", arguments: ["solve", "s.json"], files: ["s.json": .bytes([0xFF, 0xFE, 0x7B, 0x7D])],
                    message: "s.json:1:1: invalid JSON"),
        HostileCase(name: "solve: closed stdin", shell: "timeout 20 \"$1\" solve - <&-", message: "<stdin>: cannot read: Bad file descriptor"),
        HostileCase(name: "solve: empty stdin", arguments: ["solve", "-"], message: "<stdin>:1:1: invalid JSON: unexpected end of input"),
    ]

    static let textCases: [HostileCase] = [
        text("no text", [], status: 64, "TEXT: missing"),
        text("size 0", ["--family", "DejaVu Sans", "--size", "0", "hi"], status: 64, "--size: expected a positive number of pixels"),
        text("size 1e309", ["--family", "DejaVu Sans", "--size", "1e309", "hi"], status: 64, "--size: expected a positive number of pixels, at most 5000, found inf"),
        text("negative width", textOptions + ["--width", "-1", "hi"], status: 64, "--width: expected a positive number of pixels"),
        text("negative lines", textOptions + ["--lines", "-1", "hi"], status: 64, "--lines: expected a whole number"),
        text("unknown wrap", textOptions + ["--wrap", "nope", "hi"], status: 64,
             "The value 'nope' is invalid for '--wrap <mode>'. Please provide one of 'word', 'char' or 'word-char'."),
        text("unknown ellipsize", textOptions + ["--ellipsize", "middle", "hi"], status: 64,
             "The value 'middle' is invalid for '--ellipsize <mode>'. Please provide one of 'end' and 'none'."),
        text("bad language tag", textOptions + ["--lang", "!!", "hi"], "--lang: expected a BCP 47 language tag"),
        // cli36: a file that is not a font says so, after its path.
        text("garbage font", ["--font", "f.ttf", "--size", "12", "hi"],
             "error: --font: f.ttf: is not a font file (TrueType, OpenType or a collection of them)\n",
             files: ["f.ttf": .bytes(Array(repeating: 0xA5, count: 100))]),
        text("a folder as the font", ["--font", "f.ttf", "--size", "12", "hi"], "--font: f.ttf: is a folder; fonts are read from regular files only",
             files: ["f.ttf": .folder]),
        text("/dev/zero as the font", ["--font", "/dev/zero", "--size", "12", "hi"], "--font: /dev/zero: is a character device"),
        text("unknown family", ["--family", "No Such Family Xyz", "--size", "12", "hi"], "--family: no font of family \"No Such Family Xyz\""),
        text("--jsonl and a text", ["--jsonl", "hi"], "--jsonl: reads every case from standard input; TEXT cannot be given with it"),
        jsonl("negative size", "{\"id\": 1, \"text\": \"a\", \"size_px\": -3, \(dejaVu)}\n", "stdin:1: $.size_px: expected a positive number"),
        jsonl("text as a number", "{\"id\": 1, \"text\": 5}\n", "stdin:1: $.text: expected the text (a string), found 5"),
        jsonl("width as a word", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \"width_px\": \"wide\", \(dejaVu)}\n", "stdin:1: $.width_px:"),
        jsonl("/dev/zero as the font", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \"font_file\": [\"/dev/zero\"]}\n",
              "stdin:1: $.font_file[0]: /dev/zero: is a character device"),
        jsonl("a FIFO as the font", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \"font_file\": [\"f.ttf\"]}\n",
              "stdin:1: $.font_file[0]: f.ttf: is a FIFO", files: ["f.ttf": .fifo]),
        jsonl("negative font index", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \(dejaVu), \"font_index\": [-1]}\n",
              "stdin:1: $.font_index[0]: expected a whole number >= 0, found -1"),
        jsonl("fractional max_lines", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \(dejaVu), \"max_lines\": 1.5}\n",
              "stdin:1: $.max_lines: expected a whole number >= 0, found 1.5"),
        jsonl("unknown wrap", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \(dejaVu), \"wrap\": \"nope\"}\n", "stdin:1: $.wrap: expected \"word\""),
        jsonl("no id", "{\"text\": \"a\", \"size_px\": 12}\n", "stdin:1: $.id: expected a string or a finite number, found nothing"),
        jsonl("not JSON", "not json\n", "stdin:1:1: invalid JSON"),
        jsonl("an array line", "[1]\n", "stdin:1: $: expected an object, found [1]"),
        jsonl("a bad second line", "{\"id\": 1, \"text\": \"a\", \"size_px\": 12, \(dejaVu)}\n{\"id\": 2, \"text\": \"a\", \"size_px\": 0}\n", "stdin:2: $."),
        jsonl("a misspelt key", "{\"id\": 1, \"text\": \"a\", \"sise_px\": 12, \(dejaVu)}\n", "stdin:1: $.sise_px: unknown key \"sise_px\"; did you mean \"size_px\"?"),
        HostileCase(name: "text --jsonl: invalid UTF-8", arguments: ["text", "--jsonl"],
                    stdin: Data("{\"text\": \"".utf8) + Data([0xFF]) + Data("\", \"size_px\": 12}\n".utf8), message: "stdin:1:11: invalid UTF-8 (byte 0xFF)"),
        HostileCase(name: "text --jsonl: closed stdin", shell: "timeout 20 \"$1\" text --jsonl <&-", message: "stdin: cannot read: Bad file descriptor"),
    ]

    static let verifyAndDocsCases: [HostileCase] = [
        HostileCase(name: "verify: a sweep of ten million widths", arguments: ["verify", "s.yaml", "--snapshots", "snaps", "--record", "all"],
                    files: ["s.yaml": .text("sweep: { from: 1, to: 100000, step: 0.01 }\n" + plain)],
                    message: "s.yaml:1:37: the sweep would have 9999901 widths; at most 10000 (make the step larger)"),
        HostileCase(name: "verify: --report is the snapshots folder", arguments: ["verify", "s.yaml", "--snapshots", "snaps", "--report", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps": .folder], message: "--report: snaps is the references folder (--snapshots)"),
        HostileCase(name: "verify: --report is a folder of the user's", arguments: ["verify", "s.yaml", "--snapshots", "snaps", "--report", "rep"],
                    files: ["s.yaml": .text(plain), "rep/mine.txt": .text("mine\n")], message: "--report: rep is a folder Trellis did not write"),
        // Issue 33: one clear message for a file given as the references folder.
        HostileCase(name: "verify: a file as --snapshots", arguments: ["verify", "s.yaml", "--snapshots", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps": .text("not a folder\n")],
                    message: "--snapshots: snaps is not a folder; give the references folder (made when missing)"),
        HostileCase(name: "verify: --snapshots inside a file", arguments: ["verify", "s.yaml", "--snapshots", "snaps/refs"],
                    files: ["s.yaml": .text(plain), "snaps": .text("not a folder\n")],
                    message: "--snapshots: snaps/refs is inside a file, not a folder"),
        // Issue 33: the relation the right way round: / holds the references.
        HostileCase(name: "verify: --report /", arguments: ["verify", "s.yaml", "--snapshots", "snaps", "--report", "/"],
                    files: ["s.yaml": .text(plain)], message: "--report: / contains the references folder (--snapshots) snaps"),
        withPlain("verify", "unknown record mode", ["--record", "sometimes"], status: 64,
                  "The value 'sometimes' is invalid for '--record <mode>'. Please provide one of 'never', 'missing', 'failed' or 'all'."),
        HostileCase(name: "verify: a broken scene in a folder", arguments: ["verify", "d"], files: ["d/bad.yaml": .text("views: [\n")],
                    message: "d/bad.yaml:2:1: invalid YAML"),
        HostileCase(name: "verify: a truncated reference PNG", arguments: ["verify", "s.yaml", "--snapshots", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps/scenes/s/base-200.png": .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])],
                    status: 1, message: "scenes/s/base-200.png\n      the reference is not a PNG Trellis can read", report: .standardOutput),
        HostileCase(name: "verify: a reference PNG claiming 10⁹ × 10⁹ pixels", arguments: ["verify", "s.yaml", "--snapshots", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps/scenes/s/base-200.png": .bytes(hugePNGHeader)],
                    status: 1, message: "scenes/s/base-200.png\n      the reference is not a PNG Trellis can read", report: .standardOutput),
        // Issue 33: a reference's size is looked at before it is read or
        // decoded (a sparse 1 GB file was read whole and stopped verify).
        HostileCase(name: "verify: a 1 GB reference PNG (sparse)", arguments: ["verify", "s.yaml", "--snapshots", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps/scenes/s/base-200.png": .sparse(pngHeader(side: 64), size: 1 << 30)],
                    status: 1, message: "scenes/s/base-200.png\n      the reference is 1073741824 bytes, more than a PNG of 200 × ",
                    report: .standardOutput),
        HostileCase(name: "verify: a 16,384² reference PNG", arguments: ["verify", "s.yaml", "--snapshots", "snaps"],
                    files: ["s.yaml": .text(plain), "snaps/scenes/s/base-200.png": .bytes(pngHeader(side: 16384))],
                    status: 1, message: "scenes/s/base-200.png\n      the reference is 16384 × 16384 pixels, the picture 200 × ",
                    report: .standardOutput),
        HostileCase(name: "docs: a broken scene", arguments: ["docs", "d", "-o", "g"], files: ["d/bad.yaml": .text("views: [\n")],
                    message: "d/bad.yaml:2:1: invalid YAML"),
        HostileCase(name: "docs: a later scene broken, no partial gallery", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/ok.yaml": .text(plain), "d/z.yaml": .text("views:\n  - b: { type: labl }\n")],
                    message: "d/z.yaml:2:16: unknown view type \"labl\""),
        HostileCase(name: "docs: the output is the input", arguments: ["docs", "d", "-o", "d"], files: ["d/ok.yaml": .text(plain)],
                    message: "--output: d is the input d"),
        HostileCase(name: "docs: the output is a folder of the user's", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/ok.yaml": .text(plain), "g/mine.txt": .text("mine\n")], message: "--output: g is a folder Trellis did not write"),
        HostileCase(name: "docs: no output", arguments: ["docs", "d"], files: ["d/ok.yaml": .text(plain)], status: 64,
                    message: "--output: missing"),
        // The canvas limit named by what of the file set the side (noticed32), as render and sweep name their options.
        HostileCase(name: "docs: a canvas width over the limit", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/wide.yaml": .text("canvas: { width: 20000 }\n" + plain)],
                    message: "d/wide.yaml: the scene's canvas width: 20000 points make a canvas 20000 pixels wide; a canvas may be at most 16384 pixels a side"),
        HostileCase(name: "docs: a sweep over the limit", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/wide.yaml": .text("sweep: { from: 200, to: 17000, step: 4 }\n" + plain)],
                    message: "d/wide.yaml: the scene's sweep: 17000 points make a canvas 17000 pixels wide; a canvas may be at most 16384 pixels a side"),
        HostileCase(name: "docs: a canvas height over the limit", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/tall.yaml": .text("canvas: { width: 300, height: 16385 }\n" + plain)],
                    message: "d/tall.yaml: the scene's canvas height: 16385 points make a canvas 16385 pixels tall; a canvas may be at most 16384 pixels a side"),
        HostileCase(name: "verify: an empty --snapshots", arguments: ["verify", "d", "--snapshots", ""], files: ["d/ok.yaml": .text(plain)],
                    message: "--snapshots: the path is empty; give the references folder"),
        HostileCase(name: "verify: an empty scene path", arguments: ["verify", "", "--snapshots", "snaps"], files: [:],
                    message: "a scene path is empty; give a scene file"),
        HostileCase(name: "layout: an empty scene path", arguments: ["layout", ""], files: [:],
                    message: "a scene path is empty; give a scene file"),
        HostileCase(name: "check: an empty --against-ib path", arguments: ["check", "--against-ib", ""], files: [:],
                    message: "--against-ib: a path is empty"),
        HostileCase(name: "docs: an empty output path", arguments: ["docs", "d", "-o", ""], files: ["d/ok.yaml": .text(plain)],
                    message: "--output: the path is empty; give the path of the output"),
        HostileCase(name: "docs: a state named ../../x", arguments: ["docs", "d", "-o", "g"],
                    files: ["d/ok.yaml": .text(plain + "states:\n  ../../x:\n    hide: a\n")],
                    message: "d/ok.yaml:4:3: the state name \"../../x\" is not a plain name"),
    ]

    static let commandLineCases: [HostileCase] = [
        HostileCase(name: "unknown subcommand", arguments: ["frobnicate"], status: 64, message: "no subcommand named \"frobnicate\". Valid subcommands: solve,"),
        HostileCase(name: "misspelt subcommand", arguments: ["layot"], status: 64, message: "no subcommand named \"layot\"; did you mean \"layout\"?"),
        HostileCase(name: "misspelt flag", arguments: ["layout", "--widht", "100"], status: 64, message: "Unknown option '--widht'. Did you mean '--width'?"),
        HostileCase(name: "examples: an extra argument", arguments: ["examples", "extra"], status: 64, message: "Unexpected argument 'extra'"),
        HostileCase(name: "examples: an unknown flag", arguments: ["examples", "--bogus"], status: 64, message: "Unknown option '--bogus'"),
    ]

    /// A PNG signature and an IHDR chunk (CRC correct) for a 10⁹ × 10⁹ RGBA picture, and nothing after.
    static let hugePNGHeader: [UInt8] = pngHeader(side: 1_000_000_000)

    /// A PNG signature and an IHDR chunk (CRC correct) for a square RGBA
    /// picture of `side` pixels, and nothing after.
    static func pngHeader(side: UInt32) -> [UInt8] {
        let sideBytes = [24, 16, 8, 0].map { UInt8((side >> UInt32($0)) & 0xFF) }
        let ihdr: [UInt8] = Array("IHDR".utf8) + sideBytes + sideBytes + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in ihdr {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        let crcBytes = [24, 16, 8, 0].map { UInt8((crc >> UInt32($0)) & 0xFF) }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + ihdr + crcBytes
    }
}
