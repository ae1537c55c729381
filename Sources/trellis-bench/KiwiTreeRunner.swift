import Foundation
import JSONSupport

/// Runs kiwisolver on a `TreeSystem` through `scripts/kiwi_tree.py`: the
/// system is written as JSON, the script builds it in kiwi (kiwi_oracle.py's
/// reading of the format and its weights for priorities) `repeats` times and
/// prints the median. Remembers why it could not run, and then stops trying.
final class KiwiTreeRunner {
    let script: String
    private(set) var failure: String?
    private(set) var engine: String?

    /// Where the systems are kept (`--tree-systems`); nil: a temporary file.
    let keepIn: String?

    init(script: String?, skip: Bool, keepIn: String?) {
        // The source tree this executable was built from: Sources/trellis-bench/ → scripts/.
        self.script = script ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/kiwi_tree.py").path
        self.keepIn = keepIn
        if skip { failure = "--no-kiwi" }
    }

    /// Why kiwi_tree.py failed, in words; when kiwisolver (or python3) is
    /// missing, how to install it, as scripts/bench-solver does.
    static func reason(status: Int32, message: String) -> String {
        if message.contains("No module named 'kiwisolver'") {
            return "kiwisolver is not installed for python3; install it with: python3 -m pip install --user kiwisolver "
                + "(or, where pip refuses: python3 -m pip install --user --break-system-packages kiwisolver)"
        }
        if status == 127 { return "no python3 to run kiwi_tree.py; install python3, then python3 -m pip install --user kiwisolver" }
        return "kiwi_tree.py exited with \(status): " + (message.split(separator: "\n").last.map(String.init) ?? "")
    }

    /// kiwi's median thread CPU time in seconds of each `median` call, by
    /// the system's views (nil where the script printed none).
    private(set) var cpuMedians: [Int: Double] = [:]

    /// kiwi's median time in seconds, or nil (see `failure`).
    func median(_ system: TreeSystem, repeats: Int, work: String) -> Double? {
        let views = system.rows * LayoutWorkload.viewsPerRow
        let path = keepIn.map { URL(fileURLWithPath: $0).appendingPathComponent("tree-\(views).json").path }
            ?? URL(fileURLWithPath: work).appendingPathComponent("trellis-bench-tree-\(getpid()).json").path
        defer { if keepIn == nil { try? FileManager.default.removeItem(atPath: path) } }
        do {
            if keepIn != nil || failure == nil {
                try Data((JSONWriter.dump(system.json) + "\n").utf8).write(to: URL(fileURLWithPath: path))
            }
            guard failure == nil else { return nil }
            guard FileManager.default.fileExists(atPath: script) else {
                failure = "no \(script); --kiwi-script names it"
                return nil
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script, path, "--repeat", "\(repeats)"]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let bytes = out.fileHandleForReading.readDataToEndOfFile()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                failure = Self.reason(status: process.terminationStatus, message: message)
                return nil
            }
            let result = try JSONParser.parse(Array(bytes))
            guard case let .object(members) = result,
                  let ms = members.first(where: { $0.0 == "median_ms" }), case let .number(value) = ms.1 else {
                failure = "kiwi_tree.py printed no median_ms"
                return nil
            }
            if let name = members.first(where: { $0.0 == "engine" }), case let .string(text) = name.1 { engine = text }
            if let cpu = members.first(where: { $0.0 == "cpu_median_ms" }), case let .number(ms) = cpu.1 { cpuMedians[views] = ms / 1000 }
            return value / 1000
        } catch {
            failure = "\(error)"
            return nil
        }
    }
}
