#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the real swift-frontend is: `TRELLIS_SWIFT_FRONTEND` if set;
/// else beside the toolchain the driver named in the command line (its
/// plugin server or plugin folder, `<usr>/lib/swift/host/…` →
/// `<usr>/bin/swift-frontend`); else the first `swift-frontend` on PATH.
enum FrontendLocation {
    static func realFrontend(arguments: [String]) -> String {
        if let explicit = FileIO.environment("TRELLIS_SWIFT_FRONTEND"), !explicit.isEmpty { return explicit }
        for (index, argument) in arguments.enumerated()
        where argument == "-in-process-plugin-server-path" || argument == "-plugin-path" {
            guard index + 1 < arguments.count, let root = toolchainRoot(arguments[index + 1]) else { continue }
            let candidate = root + "/bin/swift-frontend"
            if FileIO.isExecutable(candidate) { return candidate }
        }
        let own = FileIO.realPath(CommandLine.arguments[0])
        for folder in (FileIO.environment("PATH") ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/swift-frontend"
            if FileIO.isExecutable(candidate), FileIO.realPath(candidate) != own { return candidate }
        }
        FileIO.printError("trellis-swift-frontend: no swift-frontend found: set TRELLIS_SWIFT_FRONTEND to its path")
        exit(1)
    }

    /// `/opt/swift/usr` of `/opt/swift/usr/lib/swift/host/plugins`.
    static func toolchainRoot(_ path: String) -> String? {
        let marker = Array("/lib/swift/host".utf8)
        let bytes = Array(path.utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where Array(bytes[start..<start + marker.count]) == marker {
            return String(decoding: bytes[..<start], as: UTF8.self)
        }
        return nil
    }
}
