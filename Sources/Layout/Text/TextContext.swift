/// Which text engine a tree measures with when no view of it names one.
///
/// Each tree has one text context: its root's. A root measures with the
/// engine set on it (`View.textMeasurer`; any view may set one for its
/// subtree), else the one in scope where it was made, else
/// ``ShapedTextMeasurer/system`` (HarfBuzz over the system's fonts): a
/// user who never names an engine gets that one. Nothing process-wide can
/// be set: a scope holds on its task and the tasks it starts, as
/// swift-snapshot-testing scopes its configuration, so tests running side
/// by side each keep theirs.
///
///     let label = withTextMeasurer(TestFont.measurer) { Label(text: "AB") }
///     label.intrinsicContentSize   // measured with the test font, wherever asked
public enum TextContext {
    @TaskLocal static var scoped: (any TextMeasuring)?

    /// The engine a tree made here gets: the innermost
    /// ``withTextMeasurer(_:_:)``'s, else the system's.
    public static var measurer: any TextMeasuring { scoped ?? ShapedTextMeasurer.system }
}

/// Runs `body` with `measurer` as the text engine of the trees made inside
/// it (on this task and the tasks it starts; not on threads it hands work
/// to, which take the engine as a value). A tree keeps the engine it was
/// made with after the scope ends.
public func withTextMeasurer<R>(_ measurer: any TextMeasuring, _ body: () throws -> R) rethrows -> R {
    try TextContext.$scoped.withValue(measurer, operation: body)
}
