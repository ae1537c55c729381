import Foundation
#if canImport(Glibc)
import Glibc
import JSONSupport
#endif

/// The machine a run happened on, in kiwi_bench.py's "machine" shape, so the
/// two JSON files can be checked to come from the same box.
enum MachineInfo {
    /// "model name" from /proc/cpuinfo, as kiwi_bench.py reads it.
    static var cpu: String {
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return uname().machine
    }

    static var json: JSONValue {
        let u = uname()
        return .object([
            ("cpu", .string(cpu)),
            ("cores", .integer(ProcessInfo.processInfo.processorCount)),
            ("arch", .string(u.machine)),
            ("platform", .string("\(u.sysname)-\(u.release)-\(u.machine)")),
        ])
    }

    private static func uname() -> (sysname: String, release: String, machine: String) {
        var info = utsname()
        guard Glibc.uname(&info) == 0 else { return ("unknown", "unknown", "unknown") }
        func field<T>(_ tuple: T) -> String {
            withUnsafeBytes(of: tuple) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return (field(info.sysname), field(info.release), field(info.machine))
    }
}
