import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Layout

/// A folder of outputs that Trellis writes whole and replaces whole (the
/// gallery, `trellis verify --report`): never a folder of the user's.
///
/// The folder may be absent, empty, or one Trellis wrote before, which it
/// marks with a file named ``markerName``; anything else is refused before
/// anything is written. It is written complete into a temporary folder
/// beside it and renamed into place, so a failure leaves the place as it
/// was (the previous output, or nothing).
public enum OutputFolder {
    /// The marker Trellis writes in each output folder: its presence is
    /// what allows a later run to replace the folder.
    public static let markerName = ".trellis-output"

    /// Why `path` may not be written, or nil when it may. `protected` are
    /// the inputs (references, scene files or folders) by role: the output
    /// may not be one of them, inside one or contain one.
    public static func refusal(_ path: String, protected: [(role: String, path: String)]) -> String? {
        let target = CanonicalPath.of(path)
        for (role, input) in protected where CanonicalPath.overlap(target, CanonicalPath.of(input)) {
            let relation = target == CanonicalPath.of(input) ? "is" : CanonicalPath.of(input).hasPrefix(target + "/") ? "contains" : "is inside"
            return "\(path) \(relation) \(role) \(input); give a folder apart from the inputs and the references"
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? nil : "\(path): \(String(cString: strerror(errno)))"
        }
        // A symlink is not followed: what it points to may be anything.
        if info.st_mode & S_IFMT == S_IFLNK {
            return "\(path) is a symlink; give the folder itself (new, empty, or one Trellis wrote)"
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return "\(path) exists and is not a folder; give a new folder, an empty one, or one Trellis wrote"
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return "\(path) cannot be read"
        }
        if names.isEmpty || names.contains(markerName) { return nil }
        return "\(path) is a folder Trellis did not write (it has files and no \(markerName)); give a new folder, an empty one, or one Trellis wrote"
    }

    /// Writes the folder at `path`: `body` fills a fresh temporary folder
    /// beside it (its path given), the marker is added, and the result
    /// replaces `path`. On any error, or if `path` has become something
    /// Trellis may not replace, nothing at `path` changes.
    public static func write(_ path: String, _ body: (String) throws(RenderError) -> Void) throws(RenderError) {
        let staging = try makeTemporaryFolder(beside: path)
        do {
            try body(staging)
            try AtomicFile.write(Array("Written by Trellis; a later run may replace this folder whole.\n".utf8),
                                 to: staging + "/" + markerName)
            try replace(path, with: staging)
        } catch {
            remove(staging)
            throw error
        }
    }

    /// A path inside `folder` made of plain names only (`PlainName`,
    /// checked at parse time, checked again here: a name that slipped past
    /// parsing still cannot leave the folder).
    public static func path(in folder: String, _ names: String...) throws(RenderError) -> String {
        for name in names where !PlainName.isValid(name) {
            throw .io("refusing to write \(folder)/\(names.joined(separator: "/")): \"\(name)\" is not a plain file name")
        }
        return ([folder] + names).joined(separator: "/")
    }

    private static func makeTemporaryFolder(beside path: String) throws(RenderError) -> String {
        // Split by hand: NSString's deletingLastPathComponent crashes on a
        // one-component path ("gallery") in Swift 6.3.1's Foundation.
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw .io("cannot create \(parent): \(error.localizedDescription)")
            }
        }
        let prefix = parent.isEmpty ? "" : parent == "/" ? "/" : parent + "/"
        for _ in 0..<8 {
            let staging = "\(prefix).\(name).trellis-\(AtomicFile.randomSuffix()).tmp"
            guard TemporaryPaths.register(staging) else { throw .io("cannot write \(path): interrupted") }
            // mkdir never follows a symlink at its path: it fails (EEXIST).
            if mkdir(staging, 0o755) == 0 { return staging }
            let code = errno
            TemporaryPaths.unregister(staging)
            guard code == EEXIST else { throw .io("cannot create a folder beside \(path): \(String(cString: strerror(code)))") }
        }
        throw .io("cannot create a folder beside \(path)")
    }

    /// Puts `staging` at `path`: the old folder (checked again: it must
    /// still be Trellis's or empty) is moved aside, the new one renamed in,
    /// and the old one removed.
    private static func replace(_ path: String, with staging: String) throws(RenderError) {
        if let refusal = refusal(path, protected: []) { throw .io("not replacing \(path): \(refusal)") }
        var info = stat()
        if lstat(path, &info) == 0 {
            let aside = staging + ".old"
            guard TemporaryPaths.registerAside(aside, of: path) else { throw .io("cannot replace \(path): interrupted") }
            guard rename(path, aside) == 0 else {
                TemporaryPaths.unregister(aside)
                throw .io("cannot replace \(path): \(String(cString: strerror(errno)))")
            }
            guard rename(staging, path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, path)  // put the old one back
                TemporaryPaths.unregister(aside)
                throw .io("cannot replace \(path): \(reason)")
            }
            TemporaryPaths.unregister(staging)
            remove(aside)
        } else {
            guard rename(staging, path) == 0 else { throw .io("cannot write \(path): \(String(cString: strerror(errno)))") }
            TemporaryPaths.unregister(staging)
        }
    }

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        TemporaryPaths.unregister(path)
    }
}
