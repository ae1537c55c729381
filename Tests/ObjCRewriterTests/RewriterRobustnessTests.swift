import Foundation
import ObjCRewriter
import Testing

/// The rewriter runs inside the compiler's place: on any Swift it is given
/// it must not stop, and it must keep every line where it was. Checked on
/// every Swift file of this repository, whole and cut short.
struct RewriterRobustnessTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's Swift files, grouped by folder as modules.
    static func modules() -> [[URL]] {
        var byFolder: [URL: [URL]] = [:]
        for top in ["Sources", "Tests", "ClientTests", "ClientExample", "UIKitCorpus"] {
            guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent(top), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" && !url.path.contains("/.build") {
                byFolder[url.deletingLastPathComponent(), default: []].append(url)
            }
        }
        return byFolder.keys.sorted { $0.path < $1.path }.map { byFolder[$0]!.sorted { $0.path < $1.path } }
    }

    @Test func everyFileKeepsItsLines() throws {
        var rewritten = 0
        var files = 0
        for module in Self.modules() {
            let sources = try module.map { SourceFile(path: $0.path, bytes: Array(try Data(contentsOf: $0))) }
            files += sources.count
            let rewriter = ModuleRewriter(files: sources)
            for file in sources {
                guard let bytes = rewriter.rewrite(file) else { continue }
                rewritten += 1
                // The original's lines, each where it was; after them, only
                // what the rewrite appends.
                let lineBreaks = file.bytes.filter { $0 == 0x0A }.count
                var seen = 0
                var tail = bytes.endIndex
                for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                    seen += 1
                    if seen == lineBreaks { tail = offset + 1; break }
                }
                #expect(seen == lineBreaks || lineBreaks == 0, "\(file.path)")
                let appended = String(decoding: bytes[min(tail, bytes.count)...], as: UTF8.self)
                #expect(appended.isEmpty || appended.hasPrefix("#sourceLocation(") || appended.hasPrefix("import TrellisObjC")
                        || appended.hasPrefix("\n#sourceLocation(") || appended.hasPrefix("\nimport TrellisObjC"), "\(file.path)")
            }
        }
        #expect(files > 300)
        #expect(rewritten > 0)
    }

    /// A file cut short inside an attribute's parentheses is scanned
    /// without stopping: the attribute has no argument.
    @Test func anAttributeCutAtItsParenthesis() {
        let text = "final class A {\n    @objc(x"
        let file = SourceFile(path: "/tmp/Cut.swift", bytes: Array(text.utf8))
        _ = ModuleRewriter(files: [file]).rewrite(file)
    }

    @Test func filesCutShortDoNotStopIt() throws {
        var generator = SplitMix(seed: 28)
        for module in Self.modules().prefix(40) {
            for url in module.prefix(3) {
                let bytes = Array(try Data(contentsOf: url))
                guard bytes.count > 10 else { continue }
                for _ in 0..<8 {
                    let cut = Int(generator.next() % UInt64(bytes.count))
                    let file = SourceFile(path: url.path, bytes: Array(bytes[..<cut]))
                    _ = ModuleRewriter(files: [file]).rewrite(file)
                }
            }
        }
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
