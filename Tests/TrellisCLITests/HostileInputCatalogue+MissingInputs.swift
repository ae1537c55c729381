/// cli36 (newuser35): every command that reads a file says a missing or
/// unreadable one in one shape, the path and then why, as scene files
/// always have (`nope.json: no such file or directory`, where `solve` said
/// `cannot read: No such file or directory` and `text --font` gave no
/// reason at all). One case per command that takes a file; the whole line
/// is expected, so a prefix or a second wording fails.
extension HostileInputCatalogue {
    static func missing(_ arguments: [String], _ message: String, files: [String: HostileFile] = [:],
                        name: String = "a missing input") -> HostileCase {
        HostileCase(name: "\(arguments[0]): \(name)", arguments: arguments, files: files, message: "error: \(message)\n")
    }

    static let missingInputCases: [HostileCase] = [
        missing(["layout", "nope.yaml", "--width", "100"], "nope.yaml: no such file or directory"),
        missing(["render", "nope.yaml", "--width", "100", "-o", "o.png"], "nope.yaml: no such file or directory"),
        missing(["sweep", "nope.yaml", "--from", "100", "--to", "200", "-o", "o.gif"], "nope.yaml: no such file or directory"),
        missing(["check", "nope.yaml"], "nope.yaml: no such file or directory"),
        missing(["check", "--against-ib", "nope.xib"], "--against-ib: nope.xib: no such file or directory",
                name: "a missing --against-ib file"),
        missing(["verify", "nope.yaml"], "nope.yaml: no such file or directory"),
        missing(["docs", "nope.yaml", "-o", "g"], "nope.yaml: no such file or directory"),
        missing(["solve", "nope.json"], "nope.json: no such file or directory"),
        missing(["text", "--font", "nope.ttf", "--size", "12", "hi"], "--font: nope.ttf: no such file or directory"),
        // A path that exists but cannot be read says the system's reason
        // (a loop is not a missing file), in the scene's words.
        missing(["solve", "s.json"], "s.json: is a symlink loop (too many levels of symbolic links)",
                files: ["s.json": .symlink(to: "s.json")], name: "a symlink loop"),
        missing(["text", "--font", "f.ttf", "--size", "12", "hi"], "--font: f.ttf: is a symlink loop (too many levels of symbolic links)",
                files: ["f.ttf": .symlink(to: "f.ttf")], name: "a symlink loop as the font"),
        missing(["layout", "s.xib"], "s.xib: is a symlink loop (too many levels of symbolic links)",
                files: ["s.xib": .symlink(to: "s.xib")], name: "a xib that is a symlink loop"),
        missing(["check", "--against-ib", "s.xib"], "--against-ib: s.xib: is a symlink loop (too many levels of symbolic links)",
                files: ["s.xib": .symlink(to: "s.xib")], name: "an --against-ib file that is a symlink loop"),
        // A scene's font file that is not a font: the path as the scene
        // writes it, then why (it read "cannot load the font file f.ttf:
        // ./f.ttf holds no font at index 0"). `f.ttf` is 2:17.
        HostileCase(name: "layout: a scene font file that is not a font", arguments: ["layout", "s.yaml", "--width", "100"],
                    files: ["s.yaml": .text("fonts:\n  body: { file: f.ttf, size: 12 }\nviews:\n  - a: { type: label, text: hi, font: body }\n"),
                            "f.ttf": .text("junk")],
                    message: "error: s.yaml:2:17: f.ttf: is not a font file (TrueType, OpenType or a collection of them)\n"),
    ]
}
