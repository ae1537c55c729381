import Layout

/// A view's state that configurations read (UIKit's `UIConfigurationState`,
/// iOS 14): the traits and custom values under keys of the app's own.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom state value (UIKit's `UIConfigurationStateCustomKey`):
/// a cell subclass adds one in its `configurationState` override.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's configuration state (UIKit's `UIViewConfigurationState`, iOS 14).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's configuration state (UIKit's `UICellConfigurationState`, iOS
/// 14): what `updateConfiguration(using:)` and the configurations'
/// `updated(for:)` read. A cell fills `traitCollection`, `isSelected`,
/// `isHighlighted`, `isEditing` and `isDisabled` (its user interaction
/// turned off); a list cell in an outline `isExpanded`; the other states
/// only a table or collection view sets (focus, swiping, reordering,
/// dragging, dropping) stay off here, as there is none yet.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: UICellConfigurationDragState = .none
    public var cellDropState: UICellConfigurationDropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// Where a dragged cell is; raw values are UIKit's `UICellConfigurationState.DragState`.
public enum UICellConfigurationDragState: Int, Sendable { case none = 0, lifting, dragging }

/// Whether a cell is a drop target; raw values are UIKit's `UICellConfigurationState.DropState`.
public enum UICellConfigurationDropState: Int, Sendable { case none = 0, notTargeted, targeted }

/// A description of a view's content (UIKit's `UIContentConfiguration`, iOS
/// 14): it makes the view that shows it, and a copy of itself for a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: one of the same type as
    /// its current one (a cell then sets `configuration` rather than making
    /// a new view).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIBackgroundConfiguration {
    /// A copy for `state`. UIKit applies the state's defaults (a selected
    /// list cell's highlight) to the properties the app did not customise;
    /// which colours those are is not published, so the copy is unchanged
    /// here.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}

/// What a table or collection cell keeps for its configurations (UIKit's
/// iOS 14 cell configuration API), and the work they share.
@preconcurrency @MainActor
final class CellConfigurations {
    /// Whether `updateConfiguration(using:)` is due before the next layout.
    var needsUpdate = true
    var background: UIBackgroundConfiguration?
    var automaticallyUpdatesBackground = true
    var content: (any UIContentConfiguration)?
    var automaticallyUpdatesContent = true
    /// The view `content` made, in the cell's content view.
    private(set) var contentConfigurationView: (any UIView & UIContentView)?
    private var pins: [LayoutConstraint] = []

    /// Shows `content` in `contentView`: the current view takes it when it
    /// supports it, else a new one (made by the configuration) replaces
    /// it, pinned to the content view's edges.
    func showContent(in contentView: UIView, name: String) {
        guard let content else {
            LayoutConstraint.deactivate(pins)
            pins = []
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        if let existing = contentConfigurationView, existing.supports(content) {
            existing.configuration = content
            return
        }
        LayoutConstraint.deactivate(pins)
        contentConfigurationView?.removeFromSuperview()
        let view = content.makeContentView()
        contentConfigurationView = view
        contentView.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let inner = view.node, outer = contentView.node
        pins = [
            inner.topAnchor.constraint(equalTo: outer.topAnchor).markSystem(name + "-contentConfiguration-top"),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor).markSystem(name + "-contentConfiguration-left"),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor).markSystem(name + "-contentConfiguration-bottom"),
            outer.rightAnchor.constraint(equalTo: inner.rightAnchor).markSystem(name + "-contentConfiguration-right"),
        ]
        LayoutConstraint.activate(pins)
    }

    /// Draws `background` on the cell: its fill (through its transformer;
    /// none when nil), corner radius and stroke. Nothing when there is no
    /// background configuration (the cell's own colour and layer stay).
    func drawBackground(on cell: UIView) {
        guard let background else { return }
        let traits = cell.traitCollection
        let fill = background.backgroundColor.map { background.backgroundColorTransformer?($0) ?? $0 }
        cell.node.backgroundColor = cell.resolvedColor(fill, with: traits)
        // The layer's own corner radius and border stay unless a
        // configuration draws (or drew) one.
        if background.cornerRadius > 0 || drewCorners {
            cell.node.cornerRadius = Double(background.cornerRadius)
            drewCorners = background.cornerRadius > 0
        }
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            cell.node.borderWidth = Double(background.strokeWidth)
            cell.node.borderColor = cell.resolvedColor(background.strokeColorTransformer?(stroke) ?? stroke, with: traits)
            drewStroke = true
        } else if drewStroke {
            cell.node.borderWidth = 0
            drewStroke = false
        }
    }

    private var drewCorners = false
    private var drewStroke = false

    // MARK: What both cells forward to (UIKit declares the API on each class)

    /// `setNeedsUpdateConfiguration()`: the update runs before the next constraints pass.
    func setNeedsUpdate(of cell: UIView) {
        needsUpdate = true
        cell.setNeedsUpdateConstraints()
    }

    /// Setting `backgroundConfiguration`: one clears `backgroundColor`, as UIKit does.
    func setBackground(_ newValue: UIBackgroundConfiguration?, on cell: UIView) {
        background = newValue
        if newValue != nil, cell.backgroundColor != nil { cell.backgroundColor = nil }
        drawBackground(on: cell)
    }

    /// Setting `contentConfiguration`: its view is shown at once.
    func setContent(_ newValue: (any UIContentConfiguration)?, in contentView: UIView, name: String) {
        content = newValue
        showContent(in: contentView, name: name)
    }

    /// A cell's configuration update, when one is due: the automatic
    /// updates, the background and content drawn, then the cell's own
    /// `updateConfiguration(using:)` and handler (`custom`).
    func updateIfNeeded(_ cell: UIView, contentView: UIView, name: String,
                        state makeState: () -> UICellConfigurationState, custom: (UICellConfigurationState) -> Void) {
        guard needsUpdate else { return }
        needsUpdate = false
        let state = makeState()
        applyAutomaticUpdates(for: state)
        drawBackground(on: cell)
        if content != nil { showContent(in: contentView, name: name) }
        custom(state)
    }

    /// The automatic part of an update: the configurations follow `state`
    /// when they update automatically.
    func applyAutomaticUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesBackground, let background { self.background = background.updated(for: state) }
        if automaticallyUpdatesContent, let content { self.content = content.updated(for: state) }
    }
}
