import Layout

/// Builds an ``IBHierarchy`` into a Layout view tree (``IBBuiltHierarchy``).
///
/// Each element becomes the Layout view its class calls for (``IBViewKind``);
/// views IB lets autoresize keep their saved frame (at IB's own size, the
/// frame autoresizing gives); guides become layout guides tied to what the
/// canvas gives them (the safe area by the device's insets and bars); and
/// each installed constraint is activated between the views and guides its
/// ids name.
public struct IBBuildOptions: Sendable {
    /// Whether constraints marked `placeholder="YES"` and placeholder
    /// intrinsic sizes are kept. An app never sees them (false, UIKit's
    /// loading); Interface Builder's canvas lays out with them (true, for
    /// comparing with the frames IB saved).
    public var includesPlaceholders: Bool

    public init(includesPlaceholders: Bool = false) {
        self.includesPlaceholders = includesPlaceholders
    }
}

final class IBTreeBuilder {
    let document: IBDocument
    let hierarchy: IBHierarchy
    let options: IBBuildOptions
    var views: [String: View] = [:]
    var elements: [String: IBView] = [:]
    var guides: [String: LayoutGuide] = [:]
    /// A scroll view's content guide, by the scroll view's id: where
    /// constraints from its content to its edges go.
    var scrollContentGuides: [String: LayoutGuide] = [:]
    var notes: [IBNote] = []
    var marginFollowers: [(view: View, element: IBView)] = []
    var autoresizing: [IBAutoresizedView] = []
    var rootSafeArea: LayoutGuide?

    var systemMinimumMargin: Double {
        document.device?.systemMinimumMargin ?? (document.sizeClass.width == .regular ? 20 : 16)
    }

    init(document: IBDocument, hierarchy: IBHierarchy, options: IBBuildOptions) {
        self.document = document
        self.hierarchy = hierarchy
        self.options = options
    }

    /// UIKit's default margins: 8 on every side (Apple, `directionalLayoutMargins`);
    /// a view controller's root view 16 at the sides in a compact width,
    /// 20 in a regular one, 0 above and below (docs/uikit-numbers.md).
    /// A cell's content view: the system minimum at the sides, 11 above
    /// and below (UITableViewCell's; docs/uikit-numbers.md, UNSOURCED top
    /// and bottom). A top-level view of a xib is shown by IB as a root view.
    static func defaultMargins(for element: IBView, isRoot: Bool = false, systemMinimum: Double = 16) -> EdgeInsets {
        if isRoot && element.kind != .cell {
            return EdgeInsets(top: 0, left: systemMinimum, bottom: 0, right: systemMinimum)
        }
        if element.kind == .cellContentView, element.key == "contentView" {
            return EdgeInsets(top: 11, left: systemMinimum, bottom: 11, right: systemMinimum)
        }
        return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func build() -> IBBuiltHierarchy {
        let root = makeView(hierarchy.root, isRoot: true)
        root.frame = Rect(x: 0, y: 0, width: hierarchy.size.width, height: hierarchy.size.height)
        root.translatesAutoresizingMaskIntoConstraints = false
        addGuides(root: root)
        for element in hierarchy.root.subtree {
            for constraint in element.constraints { activate(constraint) }
        }
        if let root = root as? IBRootView {
            root.marginFollowers = marginFollowers
            root.autoresizing = autoresizing
            root.safeAreaInsets = hierarchy.safeAreaInsets
        }
        return IBBuiltHierarchy(hierarchy: hierarchy, root: root, views: views, elements: elements, notes: notes,
                                marginFollowers: marginFollowers)
    }

    func note(_ kind: IBNote.Kind, line: Int, _ message: String) {
        notes.append(IBNote(kind, file: document.file, line: line, message))
    }

    // MARK: Views

    private func makeView(_ element: IBView, isRoot: Bool, parent: IBView? = nil) -> View {
        let view = isRoot && IBTreeBuilder.plainKinds.contains(element.kind) && !hasPlaceholderSize(element)
            ? IBRootView(name: element.id) : instantiate(element)
        views[element.id] = view
        elements[element.id] = element
        view.isHidden = element.isHidden
        view.alpha = element.alpha
        view.backgroundColor = element.backgroundColor
        view.clipsToBounds = element.clipsToBounds
        view.setContentHuggingPriority(element.horizontalHugging, for: .horizontal)
        view.setContentHuggingPriority(element.verticalHugging, for: .vertical)
        view.setContentCompressionResistancePriority(element.horizontalCompressionResistance, for: .horizontal)
        view.setContentCompressionResistancePriority(element.verticalCompressionResistance, for: .vertical)
        view.layoutMargins = element.layoutMargins
            ?? IBTreeBuilder.defaultMargins(for: element, isRoot: isRoot, systemMinimum: systemMinimumMargin)
        if isRoot { applyCanvasMargins(to: view, element: element) }
        // A collection view's cells are laid out in its scrolled content,
        // below the bars: IB gives them their own margins, neither the
        // collection view's nor the safe area's (the corpus's saved frames).
        let inCollectionView = parent?.element == "collectionView"
        if !inCollectionView, element.preservesSuperviewLayoutMargins || element.insetsLayoutMarginsFromSafeArea {
            var follower = element
            follower.layoutMargins = view.layoutMargins
            marginFollowers.append((view, follower))
        }
        // A view IB lets autoresize keeps its saved frame: at IB's own size,
        // the frame its mask gives. So do views Layout cannot build, the
        // content views their owners place (a cell's, an effect view's) and
        // views IB draws at a fixed frame.
        // `fixedFrame="YES"`: a view without constraints that IB keeps
        // where it was drawn (Xcode's inferred layout: its frame and mask).
        let fixed = element.translatesAutoresizingMaskIntoConstraints || element.kind == .approximated
            || element.kind == .cellContentView || element.attributes["fixedFrame"] == "YES"
        if !isRoot, fixed, let frame = element.frame {
            view.frame = frame
            view.translatesAutoresizingMaskIntoConstraints = true
            // At another size than IB's, its mask places it (in a superview
            // that autoresizes its subviews, UIKit's default).
            if let mask = element.autoresizingMask,
               element.translatesAutoresizingMaskIntoConstraints || element.attributes["fixedFrame"] == "YES",
               parent?.attributes["autoresizesSubviews"] != "NO",
               let superviewSize = parent.map({ $0.id == hierarchy.root.id ? hierarchy.size : $0.frame?.size }) ?? nil {
                autoresizing.append(IBAutoresizedView(view: view, saved: frame, savedSuperviewSize: superviewSize, mask: mask))
            }
        }
        if element.kind == .scrollView { addScrollGuides(element, to: view) }
        for subelement in element.subviews {
            let subview = makeView(subelement, isRoot: false, parent: element)
            if let stack = view as? StackView, element.kind == .stackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        for attribute in element.runtimeAttributes {
            note(.notApplied, line: attribute.line, "runtime attribute \(attribute.keyPath) of \(element.id): set by the app's code, not laid out")
        }
        return view
    }

    /// The root's margins where the saved frames show them: each such edge
    /// set so that, with the safe area added as UIKit adds it
    /// (`insetsLayoutMarginsFromSafeArea`), it comes to the canvas's value.
    private func applyCanvasMargins(to view: View, element: IBView) {
        let canvas = hierarchy.canvasRootMargins
        let safe = element.insetsLayoutMarginsFromSafeArea ? hierarchy.safeAreaInsets : EdgeInsets()
        var margins = view.layoutMargins
        if let top = canvas.top { margins.top = top - max(0, safe.top) }
        if let left = canvas.left { margins.left = left - max(0, safe.left) }
        if let bottom = canvas.bottom { margins.bottom = bottom - max(0, safe.bottom) }
        if let right = canvas.right { margins.right = right - max(0, safe.right) }
        view.layoutMargins = margins
    }

    /// The classes built as a plain `View`: as a root, an `IBRootView`.
    static let plainKinds: Set<IBViewKind> = [.view, .scrollView, .textView, .cell, .cellContentView, .approximated]

    private func hasPlaceholderSize(_ element: IBView) -> Bool {
        options.includesPlaceholders && (element.placeholderIntrinsicWidth != nil || element.placeholderIntrinsicHeight != nil)
    }

    /// The Layout view for an element's class.
    private func instantiate(_ element: IBView) -> View {
        let name = element.id
        let font = element.font?.font
        if hasPlaceholderSize(element) {
            return IBFixedSizeView(size: Size(width: element.placeholderIntrinsicWidth ?? View.noIntrinsicMetric,
                                              height: element.placeholderIntrinsicHeight ?? View.noIntrinsicMetric),
                                   name: name)
        }
        switch element.kind {
        case .label:
            let label = Label(text: element.text, name: name)
            label.font = font ?? .body
            label.numberOfLines = element.numberOfLines
            if let mode = element.lineBreakMode { label.lineBreakMode = mode }
            if let alignment = element.textAlignment { label.textAlignment = alignment }
            label.adjustsFontSizeToFitWidth = element.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = element.minimumScaleFactor
            if let color = element.textColor { label.textColor = color }
            return label
        case .button:
            let button = Button(title: element.text, name: name)
            if let font { button.titleLabel?.font = font }
            if let color = element.textColor { button.setTitleColor(color, for: .normal) }
            if let insets = element.contentEdgeInsets, insets != .zero { button.contentEdgeInsets = insets }
            if let imageName = element.imageName, let size = document.imageSizes[imageName] {
                // Half points (IB's sizes may be) are whole pixels at scale 2.
                let whole = size.width.rounded() == size.width && size.height.rounded() == size.height
                button.image = .placeholder(named: imageName, width: size.width, height: size.height, scale: whole ? 1 : 2)
                // Without a title, nothing is padded: UIKit's default
                // contentEdgeInsets are zero, the 6 points above and below
                // are the title label's (docs/uikit-numbers.md, UIButton).
                if (element.text ?? "").isEmpty { button.contentEdgeInsets = element.contentEdgeInsets ?? .zero }
            }
            return button
        case .imageView:
            let imageView = IBImageView(name: name)
            imageView.imageSize = element.imageName.flatMap { document.imageSizes[$0] }
            return imageView
        case .stackView:
            let stack = StackView(name: name)
            if let properties = element.stack {
                stack.axis = properties.axis
                stack.distribution = properties.distribution
                stack.alignment = properties.alignment
                stack.spacing = properties.spacing
                stack.isBaselineRelativeArrangement = properties.isBaselineRelativeArrangement
                stack.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
            }
            return stack
        case .textField:
            // A rounded-rect field is 34 points tall since iOS 13 (its saved
            // frames in IB), others as tall as a line of their font (14 by
            // default); the text inset 7 points each side in a rounded rect.
            let rounded = element.borderStyle == "roundedRect"
            return IBTextControl(text: element.text ?? "", font: font ?? .systemFont(ofSize: 14), padding: rounded ? 14 : 0,
                                 height: rounded ? 34 : nil, name: name)
        case .segmentedControl:
            let control = IBTextControl(text: "", font: .systemFont(ofSize: 13), padding: 24, height: 31, name: name)
            control.segments = element.segmentTitles
            return control
        case .switch:
            // 51 × 31 frame (docs/uikit-numbers.md), 63 × 28 in iOS 26's
            // design, which Xcode 26's canvas draws; constraints see the
            // alignment rectangle, 2 points narrower on the right.
            let size = IBToolsVersion(document.toolsVersion).drawsIOS26Controls ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
            let view = IBFixedSizeView(size: size, name: name)
            view.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
            return view
        case .slider:
            // Frames 31 tall, alignment rectangle 2 points in at each side.
            let view = IBFixedSizeView(size: Size(width: View.noIntrinsicMetric, height: 30), name: name)
            view.setAlignmentRectInsets(EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
            return view
        case .activityIndicator:
            let large = element.style == "large" || element.style == "whiteLarge"
            return IBFixedSizeView(size: large ? Size(width: 37, height: 37) : Size(width: 20, height: 20), name: name)
        case .view, .scrollView, .textView, .cell, .cellContentView, .approximated:
            return View(name: name)
        }
    }
}
