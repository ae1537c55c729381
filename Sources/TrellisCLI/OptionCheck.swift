import ArgumentParser

/// What the commands' `validate()` methods check of a numeric option once
/// ArgumentParser has read it as a number: that it is finite and in range,
/// with one message naming the option (`--width: expected …, found -5`).
/// ArgumentParser rejects text that is no number at all ("The value 'abc'
/// is invalid for '--width <points>'"); both are usage errors, exit status 64.
enum OptionCheck {
    /// The largest number of points a width or height may be: far beyond
    /// any screen, still exact in the solver.
    static let maximumPoints = 100_000.0

    /// Nothing when `value` is nil or finite and `isValid`; otherwise
    /// `OPTION: expected EXPECTED, found VALUE`.
    static func check(_ value: Double?, _ option: String, expected: String,
                      _ isValid: (Double) -> Bool) throws(ValidationError) {
        guard let value, !(value.isFinite && isValid(value)) else { return }
        throw ValidationError("\(option): expected \(expected), found \(text(value))")
    }

    /// A width or height in points: greater than 0, at most ``maximumPoints``.
    static func points(_ value: Double?, _ option: String, noun: String = "width") throws(ValidationError) {
        try check(value, option, expected: "a \(noun) greater than 0 and at most \(text(maximumPoints)) points") {
            $0 > 0 && $0 <= maximumPoints
        }
    }

    /// Nothing when `value` is nil or in `range`; otherwise
    /// `OPTION: expected EXPECTED, found VALUE`.
    static func check(_ value: Int?, _ option: String, in range: ClosedRange<Int>, expected: String) throws(ValidationError) {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(option): expected \(expected), found \(value)")
    }

    /// A number as the user would have typed it: `-5`, not `-5.0`; `inf`, `nan`.
    static func text(_ x: Double) -> String {
        x.isFinite && x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)  // checked: finite, integral, below 1e15
    }
}
