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
        // Images are read from regular files only: opening a FIFO blocks
        // until a writer comes (forever, for a path given by mistake). A
        // folder goes on to fopen, whose reason says so.
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type != S_IFREG, type != S_IFDIR {
                let kind = type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : "a device"
                throw ImageError(path: path, problem: "cannot be read (it is \(kind); images are read from regular files only)")
            }
        }
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
