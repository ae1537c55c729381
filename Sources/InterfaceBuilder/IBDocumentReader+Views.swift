import Layout

extension IBDocumentReader {
    /// Elements that are views Layout builds, and what they become.
    static let viewElements: [String: IBViewKind] = [
        "view": .view, "label": .label, "button": .button, "imageView": .imageView, "stackView": .stackView,
        "scrollView": .scrollView, "textField": .textField, "textView": .textView, "switch": .switch,
        "slider": .slider, "segmentedControl": .segmentedControl, "activityIndicatorView": .activityIndicator,
        "tableViewCell": .cell, "collectionViewCell": .cell, "collectionReusableView": .cell,
        "tableViewCellContentView": .cellContentView, "collectionViewCellContentView": .cellContentView,
        "containerView": .view, "visualEffectView": .view,
    ]

    /// Views Layout has no class for: built as plain views with their saved
    /// frame (their subviews, such as a table's prototype cells, inside).
    static let approximatedElements: Set<String> = [
        "tableView", "collectionView", "mapView", "pickerView", "datePicker", "searchBar", "webView", "wkWebView",
        "progressView", "pageControl", "stepper", "navigationBar", "toolbar", "tabBar", "arscnView", "sceneKitView",
        "mtkView", "glkView", "tableViewHeaderFooterView",
    ]

    /// Controllers whose `key="view"` element is a hierarchy's root.
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "avPlayerViewController",
        "glkViewController", "hostingController",
    ]

    /// Objects that hold no view to lay out: gesture recognizers, custom
    /// objects, exits, references to other storyboards.
    static let ignoredObjects: Set<String> = [
        "tapGestureRecognizer", "swipeGestureRecognizer", "pongPressGestureRecognizer", "panGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "customObject",
        "exit", "viewControllerPlaceholder", "barButtonItem", "navigationItem", "searchDisplayController",
    ]

    /// Children of a view element that say nothing about layout: wiring,
    /// the canvas, and properties only drawing or behaviour read.
    static let ignoredViewChildren: Set<String> = [
        "connections", "point", "nil", "textInputTraits", "gestureRecognizers", "date", "locale",
        "accessibilityTraits", "navigationItem", "tabBarItem", "toolbarItems", "freeformSimulatedSizeMetrics",
        "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedStatusBarMetrics", "simulatedTabBarMetrics",
        "size", "collectionViewFlowLayout", "collectionViewLayout", "blurEffect", "vibrancyEffect", "textAttributes",
        "items", "dataDetectorType", "real", "integer", "buttonConfiguration", "backgroundConfiguration",
        "imageReference", "preferredSymbolConfiguration", "attributedString", "mutableString", "inset", "string",
        "layoutGuides", "keyCommands", "userLabel",
    ]

    /// Reads a view element and everything below it; nil when a size-class
    /// mask leaves it out.
    func readView(_ rawNode: XMLNode, parentID: String) -> IBView? {
        guard isInstalled(rawNode["id"]) else { return nil }
        let node = resolvingVariations(rawNode)
        let id = node["id"] ?? "\(parentID).\(node.key ?? node.name)"
        var kind: IBViewKind
        if let known = IBDocumentReader.viewElements[node.name] {
            kind = known
            // A cell's (or an effect view's) content view: placed by its owner.
            if node.key == "contentView" { kind = .cellContentView }
        } else {
            kind = .approximated
            if IBDocumentReader.approximatedElements.contains(node.name) {
                note(.approximated, node, "<\(node.name)> \(id): a plain view at its saved frame")
            } else {
                note(.unknownElement, node, "<\(node.name)> \(id): a plain view at its saved frame")
            }
        }
        var view = IBView(
            id: id, element: node.name, kind: kind, key: node.key, customClass: node["customClass"],
            customModule: node["customModule"], line: node.line, frame: nil, isMisplaced: node.flag("misplaced"),
            isAmbiguous: node.flag("ambiguous"),
            translatesAutoresizingMaskIntoConstraints: node["translatesAutoresizingMaskIntoConstraints"] != "NO",
            autoresizingMask: nil,
            horizontalHugging: priority(node, "horizontalHuggingPriority", 250),
            verticalHugging: priority(node, "verticalHuggingPriority", 250),
            horizontalCompressionResistance: priority(node, "horizontalCompressionResistancePriority", 750),
            verticalCompressionResistance: priority(node, "verticalCompressionResistancePriority", 750),
            placeholderIntrinsicWidth: intrinsic(node, "placeholderIntrinsicWidth"),
            placeholderIntrinsicHeight: intrinsic(node, "placeholderIntrinsicHeight"),
            isHidden: node.flag("hidden"), alpha: number(node, "alpha") ?? 1, clipsToBounds: node.flag("clipsSubviews"),
            backgroundColor: nil, tintColor: nil, layoutMargins: nil,
            preservesSuperviewLayoutMargins: node.flag("preservesSuperviewLayoutMargins"),
            insetsLayoutMarginsFromSafeArea: node["insetsLayoutMarginsFromSafeArea"] != "NO",
            layoutMarginsFollowReadableWidth: node.flag("layoutMarginsFollowReadableWidth"),
            text: node["text"] ?? node["title"] ?? node["placeholder"], font: nil, textColor: nil,
            textAlignment: textAlignment(node), numberOfLines: node["numberOfLines"].flatMap { Int($0) } ?? 1,
            lineBreakMode: lineBreakMode(node), adjustsFontSizeToFitWidth: node.flag("adjustsFontSizeToFit"),
            minimumScaleFactor: number(node, "minimumScaleFactor") ?? 0, imageName: node["image"],
            contentMode: node["contentMode"], contentEdgeInsets: nil, style: node["style"],
            borderStyle: node["borderStyle"], segmentTitles: [],
            stack: kind == .stackView ? stackProperties(node) : nil, guides: [], constraints: [], subviews: [],
            runtimeAttributes: [], accessibilityIdentifier: nil, userLabel: node["userLabel"], attributes: node.attributes)
        for child in node.children { read(child, into: &view) }
        return view
    }

    /// One child element of a view element.
    private func read(_ child: XMLNode, into view: inout IBView) {
        switch (child.name, child.key) {
        case ("rect", "frame"): view.frame = rect(child)
        case ("rect", _): break  // contentStretch: drawing only
        case ("autoresizingMask", _): view.autoresizingMask = autoresizingMask(child)
        case ("subviews", _):
            view.subviews += child.children.compactMap { readView($0, parentID: view.id) }
        case ("constraints", _):
            view.constraints += child.children.compactMap { readConstraint($0, ownerID: view.id) }
            view.uninstalledConstraints += child.children.filter { $0.name == "constraint" && !isInstalled($0["id"]) }
                .compactMap { readConstraint($0, ownerID: view.id, ignoringMask: true) }
        case ("color", "backgroundColor"): view.backgroundColor = color(child)
        case ("color", "tintColor"): view.tintColor = color(child)
        case ("color", "textColor"): view.textColor = color(child)
        case ("color", _): _ = color(child)  // other colours: checked, drawn by nothing yet
        case ("fontDescription", _): view.font = font(child)
        case ("state", "normal"):
            if let title = child["title"] { view.text = title }
            if let image = child["image"] { view.imageName = image }
            if let titleColor = child.child("color", key: "titleColor") { view.textColor = color(titleColor) }
            if let attributed = child.child("attributedString", key: "attributedTitle") { read(attributed, into: &view) }
        case ("state", _): break  // highlighted, selected, disabled: not laid out
        case ("inset", "contentEdgeInsets"):
            view.contentEdgeInsets = EdgeInsets(top: number(child, "minY") ?? 0, left: number(child, "minX") ?? 0,
                                                bottom: number(child, "maxY") ?? 0, right: number(child, "maxX") ?? 0)
        case ("edgeInsets", "layoutMargins"):
            view.layoutMargins = EdgeInsets(top: number(child, "top") ?? 0, left: number(child, "left") ?? 0,
                                            bottom: number(child, "bottom") ?? 0, right: number(child, "right") ?? 0)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            view.layoutMargins = EdgeInsets(top: number(child, "top") ?? 0, left: number(child, "leading") ?? 0,
                                            bottom: number(child, "bottom") ?? 0, right: number(child, "trailing") ?? 0)
        case ("viewLayoutGuide", _):
            let kinds: [String: IBLayoutGuideKind] = ["safeArea": .safeArea, "contentLayoutGuide": .scrollContent,
                                                       "frameLayoutGuide": .scrollFrame]
            if let id = child["id"], let key = child.key, let kind = kinds[key] {
                view.guides.append(IBLayoutGuide(id: id, kind: kind, line: child.line))
            } else {
                note(.unknownValue, child, "layout guide \"\(child.key ?? "")\"")
            }
        case ("userDefinedRuntimeAttributes", _):
            for attribute in child.children {
                guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute["keyPath"] else {
                    note(.unknownElement, attribute, "<\(attribute.name)> in <userDefinedRuntimeAttributes>")
                    continue
                }
                let value = attribute["value"] ?? attribute.children.first?["value"]
                view.runtimeAttributes.append(IBRuntimeAttribute(keyPath: keyPath, type: attribute["type"] ?? "",
                                                                 value: value, line: attribute.line))
            }
        case ("accessibility", _): view.accessibilityIdentifier = child["identifier"]
        case ("string", "text"): view.text = child.text
        case ("attributedString", "attributedText"), ("attributedString", "attributedTitle"):
            // The runs' text, joined; the first run's colour and font stand
            // for the whole (a one-run string, as files mostly have: a
            // toast's white 16-point message on black).
            let fragments = child.children("fragment")
            view.text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            if let attributes = fragments.first?.child("attributes") {
                if let color = attributes.children.first(where: { $0.name == "color" && $0.key == "NSColor" }) {
                    view.textColor = self.color(color) ?? view.textColor
                }
                if let font = attributes.children.first(where: { $0.name == "font" && $0.key == "NSFont" }) {
                    view.font = attributedStringFont(font)
                }
            }
        case ("collectionViewFlowLayout", "collectionViewLayout"), ("collectionViewLayout", "collectionViewLayout"):
            view.collectionViewLayout = collectionViewLayout(child)
        case ("segments", _): view.segmentTitles = child.children("segment").map { $0["title"] ?? "" }
        case ("variation", _), ("mask", _): break  // resolved before
        case ("view", "contentView"), ("tableViewCellContentView", _), ("collectionViewCellContentView", _),
             ("view", "tableHeaderView"), ("view", "tableFooterView"), ("view", "backgroundView"),
             ("view", "selectedBackgroundView"):
            if let subview = readView(child, parentID: view.id) { view.subviews.append(subview) }
        case ("prototypes", _), ("cells", _), ("sections", _), ("tableViewSection", _):
            for nested in child.children { read(nested, into: &view) }
        case ("tableViewCell", _), ("collectionViewCell", _), ("collectionReusableView", _):
            if let subview = readView(child, parentID: view.id) { view.subviews.append(subview) }
        default:
            if IBDocumentReader.ignoredViewChildren.contains(child.name) { return }
            if child.key == "view" || child.key == "customView" { return }
            note(.unknownElement, child, "<\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> in <\(view.element)> \(view.id)")
        }
    }

    private func stackProperties(_ node: XMLNode) -> IBStackProperties {
        var stack = IBStackProperties()
        if let axis = node["axis"] {
            switch axis {
            case "vertical": stack.axis = .vertical
            case "horizontal": stack.axis = .horizontal
            default: note(.unknownValue, node, "stack view axis \"\(axis)\"")
            }
        }
        if let value = node["distribution"] {
            if let distribution = StackView.Distribution(rawValue: value) { stack.distribution = distribution }
            else { note(.unknownValue, node, "stack view distribution \"\(value)\"") }
        }
        if let value = node["alignment"] {
            let alignments: [String: StackView.Alignment] = [
                "fill": .fill, "top": .leading, "leading": .leading, "center": .center, "bottom": .trailing,
                "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
            ]
            if let alignment = alignments[value] { stack.alignment = alignment }
            else { note(.unknownValue, node, "stack view alignment \"\(value)\"") }
        }
        stack.spacing = number(node, "spacing") ?? 0
        stack.isBaselineRelativeArrangement = node.flag("baselineRelativeArrangement")
        stack.isLayoutMarginsRelativeArrangement = node.flag("layoutMarginsRelativeArrangement")
        return stack
    }

    private func autoresizingMask(_ node: XMLNode) -> IBAutoresizingMask {
        var mask = IBAutoresizingMask()
        mask.flexibleMinX = node.flag("flexibleMinX")
        mask.widthSizable = node.flag("widthSizable")
        mask.flexibleMaxX = node.flag("flexibleMaxX")
        mask.flexibleMinY = node.flag("flexibleMinY")
        mask.heightSizable = node.flag("heightSizable")
        mask.flexibleMaxY = node.flag("flexibleMaxY")
        return mask
    }

    private func textAlignment(_ node: XMLNode) -> TextAlignment? {
        guard let value = node["textAlignment"] else { return nil }
        let known: [String: TextAlignment] = ["left": .left, "center": .center, "right": .right,
                                              "justified": .justified, "natural": .natural]
        if let alignment = known[value] { return alignment }
        note(.unknownValue, node, "text alignment \"\(value)\"")
        return nil
    }

    private func lineBreakMode(_ node: XMLNode) -> LineBreakMode? {
        guard let value = node["lineBreakMode"] else { return nil }
        let known: [String: LineBreakMode] = [
            "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
            "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
        ]
        if let mode = known[value] { return mode }
        note(.unknownValue, node, "line break mode \"\(value)\"")
        return nil
    }

    private func priority(_ node: XMLNode, _ attribute: String, _ fallback: Float) -> LayoutPriority {
        guard let value = node[attribute] else { return LayoutPriority(fallback) }
        if let number = Float(value), number.isFinite, number >= 1, number <= 1000 { return LayoutPriority(number) }
        note(.unknownValue, node, "\(attribute) \"\(value)\"")
        return LayoutPriority(fallback)
    }

    /// A placeholder intrinsic size: a number, or `infinite` (none on that axis).
    private func intrinsic(_ node: XMLNode, _ attribute: String) -> Double? {
        guard let value = node[attribute] else { return nil }
        if value == "infinite" { return View.noIntrinsicMetric }
        if let number = Double(value), number.isFinite, number >= 0 { return number }
        note(.unknownValue, node, "\(attribute) \"\(value)\"")
        return nil
    }

    /// A number attribute; a value that is not a finite number is noted.
    func number(_ node: XMLNode, _ attribute: String) -> Double? {
        guard let value = node[attribute] else { return nil }
        if let number = Double(value), number.isFinite { return number }
        note(.unknownValue, node, "\(attribute) \"\(value)\"")
        return nil
    }

    func rect(_ node: XMLNode) -> Rect? {
        guard let x = number(node, "x"), let y = number(node, "y"), let width = number(node, "width"),
              let height = number(node, "height") else {
            note(.unknownValue, node, "a frame without x, y, width and height")
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
