import Foundation
import InterfaceBuilder
import Layout

/// Makes UIKit objects from one load of an Interface Builder document, as
/// UIKit's nib loading does: each view element becomes its class (its
/// `customClass` when one is found) made with `init?(coder:)`, its
/// properties set from the file, its subviews added (a stack view's as
/// arranged subviews); then ``finish()`` activates the constraints, sets
/// outlets, adds actions as target–action and sends `awakeFromNib`.
///
/// Objects are kept by IB's object id; placeholders (File's Owner, a
/// storyboard scene's view controller) are put in before the views are made.
@MainActor
final class NibObjectBuilder {
    let document: IBDocument
    let bundle: Bundle?
    /// The reuse identifier a table or collection view registered this nib under.
    var reuseIdentifier: String?
    /// Every object of this load by IB id: views, guides, constraints, placeholders.
    private(set) var objects: [String: AnyObject] = [:]
    /// IB ids that stand for the first responder: an action sent to one goes up the responder chain.
    private var firstResponderIDs: Set<String> = []
    /// What was made from the file, in document order: `awakeFromNib` goes to these.
    private var made: [AnyObject] = []
    private var pendingConstraints: [IBConstraint] = []
    /// Constraints uninstalled for the size class: made, left inactive.
    private var pendingUninstalled: [IBConstraint] = []
    /// What could not be done as the file asks, each with the file and line.
    private(set) var issues: [String] = []

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        for placeholder in document.placeholders where placeholder.identifier == "IBFirstResponder" {
            firstResponderIDs.insert(placeholder.id)
        }
    }

    /// Puts an object the file refers to but does not make (File's Owner).
    func setPlaceholder(_ object: AnyObject?, identifier: String) {
        for placeholder in document.placeholders where placeholder.identifier == identifier {
            objects[placeholder.id] = object
        }
    }

    /// Puts an object made elsewhere under its id (a scene's view controller, its layout guides).
    func setObject(_ object: AnyObject, id: String, awakes: Bool = false) {
        objects[id] = object
        if awakes { made.append(object) }
    }

    func issue(_ line: Int, _ message: String) {
        issues.append("\(document.file):\(line): \(message)")
    }

    // MARK: Views

    /// Makes the view of `element` and everything below it.
    func makeView(_ element: IBView) -> UIView {
        let view = instantiate(element)
        objects[element.id] = view
        made.append(view)
        register(element, as: view)
        configure(view, from: element)
        if let collection = view as? UICollectionView { configureLayout(of: collection, from: element) }
        addSubviews(of: element, to: view)
        return view
    }

    private func register(_ element: IBView, as view: UIView) {
        for guide in element.guides {
            switch guide.kind {
            case .safeArea: objects[guide.id] = view.safeAreaLayoutGuide
            case .scrollContent: objects[guide.id] = (view as? UIScrollView)?.contentLayoutGuide
            case .scrollFrame: objects[guide.id] = (view as? UIScrollView)?.frameLayoutGuide
            case .topLayoutGuide, .bottomLayoutGuide: break  // a controller's, put in by the storyboard
            }
        }
        pendingConstraints += element.constraints
        pendingUninstalled += element.uninstalledConstraints
    }

    private func addSubviews(of element: IBView, to view: UIView) {
        for subview in element.subviews {
            if subview.kind == .cellContentView {
                // A cell's content view is the cell's own: its subviews go in it.
                let contentView = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
                guard let contentView else { continue }
                objects[subview.id] = contentView
                register(subview, as: contentView)
                if let color = subview.backgroundColor { contentView.backgroundColor = Self.color(color) }
                addSubviews(of: subview, to: contentView)
                continue
            }
            if let table = view as? UITableView, subview.kind == .cell {
                registerPrototype(subview, in: table)
                continue
            }
            if let collection = view as? UICollectionView, subview.kind == .cell {
                registerPrototype(subview, in: collection)
                continue
            }
            let child = makeView(subview)
            if let stack = view as? UIStackView { stack.addArrangedSubview(child) } else { view.addSubview(child) }
        }
    }

    /// A storyboard table's prototype cell, registered under its reuse
    /// identifier as UIKit registers it when the table loads: each
    /// `dequeueReusableCell(withIdentifier:)` makes a new cell from the
    /// element (its class, subviews, constraints and outlets), as a nib
    /// holding only that cell would. A cell without an identifier (a
    /// static table's) is not made: an issue.
    private func registerPrototype(_ cell: IBView, in table: UITableView) {
        guard let identifier = cell.attributes["reuseIdentifier"], !identifier.isEmpty,
              var hierarchy = document.hierarchies.first else {
            issue(cell.line, "a table's cell \(cell.id) has no reuse identifier (a static cell): not made")
            return
        }
        hierarchy.root = cell
        hierarchy.controller = nil
        var prototype = document
        prototype.hierarchies = [hierarchy]
        prototype.initialViewControllerID = nil
        table.register(UINib(result: .success(prototype), bundle: bundle), forCellReuseIdentifier: identifier)
    }

    /// The element's class made with `init?(coder:)`: its custom class when
    /// found (UIKit logs "Unknown class" and makes the base class when not).
    private func instantiate(_ element: IBView) -> UIView {
        let base = Self.baseClass(of: element.element)
        let viewClass = resolvedClass(element.customClass, module: element.customModule, base: base, line: element.line)
        let coder = NibCoder(element: element, reuseIdentifier: element.kind == .cell ? reuseIdentifier : nil)
        if let view = viewClass.init(coder: coder) { return view }
        issue(element.line, "\(viewClass).init(coder:) returned nil: made a \(base)")
        return base.init(coder: coder) ?? UIView(frame: .zero)
    }

    /// The class a file names in `customClass` when the program has it;
    /// else `base`, with the issue UIKit logs ("Unknown class"), as UIKit
    /// makes the base class too.
    func resolvedClass<Base>(_ name: String?, module: String?, base: Base.Type, line: Int) -> Base.Type {
        guard let name else { return base }
        if let found = NibClassLookup.find(name, module: module, bundle: bundle) as? Base.Type { return found }
        issue(line, "Unknown class \(name) in Interface Builder file: made a \(base) "
              + "(register it with UINib.registerClass(_:), or declare it at the top level of module \(module ?? "?"))")
        return base
    }

    /// The UIKit class of each view element Interface Builder writes.
    static func baseClass(of element: String) -> UIView.Type {
        switch element {
        case "label": return UILabel.self
        case "button": return UIButton.self
        case "imageView": return UIImageView.self
        case "stackView": return UIStackView.self
        case "scrollView": return UIScrollView.self
        case "textField": return UITextField.self
        case "textView": return UITextView.self
        case "switch": return UISwitch.self
        case "slider": return UISlider.self
        case "segmentedControl": return UISegmentedControl.self
        case "activityIndicatorView": return UIActivityIndicatorView.self
        case "pageControl": return UIPageControl.self
        case "progressView": return UIProgressView.self
        case "tableView": return UITableView.self
        case "tableViewCell": return UITableViewCell.self
        case "collectionView": return UICollectionView.self
        case "collectionViewCell": return UICollectionViewCell.self
        case "collectionReusableView": return UICollectionReusableView.self
        default: return UIView.self
        }
    }

    static func color(_ color: Layout.Color) -> UIColor {
        UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    // MARK: Constraints, outlets, actions

    /// Activates the constraints of every view made, connects outlets and
    /// actions whose source was made or put in, and sends `awakeFromNib`.
    func finish() {
        activateConstraints()
        connect()
        for object in made {
            if let view = object as? UIView { view.awakeFromNib() }
            if let controller = object as? UIViewController { controller.awakeFromNib() }
        }
    }

    /// Makes every constraint of the load and activates the installed ones;
    /// an uninstalled one is made inactive, as UIKit's nib keeps it for its
    /// outlet (an app may activate it for another layout).
    private func activateConstraints() {
        var constraints: [NSLayoutConstraint] = []
        let uninstalledIDs = Set(pendingUninstalled.map(\.id))
        for saved in pendingConstraints + pendingUninstalled where !saved.isPlaceholder {
            guard let first = objects[saved.firstItem] else {
                if uninstalledIDs.contains(saved.id) { continue }
                issue(saved.line, "constraint \(saved.id): no item \(saved.firstItem) in this load; not added")
                continue
            }
            var second: AnyObject?
            if let id = saved.secondItem {
                guard let item = objects[id] else {
                    if uninstalledIDs.contains(saved.id) { continue }
                    issue(saved.line, "constraint \(saved.id): no item \(id) in this load; not added")
                    continue
                }
                second = item
            }
            let constraint = NSLayoutConstraint(
                item: first, attribute: NSLayoutConstraint.Attribute(saved.firstAttribute),
                relatedBy: NSLayoutConstraint.Relation(saved.relation), toItem: second,
                attribute: NSLayoutConstraint.Attribute(saved.secondAttribute), multiplier: saved.multiplier,
                constant: saved.constant, file: document.file, line: UInt(saved.line))
            constraint.priority = UILayoutPriority(layout: saved.priority)
            constraint.identifier = saved.identifier
            objects[saved.id] = constraint
            if !uninstalledIDs.contains(saved.id) { constraints.append(constraint) }
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func connect() {
        var collections: [(source: AnyObject, name: String, line: Int, items: [AnyObject])] = []
        for connection in document.connections {
            guard let source = objects[connection.sourceID] else { continue }
            switch connection.kind {
            case .outlet:
                guard let destination = objects[connection.destinationID] else {
                    issue(connection.line, "outlet \(connection.name): no object \(connection.destinationID) in this load")
                    continue
                }
                setOutlet(connection.name, of: source, to: destination, line: connection.line)
            case .outletCollection:
                guard let destination = objects[connection.destinationID] else { continue }
                if let index = collections.firstIndex(where: { $0.source === source && $0.name == connection.name }) {
                    collections[index].items.append(destination)
                } else {
                    collections.append((source, connection.name, connection.line, [destination]))
                }
            case .action:
                guard let control = source as? UIControl else {
                    issue(connection.line, "action \(connection.name) from \(type(of: source)), which is not a control")
                    continue
                }
                let target = firstResponderIDs.contains(connection.destinationID) ? nil : objects[connection.destinationID]
                guard let event = Self.controlEvents[connection.eventType ?? "touchUpInside"] else {
                    issue(connection.line, "action \(connection.name): event \(connection.eventType ?? "") is not known")
                    continue
                }
                control.addTarget(target, action: Selector(connection.name), for: event)
            case .segue:
                break
            }
        }
        for collection in collections {
            setOutlet(collection.name, of: collection.source, to: collection.items, line: collection.line)
        }
    }

    /// Sets an outlet through its setter (`setTitleLabel:`), which the
    /// opt-in registers for each `@IBOutlet` (docs/objective-c.md). UIKit
    /// raises "not key value coding-compliant" for one the class lacks;
    /// here it is an issue, and loading goes on.
    private func setOutlet(_ name: String, of source: AnyObject, to value: Any, line: Int) {
        guard let first = name.first, !setUIKitOutlet(name, of: source, to: value) else { return }
        let setter = Selector("set" + first.uppercased() + name.dropFirst() + ":")
        guard ObjCRuntime.responds(source, to: setter) else {
            issue(line, "\(type(of: source)) is not key value coding-compliant for the key \(name): "
                  + "no @IBOutlet registered (docs/objective-c.md); not set")
            return
        }
        ObjCRuntime.send(setter, to: source, arguments: [value])
    }

    /// IB's `eventType` names.
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
