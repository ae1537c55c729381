/// cli38: what a new user tries on the outputs, and the messages they get.
/// Each case leaves the folder as it was (the catalogue's own check), so an
/// existing file a refused run names is never replaced.
extension HostileInputCatalogue {
    static let existingPNG = HostileFile.bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("an earlier picture".utf8))

    static let outputCases: [HostileCase] = [
        // `-o -` read as a file named "-" with no extension.
        withPlain("render", "-o - (standard output)", ["--width", "100", "-o", "-"],
                  "--output: - is not standard output here: the file is written whole or not at all; give a file name ending in .png or .svg"),
        withPlain("sweep", "-o - (standard output)", ["--from", "100", "--to", "120", "-o", "-"],
                  "--output: - is not standard output here: the file is written whole or not at all; give a file name ending in .gif, .webp, .apng or .png"),
        // Would have made a gallery in a folder named "-".
        withPlain("docs", "-o - (standard output)", ["-o", "-"],
                  "--output: - is not standard output here: a gallery is a folder of pages; give the folder's name"),
        withPlain("verify", "--report - (standard output)", ["--report", "-"],
                  "--report: - is not standard output here: a report is a folder of pages; give the folder's name"),
        // The commands that print take no -o: say how to put their text in a file.
        withPlain("layout", "-o (it prints)", ["--width", "100", "--json", "-o", "x.json"], status: 64,
                  "Unknown option '-o'; trellis layout prints to standard output: redirect it to a file (trellis layout … > FILE)"),
        withPlain("check", "--output (it prints)", ["--output", "report.txt"], status: 64,
                  "Unknown option '--output'; trellis check prints to standard output: redirect it to a file (trellis check … > FILE)"),
        HostileCase(name: "solve: -o (it prints)", arguments: ["solve", "s.json", "-o", "x.json"], files: ["s.json": .text("{\"constraints\": []}")],
                    status: 64, message: "Unknown option '-o'; trellis solve prints to standard output: redirect it to a file (trellis solve … > FILE)"),
        // A command that writes files gets no such hint for an option it lacks.
        withPlain("render", "--out (a misspelling)", ["--width", "100", "--out", "x.png"], status: 64,
                  "Unknown option '--out'. Did you mean '--output'?\n"),
        // Missing values: the option and what it takes.
        withPlain("render", "-o without its value", ["--width", "100", "-o"], status: 64, "Missing value for '-o <path>'"),
        withPlain("sweep", "--from without its value", ["--from"], status: 64, "Missing value for '--from <points>'"),
        withPlain("check", "--jobs without its value", ["--jobs"], status: 64, "Missing value for '--jobs <n>'"),
        // An existing file is not replaced by a run that fails: a bad scene,
        // or a name whose extension the command does not write.
        HostileCase(name: "render: an existing output, the scene in error", arguments: ["render", "s.yaml", "--width", "100", "-o", "out.png"],
                    files: ["s.yaml": .text("views:\n  - a: { txt: hi }\n"), "out.png": existingPNG],
                    message: "s.yaml:2:10: unknown key \"txt\" for \"a\""),
        HostileCase(name: "render: an existing file of another kind", arguments: ["render", "s.yaml", "--width", "100", "-o", "notes.txt"],
                    files: ["s.yaml": .text(plain), "notes.txt": .text("my notes\n")],
                    message: "--output: cannot tell the image's format from \".txt\" in notes.txt: expected .png or .svg"),
        HostileCase(name: "sweep: an existing output, a state the scene lacks",
                    arguments: ["sweep", "s.yaml", "--from", "100", "--to", "120", "--state", "gone", "-o", "out.gif"],
                    files: ["s.yaml": .text(plain), "out.gif": .text("GIF89a an earlier sweep")],
                    message: "--state: s.yaml has no states (asked for \"gone\")"),
        HostileCase(name: "docs: -o an existing file", arguments: ["docs", "s.yaml", "-o", "notes.txt"],
                    files: ["s.yaml": .text(plain), "notes.txt": .text("my notes\n")],
                    message: "--output: notes.txt exists and is not a folder; give a new folder, an empty one, or one Trellis wrote"),
    ]
}
