import ArgumentParser

/// `--shard i/n`: the i-th of n parts of a command's work, for CI matrices
/// that split a suite over machines. The parts are dealt round-robin over
/// the work in the command's own order (scene files sorted, then the
/// examples), so they are about equal, every item is in exactly one part,
/// and the same command line gives the same part on every machine.
struct Shard: Equatable, CustomStringConvertible {
    /// 1…count.
    let index: Int
    let count: Int

    /// The most parts a suite is split into.
    static let maximumCount = 10_000

    /// Parses `i/n` with 1 ≤ i ≤ n ≤ 10,000; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= Self.maximumCount, index >= 1, index <= count
        else { return nil }
        self.index = index
        self.count = count
    }

    /// The items of this part: those at positions index − 1, index − 1 + n, …
    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// This part's run of consecutive items: the i-th of n nearly equal
    /// blocks (`trellis check` keeps neighbouring widths together).
    func block<T>(of items: [T]) -> [T] {
        Array(items[items.count * (index - 1) / count ..< items.count * index / count])
    }

    var description: String { "\(index)/\(count)" }

    /// `--shard`'s parser (`@Option(transform:)`): the argument parser
    /// names the option and the value, this says what was expected.
    static func parse(_ text: String) throws -> Shard {
        guard let shard = Shard(text) else {
            throw ValidationError("expected i/n with 1 ≤ i ≤ n ≤ \(maximumCount) (e.g. 2/4)")
        }
        return shard
    }

    /// The help of every command's `--shard`.
    static let help = ArgumentHelp(
        "Do only part i of n of the work (1 ≤ i ≤ n), for a CI matrix: the parts together are the whole.",
        valueName: "i/n")

}
