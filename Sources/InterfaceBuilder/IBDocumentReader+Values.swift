import Layout

extension IBDocumentReader {
    /// IB's attribute names: Layout's, and `baseline`, Xcode's older name for
    /// the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute(rawValue: name)
    }

    /// A `<constraint>` of the view `ownerID`; nil when a size-class mask
    /// leaves it out (unless `ignoringMask`), or when it cannot be read (noted).
    func readConstraint(_ rawNode: XMLNode, ownerID: String, ignoringMask: Bool = false) -> IBConstraint? {
        guard rawNode.name == "constraint" else {
            note(.unknownElement, rawNode, "<\(rawNode.name)> in <constraints>")
            return nil
        }
        guard ignoringMask || isInstalled(rawNode["id"]) else { return nil }
        let node = resolvingVariations(rawNode)
        guard let firstName = node["firstAttribute"], let first = IBDocumentReader.attribute(firstName) else {
            note(.unknownValue, node, "constraint \(node["id"] ?? "") first attribute \"\(node["firstAttribute"] ?? "")\": left out")
            return nil
        }
        var second = LayoutAttribute.notAnAttribute
        if let secondName = node["secondAttribute"] {
            guard let attribute = IBDocumentReader.attribute(secondName) else {
                note(.unknownValue, node, "constraint \(node["id"] ?? "") second attribute \"\(secondName)\": left out")
                return nil
            }
            second = attribute
        }
        var relation = LayoutRelation.equal
        switch node["relation"] {
        case nil: break
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?:
            note(.unknownValue, node, "constraint \(node["id"] ?? "") relation \"\(other)\": left out")
            return nil
        }
        var priority = LayoutPriority.required
        if let value = node["priority"] {
            if let number = Float(value), number >= 1, number <= 1000 { priority = LayoutPriority(rawValue: number) }
            else { note(.unknownValue, node, "constraint \(node["id"] ?? "") priority \"\(value)\": required used") }
        }
        // A second attribute with no second item is the owner's (IB's
        // shorthand, as for the first item).
        let secondItem = second == .notAnAttribute ? nil : (node["secondItem"] ?? ownerID)
        return IBConstraint(
            id: node["id"] ?? "", line: node.line, ownerID: ownerID, firstItem: node["firstItem"] ?? ownerID,
            firstAttribute: first, relation: relation, secondItem: secondItem, secondAttribute: second,
            multiplier: multiplier(node), constant: number(node, "constant") ?? 0, priority: priority,
            identifier: node["identifier"], isPlaceholder: node.flag("placeholder"))
    }

    /// `multiplier="0.5"`, or a ratio as IB writes one for aspect ratios (`4:3`).
    private func multiplier(_ node: XMLNode) -> Double {
        guard let value = node["multiplier"] else { return 1 }
        if let number = Double(value), number.isFinite { return number }
        let parts = value.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, b != 0 {
            return a / b
        }
        note(.unknownValue, node, "multiplier \"\(value)\": 1 used")
        return 1
    }

    // MARK: Fonts

    func font(_ node: XMLNode) -> IBFont? {
        let size = number(node, "pointSize") ?? 17
        if let style = node["style"] {
            if IBFont.textStyleSizes[style] == nil { note(.unknownValue, node, "text style \"\(style)\": body used") }
            return .textStyle(style)
        }
        if let name = node["name"] {
            return .named(name: name, family: node["family"], size: size)
        }
        var weight = Font.Weight.regular
        if let weightName = node["weight"] {
            if let known = IBFont.weights[weightName] { weight = known }
            else { note(.unknownValue, node, "font weight \"\(weightName)\": regular used") }
        }
        switch node["type"] {
        case "system": return .system(size: size, weight: weight, italic: false)
        case "boldSystem": return .system(size: size, weight: .bold, italic: false)
        case "italicSystem": return .system(size: size, weight: weight, italic: true)
        case let other:
            note(.unknownValue, node, "font type \"\(other ?? "none")\": the system font used")
            return .system(size: size, weight: weight, italic: false)
        }
    }

    /// An attributed string's `<font key="NSFont" size= metaFont=>` (or
    /// `name=`): the system font by its meta name, else a named font.
    func attributedStringFont(_ node: XMLNode) -> IBFont {
        let size = number(node, "size") ?? 17
        if let name = node["name"] { return .named(name: name, family: node["family"], size: size) }
        switch node["metaFont"] {
        case "systemBold": return .system(size: size, weight: .bold, italic: false)
        case "systemSemibold": return .system(size: size, weight: .semibold, italic: false)
        case "systemMedium": return .system(size: size, weight: .medium, italic: false)
        case "systemLight": return .system(size: size, weight: .light, italic: false)
        case "systemItalic": return .system(size: size, weight: .regular, italic: true)
        default: return .system(size: size, weight: .regular, italic: false)
        }
    }

    // MARK: Colours

    /// A colour by its components (sRGB, Display P3 read as sRGB, a grey),
    /// a catalogue name, or a system colour (its value from the file's
    /// resources, or from UIKit's light-appearance values).
    func color(_ node: XMLNode) -> Color? {
        if let name = node["name"] {
            if let known = namedColors[name] { return known }
            note(.notApplied, node, "colour \"\(name)\" is not among the document's named colours")
            return nil
        }
        if let system = node["systemColor"] {
            if let known = systemColors[system] ?? componentsColor(node) { return known }
            note(.notApplied, node, "system colour \"\(system)\" has no value in the document")
            return nil
        }
        if let old = node["cocoaTouchSystemColor"] {
            if let known = IBDocumentReader.cocoaTouchColors[old] { return known }
            note(.unknownValue, node, "system colour \"\(old)\"")
            return nil
        }
        if let color = componentsColor(node) { return color }
        note(.unknownValue, node, "a colour without components, name or system colour")
        return nil
    }

    /// A colour written as components: red/green/blue or white, with alpha.
    func componentsColor(_ node: XMLNode) -> Color? {
        let alpha = number(node, "alpha") ?? 1
        if let red = number(node, "red"), let green = number(node, "green"), let blue = number(node, "blue") {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number(node, "white") { return Color(white: white, alpha: alpha) }
        return nil
    }

    /// The system colours older files name (`cocoaTouchSystemColor`), as
    /// UIKit defines them (UIColor's class properties: black, white, clear;
    /// darkText is black; groupTableViewBackground 0.937 / 0.937 / 0.957).
    static let cocoaTouchColors: [String: Color] = [
        "darkTextColor": .black, "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
        "lightTextColor": Color(white: 1, alpha: 0.6), "tableCellGroupedBackgroundColor": .white,
        "groupTableViewBackgroundColor": Color(red: 239.0 / 255, green: 239.0 / 255, blue: 244.0 / 255),
    ]
}
