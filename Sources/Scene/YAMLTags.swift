import Yams

/// Scene files take no YAML tags (`!!binary`, `!!str`, `!custom`): a tag
/// asks for a type or a conversion the scene format never makes, and
/// reading on as if it were absent would take the value for something it
/// does not say. The first explicit tag is refused at its node's place.
enum YAMLTags {
    /// Throws at the first node that carries an explicit tag. A node an
    /// alias repeats is looked at once (by its tag's identity: an alias is
    /// the same node), so an alias bomb costs no more than its text.
    static func check(_ root: Node) throws(LocatedError) {
        var seen = Set<ObjectIdentifier>()
        try visit(root, &seen)
    }

    private static func visit(_ node: Node, _ seen: inout Set<ObjectIdentifier>) throws(LocatedError) {
        let tag: Tag
        switch node {
        case let .scalar(scalar): tag = scalar.tag
        case let .sequence(sequence): tag = sequence.tag
        case let .mapping(mapping): tag = mapping.tag
        }
        guard seen.insert(ObjectIdentifier(tag)).inserted else { return }
        // The stored tag, not `Node.tag`, which resolves an untagged node's.
        // Yams gives a quoted or block scalar the string tag of its own (libyaml's
        // "quoted implicit"), so `!!str "x"` passes as the `"x"` it equals.
        let name = tag.description
        if case let .scalar(scalar) = node, scalar.style != .plain,
           name == Tag.Name.str.rawValue {
            return
        }
        if !name.isEmpty {
            let shown = name.hasPrefix("tag:yaml.org,2002:") ? "!!" + name.dropFirst("tag:yaml.org,2002:".count) : name
            throw YAMLValue(node).fail("a YAML tag (\(shown)) is not part of the scene format; remove it")
        }
        switch node {
        case .scalar: break
        case let .sequence(sequence):
            for item in sequence { try visit(item, &seen) }
        case let .mapping(mapping):
            for (key, value) in mapping {
                try visit(key, &seen)
                try visit(value, &seen)
            }
        }
    }
}
