import JSONSupport
import Layout

/// The `views:` tree: a list of items, each a mapping with one key, the
/// view's name, whose value holds its properties, and optionally `children`.
extension SceneParser {
    static let commonKeys = ["type", "background", "alpha", "borderColor", "borderWidth", "cornerRadius", "margins", "hidden",
                             "clipsToBounds", "hugging", "compressionResistance", "direction"]
    static let keysByKind: [ViewKind: [String]] = SceneControl.table.mapValues { commonKeys + $0.keys }.merging([
        .view: commonKeys,
        .label: commonKeys + ["text", "runs", "paragraph", "font", "color", "alignment", "lines", "lineBreak", "preferredMaxLayoutWidth",
                              "hyphenationFactor", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
                              "allowsDefaultTighteningForTruncation", "baselineAdjustment"],
        .button: commonKeys + ["title", "runs", "paragraph", "font", "color", "alignment", "lines", "lineBreak", "insets"],
        .stack: commonKeys + ["axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative"],
        .guide: ["type"],
    ]) { control, _ in control }
    static let reservedNames: Set<String> = ["root", "superview", "children"]

    /// The type a name implies when `type` is not given: `label` or a name
    /// ending in `Label` is a label; likewise Button, Stack/StackView, Guide.
    static func inferredKind(of name: String) -> ViewKind {
        let lowered = name.lowercased()
        if lowered.hasSuffix("label") { return .label }
        if lowered.hasSuffix("button") { return .button }
        if lowered.hasSuffix("stack") || lowered.hasSuffix("stackview") { return .stack }
        if lowered.hasSuffix("guide") { return .guide }
        return .view
    }

    mutating func views(_ value: YAMLValue, parent: String, parentKind: ViewKind?) throws(LocatedError) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for item in try value.list("\(words.list) of views") {
            result.append(try view(item, parent: parent))
        }
        return result
    }

    private mutating func view(_ item: YAMLValue, parent: String) throws(LocatedError) -> ViewSpec {
        let pairs = try item.pairs("a view (\(words.entry("name", "{properties}")))")
        let named = pairs.filter { $0.key != "children" }
        guard let first = named.first else {
            throw item.fail("expected a view's name as the key (as in \(words.viewExample)), found only \"children\"")
        }
        if named.count > 1 {
            throw named[1].keyValue.fail("expected one view per \(words.listNoun) item, found a second name \"\(named[1].key)\" after \"\(first.key)\"; \(words.secondViewHint)")
        }
        let name = first.key
        try checkName(name, at: first.keyValue)
        let propsNode = first.value
        var kind = Self.inferredKind(of: name)
        var props: [(key: String, keyValue: YAMLValue, value: YAMLValue)] = []
        if !propsNode.isNull {
            guard case .mapping = propsNode.node else {
                throw propsNode.fail("expected the properties of \"\(name)\" (\(words.mapping) such as \(words.propertiesExample)), found \(propsNode.kindDescription)")
            }
            props = try propsNode.pairs("the properties of \"\(name)\"")
        }
        if let typeValue = props.first(where: { $0.key == "type" })?.value {
            kind = try typeValue.choice("view type", ViewKind.allCases.map { ($0.rawValue, $0) } + [("stackView", .stack)])
        }
        viewNames[name] = ViewInfo(kind: kind, location: first.keyValue.location, parent: parent)
        viewOrder.append(name)

        let allowed = Self.keysByKind[kind]!
        var setters: [@Sendable (View) -> Void] = []
        for prop in props where prop.key != "type" {
            guard allowed.contains(prop.key) else {
                var message = "unknown key \"\(prop.key)\" for \"\(name)\", \(kind.noun)"
                if prop.key == "children" {
                    message += "; children go beside the view's name, not among its properties: \(words.childrenPlace(name))"
                } else if let owner = ViewKind.allCases.first(where: { Self.keysByKind[$0]!.contains(prop.key) }), kind != .guide {
                    message += "; \"\(prop.key)\" is for \(owner.plural): give \(words.entry("type", words.text(owner.rawValue)))"
                } else if let key = UIKitPropertyNames.sceneKey(for: prop.key, in: allowed) {
                    message += "; UIKit's \(prop.key) is \"\(key)\" in a scene"
                } else if let guess = NameSuggestion.closest(to: prop.key, in: allowed) {
                    message += "; did you mean \"\(guess)\"?"
                } else {
                    message += "; expected one of " + allowed.joined(separator: ", ")
                }
                throw prop.keyValue.fail(message)
            }
            if kind.control != nil, !Self.commonKeys.contains(prop.key) { continue }
            if prop.key == "runs" || prop.key == "paragraph" { continue }
            let attributed = props.contains { $0.key == "runs" || $0.key == "paragraph" }
            if attributed, prop.key == "text" || prop.key == "title" { continue }
            setters.append(try setter(prop.key, prop.value, kind: kind))
        }
        if let control = kind.control {
            // The control's own keys first: every view's keys (hidden,
            // background) then win over what the control sets itself (a
            // spinner shows itself when animating).
            let own = props.filter { $0.key != "type" && !Self.commonKeys.contains($0.key) }
            setters = try control.setters(Fields(owner: propsNode, what: "\"\(name)\"", pairs: own), self) + setters
        }
        let runs = props.first { $0.key == "runs" }?.value, paragraph = props.first { $0.key == "paragraph" }?.value
        if runs != nil || paragraph != nil {
            let textKey = kind == .button ? "title" : "text"
            setters.append(try attributedTextSetter(runs: runs, paragraph: paragraph,
                                                    text: props.first { $0.key == textKey }?.value, textKey: textKey))
        }
        var children: [ViewSpec] = []
        if let childrenValue = pairs.first(where: { $0.key == "children" })?.value {
            if kind == .guide {
                throw childrenValue.fail("\"\(name)\" is a layout guide and cannot have children; expected views to be children of views")
            }
            children = try views(childrenValue, parent: name, parentKind: kind)
        }
        return ViewSpec(name: name, kind: kind, location: first.keyValue.location, setters: setters, children: children)
    }

    private func checkName(_ name: String, at key: YAMLValue) throws(LocatedError) {
        let scalars = Array(name.unicodeScalars)
        let valid = !scalars.isEmpty && (scalars[0].properties.isAlphabetic || scalars[0] == "_")
            && scalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
        guard valid else {
            throw key.fail("expected a view name made of letters, digits and _ (not starting with a digit), found \"\(name)\"")
        }
        if Self.reservedNames.contains(name) {
            throw key.fail("\"\(name)\" is reserved (root, superview, children); expected another view name")
        }
        if let earlier = viewNames[name] {
            throw key.fail("duplicate view name \"\(name)\" (first at \(earlier.location.line):\(earlier.location.column)); expected each name once")
        }
    }

    // MARK: Properties

    private func setter(_ key: String, _ value: YAMLValue, kind: ViewKind) throws(LocatedError) -> @Sendable (View) -> Void {
        switch key {
        case "background":
            let color = try SceneValues.color(value)
            return { $0.backgroundColor = color }
        case "alpha":
            let alpha = try value.number("an alpha")
            guard (0...1).contains(alpha) else { throw value.fail("expected an alpha from 0 (invisible) to 1 (opaque), found \(formatNumber(alpha))") }
            return { $0.alpha = alpha }
        case "borderColor":
            let color = try SceneValues.color(value)
            return { $0.borderColor = color }
        case "borderWidth":
            let width = try value.points("a border width", allowZero: true)
            return { $0.borderWidth = width }
        case "cornerRadius":
            let radius = try value.points("a corner radius", allowZero: true)
            return { $0.cornerRadius = radius }
        case "margins":
            let insets = try SceneValues.insets(value, "margins")
            return { $0.layoutMargins = insets }
        case "hidden":
            let hidden = try value.bool("hidden")
            return { $0.isHidden = hidden }
        case "clipsToBounds":
            let clips = try value.bool("clipsToBounds")
            return { $0.clipsToBounds = clips }
        case "hugging", "compressionResistance":
            let (horizontal, vertical) = try axisPriorities(value, key)
            let hugging = key == "hugging"
            return { view in
                for (axis, priority) in [(LayoutConstraintAxis.horizontal, horizontal), (.vertical, vertical)] {
                    guard let priority else { continue }
                    if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
                }
            }
        case "direction":
            let direction = try value.choice("direction", [("leftToRight", UserInterfaceLayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])
            return { $0.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight }
        case "text", "title":
            let text = try value.string("the \(key) (a string)")
            return { view in
                if let label = view as? Label { label.text = text }
                if let button = view as? Button { button.setTitle(text, for: .normal) }
            }
        case "font":
            let font = try self.font(value)
            return { textLabel($0)?.font = font }
        case "color":
            let color = try SceneValues.color(value)
            return { textLabel($0)?.textColor = color }
        case "lines":
            let lines = try value.integer("the number of lines (0 for no limit)")
            return { textLabel($0)?.numberOfLines = lines }
        case "lineBreak":
            let mode = try value.choice("line break mode", LineBreakMode.allCases.map { ($0.rawValue, $0) })
            return { textLabel($0)?.lineBreakMode = mode }
        case "preferredMaxLayoutWidth":
            let width = try value.points("a preferred maximum layout width", allowZero: true)
            return { ($0 as? Label)?.preferredMaxLayoutWidth = width }
        case "hyphenationFactor", "minimumScaleFactor":
            let factor = try value.number(key == "hyphenationFactor" ? "a hyphenation factor" : "a minimum scale factor")
            guard (0...1).contains(factor) else { throw value.fail("expected \(key) from 0 to 1, found \(formatNumber(factor))") }
            if key == "hyphenationFactor" { return { ($0 as? Label)?.hyphenationFactor = factor } }
            return { ($0 as? Label)?.minimumScaleFactor = factor }
        case "adjustsFontSizeToFitWidth":
            let flag = try value.bool(key)
            return { ($0 as? Label)?.adjustsFontSizeToFitWidth = flag }
        case "allowsDefaultTighteningForTruncation":
            let flag = try value.bool(key)
            return { ($0 as? Label)?.allowsDefaultTighteningForTruncation = flag }
        case "baselineAdjustment":
            let adjustment = try value.choice("baseline adjustment", BaselineAdjustment.allCases.map { ($0.rawValue, $0) })
            return { ($0 as? Label)?.baselineAdjustment = adjustment }
        case "insets":
            let insets = try SceneValues.insets(value, "insets")
            return { ($0 as? Button)?.contentEdgeInsets = insets }
        case "alignment" where kind == .label:
            let alignment = try value.choice("text alignment", TextAlignment.allCases.map { ($0.rawValue, $0) })
            return { ($0 as? Label)?.textAlignment = alignment }
        case "alignment" where kind == .button:
            let alignment = try value.choice("content alignment", [("center", ContentHorizontalAlignment.center), ("left", .left),
                                                                   ("right", .right), ("fill", .fill), ("leading", .leading), ("trailing", .trailing)])
            return { ($0 as? Button)?.contentHorizontalAlignment = alignment }
        case "alignment":
            let alignment = try value.choice("stack alignment", StackView.Alignment.allCases.map { ($0.rawValue, $0) }
                + [("top", StackView.Alignment.top), ("bottom", .bottom)])
            return { ($0 as? StackView)?.alignment = alignment }
        case "axis":
            let axis = try value.choice("axis", [("horizontal", LayoutConstraintAxis.horizontal), ("vertical", .vertical)])
            return { ($0 as? StackView)?.axis = axis }
        case "distribution":
            let distribution = try value.choice("distribution", StackView.Distribution.allCases.map { ($0.rawValue, $0) })
            return { ($0 as? StackView)?.distribution = distribution }
        case "spacing":
            let spacing = try value.constant("the spacing")
            return { ($0 as? StackView)?.spacing = spacing }
        case "baselineRelative":
            let flag = try value.bool("baselineRelative")
            return { ($0 as? StackView)?.isBaselineRelativeArrangement = flag }
        case "marginsRelative":
            let flag = try value.bool("marginsRelative")
            return { ($0 as? StackView)?.isLayoutMarginsRelativeArrangement = flag }
        default:
            throw value.fail("unknown key \"\(key)\"")
        }
    }

    /// A priority for both axes, or `{horizontal: P, vertical: P}`.
    private func axisPriorities(_ value: YAMLValue, _ key: String) throws(LocatedError) -> (LayoutPriority?, LayoutPriority?) {
        if case .scalar = value.node {
            let both = try SceneValues.priority(value)
            return (both, both)
        }
        let fields = try value.fields(key, allowed: ["horizontal", "vertical"])
        let horizontal = try fields["horizontal"].map { v throws(LocatedError) in try SceneValues.priority(v) }
        let vertical = try fields["vertical"].map { v throws(LocatedError) in try SceneValues.priority(v) }
        return (horizontal, vertical)
    }

    /// A font named in `fonts:`, or a number: the system font at that size.
    func font(_ value: YAMLValue) throws(LocatedError) -> Font {
        if case .scalar(let scalar) = value.node, scalar.style == .plain, Double(scalar.string) != nil {
            return Font.systemFont(ofSize: try value.points("a font size", maximum: SceneLimits.maximumFontSize))
        }
        let name = try value.string("a font name from fonts, or a size")
        guard let font = fonts[name] else {
            throw value.fail(NameSuggestion.message("font", name, valid: fontOrder) + (fontOrder.isEmpty ? " (declare it under \(words.key("fonts")), or give a size)" : ""))
        }
        return font
    }
}

/// The label that holds a label's or a button's text.
private func textLabel(_ view: View) -> Label? {
    (view as? Label) ?? (view as? Button)?.titleLabel
}
