import Scene

/// Equations (and anything else a `constraints:` item can hold): the bytes,
/// as text, become one constraint of a fixed scene with views, a label, a
/// guide, a stack and metrics, quoted so that YAML hands them over intact.
/// An error must be on the constraint's line.
enum EquationTarget {
    static let target = FuzzTarget(name: "equation", summary: "one constraint line (equation or visual format) in a scene") { bytes in
        let equation = String(decoding: bytes, as: UTF8.self)
        let yaml = prefix + quoted(equation) + "\n"
        do {
            let scene = try Scene(yaml: yaml, file: "fuzz.yaml")
            _ = scene.makeRoot(width: scene.width)
        } catch let error as SceneError {
            guard error.line == constraintLine, error.column >= 1, !error.message.isEmpty else {
                finding("an error not on the constraint's line \(constraintLine): \(error)")
            }
        } catch {
            finding("an error that is not a SceneError: \(error)")
        }
    }

    /// Everything before the constraint; its last line starts the item.
    static let prefix = """
        canvas: { width: 320 }
        metrics: { gap: 8, wide: 120, big: 1000000, tiny: -1000000 }
        views:
          - box: { margins: 10 }
            children:
              - label: { text: Hello, font: 12 }
              - okButton: { title: OK, font: 12 }
              - rowStack: { spacing: 4 }
                children:
                  - a:
                  - b:
              - spacerGuide:
        constraints:

        """ + "  - "

    /// The constraint's line (1-based).
    static let constraintLine = prefix.split(separator: "\n", omittingEmptySubsequences: false).count

    /// A YAML double-quoted scalar holding exactly `text`: printable ASCII
    /// as it is, everything else escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16)
                result += scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return result + "\""
    }
}
