import JSONSupport
import Layout

/// One built copy of a scene: its root, its views and guides by name, its
/// constraints by identifier; applies the scene's states to them. The
/// root keeps it (the scene's ``Scene/states`` find it there).
public final class SceneInstance {
    /// The tree's root. An instance from ``Scene/build(in:measurer:)``
    /// keeps it; one inside a root from ``Scene/makeRoot(width:height:state:measurer:)``
    /// does not (the root keeps the instance: keeping each other, neither
    /// would ever be freed, and `trellis verify` of a thousand scenes held
    /// every tree it built).
    public var root: View { keptRoot ?? treeRoot }
    private unowned let treeRoot: View
    private let keptRoot: View?
    public private(set) var views: [String: View] = [:]
    public private(set) var guides: [String: LayoutGuide] = [:]
    /// Every constraint with an identifier (a visual format line's share one).
    public private(set) var constraints: [String: [LayoutConstraint]] = [:]
    private let scene: Scene

    /// The tree measures with the scene's font files when it names some,
    /// else with `measurer`, else with the root's own.
    private init(scene: Scene, root: View, keepsRoot: Bool, measurer: TextMeasuring?) {
        self.scene = scene
        treeRoot = root
        keptRoot = keepsRoot ? root : nil
        if let measurer = scene.measurer ?? measurer { root.textMeasurer = measurer }
    }

    static func build(_ scene: Scene, in root: View, keepsRoot: Bool, measurer: TextMeasuring?) -> Result<SceneInstance, SceneError> {
        let instance = SceneInstance(scene: scene, root: root, keepsRoot: keepsRoot, measurer: measurer)
        root.builder = instance
        for spec in scene.spec.views { instance.add(spec, to: root) }
        defer { instance.formatTable = nil }
        for constraint in scene.spec.constraints {
            if let error = instance.add(constraint) { return .failure(error) }
        }
        return .success(instance)
    }

    /// Applies a state to the tree (the caller lays it out again).
    /// - Precondition: the scene has a state of that name.
    public func apply(state name: String) {
        guard let state = scene.spec.states.first(where: { $0.name == name }) else {
            preconditionFailure("\(scene.file) has no state \(name)")
        }
        apply(state)
    }

    /// Applies a state's changes to this tree: views and constraints are
    /// found by name here (the caller lays the tree out again).
    func apply(_ state: StateSpec) {
        for name in state.hide { views[name]?.isHidden = true }
        for name in state.show { views[name]?.isHidden = false }
        for id in state.deactivate { LayoutConstraint.deactivate(constraints[id] ?? []) }
        for id in state.activate { LayoutConstraint.activate(constraints[id] ?? []) }
        for (id, constant) in state.constants { for c in constraints[id] ?? [] { c.constant = constant } }
        for (id, priority) in state.priorities { for c in constraints[id] ?? [] { c.priority = priority } }
        for (name, text) in state.texts {
            if let label = views[name] as? Label { label.text = text }
            if let button = views[name] as? Button { button.setTitle(text, for: .normal) }
        }
        root.setNeedsLayout()
    }

    // MARK: Building

    private func add(_ spec: ViewSpec, to parent: View) {
        if spec.kind == .guide {
            let guide = LayoutGuide(identifier: spec.name)
            parent.addLayoutGuide(guide)
            guides[spec.name] = guide
            return
        }
        let view: View
        switch spec.kind {
        case .label: view = Label(name: spec.name)
        case .button: view = Button(name: spec.name)
        case .stack: view = StackView(name: spec.name)
        case .view, .guide: view = View(name: spec.name)
        default: view = spec.kind.control?.make(spec.name) ?? View(name: spec.name)
        }
        if let font = scene.defaultFont {
            for label in [view as? Label, (view as? Button)?.titleLabel].compactMap({ $0 }) { label.font = font }
        }
        for setter in spec.setters { setter(view) }
        if let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
        views[spec.name] = view
        for child in spec.children { add(child, to: view) }
    }

    private func item(_ name: String, other: String?) -> LayoutItem {
        switch name {
        case "root": return root
        case "superview":
            let otherItem = other.map { item($0, other: nil) }
            return (otherItem as? View)?.superview ?? otherItem?.owningView ?? root
        default: return views[name] ?? guides[name]!
        }
    }

    /// What a visual format line may name: every view and guide, and `root`.
    /// Made once, on the first line (every view exists by then), not once a
    /// line: a scene of 10,000 views placed by 10,000 lines stays linear.
    /// Dropped when the constraints are made (it holds the root, which
    /// holds this instance).
    private var formatTable: [String: LayoutItem]?
    private var formatItems: [String: LayoutItem] {
        if let formatTable { return formatTable }
        var items: [String: LayoutItem] = ["root": root]
        for (name, view) in views { items[name] = view }
        for (name, guide) in guides { items[name] = guide }
        formatTable = items
        return items
    }

    /// Adds one constraint; a visual format line that does not parse is an error.
    private func add(_ spec: ConstraintSpec) -> SceneError? {
        let made: [LayoutConstraint]
        let line = UInt(spec.location.line)  // checked: a line number, an Int of at least 1
        switch spec.body {
        case let .equation(first, firstAttribute, relation, second, secondAttribute, multiplier, constant, priority):
            let constraint = LayoutConstraint(
                item: item(first, other: second), attribute: firstAttribute, relatedBy: relation,
                toItem: second.map { item($0, other: first) }, attribute: secondAttribute,
                multiplier: multiplier, constant: constant, file: scene.file, line: line)
            constraint.priority = priority
            made = [constraint]
        case let .format(format, options, textLocation):
            let items = formatItems
            do {
                made = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: scene.spec.metrics,
                                                        views: items, file: scene.file, line: line)
            } catch {
                var message = error.message
                if let name = error.unknownViewName {
                    message = NameSuggestion.message("view", name, valid: Array(items.keys).sorted())
                        + " (in the visual format line)"
                }
                return SceneError(file: scene.file, line: textLocation.line,
                                  column: textLocation.column + error.position, message: message)
            }
        }
        for constraint in made {
            constraint.identifier = spec.identifier
            if spec.active { constraint.isActive = true }
        }
        if let id = spec.identifier { constraints[id, default: []] += made }
        return nil
    }
}
