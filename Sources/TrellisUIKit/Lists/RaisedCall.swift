import Layout

/// A call UIKit raises an exception for (the app would crash there), kept
/// until a view can record it as a layout issue (``LayoutIssue/rejectedCall(_:file:line:)``):
/// TrellisTesting's snapshot strategies fail on those instead of drawing
/// what UIKit never would.
struct RaisedCall {
    /// UIKit's reason, as its exception gives it.
    var message: String
    /// Where the call was made (`#fileID`, `#line`).
    var file: String
    var line: UInt

    var issue: LayoutIssue { .rejectedCall(message, file: file, line: line) }
}
