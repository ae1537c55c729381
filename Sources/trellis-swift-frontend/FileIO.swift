#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file and process calls the frontend makes, on the C library
/// (no Foundation: it starts once per compile job, and quickly).
enum FileIO {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return result }
            result += buffer[0..<count]
        }
    }

    /// Writes `bytes` to `path` through a temporary file and a rename, so
    /// that a concurrent job never reads half a file.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot write \(temporary): \(errorText())") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 {
                close(descriptor)
                unlink(temporary)
                throw Failure(description: "cannot write \(temporary): \(errorText())")
            }
            offset += written
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot rename \(temporary): \(errorText())")
        }
    }

    static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw Failure(description: "cannot make \(current): \(errorText())")
            }
        }
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The names in a folder, but `.` and `..`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    static func modificationTime(_ path: String) -> time_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mtim.tv_sec
    }

    static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return cwd + "/" + path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    static func errorText() -> String { String(cString: strerror(errno)) }

    static func printError(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }

    /// Replaces this process with `program` run with `arguments`.
    static func execute(_ program: String, _ arguments: [String]) -> Never {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        printError("trellis-swift-frontend: cannot run \(program): \(errorText())")
        exit(1)
    }
}
