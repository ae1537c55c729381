#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether a folder Trellis is about to replace whole can be removed once
/// replaced: looked at before anything changes, so that a previous copy
/// that cannot go (an immutable file inside it, `chattr +i`) is refused
/// with the old copy left in place, not found out after the swap with
/// the old copy lying beside the new one.
enum RemovableTree {
    /// The first entry under `path` (itself included) that would stop its
    /// removal, and why; nil when nothing is seen to. Symlinks are not
    /// followed. A race (a flag set after this look) is still caught by
    /// the removal itself (``FileError/previousCopyLeft(path:aside:entry:errno:)``).
    static func firstObstacle(in path: String) -> (entry: String, reason: String)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFDIR || kind == S_IFREG else { return nil }
        if let flag = protectionFlag(path) { return (path, flag) }
        guard kind == S_IFDIR else { return nil }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        // Root may remove entries from any folder it may write; others need the permission.
        if !names.isEmpty, geteuid() != 0, access(path, W_OK | X_OK) != 0 {
            return (path, "its entries cannot be removed (\(String(cString: strerror(errno))))")
        }
        for name in names.sorted() {
            if let obstacle = firstObstacle(in: path + "/" + name) { return obstacle }
        }
        return nil
    }

    /// Linux's inode flags (`FS_IOC_GETFLAGS`, what `lsattr` shows) that
    /// forbid removing a file or a folder's entries, in words; nil when
    /// neither is set or the file system keeps no flags.
    private static func protectionFlag(_ path: String) -> String? {
        #if os(Linux)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var flags: Int32 = 0
        let getFlags: UInt = 0x8008_6601  // FS_IOC_GETFLAGS, _IOR('f', 1, long)
        guard ioctl(descriptor, getFlags, &flags) == 0 else { return nil }
        if flags & 0x10 != 0 { return "is immutable (chattr +i)" }  // FS_IMMUTABLE_FL
        if flags & 0x20 != 0 { return "is append-only (chattr +a)" }  // FS_APPEND_FL
        #endif
        return nil
    }
}
