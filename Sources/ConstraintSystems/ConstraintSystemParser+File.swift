import Foundation

extension ConstraintSystemParser {
    /// Reads and parses the file at `path`; messages name it as given.
    ///
    /// POSIX I/O rather than Foundation's, for the system's reason why a
    /// file cannot be read, in the words scene files use (`s.json: no such
    /// file or directory`).
    public static func parse(contentsOfFile path: String) throws(ConstraintSystemError) -> ConstraintSystem {
        try parse(try read(path), source: path)
    }

    /// The largest file read: 64 MiB (a system of 10⁵ constraints is about 10).
    public static let maximumFileBytes = 64 << 20

    private static func read(_ path: String) throws(ConstraintSystemError) -> [UInt8] {
        // Opened without blocking: a FIFO with no writer (a path given by
        // mistake) then reads as empty at once instead of waiting forever;
        // a pipe with its writer (`<(generate)`) still reads to its end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        guard descriptor >= 0, let file = fdopen(descriptor, "rb") else {
            let code = errno
            if descriptor >= 0 { close(descriptor) }
            throw ConstraintSystemError(source: path, location: .file, message: reason(code))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            // A device (/dev/zero) or a runaway file must not fill the memory.
            if bytes.count > maximumFileBytes {
                throw ConstraintSystemError(source: path, location: .file,
                                            message: "larger than \(maximumFileBytes / (1 << 20)) MiB (ConstraintSystemParser.maximumFileBytes)")
            }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 {
            // fopen succeeds on a directory; the read is what fails (EISDIR).
            throw ConstraintSystemError(source: path, location: .file, message: reason(errno))
        }
        return bytes
    }

    /// Why `path` could not be opened or read, as Scene.load words it.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EISDIR: "is a directory; expected a constraint system (.json)"
        case ELOOP: "is a symlink loop (too many levels of symbolic links)"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }
}
