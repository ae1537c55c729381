import Layout

/// An Interface Builder document (`.xib` or `.storyboard`), read: its
/// device, its view hierarchies with their constraints, the colours and
/// images it names, and the notes on what was not read as it is.
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case xib, storyboard }

    /// The file's path as given to the reader (used in every note).
    public var file: String
    public var kind: Kind
    public var toolsVersion: String?
    /// The canvas device (`<device id="retina6_1">`); nil for a document
    /// without one (freeform scenes).
    public var device: IBDevice?
    /// The size classes the variations were resolved for: the device's.
    public var sizeClass: IBSizeClass
    /// File's Owner, First Responder and other placeholders.
    public var placeholders: [IBPlaceholder]
    /// Each top-level view of a xib, each scene's view controller root view
    /// of a storyboard, in document order.
    public var hierarchies: [IBHierarchy]
    /// `<namedColor>` resources, by name.
    public var namedColors: [String: Color]
    /// `<image>` resources: their sizes in points, by name.
    public var imageSizes: [String: Size]
    public var notes: [IBNote]
    /// Outlets, actions and segues of every object, in document order.
    public var connections: [IBConnection] = []
    /// A storyboard's `initialViewController` (the id of its first scene's controller).
    public var initialViewControllerID: String?
}

/// A placeholder object (`<placeholder placeholderIdentifier="IBFilesOwner">`).
public struct IBPlaceholder: Equatable, Sendable {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, …
    public var identifier: String
    public var customClass: String?
}

/// One view hierarchy: a top-level view of a xib or a view controller's
/// root view, with what the canvas gives it.
public struct IBHierarchy: Sendable {
    public var root: IBView
    /// The storyboard scene's id; nil in a xib.
    public var sceneID: String?
    /// The view controller that owns the root view, if any.
    public var controller: IBController?
    /// The size Interface Builder laid the hierarchy out at: the root's saved frame.
    public var size: Size
    /// The root's safe area insets on the canvas (status bar, bars, the
    /// device's rounded corners), see ``IBDevice``.
    public var safeAreaInsets: EdgeInsets
    /// The root's margins on the canvas where the saved frames show them
    /// (`IBCanvasInsets`); the builder gives the root these, whatever
    /// its class, size and safe area would give. None as read.
    public var canvasRootMargins = IBCanvasMargins()

    /// IB's object id of the root view.
    public var id: String { root.id }
}

/// A view controller element of a storyboard (or a xib).
public struct IBController: Equatable, Sendable {
    public var id: String
    /// `viewController`, `tableViewController`, `navigationController`, …
    public var element: String
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?
    /// The bar the canvas shows over it: a navigation bar, 44 points (inside
    /// a navigation controller, or a simulated top bar); 0 for none.
    public var topBarHeight: Double
    /// The bar under it: a tab bar, 49 points, or a toolbar, 44; 0 for none.
    public var bottomBarHeight: Double
    /// The old `topLayoutGuide`/`bottomLayoutGuide`s, by id.
    public var layoutGuides: [IBLayoutGuide]
}
