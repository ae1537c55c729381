import SnapshotTesting

/// What a strategy makes of `value`, synchronously: Trellis's strategies
/// never wait, so the result is there when `run` returns. Shared by the
/// reshown table, collection and style tests and the height tests, which
/// each had their own copy.
func take<Value, Format>(_ strategy: Snapshotting<Value, Format>, of value: Value) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    guard let result else { preconditionFailure("the strategy did not deliver at once; Trellis's strategies never wait") }
    return result
}
