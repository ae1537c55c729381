import Layout

/// A view that lines up its arranged subviews in a row or a column
/// (UIKit's `UIStackView`), with the constraints UIKit's makes
/// (`UISV-spacing`, `UISV-alignment`, …): Trellis's `StackView` underneath.
@preconcurrency @MainActor
open class UIStackView: UIView {
    override class func makeNode() -> View { StackView() }
    var stack: StackView { node as! StackView }  // checked: makeNode made a StackView

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var arrangedSubviews: [UIView] { stack.arrangedSubviews.compactMap { $0.counterpart as? UIView } }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: stack.arrangedSubviews.count) }

    /// Adds the view as a subview too, and turns its autoresizing
    /// constraints off, as UIKit's stack view does.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        stack.insertArrangedSubview(view.node, at: stackIndex)
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.node) }

    /// A subview leaving the stack is no longer arranged (UIKit's
    /// `arrangedSubviews` documentation).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        stack.removeArrangedSubview(subview.node)
    }

    open var axis: NSLayoutConstraint.Axis {
        get { NSLayoutConstraint.Axis(stack.axis) }
        set { stack.axis = newValue.layoutAxis }
    }

    open var distribution: UIStackView.Distribution {
        get { Distribution(rawValue: Distribution.layoutCases.firstIndex(of: stack.distribution)!)! }  // checked: every case listed
        set { stack.distribution = Distribution.layoutCases[newValue.rawValue] }
    }

    open var alignment: UIStackView.Alignment {
        get { Alignment(stack.alignment) }
        set { stack.alignment = newValue.layoutAlignment }
    }

    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set {
            stack.spacing = Double(Self.resolvedSpacing(newValue, default: 0))
            for view in arrangedSubviews where followingStackSpacing.contains(ObjectIdentifier(view)) {
                stack.setCustomSpacing(stack.spacing, after: view.node)
            }
        }
    }

    /// The views given `spacingUseDefault`: their spacing is the stack's, now and later.
    private var followingStackSpacing: Set<ObjectIdentifier> = []

    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        if spacing == Self.spacingUseDefault {
            followingStackSpacing.insert(ObjectIdentifier(arrangedSubview))
        } else {
            followingStackSpacing.remove(ObjectIdentifier(arrangedSubview))
        }
        stack.setCustomSpacing(Double(Self.resolvedSpacing(spacing, default: self.spacing)), after: arrangedSubview.node)
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.node))
    }

    /// "The stack's spacing" in `setCustomSpacing(_:after:)` (UIKit's value, `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// "The system spacing" (UIKit's value, `FLT_MIN`): 8 points here, as
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    private static func resolvedSpacing(_ spacing: CGFloat, default: CGFloat) -> CGFloat {
        if spacing == spacingUseDefault { return `default` }
        if spacing == spacingUseSystem { return systemSpacing }
        return spacing
    }
}

extension UIStackView {
    /// How the arranged views share the stack's length, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering

        static let layoutCases: [StackView.Distribution] =
            [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    }

    /// How the arranged views sit across the stack, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing

        init(_ alignment: StackView.Alignment) {
            switch alignment {
            case .fill: self = .fill
            case .leading: self = .leading
            case .firstBaseline: self = .firstBaseline
            case .center: self = .center
            case .trailing: self = .trailing
            case .lastBaseline: self = .lastBaseline
            }
        }

        var layoutAlignment: StackView.Alignment {
            switch self {
            case .fill: return .fill
            case .leading: return .leading
            case .firstBaseline: return .firstBaseline
            case .center: return .center
            case .trailing: return .trailing
            case .lastBaseline: return .lastBaseline
            }
        }
    }
}
