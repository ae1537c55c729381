import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public static func refusal(_ path: String, protected: [(role: String, path: String)]) -> OutputRefusal? {
        if path.isEmpty { return .emptyPath }
        let target = CanonicalPath.of(path)
        for (role, input) in protected where CanonicalPath.overlap(target, CanonicalPath.of(input)) {
            let canonical = CanonicalPath.of(input)
            let relation: OutputRefusal.Relation = target == canonical ? .is : CanonicalPath.isInside(canonical, target) ? .contains : .isInside
            return .overlapsInput(path: path, relation: relation, role: role, input: input)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? nil : .unreadable(path: path, errno: errno)
        }
        // A symlink is not followed: what it points to may be anything.
        if info.st_mode & S_IFMT == S_IFLNK {
            return .symlink(path: path)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return .notAFolder(path: path)
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return .cannotList(path: path)
        }
        // A temporary a killed run left (``StaleTemporaries``) is not the user's.
        guard names.allSatisfy({ StaleTemporaries.isTemporary($0) }) || names.contains(markerName) else {
            return .notTrellisFolder(path: path, marker: markerName)
        }
        // Replaced whole, the previous copy must be removable (an empty
        // folder is filled in place instead, and stays).
        if names.contains(markerName), let obstacle = RemovableTree.firstObstacle(in: path) {
            return .cannotRemove(path: path, entry: obstacle.entry, why: obstacle.reason)
        }
        return nil
    }

    /// Writes the folder at `path`: `body` fills a fresh temporary folder
    /// beside it (its path given), the marker is added, and the result
    /// replaces `path`. On any error, or if `path` has become something
    /// Trellis may not replace, nothing at `path` changes. The folder's own
    /// failures reach the caller as `fileError` makes them: one error type
    /// for the body's failures and the folder's.
    ///
    /// An empty folder that exists is filled in place instead: the
    /// temporary folder is made inside it and its entries moved up at the
    /// end, so the folder keeps its owner and mode, and the current folder
    /// (`docs -o .`), which cannot be renamed, can be written.
    public static func write<Failure: Error>(
        _ path: String, fileError: (FileError) -> Failure, _ body: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let inPlace = isEmptyFolder(path)
        let staging: String
        do {
            staging = inPlace ? try makeTemporaryFolder(inside: path) : try makeTemporaryFolder(beside: path)
        } catch {
            throw fileError(error)
        }
        do {
            try body(staging)
        } catch {
            remove(staging)
            throw error
        }
        do {
            try AtomicFile.write(Array("Written by Trellis; a later run may replace this folder whole.\n".utf8),
                                 to: staging + "/" + markerName)
            if inPlace { try moveUp(staging, into: path) } else { try replace(path, with: staging) }
        } catch {
            remove(staging)
            throw fileError(error)
        }
    }

    /// Writes the folder at `path` (see ``write(_:fileError:_:)``) when only
    /// the folder itself can fail.
    public static func write(_ path: String, _ body: (String) throws(FileError) -> Void) throws(FileError) {
        try write(path, fileError: { $0 }, body)
    }

    /// Whether `path` is a folder (not a symlink) with nothing in it but
    /// temporaries killed runs left.
    private static func isEmptyFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.allSatisfy { StaleTemporaries.isTemporary($0) }
    }

    private static func makeTemporaryFolder(inside folder: String) throws(FileError) -> String {
        StaleTemporaries.sweep(folder)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for _ in 0..<8 {
            let staging = prefix + StaleTemporaries.name(for: "trellis-output")
            guard TemporaryPaths.register(staging) else { throw .failed(.write, path: folder, reason: .interrupted) }
            if mkdir(staging, 0o755) == 0 { return staging }
            let code = errno
            TemporaryPaths.unregister(staging)
            guard code == EEXIST else { throw .failed(.createFolderIn, path: folder, reason: .system(errno: code)) }
        }
        throw .failed(.createFolderIn, path: folder, reason: .noFreeName)
    }

    /// Moves the entries of `staging`, a folder inside `folder`, up into
    /// it, the marker last, then removes `staging`. `folder` must still
    /// hold nothing else; each entry moved is registered, so an interrupted
    /// or failed move leaves the folder empty again.
    private static func moveUp(_ staging: String, into folder: String) throws(FileError) {
        let stagingName = String(staging[staging.index(after: staging.lastIndex(of: "/")!)...])
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard present.allSatisfy({ $0 == stagingName || StaleTemporaries.isTemporary($0) }) else {
            throw .filesAppeared(folder: folder)
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: staging)
                .sorted { ($0 == markerName ? 1 : 0, $0) < ($1 == markerName ? 1 : 0, $1) }
        } catch {
            throw .failed(.read, path: staging, reason: .foundation(error.localizedDescription))
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var moved: [String] = []
        for entry in entries {
            let target = prefix + entry
            guard TemporaryPaths.register(target) else {
                for path in moved { remove(path) }
                throw .failed(.write, path: folder, reason: .interrupted)
            }
            guard rename(staging + "/" + entry, target) == 0 else {
                let code = errno
                TemporaryPaths.unregister(target)
                for path in moved { remove(path) }
                throw .failed(.write, path: target, reason: .system(errno: code))
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
    public static func path(in folder: String, _ names: String...) throws(FileError) -> String {
        try path(in: folder, names)
    }

    /// ``path(in:_:)-(String,String...)`` with the names in an array.
    public static func path(in folder: String, _ names: [String]) throws(FileError) -> String {
        for name in names where !PlainName.isValid(name) {
            throw .notAPlainName(folder: folder, names: names, name: name)
        }
        return ([folder] + names).joined(separator: "/")
    }

    private static func makeTemporaryFolder(beside path: String) throws(FileError) -> String {
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
                throw .failed(.create, path: parent, reason: .foundation(error.localizedDescription))
            }
        }
        let prefix = parent.isEmpty ? "" : parent == "/" ? "/" : parent + "/"
        StaleTemporaries.sweep(parent)
        for _ in 0..<8 {
            let staging = prefix + StaleTemporaries.name(for: name)
            guard TemporaryPaths.register(staging) else { throw .failed(.write, path: path, reason: .interrupted) }
            // mkdir never follows a symlink at its path: it fails (EEXIST).
            if mkdir(staging, 0o755) == 0 { return staging }
            let code = errno
            TemporaryPaths.unregister(staging)
            guard code == EEXIST else { throw .failed(.createFolderBeside, path: path, reason: .system(errno: code)) }
        }
        throw .failed(.createFolderBeside, path: path, reason: .noFreeName)
    }

    /// Puts `staging` at `path`: the old folder (checked again: it must
    /// still be Trellis's or empty) is moved aside, the new one renamed in,
    /// and the old one removed.
    private static func replace(_ path: String, with staging: String) throws(FileError) {
        if let refusal = refusal(path, protected: []) { throw .refused(.replace, path: path, refusal) }
        var info = stat()
        if lstat(path, &info) == 0 {
            let aside = staging + ".old"
            guard TemporaryPaths.registerAside(aside, of: path) else { throw .failed(.replace, path: path, reason: .interrupted) }
            guard rename(path, aside) == 0 else {
                let code = errno
                TemporaryPaths.unregister(aside)
                // The current folder or a mount point cannot be renamed:
                // replaced whole, it could not be replaced at all.
                if code == EBUSY || code == EINVAL {
                    throw .failed(.replace, path: path, reason: .cannotRename)
                }
                throw .failed(.replace, path: path, reason: .system(errno: code))
            }
            guard rename(staging, path) == 0 else {
                let code = errno
                _ = rename(aside, path)  // put the old one back
                TemporaryPaths.unregister(aside)
                throw .failed(.replace, path: path, reason: .system(errno: code))
            }
            TemporaryPaths.unregister(staging)
            // The new folder is in place; the old one must go too, or the
            // run says so: never status 0 with a copy left beside it.
            let failure = removeTree(aside)
            TemporaryPaths.unregister(aside)
            if let failure {
                throw .previousCopyLeft(path: path, aside: aside, entry: failure.path, errno: failure.errno)
            }
        } else {
            guard rename(staging, path) == 0 else { throw .failed(.write, path: path, reason: .system(errno: errno)) }
            TemporaryPaths.unregister(staging)
        }
    }

    /// Removes `path` and everything under it (symlinks not followed);
    /// the first failure (its path and errno), or nil.
    private static func removeTree(_ path: String) -> (path: String, errno: Int32)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? nil : (path, errno) }
        var failure: (path: String, errno: Int32)?
        if info.st_mode & S_IFMT == S_IFDIR {
            // Every entry is tried; the first failure is the one reported.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let entry = removeTree(path + "/" + name)
                failure = failure ?? entry
            }
            if rmdir(path) != 0, failure == nil { failure = (path, errno) }
        } else if unlink(path) != 0 {
            failure = (path, errno)
        }
        return failure
    }

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        TemporaryPaths.unregister(path)
    }
}
