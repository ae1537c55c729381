import ArgumentParser
import Verification

/// `--record never|missing|failed|all`: the argument parser reads the mode,
/// lists the modes in `--help`, and names the option and the modes when a
/// value is none of them.
extension RecordMode: ExpressibleByArgument {}
