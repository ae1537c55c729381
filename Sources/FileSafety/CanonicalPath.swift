import Foundation

/// A path made absolute, with symlinks and `..` resolved as far as it
/// exists (the rest taken as written), so that two spellings of one place
/// compare equal: `out/../Snapshots`, `./Snapshots`, a symlink to it.
enum CanonicalPath {
    static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var resolved = "/"
        for component in absolute.split(separator: "/").map(String.init) {
            switch component {
            case ".": continue
            case "..":
                // By hand: NSString's deletingLastPathComponent crashes on
                // some one-component paths in Swift 6.3.1's Foundation.
                let cut = resolved.lastIndex(of: "/") ?? resolved.startIndex
                resolved = cut == resolved.startIndex ? "/" : String(resolved[..<cut])
            default:
                let next = resolved == "/" ? "/" + component : resolved + "/" + component
                // realpath resolves a symlink at `next` (and fails past the
                // part that exists, where the rest is kept as written).
                resolved = realpath(next, nil).map { pointer in
                    defer { free(pointer) }
                    return String(cString: pointer)
                } ?? next
            }
        }
        return resolved
    }

    /// Whether one of the two is the other or inside it.
    static func overlap(_ a: String, _ b: String) -> Bool {
        a == b || isInside(a, b) || isInside(b, a)
    }

    /// Whether `inner` is strictly inside `outer` (everything is inside `/`).
    static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner != outer && inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }
}
