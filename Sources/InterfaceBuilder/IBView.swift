import Layout

/// A view element of an Interface Builder file, read: its class, the frame
/// Interface Builder saved, what constraints and layout read from it, and
/// its subviews. Values the file leaves out are UIKit's defaults for a
/// view made by Interface Builder.
public struct IBView: Sendable {
    /// IB's object id (`id="…"`); a cell's content view without one gets
    /// `<cell id>.contentView`.
    public var id: String
    /// The element's name: `view`, `label`, `stackView`, `tableViewCell`…
    public var element: String
    public var kind: IBViewKind
    /// The role in the parent element (`key="view"`, `key="contentView"`).
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    public var line: Int
    /// The frame Interface Builder computed and saved, in the superview's
    /// coordinates (a scroll view's content coordinates at zero offset).
    public var frame: Rect?
    /// IB keeps this view where it was drawn, not where its constraints put it.
    public var isMisplaced: Bool
    public var isAmbiguous: Bool
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var autoresizingMask: IBAutoresizingMask?
    public var horizontalHugging: LayoutPriority
    public var verticalHugging: LayoutPriority
    public var horizontalCompressionResistance: LayoutPriority
    public var verticalCompressionResistance: LayoutPriority
    /// `placeholderIntrinsicWidth`/`Height`: an intrinsic size in IB only.
    public var placeholderIntrinsicWidth: Double?
    public var placeholderIntrinsicHeight: Double?
    public var isHidden: Bool
    public var alpha: Double
    public var clipsToBounds: Bool
    public var backgroundColor: Color?
    public var tintColor: Color?
    /// Explicit layout margins (`<edgeInsets key="layoutMargins">`, or
    /// directional ones read left to right); nil: UIKit's default.
    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    /// A label's text, a button's or a text field's title (normal state).
    public var text: String?
    public var font: IBFont?
    public var textColor: Color?
    public var textAlignment: TextAlignment?
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode?
    public var adjustsFontSizeToFitWidth: Bool
    public var minimumScaleFactor: Double
    /// An image view's or button's image by name (`image="…"`).
    public var imageName: String?
    public var contentMode: String?
    public var contentEdgeInsets: EdgeInsets?
    /// `style="…"` (an activity indicator's size) and `borderStyle="…"` (a text field's).
    public var style: String?
    public var borderStyle: String?
    /// A segmented control's segment titles.
    public var segmentTitles: [String]
    /// A stack view's properties.
    public var stack: IBStackProperties?
    /// Guides constraints may name: the safe area, a scroll view's guides.
    public var guides: [IBLayoutGuide]
    public var constraints: [IBConstraint]
    /// Constraints a size-class mask leaves uninstalled (Xcode's
    /// "Installed" unchecked): not in the layout, but a nib still makes
    /// them, inactive, for the outlets that hold them (an app activates one
    /// later, as it does a constraint made in code).
    public var uninstalledConstraints: [IBConstraint] = []
    public var subviews: [IBView]
    public var runtimeAttributes: [IBRuntimeAttribute]
    public var accessibilityIdentifier: String?
    public var userLabel: String?
    /// The element's attributes as the file writes them (after size-class
    /// variations): what an `NSCoder` hands a custom class that asks
    /// (`tag`, `reuseIdentifier`, …).
    public var attributes: [String: String] = [:]
    /// A collection view's layout (`<collectionViewFlowLayout key="collectionViewLayout">`).
    public var collectionViewLayout: IBCollectionViewLayout?

    /// This view and every view below it, parents first.
    public var subtree: [IBView] {
        var views = [self]
        for subview in subviews { views += subview.subtree }
        return views
    }
}

/// What a view element becomes in Layout.
public enum IBViewKind: String, Equatable, Sendable {
    case view, label, button, imageView, stackView, scrollView, textField, textView
    case `switch`, slider, segmentedControl, activityIndicator
    /// A table or collection view cell, and its content view: views.
    case cell, cellContentView
    /// A class Layout cannot build (a table view, a map, a picker): a plain
    /// view with its saved frame, listed as approximated.
    case approximated
}

/// `<autoresizingMask>`: which margins and sizes stretch with the superview.
public struct IBAutoresizingMask: Equatable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
}

/// A stack view's arrangement (UIStackView's properties).
public struct IBStackProperties: Equatable, Sendable {
    public var axis: LayoutConstraintAxis = .horizontal
    public var distribution: StackView.Distribution = .fill
    public var alignment: StackView.Alignment = .fill
    public var spacing: Double = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
}

/// `<userDefinedRuntimeAttribute>`: a key path set after loading.
public struct IBRuntimeAttribute: Equatable, Sendable {
    public var keyPath: String
    public var type: String
    /// The value as the file writes it (a number, a string, a colour's components).
    public var value: String?
    public var line: Int
}
