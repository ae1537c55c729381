import Foundation
import Layout

/// A scene file (Fixtures/*.yaml, format in docs/scenes.md), checked and
/// ready to build: a canvas, fonts, a view tree with constraints, named
/// states, a default sweep.
///
/// Loading checks everything, the visual format lines included (they are
/// tried on a scratch tree), so ``makeRoot(width:height:state:measurer:)``
/// cannot fail: nothing half-parsed is laid out. A scene is a `Scenario`,
/// as an example is.
public struct Scene: Sendable {
    /// The file's name as given (messages and conflict reports use it).
    public let file: String
    public let title: String?
    /// The first paragraph of the comment the file opens with, on one line
    /// (empty when it opens with none).
    public let summary: String
    /// The canvas: its width (375 unless given), height (nil: as tall as
    /// the content) and background (white unless given).
    public let width: Double
    public let height: Double?
    public let background: Color
    /// The file's `sweep:`: `from` to `to` in steps of `step` points.
    public let sweep: WidthRange?
    /// The fonts the file declares, by name.
    public let fonts: [String: Font]
    /// The file's `states:`, in order; each applies to a tree this scene
    /// built (``makeRoot(width:height:state:measurer:)``, ``build(in:measurer:)``).
    public let states: [ScenarioState]
    /// The measurer for fonts the file names by file; nil when it names none
    /// (labels then use ``ShapedTextMeasurer/system``).
    public let measurer: TextMeasuring?

    let spec: SceneSpec
    let defaultFont: Font?

    /// What the parser hands over.
    struct Parts {
        var title: String?
        var width = 375.0
        var height: Double?
        var background = Color.white
        var sweep: WidthRange?
        var fonts: [String: Font] = [:]
        var measurer: TextMeasuring?
        var defaultFont: Font?
        var spec = SceneSpec(views: [], constraints: [], states: [], metrics: [:])
    }

    /// Reads and checks the scene at `path`; font files are found relative to it.
    public static func load(contentsOf path: String) throws(SceneError) -> Scene {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw SceneError(file: path, message: "is a directory; expected a scene file (.yaml, .yml, .json)")
        }
        // Opened without blocking: a FIFO with no writer (a path given by
        // mistake) then reads as empty at once instead of waiting forever;
        // a pipe with its writer (`<(generate)`) still reads to its end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            // The system's reason: a symlink loop is not a missing file.
            let code = errno
            let message = switch code {
            case ENOENT: "no such file or directory"
            case ELOOP: "is a symlink loop (too many levels of symbolic links); expected a scene file"
            default: "cannot be read: \(String(cString: strerror(code)))"
            }
            throw SceneError(file: path, message: message)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? file.close() }
        // Read in pieces up to the limit: a pipe is fine (`<(generate)`), a
        // device or a runaway file is refused before it fills the memory.
        var data = Data()
        while true {
            let piece: Data?
            do { piece = try file.read(upToCount: 1 << 20) } catch {
                throw SceneError(file: path, message: "cannot be read (\(error.localizedDescription))")
            }
            guard let piece, !piece.isEmpty else { break }
            data.append(piece)
            if data.count > SceneLimits.maximumFileBytes {
                throw SceneError(file: path,
                                 message: "is larger than \(SceneLimits.maximumFileBytes / (1 << 20)) MiB (SceneLimits.maximumFileBytes); expected a scene file")
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = firstInvalidUTF8(in: [UInt8](data))
            throw SceneError(file: path, line: line, column: column, message: "expected UTF-8 text, found bytes that are not")
        }
        return try Scene(yaml: text, file: path, directory: (path as NSString).deletingLastPathComponent)
    }

    /// Where the first byte that is not UTF-8 is: its line, and its column
    /// counted in the characters before it on that line (as the parser's
    /// positions are).
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }

    /// Checks a scene given as text; `file` names it in messages, font files
    /// are found relative to `directory`.
    public init(yaml: String, file: String = "scene.yaml", directory: String = ".") throws(SceneError) {
        var parser = SceneParser(directory: directory.isEmpty ? "." : directory, words: .forFile(file))
        let parts: Parts
        do {
            parts = try parser.parse(yaml)
        } catch {
            throw SceneError(file: file, line: error.location.line, column: error.location.column, message: error.message)
        }
        self.file = file
        title = parts.title
        summary = Scene.summary(ofFile: yaml)
        width = parts.width
        height = parts.height
        background = parts.background
        sweep = parts.sweep
        fonts = parts.fonts
        measurer = parts.measurer
        defaultFont = parts.defaultFont
        spec = parts.spec
        states = parts.spec.states.map { spec in
            ScenarioState(name: spec.name, summary: spec.summary) { root in
                // The instance that built this tree has its views by name and
                // its constraints by identifier, inactive ones included.
                guard let instance = root.builder as? SceneInstance else {
                    preconditionFailure("state \(spec.name) applied to a tree no scene built (see Scene.build(in:))")
                }
                instance.apply(spec)
            }
        }
        // The visual format lines need views to parse against: try them on a scratch tree.
        let scratch = View(name: "root")
        if case .failure(let error) = SceneInstance.build(self, in: scratch, keepsRoot: false, measurer: TextContext.measurer) { throw error }
    }

    /// Builds the scene in a fresh root of the given size (the canvas's
    /// height unless given; height 0: as tall as the content wants), lays
    /// it out, then applies `state` and lays out again, as a tap would.
    /// The canvas's width is ``width``.
    ///
    /// - Parameter measurer: the tree's text engine when the scene names no
    ///   font files (default: the one in scope, ``TextContext/measurer``,
    ///   else the system's).
    /// - Precondition: `state` is nil or one of `states`' names.
    public func makeRoot(width: Double, height: Double? = nil, state: String? = nil,
                         measurer: any TextMeasuring = TextContext.measurer) -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: width, height: height ?? self.height ?? 0)
        if case .failure(let error) = SceneInstance.build(self, in: root, keepsRoot: false, measurer: measurer) {
            preconditionFailure("a checked scene failed to build: \(error)")
        }
        root.layoutIfNeeded()
        if let state {
            guard let change = self.state(named: state) else { preconditionFailure("\(file) has no state \(state)") }
            change.apply(root)
            root.layoutIfNeeded()
        }
        return root
    }

    /// Adds the scene's views and constraints to `root` (not laid out).
    /// The root keeps the result, through which ``states`` apply to the
    /// tree; it applies them by name too.
    @discardableResult
    public func build(in root: View, measurer: TextMeasuring? = nil) -> SceneInstance {
        switch SceneInstance.build(self, in: root, keepsRoot: true, measurer: measurer) {
        case .success(let instance): return instance
        case .failure(let error): preconditionFailure("a checked scene failed to build: \(error)")
        }
    }
}
