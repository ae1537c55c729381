import FileSafety
import JSONSupport
import Layout

/// `constraints:` and `states:`.
extension SceneParser {
    static let constraintKeys = ["constraint", "id", "options", "active"]

    static let formatOptions: [(String, LayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Whether a constraint string is a visual format line rather than an equation.
    static func isVisualFormat(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }

    /// A value that is an equation or a visual format line at a glance.
    private static func readsAsConstraint(_ value: YAMLValue) -> Bool {
        guard case .scalar(let scalar) = value.node else { return false }
        return ["==", "<=", ">="].contains { scalar.string.contains($0) } || isVisualFormat(scalar.string)
    }

    /// One item: `"eq or VFL"`, `id: "eq or VFL"`, or `{constraint, id, options, active}`.
    mutating func constraint(_ item: YAMLValue) throws(LocatedError) -> ConstraintSpec {
        var id: String?
        var active = true
        var options: LayoutConstraint.FormatOptions = []
        var optionsValue: YAMLValue?
        let text: YAMLValue
        switch item.node {
        case .scalar:
            text = item
        case .mapping:
            let pairs = try item.pairs("a constraint")
            // `{c1: a.top == b.top, c2: …}`: two identified constraints in
            // one item, not one constraint with unknown keys (as
            // `{constrant: a.top == b.top, idd: x}` is: one value reads as
            // a constraint; and "c1" is a near miss of "id").
            if !pairs.contains(where: { Self.constraintKeys.contains($0.key) }),
               pairs.filter({ Self.readsAsConstraint($0.value) }).count > 1 {
                throw pairs[1].keyValue.fail("expected one identified constraint per \(words.listNoun) item, found a second identifier \"\(pairs[1].key)\" after \"\(pairs[0].key)\"; \(words.ownItemHint)")
            }
            if pairs.contains(where: { $0.key == "constraint" }) || pairs.count > 1 {
                let fields = try item.fields("a constraint", allowed: Self.constraintKeys)
                text = try fields.required("constraint")
                if let value = fields["id"] {
                    id = try value.string("a constraint identifier")
                    try register(id!, at: value)
                }
                active = try fields["active"]?.bool("active") ?? true
                if let value = fields["options"] {
                    optionsValue = value
                    for option in try value.names("format options") {
                        options.formUnion(try option.choice("format option", Self.formatOptions))
                    }
                }
            } else {
                let pair = pairs[0]
                if Self.constraintKeys.contains(pair.key) {
                    throw pair.keyValue.fail("\"\(pair.key)\" needs \"constraint\" beside it (\(words.object(["constraint", pair.key]))); expected an identifier or \(words.key("constraint"))")
                }
                id = pair.key
                try register(pair.key, at: pair.keyValue)
                text = pair.value
            }
        case .sequence:
            throw item.fail("expected a constraint (an equation or a visual format line, optionally as \(words.entry("identifier", "constraint"))), found \(item.kindDescription)")
        }
        let string = try text.string("an equation (a.attr == b.attr + c) or a visual format line (H:|-[a]-|)")
        let line = text.location
        if Self.isVisualFormat(string) {
            return ConstraintSpec(identifier: id, active: active, body: .format(string, options, textLocation: text.textLocation), location: line)
        }
        if let optionsValue {
            throw optionsValue.fail("options are for visual format lines only; expected no options with an equation")
        }
        let equation: Equation
        do {
            var parser = try EquationParser(string, metrics: metrics, words: words)
            equation = try parser.parse()
        } catch {
            throw LocatedError(location: text.textLocation.offset(by: error.offset), message: error.message)
        }
        let valid = viewOrder + ["root", "superview"]
        func check(_ term: Equation.Term) throws(LocatedError) {
            guard valid.contains(term.item) else {
                throw LocatedError(location: text.textLocation.offset(by: term.itemOffset), message: NameSuggestion.message("view", term.item, valid: valid))
            }
        }
        try check(equation.first)
        if let second = equation.second { try check(second) }
        // superview: the other item's superview.
        let names = [equation.first.item] + (equation.second.map { [$0.item] } ?? [])
        if let index = names.firstIndex(of: "superview") {
            let otherTerm = index == 0 ? equation.second : equation.first
            guard let other = otherTerm?.item, viewNames[other] != nil else {
                let term = index == 0 ? equation.first : equation.second!
                throw LocatedError(location: text.textLocation.offset(by: term.itemOffset),
                                   message: "superview needs a view on the other side of the equation; expected it beside a view of the scene (root has no superview)")
            }
        }
        return ConstraintSpec(
            identifier: id, active: active,
            body: .equation(first: equation.first.item, equation.first.attribute, equation.relation,
                            second: equation.second?.item, equation.second?.attribute ?? .notAnAttribute,
                            multiplier: equation.multiplier, constant: equation.constant, priority: equation.priority),
            location: line)
    }

    private mutating func register(_ id: String, at value: YAMLValue) throws(LocatedError) {
        if let earlier = constraintIDs[id] {
            throw value.fail("duplicate constraint identifier \"\(id)\" (first at \(earlier.line):\(earlier.column)); expected each identifier once")
        }
        if id.isEmpty { throw value.fail("expected a constraint identifier, found an empty one") }
        constraintIDs[id] = value.location
    }

    // MARK: States

    static let stateKeys = ["summary", "hide", "show", "activate", "deactivate", "constants", "priorities", "texts"]

    /// A state's name becomes part of file names (`collapsed-320.png` in
    /// snapshots and the gallery), so it is a plain name, and not `base`,
    /// the name of the pictures without a state.
    static func checkStateName(_ name: String, at key: YAMLValue) throws(LocatedError) {
        if name == ScenarioState.baseName {
            throw key.fail("the state name \"\(ScenarioState.baseName)\" is taken (the tree without a state); expected another name")
        }
        guard PlainName.isValid(name) else {
            let culprit = PlainName.firstInvalid(name).map { " ('\($0)' is not allowed)" } ?? ""
            throw key.fail("the state name \"\(name)\" is not a plain name\(culprit); expected \(PlainName.rule)")
        }
    }

    mutating func state(_ name: String, _ value: YAMLValue) throws(LocatedError) -> StateSpec {
        let fields = try value.fields("the state \"\(name)\"", allowed: Self.stateKeys)
        var state = StateSpec(name: name, summary: try fields["summary"]?.string("a summary") ?? "")
        let ids = constraintIDs.keys.sorted { constraintIDs[$0]!.line < constraintIDs[$1]!.line }
        func view(_ v: YAMLValue, texts: Bool = false) throws(LocatedError) -> String {
            let name = try v.string("a view name")
            guard let info = viewNames[name] else { throw v.fail(NameSuggestion.message("view", name, valid: viewOrder)) }
            if texts, info.kind != .label, info.kind != .button {
                throw v.fail("\"\(name)\" is \(info.kind.noun); expected a label or a button to change the text of")
            }
            if !texts, info.kind == .guide {
                throw v.fail("\"\(name)\" is a layout guide, which cannot be hidden or shown; expected a view")
            }
            return name
        }
        func constraint(_ v: YAMLValue) throws(LocatedError) -> String {
            let id = try v.string("a constraint identifier")
            guard constraintIDs[id] != nil else {
                throw v.fail(NameSuggestion.message("constraint identifier", id, valid: ids))
            }
            return id
        }
        for v in try fields["hide"]?.names("views to hide") ?? [] { state.hide.append(try view(v)) }
        for v in try fields["show"]?.names("views to show") ?? [] { state.show.append(try view(v)) }
        for v in try fields["activate"]?.names("constraint identifiers to activate") ?? [] { state.activate.append(try constraint(v)) }
        for v in try fields["deactivate"]?.names("constraint identifiers to deactivate") ?? [] { state.deactivate.append(try constraint(v)) }
        for pair in try fields["constants"]?.pairs("constants (\(words.entry("identifier", "number")))") ?? [] {
            state.constants.append((try constraint(pair.keyValue), try pair.value.constant("a constant")))
        }
        for pair in try fields["priorities"]?.pairs("priorities (\(words.entry("identifier", "priority")))") ?? [] {
            state.priorities.append((try constraint(pair.keyValue), try SceneValues.priority(pair.value)))
        }
        for pair in try fields["texts"]?.pairs("texts (\(words.entry("view", "text")))") ?? [] {
            state.texts.append((try view(pair.keyValue, texts: true), try pair.value.string("a text")))
        }
        return state
    }
}
