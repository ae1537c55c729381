import Scene

/// Scene files: the bytes as a file's contents, through what `Scene.load`
/// does (UTF-8, then `Scene(yaml:file:directory:)`, font files relative to
/// Fixtures/). A scene that loads is laid out at its canvas width, in its
/// default state and in each of its states: loading promises that building
/// cannot fail.
enum SceneTarget {
    static let target = FuzzTarget(name: "scene", summary: "scene files (YAML): Scene(yaml:), then laid out") { bytes in
        guard let text = String(validating: bytes, as: UTF8.self) else { return }  // Scene.load's own error
        let scene: Scene
        do {
            scene = try Scene(yaml: text, file: "fuzz.yaml", directory: "Fixtures")
        } catch let error as SceneError {
            check(error, in: text)
            return
        } catch {
            finding("an error that is not a SceneError: \(error)")
        }
        _ = scene.makeRoot(width: scene.width)
        for state in scene.states {
            _ = scene.makeRoot(width: scene.width, state: state.name)
        }
    }

    /// A located error: in this file, on one of its lines (or just past the
    /// last), with a message.
    static func check(_ error: SceneError, in text: String) {
        let lines = lineCount(text)
        guard error.file == "fuzz.yaml", error.line >= 1, error.line <= lines + 1, error.column >= 1,
              !error.message.isEmpty else {
            finding("an error without a place in the file (\(lines) lines): \(error)")
        }
    }

    /// Lines as YAML counts them (libyaml, YAML 1.1 §5.4): CR LF, CR, LF,
    /// NEL, LS and PS each end one.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r": break
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
            default: break
            }
            previous = scalar
        }
        return count
    }
}
