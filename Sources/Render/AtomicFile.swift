import Glibc

/// Writing outputs so that a failed or interrupted run leaves nothing
/// half-written: write a temporary file beside the target, then rename.
public enum AtomicFile {
    /// A temporary path in the same directory as `path` (so rename is atomic).
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).trellis-\(getpid()).tmp"
    }

    /// Moves the finished temporary file into place.
    public static func commit(_ temporary: String, to path: String) throws(RenderError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .io("cannot write \(path): \(reason)")
        }
    }

    /// Removes a temporary file after a failure.
    public static func discard(_ temporary: String) {
        unlink(temporary)
    }

    /// Writes `bytes` to `path` through a temporary file.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot write \(path): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if n <= 0 {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw .io("cannot write \(path): \(reason)")
            }
            written += n
        }
        close(descriptor)
        try commit(temporary, to: path)
    }
}
