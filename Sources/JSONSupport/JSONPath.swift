/// Where a value sits in a JSON document, in JSONPath's notation:
/// `$.constraints[2].terms[0]`, `$.sweep[1]["super.width"]`.
public struct JSONPath: Equatable, CustomStringConvertible, Sendable {
    public private(set) var description = "$"

    public static let root = JSONPath()

    public func key(_ key: String) -> JSONPath {
        var path = self
        let isIdentifier = key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && key.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        path.description += isIdentifier ? ".\(key)" : "[\(JSONWriter.quoted(key))]"
        return path
    }

    public func index(_ index: Int) -> JSONPath {
        var path = self
        path.description += "[\(index)]"
        return path
    }
}
