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
            let canonical = CanonicalPath.of(input)
            let relation = target == canonical ? "is" : CanonicalPath.isInside(canonical, target) ? "contains" : "is inside"
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
        // A temporary a killed run left (``StaleTemporaries``) is not the user's.
        if names.allSatisfy({ StaleTemporaries.isTemporary($0) }) || names.contains(markerName) { return nil }
        return "\(path) is a folder Trellis did not write (it has files and no \(markerName)); give a new folder, an empty one, or one Trellis wrote"
    }

    /// Writes the folder at `path`: `body` fills a fresh temporary folder
    /// beside it (its path given), the marker is added, and the result
    /// replaces `path`. On any error, or if `path` has become something
    /// Trellis may not replace, nothing at `path` changes.
    ///
    /// An empty folder that exists is filled in place instead: the
    /// temporary folder is made inside it and its entries moved up at the
    /// end, so the folder keeps its owner and mode, and the current folder
    /// (`docs -o .`), which cannot be renamed, can be written.
    public static func write(_ path: String, _ body: (String) throws(RenderError) -> Void) throws(RenderError) {
        let inPlace = isEmptyFolder(path)
        let staging = inPlace ? try makeTemporaryFolder(inside: path) : try makeTemporaryFolder(beside: path)
        do {
            try body(staging)
            try AtomicFile.write(Array("Written by Trellis; a later run may replace this folder whole.\n".utf8),
                                 to: staging + "/" + markerName)
            if inPlace { try moveUp(staging, into: path) } else { try replace(path, with: staging) }
        } catch {
            remove(staging)
            throw error
        }
    }

    /// Whether `path` is a folder (not a symlink) with nothing in it but
    /// temporaries killed runs left.
    private static func isEmptyFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.allSatisfy { StaleTemporaries.isTemporary($0) }
    }

    private static func makeTemporaryFolder(inside folder: String) throws(RenderError) -> String {
        StaleTemporaries.sweep(folder)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for _ in 0..<8 {
            let staging = prefix + StaleTemporaries.name(for: "trellis-output")
            guard TemporaryPaths.register(staging) else { throw .io("cannot write \(folder): interrupted") }
            if mkdir(staging, 0o755) == 0 { return staging }
            let code = errno
            TemporaryPaths.unregister(staging)
            guard code == EEXIST else { throw .io("cannot create a folder in \(folder): \(String(cString: strerror(code)))") }
        }
        throw .io("cannot create a folder in \(folder)")
    }

    /// Moves the entries of `staging`, a folder inside `folder`, up into
    /// it, the marker last, then removes `staging`. `folder` must still
    /// hold nothing else; each entry moved is registered, so an interrupted
    /// or failed move leaves the folder empty again.
    private static func moveUp(_ staging: String, into folder: String) throws(RenderError) {
        let stagingName = String(staging[staging.index(after: staging.lastIndex(of: "/")!)...])
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard present.allSatisfy({ $0 == stagingName || StaleTemporaries.isTemporary($0) }) else {
            throw .io("not writing \(folder): files appeared in it during the run")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: staging)
                .sorted { ($0 == markerName ? 1 : 0, $0) < ($1 == markerName ? 1 : 0, $1) }
        } catch {
            throw .io("cannot read \(staging): \(error.localizedDescription)")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var moved: [String] = []
        for entry in entries {
            let target = prefix + entry
            guard TemporaryPaths.register(target) else {
                for path in moved { remove(path) }
                throw .io("cannot write \(folder): interrupted")
            }
            guard rename(staging + "/" + entry, target) == 0 else {
                let reason = String(cString: strerror(errno))
                TemporaryPaths.unregister(target)
                for path in moved { remove(path) }
                throw .io("cannot write \(target): \(reason)")
            }
            moved.append(target)
        }
        rmdir(staging)
        TemporaryPaths.unregister(staging)
        for path in moved { TemporaryPaths.unregister(path) }
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
        StaleTemporaries.sweep(parent)
        for _ in 0..<8 {
            let staging = prefix + StaleTemporaries.name(for: name)
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
                let code = errno
                TemporaryPaths.unregister(aside)
                // The current folder or a mount point cannot be renamed:
                // replaced whole, it could not be replaced at all.
                if code == EBUSY || code == EINVAL {
                    throw .io("cannot replace \(path): it is the current folder or a mount point, which cannot be renamed; "
                        + "give the folder from the one above it, or another folder")
                }
                throw .io("cannot replace \(path): \(String(cString: strerror(code)))")
            }
            guard rename(staging, path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, path)  // put the old one back
                TemporaryPaths.unregister(aside)
                throw .io("cannot replace \(path): \(reason)")
            }
            TemporaryPaths.unregister(staging)
            // The new folder is in place; the old one must go too, or the
            // run says so: never status 0 with a copy left beside it.
            let failure = removeTree(aside)
            TemporaryPaths.unregister(aside)
            if let failure {
                throw .io("wrote \(path), but could not remove its previous copy, moved aside to \(aside): "
                    + "\(failure); remove it by hand (a later run into the same folder retries)")
            }
        } else {
            guard rename(staging, path) == 0 else { throw .io("cannot write \(path): \(String(cString: strerror(errno)))") }
            TemporaryPaths.unregister(staging)
        }
    }

    /// Removes `path` and everything under it (symlinks not followed);
    /// the first failure, in the system's words with its path, or nil.
    private static func removeTree(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? nil : "\(path): \(String(cString: strerror(errno)))" }
        var failure: String?
        if info.st_mode & S_IFMT == S_IFDIR {
            // Every entry is tried; the first failure is the one reported.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let entry = removeTree(path + "/" + name)
                failure = failure ?? entry
            }
            if rmdir(path) != 0, failure == nil { failure = "\(path): \(String(cString: strerror(errno)))" }
        } else if unlink(path) != 0 {
            failure = "\(path): \(String(cString: strerror(errno)))"
        }
        return failure
    }

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        TemporaryPaths.unregister(path)
    }
}
