import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

/// Temporary files and folders that a run killed outright left behind.
///
/// SIGINT, SIGTERM and SIGHUP are handled (``TemporaryPaths``), but no
/// handler sees SIGKILL, an out-of-memory kill or a power cut. So every
/// temporary name carries its process's id and a tag of its host's name,
/// `.NAME.trellis-PID-HOST-RANDOM.tmp` (a folder set aside while it is
/// replaced adds `.old`), and a run that writes into a folder first
/// removes, once, the entries of that folder named so by this host whose
/// process is gone (`kill(PID, 0)` fails with ESRCH) and that were last
/// changed before this run began. A live run's temporaries are never
/// touched: its process exists, and its files are newer than a run that
/// starts after them. A process id means something only on its host and in
/// its PID namespace: another machine's temporaries on a shared folder
/// carry another host tag and are left alone (a container that shares its
/// host's name but not its process ids is told apart by the age check only).
enum StaleTemporaries {
    /// When this process began its work (the first write), to the
    /// nanosecond: anything changed after it is not stale.
    private static let runStart: timespec = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }()

    /// The folders already swept by this process.
    private static let swept = Locked<Set<String>>([])

    /// The temporary name beside `name`: `.NAME.trellis-PID-HOST-RANDOM.tmp`.
    static func name(for name: String) -> String {
        _ = runStart
        return ".\(name).trellis-\(getpid())-\(hostTag)-\(AtomicFile.randomSuffix()).tmp"
    }

    /// Eight hex digits of the host's name (FNV-1a): which machine made a
    /// temporary, so that no other judges its process id.
    static let hostTag: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, buffer.count - 1)
        var hash: UInt32 = 0x811C_9DC5
        for byte in buffer.prefix(while: { $0 != 0 }) { hash = (hash ^ UInt32(UInt8(bitPattern: byte))) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }()

    /// Removes, once per folder and process, the stale temporaries in
    /// `directory` ("" or "." for the current folder).
    static func sweep(_ directory: String) {
        let folder = directory.isEmpty ? "." : directory
        guard swept.withLock({ $0.insert(folder).inserted }) else { return }
        let start = runStart
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let (pid, host) = owner(inName: name), host == hostTag, pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0,
                  (info.st_mtim.tv_sec, info.st_mtim.tv_nsec) < (start.tv_sec, start.tv_nsec) else { continue }
            // A symlink or file is unlinked; a folder removed with its contents.
            if info.st_mode & S_IFMT == S_IFDIR {
                try? FileManager.default.removeItem(atPath: path)
            } else {
                unlink(path)
            }
        }
    }

    /// The process id and host tag of a name `.NAME.trellis-PID-HOST-RANDOM.tmp`
    /// (or `….tmp.old`); nil for any other name.
    static func owner(inName name: String) -> (pid: pid_t, host: String)? {
        guard name.hasPrefix("."), let marker = name.range(of: ".trellis-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...]
        if rest.hasSuffix(".old") { rest = rest.dropLast(4) }
        guard rest.hasSuffix(".tmp") else { return nil }
        rest = rest.dropLast(4)
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit), parts[2].count == 12,
              parts[2].allSatisfy(\.isHexDigit), !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return (pid, String(parts[1]))
    }

    /// Whether `name` is a temporary Trellis names (any process, any host).
    static func isTemporary(_ name: String) -> Bool { owner(inName: name) != nil }
}
