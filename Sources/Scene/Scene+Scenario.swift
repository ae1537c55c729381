import Layout

/// A scene's canvas and sweep are what its file declares; its name in
/// messages is the file's path as given.
extension Scene: Scenario {
    /// The file's path as given (``file``).
    public var name: String { file }
    /// The canvas width: ``width``, never nil.
    public var defaultWidth: Double? { width }
    /// The canvas height: ``height``.
    public var defaultHeight: Double? { height }
}
