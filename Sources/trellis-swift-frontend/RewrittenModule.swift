#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCRewriter

/// A module's rewritten files in the build folder, with the VFS overlay
/// that maps the originals to them.
///
/// Every compile job of a module sees all of its files, so every job would
/// rewrite them alike: the first one writes them into a folder named by a
/// hash of the module's paths and contents (and of this rewriter), and the
/// others find it there.
enum RewrittenModule {
    /// Bumped when the rewrite changes, so that old rewrites are not reused.
    static let rewriteVersion = "1"

    /// The overlay's path, or nil when no file of the module changes.
    static func overlay(for job: FrontendJob) throws -> String? {
        var files: [SourceFile] = []
        var hash = StableHash()
        hash.add(rewriteVersion)
        hash.add(rewriterIdentity())
        hash.add(job.moduleName)
        for path in job.sources {
            guard let bytes = FileIO.read(path) else { continue }
            let absolute = FileIO.absolute(path)
            hash.add(absolute)
            hash.add(bytes)
            files.append(SourceFile(path: absolute, bytes: bytes))
        }
        let base = job.buildFolder.map { FileIO.absolute($0) + "/trellis-objc" }
            ?? "/tmp/trellis-swift-frontend-\(getuid())"
        let folder = "\(base)/\(job.moduleName)-\(hash.hex)"
        let overlayPath = folder + "/overlay.json"
        if FileIO.exists(overlayPath) { return overlayPath }
        if FileIO.exists(folder + "/unchanged") { return nil }

        let rewritten = ModuleRewriter(files: files).rewrittenFiles()
        try FileIO.makeDirectories(folder)
        guard !rewritten.isEmpty else {
            try FileIO.write([], to: folder + "/unchanged")
            return nil
        }
        var roots: [String] = []
        for (position, file) in rewritten.enumerated() {
            let name = file.path.split(separator: "/").last.map(String.init) ?? "file.swift"
            let copy = "\(folder)/\(position)-\(name)"
            try FileIO.write(file.bytes, to: copy)
            roots.append("{\"type\":\"file\",\"name\":\(json(file.path)),\"external-contents\":\(json(copy))}")
        }
        let overlay = "{\"version\":0,\"case-sensitive\":\"true\",\"use-external-names\":false,\"roots\":[\n"
            + roots.joined(separator: ",\n") + "\n]}\n"
        try FileIO.write(Array(overlay.utf8), to: overlayPath)
        removeStaleRewrites(in: base, module: job.moduleName, keeping: folder)
        return overlayPath
    }

    /// Each edit of the module leaves a folder of rewritten files; those of
    /// earlier edits go once they are ten minutes old (the jobs of one build
    /// all use the newest).
    static func removeStaleRewrites(in base: String, module: String, keeping current: String) {
        let now = time(nil)
        for name in FileIO.entries(of: base) where name.hasPrefix(module + "-") && "\(base)/\(name)" != current {
            let folder = "\(base)/\(name)"
            guard let modified = FileIO.modificationTime(folder), now - modified > 600 else { continue }
            for file in FileIO.entries(of: folder) { unlink("\(folder)/\(file)") }
            rmdir(folder)
        }
    }

    /// Which build of the rewriter this is, so that a changed rewriter never
    /// reuses an older one's files: the launcher's key (a hash of the
    /// rewriter's sources and the compiler), else this executable's size and
    /// modification time.
    static func rewriterIdentity() -> String {
        if let key = FileIO.environment("TRELLIS_REWRITER_KEY"), !key.isEmpty { return key }
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
    }

    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    result += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Two 64-bit FNV-1a hashes with different seeds: a folder name that
/// changes with any path or byte of the module.
struct StableHash {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        add(UInt8(0xFF))
    }

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    private mutating func add(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
    }

    var hex: String {
        String(first, radix: 16).leftPadded(to: 16) + String(second, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
