import Foundation
import TrellisTestSupport
import TrellisUIKit

/// Frames Interface Builder computed and saved in the files of the corpus
/// at ../shared/ib-corpus (read in place, never copied here): Apple's own
/// layout engine as the Xcode that saved each file ran it. The numbers of
/// docs/uikit-numbers.md marked "IB" are read from here by
/// IBSourcedMetricsTests, so their source is checked, not only cited.
enum IBSavedFrames {
    static let folder = (repositoryRoot as NSString).deletingLastPathComponent + "/shared/ib-corpus/files/"

    /// Whether the corpus is there (the tests are skipped, saying so, when it is not).
    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The text of `file` (a name in the corpus's files/ folder).
    static func text(_ file: String) throws -> String {
        guard let text = try? String(contentsOfFile: folder + file, encoding: .utf8) else {
            throw Failure(description: "\(folder + file) cannot be read")
        }
        return text
    }

    /// The `toolsVersion` of the document: the Xcode that saved the frames.
    static func toolsVersion(_ file: String) throws -> String {
        try attribute("toolsVersion", in: openingTag(containing: "<document ", file: file), file: file)
    }

    /// The frame saved for the element whose opening tag has `id="<id>"`:
    /// the first `<rect key="frame" …/>` after that tag (an element's own
    /// frame comes before its children's).
    static func frame(ofElement id: String, in file: String) throws -> CGRect {
        let text = try text(file)
        guard let tag = text.range(of: " id=\"\(id)\"") else {
            throw Failure(description: "\(file): no element with id \(id)")
        }
        guard let rect = text.range(of: "<rect key=\"frame\"", range: tag.upperBound..<text.endIndex),
              let end = text.range(of: "/>", range: rect.upperBound..<text.endIndex) else {
            throw Failure(description: "\(file): no frame after the element \(id)")
        }
        let element = String(text[rect.lowerBound..<end.upperBound])
        func number(_ name: String) throws -> CGFloat {
            let value = try attribute(name, in: element, file: file)
            guard let number = Double(value) else { throw Failure(description: "\(file): \(name)=\"\(value)\" in \(id)'s frame") }
            return CGFloat(number)
        }
        return CGRect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
    }

    /// An attribute of the opening tag of the element whose id is `id`.
    static func attribute(_ name: String, ofElement id: String, in file: String) throws -> String {
        try attribute(name, in: openingTag(containing: " id=\"\(id)\"", file: file), file: file)
    }

    private static func openingTag(containing marker: String, file: String) throws -> String {
        let text = try text(file)
        guard let hit = text.range(of: marker) else { throw Failure(description: "\(file): no \(marker)") }
        let start = text[..<hit.lowerBound].lastIndex(of: "<") ?? hit.lowerBound
        let end = text[hit.upperBound...].firstIndex(of: ">") ?? text.endIndex
        return String(text[start..<end])
    }

    private static func attribute(_ name: String, in tag: String, file: String) throws -> String {
        guard let start = tag.range(of: " \(name)=\""),
              let end = tag[start.upperBound...].firstIndex(of: "\"") else {
            throw Failure(description: "\(file): no \(name) in \(tag.prefix(80))")
        }
        return String(tag[start.upperBound..<end])
    }
}
