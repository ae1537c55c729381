import Foundation
import Scene
import Testing
import Verification

/// Every constant of every scene in Fixtures/, moved by 3 points on a copy,
/// fails verification against the committed references, with a text diff
/// in layout terms and a diff image.
///
/// The constants: each number in a constraint (not a priority after `@`)
/// or a metric, a stack view's `spacing`, a view's `margins` and a state's
/// `constants`.
@Suite struct PerturbationTests {
    struct Perturbation: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var original: String
        var perturbed: String
        var text: String
        var testDescription: String { "\(file):\(line): \(original.trimmingCharacters(in: .whitespaces)) → \(perturbed.trimmingCharacters(in: .whitespaces))" }
    }

    static var perturbations: [Perturbation] {
        Repository.sceneFiles.flatMap { file -> [Perturbation] in
            let text = (try? String(contentsOfFile: Repository.fixtures + "/" + file, encoding: .utf8)) ?? ""
            return ScenePerturber.perturbations(of: text).map {
                Perturbation(file: file, line: $0.line, original: $0.original, perturbed: $0.perturbed, text: $0.text)
            }
        }
    }

    @Test func everySceneHasConstantsToMove() {
        for file in Repository.sceneFiles {
            let count = Self.perturbations.filter { $0.file == file }.count
            #expect(count >= 2, "\(file): \(count) constants found")
        }
    }

    @Test(arguments: perturbations)
    func aThreePointChangeFails(_ perturbation: Perturbation) throws {
        let scene = try Scene(yaml: perturbation.text, file: Repository.fixtures + "/" + perturbation.file,
                              directory: Repository.fixtures)
        let result = Verifier(directory: Repository.snapshots, record: .never).verify(SnapshotPlan(scene: scene))
        let text = result.failures.filter { $0.file.hasSuffix("layout.txt") || $0.file.hasSuffix("sweep.txt") }
        let pictures = result.failures.filter { $0.difference != nil }
        #expect(!text.isEmpty, "no text snapshot failed")
        #expect(!pictures.isEmpty, "no picture failed with a diff image")
        // Layout terms: a frame attribute or a line break, "old → new".
        let layout = result.failures.first { $0.file.hasSuffix("layout.txt") }
        if let layout {
            #expect(layout.message.contains(" → "), "\(layout.message)")
            #expect(layout.message.contains("width "), "\(layout.message)")
        }
        for picture in pictures {
            #expect(picture.message.contains("pixels differ"))
            let image = try #require(picture.difference)
            #expect(PNGPixels(Data(image)) != nil)
        }
    }
}

/// Finds the constants of a scene file and moves each by 3 points.
enum ScenePerturber {
    struct Change {
        var line: Int
        var original: String
        var perturbed: String
        var text: String
    }

    static func perturbations(of text: String) -> [Change] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changes: [Change] = []
        var inConstraints = false
        for (k, line) in lines.enumerated() {
            if let first = line.first, first != " ", first != "#" {
                inConstraints = line.hasPrefix("constraints:") || line.hasPrefix("metrics:")
            }
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? line
            var ranges: [Range<String.Index>] = []
            if inConstraints {
                ranges = numbers(in: code).filter { range in
                    // Not a priority (`@250`), not part of a name (`item2`).
                    let before = code[..<range.lowerBound].last
                    return before != "@" && !(before?.isLetter ?? false) && before != "_"
                }
            } else {
                for key in ["spacing: ", "margins: ", "constants: { "] {
                    guard let keyRange = code.range(of: key) else { continue }
                    ranges += numbers(in: code).filter { $0.lowerBound >= keyRange.upperBound }.prefix(key.hasPrefix("constants") ? 8 : 1)
                }
            }
            for range in ranges {
                let value = Double(code[range])!
                var changed = line
                changed.replaceSubrange(range, with: LayoutSnapshot.format(value + 3))
                var copy = lines
                copy[k] = changed
                changes.append(Change(line: k + 1, original: line, perturbed: changed, text: copy.joined(separator: "\n")))
            }
        }
        return changes
    }

    /// Runs of digits (with a decimal point) in `text`.
    static func numbers(in text: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isNumber else { index = text.index(after: index); continue }
            var end = index
            while end < text.endIndex && (text[end].isNumber || text[end] == ".") { end = text.index(after: end) }
            out.append(index..<end)
            index = end
        }
        return out
    }
}
