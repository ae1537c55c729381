import Foundation
import Layout
import TextLayout
import Yams

/// Reads a scene file's YAML into a ``SceneSpec`` and the scene's settings,
/// checking everything; the first problem stops it with its place.
struct SceneParser {
    struct ViewInfo {
        var kind: ViewKind
        var location: SourceLocation
        /// The superview's name (`root` at the top).
        var parent: String
    }

    let directory: String
    /// The words messages use for the file's syntax and collections:
    /// JSON's for a `.json` file (read as YAML, of which JSON is a part).
    let words: SyntaxWords
    var viewNames: [String: ViewInfo] = [:]
    var viewOrder: [String] = []
    var fonts: [String: Font] = [:]
    var fontOrder: [String] = []
    /// Font files by family name, for the measurer.
    var fontFiles: [String: FontSet] = [:]
    var constraintIDs: [String: SourceLocation] = [:]
    /// The file's metrics, for visual format lines and equations.
    var metrics: [String: Double] = [:]

    static let topKeys = ["title", "canvas", "sweep", "fonts", "metrics", "views", "constraints", "states"]

    init(directory: String, words: SyntaxWords = .yaml) {
        self.directory = directory
        self.words = words
    }

    /// The whole file.
    mutating func parse(_ yaml: String) throws(LocatedError) -> Scene.Parts {
        // Yams composes recursively: a bound on nesting first, or a deep
        // file overflows the stack.
        try YAMLNesting.check(yaml, words: words)
        let isJSON = words.name == SyntaxWords.json.name
        // An empty file is said as such below, as in YAML.
        if isJSON, !yaml.allSatisfy(\.isWhitespace) { try StrictJSON.check(yaml) }
        let document: Node
        do {
            guard let node = try Yams.compose(yaml: isJSON ? StrictJSON.forYAML(yaml) : yaml) else {
                throw LocatedError(location: .start, message: "expected a scene (\(words.mapping) with \(words.key("views")), \(words.key("constraints")), …), found an empty file")
            }
            document = node
            try YAMLTags.check(document)
        } catch let error as LocatedError {
            throw error
        } catch {
            var located = Self.yamlError(error, yaml: yaml, syntax: words.name)
            // Valid JSON libyaml still refuses (a key whose ':' is on the next
            // line, a key over 1,024 characters) is not called invalid.
            if isJSON, located.message.hasPrefix("invalid JSON: ") {
                located.message = "JSON the scene reader cannot take (it reads JSON as YAML): "
                    + located.message.dropFirst("invalid JSON: ".count)
                    + "; keep each key on one line with its ':', and under 1,024 characters"
            }
            throw located
        }
        let top = try YAMLValue(document, words: words).fields("the scene", allowed: Self.topKeys)
        var parts = Scene.Parts()
        parts.title = try top["title"]?.string("a title")
        if let canvas = top["canvas"] {
            let fields = try canvas.fields("canvas", allowed: ["width", "height", "background"])
            parts.width = try fields["width"]?.points("the canvas width") ?? parts.width
            parts.height = try fields["height"]?.points("the canvas height")
            parts.background = try fields["background"].map { v throws(LocatedError) in try SceneValues.color(v) } ?? parts.background
        }
        if let sweep = top["sweep"] { parts.sweep = try self.sweep(sweep) }
        if let fonts = top["fonts"] { try self.fonts(fonts) }
        parts.fonts = fonts
        if let value = top["metrics"] {
            for pair in try value.pairs("metrics (\(words.entry("name", "number")))") {
                metrics[pair.key] = try pair.value.constant("the metric \"\(pair.key)\"")
            }
        }
        let views = try self.views(try top.required("views"), parent: "root", parentKind: nil)
        var constraints: [ConstraintSpec] = []
        if let list = top["constraints"] {
            for item in try list.list("\(words.list) of constraints") { constraints.append(try constraint(item)) }
        }
        var states: [StateSpec] = []
        if let value = top["states"] {
            for pair in try value.pairs("states (\(words.entry("name", words.keys(["hide", "show", "activate", "deactivate", "constants", "priorities", "texts"]))))") {
                try Self.checkStateName(pair.key, at: pair.keyValue)
                states.append(try state(pair.key, pair.value))
            }
        }
        parts.spec = SceneSpec(views: views, constraints: constraints, states: states, metrics: metrics)
        if !fontFiles.isEmpty { parts.measurer = ShapedTextMeasurer(families: fontFiles) }
        parts.defaultFont = fonts["default"]
        return parts
    }

    /// Yams' errors, reworded, at their place. In a JSON file libyaml's
    /// names for the brackets are JSON's: an object, an array.
    static func yamlError(_ error: Error, yaml: String, syntax: String = "YAML") -> LocatedError {
        let invalid = "invalid \(syntax): "
        func worded(_ text: String) -> String {
            guard syntax == "JSON" else { return text }
            return text.replacingOccurrences(of: "a flow mapping", with: "an object")
                .replacingOccurrences(of: "a flow sequence", with: "an array")
        }
        guard let error = error as? YamlError else { return LocatedError(location: .start, message: invalid + "\(error)") }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let location = SourceLocation(line: mark.line, column: mark.column)
            if problem == "found undefined alias" {
                return LocatedError(location: location, message: invalid + "an alias refers to an anchor that is not defined before it (an alias inside the node it names would make the tree contain itself); expected an anchor (&name) defined and closed earlier")
            }
            var message = invalid + worded(problem)
            if let context { message += " (\(worded(context.text)) at \(context.mark.line):\(context.mark.column))" }
            return LocatedError(location: location, message: message)
        case let .reader(problem, offset, _, _):
            let prefix = String(yaml.utf8.prefix(offset ?? 0)) ?? ""
            let line = prefix.split(separator: "\n", omittingEmptySubsequences: false)
            return LocatedError(location: SourceLocation(line: line.count, column: (line.last?.unicodeScalars.count ?? 0) + 1),
                                message: invalid + problem)
        default:
            return LocatedError(location: .start, message: invalid + "\(error)")
        }
    }

    // MARK: Settings

    private func sweep(_ value: YAMLValue) throws(LocatedError) -> WidthRange {
        let fields = try value.fields("sweep", allowed: ["from", "to", "step"])
        let from = try fields.required("from").points("the first width")
        let to = try fields.required("to").points("the last width")
        let step = try fields["step"]?.constant("the step") ?? (to >= from ? 2 : -2)
        if abs(step) < SceneLimits.minimumStep, step != 0 {
            throw (fields["step"] ?? value).fail("expected a step of at least \(formatNumber(SceneLimits.minimumStep)) points, found \(formatNumber(step))")
        }
        if step == 0 || (to - from) * step < 0 {
            throw (fields["step"] ?? value).fail("expected a step that goes from \(formatNumber(from)) towards \(formatNumber(to)), found \(formatNumber(step))")
        }
        let range = WidthRange(from: from, to: to, step: step)
        guard range.count(end: .always, limit: SceneLimits.maximumSweepWidths) != nil else {
            let widths = ((to - from) / step).rounded(.down) + 1
            throw (fields["step"] ?? value).fail(
                "the sweep would have \(formatNumber(widths)) widths; at most \(SceneLimits.maximumSweepWidths) (make the step larger)")
        }
        return range
    }

    private mutating func fonts(_ value: YAMLValue) throws(LocatedError) {
        for pair in try value.pairs("fonts (\(words.entry("name", words.keys(["family", "size"]) + " or " + words.keys(["file", "size"]))))") {
            let fields = try pair.value.fields("the font \"\(pair.key)\"", allowed: ["family", "size", "file", "weight", "italic"])
            let size = try fields.required("size").points("a font size", maximum: SceneLimits.maximumFontSize)
            var family = try fields["family"]?.string("a font family") ?? Font.systemFamily
            if let fileValue = fields["file"] {
                let path = try fileValue.string("a font file")
                let resolved = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: resolved) else {
                    throw fileValue.fail("font file not found: \(path) (looked for \(resolved)); expected a path relative to the scene file")
                }
                if fields["family"] == nil { family = ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
                do {
                    fontFiles[family] = try FontSet.files([(resolved, 0)])
                } catch {
                    // `f.ttf: is not a font file`: the path as written, then
                    // TextError's reason without the resolved path it names.
                    let text = "\(error)"
                    let reason = text.hasPrefix(resolved + ": ") ? String(text.dropFirst(resolved.count + 2)) : text
                    throw fileValue.fail("\(path): \(reason)")
                }
            }
            var weight = Font.Weight.regular
            if let weightValue = fields["weight"] {
                let names: [(String, Font.Weight)] = [("thin", .thin), ("extraLight", .extraLight), ("light", .light),
                                                      ("regular", .regular), ("medium", .medium), ("semibold", .semibold),
                                                      ("bold", .bold), ("heavy", .heavy), ("black", .black)]
                if case .scalar(let scalar) = weightValue.node, scalar.style == .plain, Double(scalar.string) != nil {
                    weight = Font.Weight(try weightValue.points("a weight (1 to 1000)", maximum: 1000))
                } else {
                    weight = try weightValue.choice("font weight", names)
                }
            }
            let italic = try fields["italic"]?.bool("italic") ?? false
            fonts[pair.key] = Font(family: family, size: size, weight: weight, isItalic: italic)
            fontOrder.append(pair.key)
        }
    }
}
