import FileSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written to an open file in large writes: the WebP and APNG
/// encoders' output. Owns the descriptor (closed by `close()` or on deinit).
final class FileSink {
    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var closed = false
    /// Bytes handed to the sink so far.
    private(set) var offset = 0

    /// Opens `path` for writing, created with mode 0644 (outputs go through
    /// `AtomicFile.create(for:)` instead).
    static func openForWriting(_ path: String) throws(CodecError) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CodecError.write(path, errno: errno) }
        return descriptor
    }

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        if !closed { _ = closeDescriptor(descriptor) }
    }

    func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(CodecError) {
        buffer.append(contentsOf: bytes)
        offset += bytes.count
        if buffer.count >= 1 << 16 { try flush() }
    }

    func flush() throws(CodecError) {
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, buffer.count - written) }
            guard n > 0 else {
                if n < 0 && errno == EINTR { continue }
                throw CodecError.write(path, errno: errno)
            }
            written += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Overwrites bytes already flushed at `position` (a header completed at the end).
    func patch(_ bytes: [UInt8], at position: Int) throws(CodecError) {
        try flush()
        let n = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, bytes.count, off_t(position)) }
        guard n == bytes.count else { throw CodecError.write(path, errno: errno) }
    }

    /// The whole file as written so far.
    func contents() throws(CodecError) -> [UInt8] {
        try flush()
        var bytes = [UInt8](repeating: 0, count: offset)
        var read = 0
        while read < offset {
            let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + read, offset - read, off_t(read)) }
            guard n > 0 else { throw .file(.failed(.readBack, path: path, reason: .system(errno: errno))) }
            read += n
        }
        return bytes
    }

    /// Replaces the whole file with `bytes`.
    func replace(with bytes: [UInt8]) throws(CodecError) {
        try flush()
        guard ftruncate(descriptor, 0) == 0 else { throw CodecError.write(path, errno: errno) }
        offset = 0
        try patch(bytes, at: 0)
        offset = bytes.count
    }

    /// Flushes and closes the file.
    func close() throws(CodecError) {
        guard !closed else { return }
        closed = true
        do {
            try flush()
        } catch {
            _ = closeDescriptor(descriptor)
            throw error
        }
        guard closeDescriptor(descriptor) == 0 else { throw CodecError.write(path, errno: errno) }
    }
}

/// `close(2)`, outside the class whose `close()` would shadow it.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
