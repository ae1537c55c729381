// The one place Layout reads a file: the first bytes of an image, for its
// size. Layout knows no Foundation, so this goes through the C library
// (docs/architecture.md allows it in this file only).
#if os(Linux)
import Glibc
#else
import Darwin
#endif

enum ImageFile {
    /// Up to `count` bytes from the start of the file at `path`.
    static func leadingBytes(of path: String, count: Int) throws(ImageError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw ImageError(path: path, problem: "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: count)
        errno = 0
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        if read < count, ferror(file) != 0 {
            // A folder opens but does not read (EISDIR): say so, as for any read error.
            let reason = errno != 0 ? String(cString: strerror(errno)) : "an I/O error"
            throw ImageError(path: path, problem: "cannot be read (\(reason))")
        }
        return Array(bytes.prefix(read))
    }
}
