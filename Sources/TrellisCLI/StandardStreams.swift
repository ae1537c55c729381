import Foundation

/// Standard input, output and error for every command: what a command
/// prints goes through ``write(_:)``, which writes it at once and checks
/// that it was written; messages go through ``error(_:)``.
///
/// - A write to standard output that fails (`> /dev/full`, a closed
///   descriptor) ends the run: one message on standard error, exit
///   status 74 (EX_IOERR), never 0.
/// - A reader that went away (`| head -c 1`: EPIPE; SIGPIPE is ignored, so
///   no death by signal) wanted no more: the rest of standard output is
///   dropped without a word, as `git` and `grep` do, and the run's status
///   is its work's (files it writes are still written). A command whose
///   only product is standard output stops there (``readerIsGone``).
/// - A closed standard input, output or error is held by /dev/null opened
///   the wrong way round, so reading or writing it fails (EBADF) and is
///   reported, and no file the command opens lands on descriptor 0, 1 or 2.
/// - A message that cannot be written to standard error is lost, but not
///   silently: a run that would have succeeded exits with status 74.
enum StandardStreams {
    /// EX_IOERR: output (or input) was lost.
    static let ioErrorStatus: Int32 = 74

    /// Set when a message could not be written to standard error.
    nonisolated(unsafe) private(set) static var lostMessages = false

    /// Call first: SIGPIPE ignored, closed descriptors 0–2 held.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for (descriptor, flags) in [(Int32(0), O_WRONLY), (1, O_RDONLY), (2, O_RDONLY)] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", flags)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Set when the reader of standard output went away (EPIPE).
    nonisolated(unsafe) private(set) static var readerIsGone = false

    /// Writes `text` to standard output, or ends the run (status 74); once
    /// the reader has gone, drops it.
    static func write(_ text: String) {
        guard !readerIsGone else { return }
        if let failure = write(text, to: STDOUT_FILENO) {
            if failure == EPIPE {
                readerIsGone = true
                return
            }
            error("error: standard output: \(String(cString: strerror(failure))); the output is incomplete")
            exit(ioErrorStatus)
        }
    }

    /// `print`'s replacement: `text` and a newline (or `terminator`).
    static func print(_ text: String, terminator: String = "\n") {
        write(text + terminator)
    }

    /// Writes `text` and a newline to standard error, its control and bidi
    /// characters escaped (``MessageText``); a failure is remembered.
    static func error(_ text: String) {
        // An interrupted run says nothing of the writes its clean-up broke.
        if Interruption.isUnderWay { return }
        if write(MessageText.escaped(text) + "\n", to: STDERR_FILENO) != nil { lostMessages = true }
    }

    /// Writes without a newline (a progress bar); a failure is remembered.
    static func errorFragment(_ text: String) {
        if write(text, to: STDERR_FILENO) != nil { lostMessages = true }
    }

    /// Everything on standard input, or a message naming the failure.
    /// Input past `maximumBytes` is refused with `limitName` named, before
    /// it fills the memory (`< /dev/zero`).
    static func readInput(maximumBytes: Int, limitName: String) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError(message: "cannot read: \(String(cString: strerror(errno)))")
            }
            bytes += buffer[..<n]
            if bytes.count > maximumBytes {
                throw InputError(message: "larger than \(maximumBytes / (1 << 20)) MiB (\(limitName))")
            }
        }
    }

    struct InputError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Ends the run with `status` (for commands, where `exit` is ArgumentParser's).
    static func exit(_ status: Int32) -> Never {
        Interruption.yieldToTheHandler()
        Foundation.exit(status)
    }

    /// Ends a run that succeeded: status 0, or 74 when a message was lost.
    static func finish() -> Never {
        exit(lostMessages ? ioErrorStatus : 0)
    }

    /// errno when not every byte was written.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }
}
