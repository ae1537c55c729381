import Layout

/// A scene file, checked: everything the builder needs, nothing it can
/// fail on. Views are described by setters made from checked values.
struct SceneSpec: Sendable {
    var views: [ViewSpec]
    var constraints: [ConstraintSpec]
    var states: [StateSpec]
    var metrics: [String: Double]
}

/// The kinds of view a scene can hold: Layout's views, stack views and
/// guides, and the controls of ``SceneControl/table``.
enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, stack, guide
    case `switch`, slider, segmented, textField, image, activityIndicator, progress, pageControl

    /// The control's row in the table; nil for views, labels, buttons, stacks and guides.
    var control: SceneControl? { SceneControl.table[self] }

    var plural: String {
        switch self {
        case .stack: return "stack views"
        case .guide: return "layout guides"
        default: return control?.plural ?? rawValue + "s"
        }
    }

    /// The article's word for it in messages.
    var noun: String {
        switch self {
        case .view: return "a view"
        case .label: return "a label"
        case .button: return "a button"
        case .stack: return "a stack view"
        case .guide: return "a layout guide"
        default: return control?.noun ?? "a view"
        }
    }
}

struct ViewSpec: Sendable {
    var name: String
    var kind: ViewKind
    var location: SourceLocation
    /// Applied in order to the new view (or, for a guide, nothing).
    var setters: [@Sendable (View) -> Void]
    var children: [ViewSpec]
}

struct ConstraintSpec: Sendable {
    enum Body: Sendable {
        /// Item names are checked; `superview` is the first item's superview.
        case equation(first: String, LayoutAttribute, LayoutRelation, second: String?, LayoutAttribute,
                      multiplier: Double, constant: Double, priority: LayoutPriority)
        /// A visual format line, its options and where its text starts (for errors).
        case format(String, LayoutConstraint.FormatOptions, textLocation: SourceLocation)
    }

    var identifier: String?
    var active: Bool
    var body: Body
    var location: SourceLocation
}

struct StateSpec: Sendable {
    var name: String
    var summary: String
    var hide: [String] = []
    var show: [String] = []
    var activate: [String] = []
    var deactivate: [String] = []
    var constants: [(String, Double)] = []
    var priorities: [(String, LayoutPriority)] = []
    var texts: [(String, String)] = []
}
