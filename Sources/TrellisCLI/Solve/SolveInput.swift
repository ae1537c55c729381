import Foundation

/// Reads the bytes `trellis solve` works on: a file, or standard input for `-`.
enum SolveInput {
    /// The name messages use for standard input.
    static let stdinName = "<stdin>"

    /// The name messages use for `argument`.
    static func sourceName(_ argument: String) -> String {
        argument == "-" ? stdinName : argument
    }

    /// - Parameter stdin: reads standard input (injected so tests need no process).
    static func read(_ argument: String, stdin: () -> [UInt8] = readStandardInput) throws(SolveInputError) -> [UInt8] {
        if argument == "-" { return stdin() }
        // POSIX I/O rather than Foundation's, for the system's own wording of
        // why a file cannot be read ("No such file or directory").
        guard let file = fopen(argument, "rb") else {
            throw SolveInputError(source: argument, location: .file, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        if ferror(file) != 0 {
            // fopen succeeds on a directory; the read is what fails (EISDIR).
            throw SolveInputError(source: argument, location: .file, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        return bytes
    }

    static func readStandardInput() -> [UInt8] {
        Array(FileHandle.standardInput.readDataToEndOfFile())
    }
}
