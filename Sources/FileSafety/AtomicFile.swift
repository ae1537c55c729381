#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing outputs so that a failed or interrupted run leaves nothing
/// half-written: write a temporary file beside the target, then rename.
///
/// The temporary file is created exclusively (`O_CREAT | O_EXCL |
/// O_NOFOLLOW`) under a random name: a file or symlink planted at a
/// predictable path is never opened, followed or overwritten. Every
/// temporary path is registered with ``TemporaryPaths`` until it is renamed
/// or removed, so a signal handler can remove what an interrupted run left;
/// its name carries the process id, so a later run removes what a killed
/// one left (`StaleTemporaries`). What the rename may replace is
/// ``OutputFile``'s rule: never a FIFO, a device or a socket.
public enum AtomicFile {
    /// A temporary file beside `path` (same directory, so rename is atomic),
    /// created exclusively with mode 0644 (less the umask, as any new file) and open for writing.
    public static func create(for path: String) throws(FileError) -> (path: String, descriptor: Int32) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        StaleTemporaries.sweep(directory)
        // A few tries: a clash with a random name means something planted it.
        for _ in 0..<8 {
            let temporary = directory + StaleTemporaries.name(for: name)
            guard TemporaryPaths.register(temporary) else { throw .failed(.write, path: path, reason: .interrupted) }
            let descriptor = openExclusive(temporary)
            if descriptor >= 0 { return (temporary, descriptor) }
            let code = errno
            TemporaryPaths.unregister(temporary)
            guard code == EEXIST else { throw .failed(.write, path: path, reason: .system(errno: code)) }
        }
        throw .failed(.write, path: path, reason: .noTemporaryFile)
    }

    /// Moves the finished temporary file into place.
    public static func commit(_ temporary: String, to path: String) throws(FileError) {
        // Checked again at the last moment: a FIFO or a device may have
        // appeared since the command looked.
        if let refusal = OutputFile.specialFileRefusal(path) {
            discard(temporary)
            throw .refused(.write, path: path, refusal)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            discard(temporary)
            throw .failed(.write, path: path, reason: .system(errno: code))
        }
        TemporaryPaths.unregister(temporary)
    }

    /// Removes a temporary file after a failure.
    public static func discard(_ temporary: String) {
        unlink(temporary)
        TemporaryPaths.unregister(temporary)
    }

    /// Writes `bytes` to `path` through a temporary file.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try commit(stage(bytes, for: path), to: path)
    }

    /// Writes `bytes` to a registered temporary file beside `path` and
    /// returns its path, for ``commit(_:to:)`` later (with other files, in
    /// one ``TemporaryPaths/withInterruptionsHeld(_:)``) or ``discard(_:)``.
    public static func stage(_ bytes: [UInt8], for path: String) throws(FileError) -> String {
        let (temporary, descriptor) = try create(for: path)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if n <= 0 {
                let code = errno
                close(descriptor)
                discard(temporary)
                throw .failed(.write, path: path, reason: .system(errno: code))
            }
            written += n
        }
        close(descriptor)
        return temporary
    }

    /// Creates `path`, which must not exist: a file already there, or a
    /// symlink (even one to nowhere), is an error (EEXIST), never opened.
    /// Readable too: the APNG encoder reads its finished file back (`APNGPalette`).
    static func openExclusive(_ path: String) -> Int32 {
        open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }

    /// Twelve random hex digits: unguessable, so nothing can be planted first.
    static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
