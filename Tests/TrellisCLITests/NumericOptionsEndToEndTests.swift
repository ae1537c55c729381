import Foundation
import Testing

/// Every numeric option is read by ArgumentParser as a number and checked
/// in `validate()`: text that is no number, a number out of range, NaN or
/// one too large for a Double is a usage error. Each gets one line on
/// stderr naming the option, ArgumentParser's exit status 64 (EX_USAGE),
/// nothing on stdout and no file written.
@Suite struct NumericOptionsEndToEndTests {
    /// A command, its other arguments, and the option whose value each case gives.
    static let commands: [(arguments: [String], option: String, expected: String)] = [
        (["layout", "--example", "wrap-demo"], "--width", "a width greater than 0 and at most 100000 points"),
        (["layout", "--example", "wrap-demo", "--width", "300"], "--height", "a height greater than 0 and at most 100000 points"),
        (["render", "--example", "wrap-demo"], "--width", "a width greater than 0 and at most 100000 points"),
        (["render", "--example", "wrap-demo", "--width", "300"], "--scale", "a number greater than 0 and at most 8"),
        (["sweep", "--example", "wrap-demo", "--to", "300"], "--from", "a width greater than 0 and at most 100000 points"),
        (["sweep", "--example", "wrap-demo", "--from", "200"], "--to", "a width greater than 0 and at most 100000 points"),
        (["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300"], "--fps", "a number from 0.01 to 100"),
        (["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300"], "--hold-ends", "a number of milliseconds from 0 to 655350"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,collapsed"], "--width",
         "a width greater than 0 and at most 100000 points"),
        (["check", "--example", "wrap-demo", "--to", "300"], "--from", "a width greater than 0 and at most 100000 points"),
        (["check", "--example", "wrap-demo", "--from", "200", "--to", "300"], "--step", "a number of points greater than 0"),
    ]

    /// Values no option above accepts, and how the message shows each: a
    /// number as typed, 1e400 as the infinity it reads as.
    static let rejected: [(value: String, shown: String)] = [
        ("-5", "-5"), ("1e400", "inf"), ("nan", "nan"), ("-inf", "-inf"),
    ]

    @Test(arguments: commands)
    func outOfRange(_ arguments: [String], _ option: String, _ expected: String) throws {
        for (value, shown) in Self.rejected {
            let outcome = try run(arguments + [option, value])
            #expect(outcome.status == 64, "\(option) \(value)")
            #expect(outcome.stderr == "error: \(option): expected \(expected), found \(shown)\n")
        }
    }

    @Test(arguments: commands)
    func notANumber(_ arguments: [String], _ option: String, _ expected: String) throws {
        let outcome = try run(arguments + [option, "abc"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("error: The value 'abc' is invalid for '\(option) <"), "\(outcome.stderr)")
    }

    /// Just above each upper limit.
    @Test func aboveTheLimit() throws {
        let sweep = ["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300"]
        for (arguments, message) in [
            (["layout", "--example", "wrap-demo", "--width", "100000.5"], "--width: expected a width greater than 0 and at most 100000 points, found 100000.5"),
            (["layout", "--example", "wrap-demo", "--width", "300", "--height", "100001"],
             "--height: expected a height greater than 0 and at most 100000 points, found 100001"),
            (["render", "--example", "wrap-demo", "--width", "300", "--scale", "8.5"], "--scale: expected a number greater than 0 and at most 8, found 8.5"),
            (sweep + ["--fps", "101"], "--fps: expected a number from 0.01 to 100, found 101"),
            (sweep + ["--fps", "1e-300"], "--fps: expected a number from 0.01 to 100, found 1e-300"),
            (sweep + ["--hold-ends", "655351"], "--hold-ends: expected a number of milliseconds from 0 to 655350, found 655351"),
        ] {
            let outcome = try run(arguments)
            #expect(outcome.status == 64)
            #expect(outcome.stderr == "error: \(message)\n")
        }
    }

    /// Zero: no width, height, scale or frame rate; a step of 0 never ends.
    @Test func zeroIsRejectedWhereItMeansNothing() throws {
        let sweep = ["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300"]
        for (arguments, message) in [
            (["layout", "--example", "wrap-demo", "--width", "0"], "--width: expected a width greater than 0 and at most 100000 points, found 0"),
            (["render", "--example", "wrap-demo", "--width", "300", "--scale", "0"], "--scale: expected a number greater than 0 and at most 8, found 0"),
            (sweep + ["--fps", "0"], "--fps: expected a number from 0.01 to 100, found 0"),
            (sweep + ["--step", "0"], "--step: expected a number of points other than 0, found 0"),
            (["check", "--example", "wrap-demo", "--step", "0"], "--step: expected a number of points greater than 0, found 0"),
        ] {
            let outcome = try run(arguments)
            #expect(outcome.status == 64)
            #expect(outcome.stderr == "error: \(message)\n")
        }
    }

    /// Whole numbers: --tween counts frames, from 0 (a cut) to 100.
    @Test func tweenIsAWholeNumberUpTo100() throws {
        let states = ["sweep", "--example", "breakable-constraints", "--states", "base,collapsed", "--width", "300", "--tween"]
        for value in ["-1", "101"] {
            let outcome = try run(states + [value])
            #expect(outcome.status == 64)
            #expect(outcome.stderr == "error: --tween: expected a whole number of frames from 0 to 100, found \(value)\n")
        }
        let fraction = try run(states + ["1.5"])
        #expect(fraction.status == 64)
        #expect(fraction.stderr == "error: The value '1.5' is invalid for '--tween <n>'\n")
    }

    /// A negative value reaches validation rather than being read as an
    /// option: --step may be negative for a sweep, never for a check.
    @Test func negativeValuesReachValidation() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("narrowing.gif").path
        let narrowing = try TrellisProcess.run(["sweep", "--example", "wrap-demo", "--from", "300", "--to", "280", "--step", "-10",
                                                "--quiet", "-o", gif])
        #expect(narrowing.status == 0, "\(narrowing.stderr)")
        #expect(FileManager.default.fileExists(atPath: gif))
        let check = try TrellisProcess.run(["check", "--example", "wrap-demo", "--step", "-10"])
        #expect(check.status == 64)
        #expect(check.stderr == "error: --step: expected a number of points greater than 0, found -10\n")
    }

    /// The largest accepted values are accepted; the longest hold that
    /// fits beside a frame at 100 fps (655,330 ms on a 20 ms frame: a GIF
    /// delay of exactly 65,535 hundredths) makes a GIF.
    @Test func limitsAreInclusive() throws {
        let outcome = try TrellisProcess.run(["layout", "--example", "wrap-demo", "--width", "100000", "--height", "100000", "--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix(#"{"# + "\n" + #"  "width": 100000,"#))
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("held.gif").path
        let held = try TrellisProcess.run(["sweep", "--example", "wrap-demo", "--from", "200", "--to", "210", "--step", "10",
                                           "--fps", "100", "--hold-ends", "655330", "--quiet", "-o", gif])
        #expect(held.status == 0, "\(held.stderr)")
        #expect(FileManager.default.fileExists(atPath: gif))
    }

    /// Runs `trellis` with `-o` into a fresh directory, which must stay empty,
    /// and checks the outcome is a single line on stderr.
    private func run(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writes = arguments[0] == "render" || arguments[0] == "sweep"
        let output = writes ? ["-o", directory.appendingPathComponent("out").path] : []
        let outcome = try TrellisProcess.run(arguments + output)
        #expect(outcome.stdout.isEmpty, "\(arguments)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(arguments): \(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "\(arguments)")
        return outcome
    }
}
